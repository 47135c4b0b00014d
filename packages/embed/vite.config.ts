// CDN build: one ES module per element plus kalima-embed.js (all six, each fetching its
// widget on first use), the iframe pages' kalima-frame.js and the hosts' resize helper, shared chunks,
// vocabulary per language split by core's dynamic imports. Chunk URLs are relative to
// import.meta.url, so dist/cdn works from any static host or CDN folder.

import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { shippedAliases } from '../../build-config/aliases.ts'
import { licenceNotices } from '../../build-config/licences-plugin.ts'
import { readerChunkFileNames } from '../../build-config/reader-chunks.ts'
import { customElementsJson, EMBED_ELEMENTS } from './build/custom-elements.ts'
import { kalimaCss, slimPreloadHelper } from './build/plugins.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** One element a study mode, and the reader: src/elements/<name>.ts → kalima-<name>.js. */
export const ELEMENTS = EMBED_ELEMENTS

export default defineConfig({
  root: here('.'),
  base: './',
  publicDir: false,
  plugins: [
    kalimaCss(),
    slimPreloadHelper(),
    // NOTICE.txt (data, fonts and third-party code) and LICENSES/ beside the files.
    ...licenceNotices(here('dist/cdn')),
    {
      // custom-elements.json from the attributes' single source (build/custom-elements.ts).
      name: 'kalima-custom-elements-manifest',
      closeBundle: () => writeFileSync(here('custom-elements.json'), customElementsJson()),
    },
  ],
  resolve: {
    // React is ~60 KB gzip; preact/compat runs the same widgets in ~5 KB.
    alias: shippedAliases,
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: false,
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        'kalima-embed': here('src/kalima-embed.ts'),
        // The iframe pages' script and the host's auto-height helper (frame-protocol.ts).
        'kalima-frame': here('src/frame.ts'),
        'kalima-frame-resize': here('src/frame-resize.ts'),
        ...Object.fromEntries(ELEMENTS.map((e) => [`kalima-${e}`, here(`src/elements/${e}.ts`)])),
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        // The reader's data in one folder named by the data's version (build-config/reader-chunks.ts).
        chunkFileNames: readerChunkFileNames('chunks', 'chunks/[name]-[hash].js'),
        assetFileNames: 'assets/[name]-[hash][extname]',
        // The word list (static, shared by every mode) gets its own chunk: cached once, and
        // the size budget of the code is measured without it (scripts/sizes.mjs at the root).
        // The small shared widget parts (a progress bar, the play button, nav links) ride
        // in one chunk instead of one file each: fewer requests and less gzip overhead.
        manualChunks: (id) =>
          /[\\/]vocabulary[\\/]data[\\/](words|lessons|surahs|coverage|pronouns)\.json$/.test(id)
            ? 'vocabulary'
            : /[\\/]react[\\/]src[\\/]shared[\\/](ProgressBar|SpeakButton|navigation)\.tsx$/.test(
                  id,
                )
              ? 'parts'
              : undefined,
      },
    },
  },
})
