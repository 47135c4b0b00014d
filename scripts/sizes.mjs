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
 * the entry chunk and its static imports; dynamic imports (lazy routes, vocabulary) excluded,
 * unless `dynamic` (then every file the entry may fetch). `exclude`: chunk names (strings or
 * patterns) left out with everything only they import.
 */
export function staticClosure(outDir, entryKey, { exclude = [], dynamic = false } = {}) {
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
    const excluded = exclude.some((name) =>
      typeof name === 'string' ? chunk.name === name : name.test(chunk.name ?? ''),
    )
    if (excluded) return
    if (chunk.file.endsWith('.js')) files.push(join(outDir, chunk.file))
    for (const dep of chunk.imports ?? []) visit(dep)
    if (dynamic) for (const dep of chunk.dynamicImports ?? []) visit(dep)
  }
  visit(entryKey)
  return files
}

/**
 * Chunks of vocabulary data (word list, meanings, verses, the forms index of the Forms
 * exercise), left out of the embed's code budget.
 */
const EMBED_DATA_CHUNKS = [
  /^vocabulary$/,
  /^meanings\.\w+$/,
  /^verses\.\w+$/,
  /^verse-ranges$/,
  // The reader's data (forms and surah index, each surah's words, texts and parts, the
  // occurrences): fetched by <kalima-reader>, the word panel or a deck from the reader.
  /\.reader$/,
]

/**
 * The UI dictionaries' files (`../react/src/i18n/<lang>.ts`, the main part; `<lang>.<part>.ts`
 * the others): a page or an element fetches those of its interface language.
 */
const DICTIONARY_KEY = /(^|\/)react\/src\/i18n\/(en|bn|id|ur|tr|zh|es)\.ts$/
const DICTIONARY_PART_KEY = /(^|\/)react\/src\/i18n\/(en|bn|id|ur|tr|zh|es)(?:\.(\w+))?\.ts$/
/**
 * The reader's loaders of one language's surah texts (`core/src/reader/texts.<lang>.ts`, each
 * an import table of that language's 114 files): a reader fetches its meaning language's, so
 * the largest is counted once, as part `texts` (chunks named `texts.<lang>`).
 */
const TEXTS_KEY = /(^|\/)core\/src\/reader\/texts\.(en|bn|id|ur|tr|zh|es)\.ts$/

/**
 * The parts of the UI dictionaries each element's widget shows besides `main` (the widgets
 * made with `withProvider(View, name, part)`): <kalima-reader> the reader's; the study modes
 * none (their bundles can reach every part's loader, but never call the others).
 * tests/e2e/embed.test.ts checks that a study element fetches no other part.
 */
const ELEMENT_PARTS = { reader: ['reader'] }

/**
 * The dictionary chunks an element of a CDN build fetches, as files: for `main` and each
 * part its widget shows, the largest language's chunk, once (an element fetches its interface
 * language's, English's too: no dictionary is built in). Part `texts`: the reader's text
 * loaders of one language ({@link TEXTS_KEY}), the largest, where the element can reach them.
 */
function largestDictionaries(outDir, entryKey, parts) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  const largest = new Map()
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    const part = DICTIONARY_PART_KEY.exec(key)
    const name = part ? (part[3] ?? 'main') : TEXTS_KEY.test(key) ? 'texts' : undefined
    if (name) {
      if (!parts.includes(name)) return
      const file = join(outDir, chunk.file)
      const best = largest.get(name)
      if (!best || gzipBytes([file]) > gzipBytes([best])) largest.set(name, file)
      return
    }
    for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(dep)
  }
  visit(entryKey)
  return [...largest.values()]
}

/**
 * The UI dictionary chunks every page of the site fetches in its interface language, its
 * main part and the site's own (`<lang>.ts`, `<lang>.site.ts`), gzip KB by language.
 */
export function dictionarySizes(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  const files = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    const part = DICTIONARY_PART_KEY.exec(key)
    const lang = DICTIONARY_KEY.exec(key)?.[2] ?? (part?.[3] === 'site' ? part[2] : undefined)
    if (lang === undefined) continue
    files[lang] = [...(files[lang] ?? []), join(outDir, chunk.file)]
  }
  return Object.fromEntries(
    Object.entries(files).map(([lang, list]) => [lang, kb(gzipBytes(list))]),
  )
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
  // The entry and the app's second stage (site/src/start.tsx, imported a task after the
  // entry and preloaded with it by every page): what every page loads before its own chunk.
  const siteDir = join(root, 'site/dist')
  const site = [
    ...new Set([
      ...staticClosure(siteDir, 'index.html'),
      ...staticClosure(siteDir, 'src/start.tsx'),
    ]),
  ]
  const embedDir = join(root, 'packages/embed/dist/cdn')
  const embed = Object.fromEntries(
    embedModes(embedDir).map((mode) => [
      mode,
      // All-in: the element's script and every chunk it fetches once connected (its widget,
      // the renderer, dialogs, one UI dictionary). The vocabulary is data, loaded once per
      // page and cached: not part of the code budget.
      // An element fetches the UI dictionary of its interface language, the main part and any
      // other part its widget shows (the reader's): the largest language of each is counted.
      kb(
        gzipBytes([
          ...staticClosure(embedDir, `src/elements/${mode}.ts`, {
            exclude: [
              ...EMBED_DATA_CHUNKS,
              /^(en|bn|id|ur|tr|zh|es)(\.\w+)?$/,
              /^texts\.(en|bn|id|ur|tr|zh|es)$/,
            ],
            dynamic: true,
          }),
          ...largestDictionaries(embedDir, `src/elements/${mode}.ts`, [
            'main',
            'texts',
            ...(ELEMENT_PARTS[mode] ?? []),
          ]),
        ]),
      ),
    ]),
  )
  // The all-in-one loader on a page with no element: what the script tag alone downloads.
  const loader = kb(gzipBytes(staticClosure(embedDir, 'src/kalima-embed.ts')))
  const largestLanguage = largestOf(vocabulary)
  const largestElement = largestOf(embed)
  const dictionaries = dictionarySizes(join(root, 'site/dist'))
  const largestDictionary = largestOf(dictionaries)
  return {
    // Issue 17: the UI dictionary every page loads, per interface language (its main part;
    // the reader's, the account forms', the settings' and the study assistant's texts load
    // with the pages and widgets that show them): 10.1 KB (bn) whole, 5.4 KB as parts.
    dictionary: {
      value: dictionaries[largestDictionary],
      limit: 6,
      largest: largestDictionary,
      detail: dictionaries,
    },
    vocabulary: {
      value: vocabulary[largestLanguage],
      limit: 25,
      largest: largestLanguage,
      detail: vocabulary,
    },
    // 83.7 KB since issue 13 (was 120): the first load measured before issue 12's features;
    // 76.1 KB once the PocketBase SDK loads on first need (createLazyPocketBaseBackend); 79.6
    // with issue 17's dictionaries. Issue 19 puts Today's card on the home page (the plan, the
    // streak, the leeches in the study assistant; the scheduler itself stays lazy): 83.8 KB.
    // The budget is issue 17's for the first load with its dictionary, 90 KB. 2026-11-28: the
    // router is wouter (was react-router): 88.7 → 77.9 KB; the app in three stages, the
    // vocabulary out of the entry: 76.6 KB. 2026-11-29, 88.2 KB before: the reader's loaders
    // (and their import tables) out of the home's "you understand N%": 79.4 KB; the site's own
    // texts a dictionary part of their own: 78.4 KB; English not built in: 75.9 KB.
    site: { value: kb(gzipBytes(site)), limit: 90, detail: { files: site.length } },
    // Issue 18: the reader's code loads with the reader's routes only. The first load's files
    // holding any of the reader's or the word panel's markup or core's reader loaders
    // (READER_MARKS), KB gzip: 0. Until 2026-11-29 the loaders (reader/reader.ts, with their
    // import tables) came with "you understand N%" on the home: 6.6 KB of the first load.
    readerInFirstLoad: {
      value: kb(gzipBytes(site.filter(holdsReaderCode))),
      limit: 0,
      detail: { files: site.filter(holdsReaderCode).map((f) => f.split('/').pop()) },
    },
    // Every element has the budget; the largest one is the figure, measured all-in since
    // issue 14 (its script and every chunk it fetches once connected: shell, renderer,
    // widget, dialogs, and one UI dictionary, the largest; not the vocabulary data).
    // Issue 14's goal of 32 KB is not reached. 57 KB since 2026-11-25 (was 43, which main
    // already exceeded at 45.4 once the credit line joined the renderer): after issues 16 and
    // 17 landed, measured flashcards 54.7, learn 54.2, match 54.9, review 56.5, test 54.3,
    // words 54.4 KB, of which the Bengali dictionary chunk is 6.3 KB and the built-in English
    // one (every element's fallback, now with the site's texts, 26 surah names and 28 parts of
    // speech) about 6 KB. Raw (minified) bytes every element carries, from the build's source
    // maps before issue 17: preact, compat and hooks 20.0 KB; the English UI dictionary 8.9 KB
    // (133 of its 224 messages were not named in any embed chunk: settings, sign-in, banners);
    // the local store's validation/merge/delta/record ~12 KB; vocabulary expansion 4.4 KB and
    // Buckwalter 3.1 KB; the widgets' CSS ~7.5 KB. Review adds ts-fsrs, 20.7 KB. Where it
    // comes down: English loaded like the other dictionaries (not built in) and split so an
    // element fetches only the messages of its widgets (docs/benchmarks.md, "Embed weight").
    // Issue 19 (every answer schedules its word): every element now fetches the scheduler
    // (core's schedule chunk with ts-fsrs, 7.5 KB gzip) at its first answer, and Test the
    // Review of its missed words with it; measured flashcards 66.0, learn 65.2, match 65.6,
    // review 60.0, test 68.6, words 64.3 KB all-in. Nothing of it is in an element's first
    // paint (the element's script and renderer are unchanged); the budget follows the
    // measure, and the ways down listed above still apply. Then Today's texts (7 languages)
    // in the dictionaries every element carries and the word-audio port: test 70.1 KB. Then
    // <kalima-learn kind="…"> (Practice, fetched only with a kind, counted all-in): 72.7 KB.
    // Then decks from the reader (read="67": core's readingDeckWords and the hook that makes
    // the deck from the learner's progress; the surah index it reads is data, not counted):
    // learn 75.0 KB (was 73.7). Then <kalima-reader> (the Reader widget; the reader's data
    // chunks in one folder named by the data's version, build-config/reader-chunks.ts: its lazy-import
    // tables were 30 KB gzip with a hash per file) and the word panel's parts, whose texts
    // (18 × 7 languages) every dictionary carries: reader 76.3, learn 76.6 KB. Then the usual
    // name of every surah in every language (88 more messages in each dictionary, for the
    // reader's list and header), the reader's retry and its drawing in batches: reader
    // 78.9, learn 78.5 KB. 2026-11-29: the site's own texts (site.*, home.*) a dictionary part
    // no element fetches, and no dictionary built in (English loads like every language):
    // reader 75.8 → 70.2, learn 74.7 → 69.0, review 63.5 → 57.9 KB. Then the reader's texts
    // loaders one chunk per language (core/src/reader/texts.<lang>.ts, the largest counted
    // once, as a dictionary): reader 70.8 → 66.9 KB.
    embed: { value: embed[largestElement], limit: 80, largest: largestElement, detail: embed },
    // The loader defines the six elements and fetches nothing more until one is used
    // (issue 14).
    loader: { value: loader, limit: 3 },
  }
}

/**
 * Class names only the reader widget and its word panel write (react/src/widgets/Reader/:
 * Reader.tsx, Verses.tsx, WordDialog.tsx), and names of data files only core's reader loaders import (reader/reader.ts:
 * the occurrences, a surah's texts; their lazy-import tables list ~1,000 files): a built file
 * holding one holds their code.
 */
const READER_MARKS = [
  'kalima-reader-ayah',
  'kalima-reader-legend',
  'kalima-reader-family',
  'occurrences.0.reader',
  '1.en.text.reader',
]
const holdsReaderCode = (file) => {
  const code = readFileSync(file, 'utf8')
  return READER_MARKS.some((mark) => code.includes(mark))
}

/**
 * The reader's data (issue 18), per language: a surah's words file plus its language file,
 * KB gzip. The median surah has a 10 KB budget and Al-Baqarah 150 KB, in every language.
 */
export function measureReaderSizes() {
  const dir = join(data, 'reader')
  const surahs = Array.from({ length: 114 }, (_, i) => i + 1)
  const bytes = (s, lang) =>
    gzipBytes([join(dir, `${s}.words.reader.json`), join(dir, `${s}.${lang}.text.reader.json`)])
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
