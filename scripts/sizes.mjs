// Sizes of what browsers download, gzip -9: shared by the size budgets in
// `npm test` (scripts/size-budgets.mjs) and the benchmark (bench/sizes.bench.ts).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Gzip size in bytes of each file, compressed separately as served, summed. */
export function gzipBytes(files) {
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0)
}

/** Bytes → KB (1024) with one decimal. */
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

/**
 * JS files loaded up front by a Vite build's entry (a manifest key such as 'index.html'):
 * the entry chunk and its static imports; dynamic imports (lazy routes, vocabulary) excluded.
 */
export function staticClosure(outDir, entryKey, { exclude = [] } = {}) {
  const path = join(outDir, '.vite', 'manifest.json')
  if (!existsSync(path)) throw new Error(`${path} missing: run \`npm run build\` first`)
  const manifest = JSON.parse(readFileSync(path, 'utf8'))
  const seen = new Set()
  const files = []
  const visit = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${path} has no entry ${key}`)
    if (chunk.file.endsWith('.js') && !exclude.includes(chunk.name))
      files.push(join(outDir, chunk.file))
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  visit(entryKey)
  return files
}

const LANGS = ['bn', 'id', 'ur', 'tr', 'zh', 'es', 'en']
const data = join(root, 'packages/core/src/vocabulary/data')

/**
 * The one-mode embed elements of a CDN build: every entry `src/elements/<mode>.ts` of its
 * Vite manifest (`<kalima-${mode}>`, script kalima-<mode>.js), so a new element is budgeted too.
 */
export function embedModes(outDir) {
  const path = join(outDir, '.vite', 'manifest.json')
  if (!existsSync(path)) throw new Error(`${path} missing: run \`npm run build\` first`)
  const manifest = JSON.parse(readFileSync(path, 'utf8'))
  const modes = Object.keys(manifest)
    .map((key) => /^src\/elements\/([\w-]+)\.ts$/.exec(key)?.[1])
    .filter((mode) => mode && manifest[`src/elements/${mode}.ts`].isEntry)
  if (!modes.length) throw new Error(`${path} has no element entries (src/elements/*.ts)`)
  return modes
}

/** The key of the largest value (the first one on a tie). */
const largestOf = (sizes) => Object.keys(sizes).reduce((a, b) => (sizes[b] > sizes[a] ? b : a))

/** The budgeted sizes, in KB gzip, each with its goal. */
export function measureSizes() {
  const vocabulary = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      kb(gzipBytes([join(data, 'words.json'), join(data, `meanings.${lang}.json`)])),
    ]),
  )
  const site = staticClosure(join(root, 'site/dist'), 'index.html')
  const embedDir = join(root, 'packages/embed/dist/cdn')
  const embed = Object.fromEntries(
    embedModes(embedDir).map((mode) => [
      mode,
      // The word list is data, loaded once per page and cached: not part of the code budget.
      kb(
        gzipBytes(staticClosure(embedDir, `src/elements/${mode}.ts`, { exclude: ['vocabulary'] })),
      ),
    ]),
  )
  const largestLanguage = largestOf(vocabulary)
  const largestElement = largestOf(embed)
  return {
    vocabulary: {
      value: vocabulary[largestLanguage],
      limit: 25,
      largest: largestLanguage,
      detail: vocabulary,
    },
    site: { value: kb(gzipBytes(site)), limit: 120, detail: { files: site.length } },
    // Every element has the budget; the largest one is the figure. 42 KB since issue 12 (was
    // 40): <kalima-review> measured 41.1 KB after the atomic cross-tab saves and the server's
    // reset moves (store/progress.ts +1.7 KB raw), the dictionary-form headwords and the new
    // catalogue texts; issue 14 (elements fetch their code when used) is where it comes down.
    embed: { value: embed[largestElement], limit: 42, largest: largestElement, detail: embed },
  }
}

/**
 * The reader's data (issue 18), per language: a surah's words file plus its language file,
 * KB gzip. The median surah has a 10 KB budget and Al-Baqarah 150 KB, in every language.
 */
export function measureReaderSizes() {
  const dir = join(data, 'reader')
  const surahs = Array.from({ length: 114 }, (_, i) => i + 1)
  const bytes = (s, lang) =>
    gzipBytes([join(dir, `${s}.reader.json`), join(dir, `${s}.${lang}.reader.json`)])
  const median = {}
  const baqarah = {}
  for (const lang of LANGS) {
    const sizes = surahs.map((s) => bytes(s, lang)).sort((a, b) => a - b)
    median[lang] = kb(((sizes[56] ?? 0) + (sizes[57] ?? 0)) / 2)
    baqarah[lang] = kb(bytes(2, lang))
  }
  const largestMedian = largestOf(median)
  const largestBaqarah = largestOf(baqarah)
  return {
    median: { value: median[largestMedian], limit: 10, largest: largestMedian, detail: median },
    baqarah: {
      value: baqarah[largestBaqarah],
      limit: 150,
      largest: largestBaqarah,
      detail: baqarah,
    },
  }
}
