// Where the shipped builds (site and embed CDN files) put the reader's data chunks: one
// folder named by a hash of all the reader's data, each chunk named without a hash of its
// own. A reader chunk's lazy import() tables list ~1,000 files; with a hash per file they
// cost ~20 KB gzip in the reader's code (hashes do not compress), with one shared hash
// almost nothing. The folder changes whenever any data does, so long-lived caching stays safe.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const READER_DATA = fileURLToPath(
  new URL('../packages/core/src/vocabulary/data/reader/', import.meta.url),
)

let version: string | undefined

/** A hash of every reader data file (names and contents): the data's version. */
export function readerDataVersion(): string {
  if (version) return version
  const hash = createHash('sha256')
  for (const name of readdirSync(READER_DATA).sort()) {
    hash.update(name)
    hash.update(readFileSync(`${READER_DATA}${name}`))
  }
  version = hash.digest('hex').slice(0, 10)
  return version
}

/**
 * Whether a chunk is one of the reader's many data files, a surah's (`67.bn.text.reader`,
 * `67.words.reader`, `67.parts.reader`) or an occurrences file. The surah index and the forms
 * index stay with the other chunks: the home page's "you understand N%" and the Forms
 * exercise read them, so the site installs them for offline use.
 */
export const isReaderChunk = (name: string): boolean =>
  /^(\d+\.(words|parts|[a-z]{2}\.text)|occurrences\.\d+)\.reader$/.test(name)

/**
 * Rollup's `chunkFileNames`: a reader data chunk goes to `<dir>/reader-<version>/<name>.js`,
 * every other chunk to `fallback`.
 */
export const readerChunkFileNames =
  (dir: string, fallback: string) =>
  (chunk: { name: string }): string =>
    isReaderChunk(chunk.name) ? `${dir}/reader-${readerDataVersion()}/[name].js` : fallback

/** The list of the reader's data files the site writes (`/reader-files.json`). */
export const READER_FILES = 'reader-files.json'

/**
 * A Vite plugin writing `reader-files.json`: every reader data chunk of the build, so the site
 * can download them all for offline reading (Settings, "Read offline"), with each one's size
 * gzipped (`bytes`: what a server that compresses sends), for the download's estimate.
 */
export function readerFilesList() {
  return {
    name: 'kalima-reader-files',
    generateBundle(
      this: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => string },
      _options: unknown,
      bundle: Record<string, { type: string; name?: string; fileName: string; code?: string }>,
    ) {
      const chunks = Object.values(bundle)
        .filter((chunk) => chunk.type === 'chunk' && chunk.name && isReaderChunk(chunk.name))
        .sort((a, b) => (a.fileName < b.fileName ? -1 : 1))
      const files = chunks.map((chunk) => chunk.fileName)
      const bytes = Object.fromEntries(
        chunks.map((chunk) => [chunk.fileName, gzipSync(chunk.code ?? '').length]),
      )
      this.emitFile({
        type: 'asset',
        fileName: READER_FILES,
        source: JSON.stringify({ version: readerDataVersion(), files, bytes }),
      })
    },
  }
}
