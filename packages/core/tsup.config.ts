import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Per-language vocabulary files are loaded with dynamic import(): keep them as separate chunks.
  splitting: true,
  treeshake: true,
})
