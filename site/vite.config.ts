import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { workspaceAliases } from '../aliases.ts'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  // The manifest lets the size benchmark follow the first-load chunks.
  build: { manifest: true },
  // The app calls its API on its own origin; in development PocketBase runs beside it.
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8090', changeOrigin: true } },
  },
  preview: { host: '127.0.0.1', port: 4173 },
})
