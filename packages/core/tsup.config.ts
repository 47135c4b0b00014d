import { defineConfig } from 'tsup'

export default defineConfig({
  // The root (`@kalima/core`) and its subpaths (`@kalima/core/reader`…), one file each in dist/
  // (package.json `exports`); code they share goes to chunks of its own.
  entry: {
    index: 'src/index.ts',
    reader: 'src/entries/reader.ts',
    stats: 'src/entries/stats.ts',
    progress: 'src/entries/progress.ts',
    accounts: 'src/entries/accounts.ts',
    sync: 'src/entries/sync.ts',
    pocketbase: 'src/entries/pocketbase.ts',
    testing: 'src/entries/testing.ts',
  },
  // ESM only: the vocabulary data ships once. CommonJS code `require`s it through Node's
  // require(esm) (Node >= 20.19, the engines range); bundlers take the ESM.
  format: ['esm'],
  dts: true,
  clean: true,
  // No source maps in the tarball (they doubled it); the sources are in the repository.
  sourcemap: false,
  target: 'es2022',
  // Per-language vocabulary files are loaded with dynamic import(): keep them as separate chunks.
  splitting: true,
  treeshake: true,
  // Bundled, so that schedule/date-guard.ts runs before it: ts-fsrs assigns methods to
  // Date.prototype when it loads, and the guard gives the host page its own back. (As an
  // external import it would be hoisted above the guard.) Its types stay a dependency.
  noExternal: ['ts-fsrs'],
  // The reader's per-surah data (913 files, issue 18) ships as the JSON files themselves in
  // dist/reader/, imported lazily by bundlers: as JS chunks with source maps, twice (ESM and
  // CJS), it made the package 25 MB.
  loader: { '.reader.json': 'copy' },
  esbuildOptions(options) {
    options.assetNames = 'reader/[name]'
  },
})
