import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { defineConfig } from 'tsup'

/** The line every output file starts with: its modules are client modules. */
const USE_CLIENT = "'use client';\n"

/**
 * After the build: (1) every JS file starts with `'use client'`, so frameworks with React
 * Server Components (Next.js app router) render the widgets on the client side of the
 * boundary (the bundler drops module directives, and tsup's `banner` with them); (2) each
 * font ships once: the @fontsource faces list a `.woff` after each `.woff2`, every browser
 * that runs the widgets reads WOFF2, so the fallbacks leave the CSS and the tarball.
 */
async function afterBuild(): Promise<void> {
  const dist = new URL('./dist/', import.meta.url)
  for (const name of await readdir(dist)) {
    const file = new URL(name, dist)
    if (/\.c?js$/.test(name)) {
      const code = await readFile(file, 'utf8')
      if (!code.startsWith(USE_CLIENT)) await writeFile(file, USE_CLIENT + code)
    } else if (name.endsWith('.css')) {
      const css = await readFile(file, 'utf8')
      await writeFile(
        file,
        css.replace(/,\s*url\([^)]*\.woff["']?\)\s*format\(["']woff["']\)/g, ''),
      )
    } else if (name.endsWith('.woff')) {
      await rm(file)
    }
  }
}

export default defineConfig({
  // The main entry, and test helpers apart (`@kalima/react/testing`).
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  // No source maps in the tarball; the sources are in the repository.
  sourcemap: false,
  target: 'es2022',
  splitting: true,
  treeshake: true,
  external: ['react', 'react-dom', '@kalima/core', /^zustand/],
  // Fonts are bundled into the CSS so a plain `styles.css` link carries them.
  noExternal: [/^@fontsource\//],
  // Widget CSS and the @fontsource faces are bundled into dist/index.css; fonts are copied
  // (the .woff fallbacks are removed after the build).
  loader: { '.woff2': 'file', '.woff': 'file' },
  onSuccess: afterBuild,
  publicDir: false,
})
