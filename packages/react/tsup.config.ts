import { defineConfig } from 'tsup'

export default defineConfig({
  // The main entry, and test helpers apart (`@kalima/react/testing`).
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
  external: ['react', 'react-dom', '@kalima/core', /^zustand/],
  // Fonts are bundled into the CSS so a plain `styles.css` link carries them.
  noExternal: [/^@fontsource\//],
  // Widget CSS and the @fontsource faces are bundled into dist/index.css; fonts are copied.
  loader: { '.woff2': 'file', '.woff': 'file' },
  publicDir: false,
})
