import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { workspaceAliases } from '../aliases.ts'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  // The manifest lets the size benchmark follow the first-load chunks.
  build: { manifest: true },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
})
