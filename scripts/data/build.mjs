#!/usr/bin/env node
// Builds Kalima's vocabulary dataset (issue 3) from the Quranic Arabic Corpus.
//
//   npm run data                      # writes packages/core/src/vocabulary/data/*.json
//   node scripts/data/build.mjs --out <dir>   # writes elsewhere (used by the tests)
//
// Inputs: ../shared/data/quran/{segments,words}.tsv (relative to the repo root),
// node_modules/quran-json (verse translations) and the curated meanings in
// packages/core/data-src/meanings.tsv. When that TSV does not exist yet, a first
// draft is generated from the word-by-word glosses of words.tsv; once it exists
// it is the source of truth and is only read, never rewritten.
// The output is deterministic: the same inputs give the same bytes.
// See docs/data.md for the rules.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { register } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import SURAH_DECK_RANGE from '../../packages/core/src/surah-decks.json' with { type: 'json' }
import { chooseExample, cleanTranslation, foreignCharacters, paragraphs } from './examples.mjs'
import { writeQuranFonts, writeScriptFaces } from './fonts.mjs'
import { draftMeaning } from './glosses.mjs'
import { pronounOccurrences } from './pronouns.mjs'
import { writeReader } from './reader.mjs'

// The converters live in packages/core (they also expand words.json at runtime).
register('./ts-hooks.mjs', import.meta.url)
/** @type {typeof import('../../packages/core/src/vocabulary/buckwalter')} */
const {
  fromArabic,
  headwordRule,
  rootToArabic,
  toArabic,
  transliterate,
  wordId,
  wordTransliteration,
} = await import('../../packages/core/src/vocabulary/buckwalter.ts')
/** @type {typeof import('../../packages/core/src/vocabulary/pos')} */
const { posName } = await import('../../packages/core/src/vocabulary/pos.ts')
/** @type {typeof import('../../packages/core/src/reader/summary')} */
const { surahSummaryOf } = await import('../../packages/core/src/reader/summary.ts')

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const QURAN_DIR = resolve(ROOT, '../shared/data/quran')
export const DATA_DIR = join(ROOT, 'packages/core/src/vocabulary/data')
export const MEANINGS_TSV = join(ROOT, 'packages/core/data-src/meanings.tsv')
export const PRONOUNS_TSV = join(ROOT, 'packages/core/data-src/pronouns.tsv')
const QURAN_JSON_DIR = join(ROOT, 'node_modules/quran-json/dist')

/** Languages of the meanings, in meanings.tsv column order (after id, lemma, arabic). */
export const LANGS = /** @type {const} */ (['en', 'bn', 'id', 'ur', 'tr', 'zh', 'es'])
/** Languages with a word-by-word gloss in words.tsv (Spanish has none). */
const GLOSSED = /** @type {const} */ (['en', 'bn', 'id', 'ur', 'tr', 'zh'])
export const LESSON_COUNT = 12
export const LESSON_SIZE = 50
export const RANKED = LESSON_COUNT * LESSON_SIZE
/** The surah decks, 89–114: core's one range (packages/core/src/surah-decks.json). */
export const SURAH_DECKS = Array.from(
  { length: SURAH_DECK_RANGE.max - SURAH_DECK_RANGE.min + 1 },
  (_, i) => SURAH_DECK_RANGE.min + i,
)
export const LESSON_TITLES = [1, 2, 3].flatMap((level) =>
  ['I', 'II', 'III', 'IV'].map((n) => `${['Base', 'Common', 'Advanced'][level - 1]} Words ${n}`),
)

/**
 * Reads a TSV file with a header row into objects keyed by column name.
 * @param {string} file
 * @returns {Record<string, string>[]}
 */
export function readTsv(file) {
  const lines = readFileSync(file, 'utf8').split('\n')
  const header = (lines.shift() ?? '').split('\t')
  const rows = []
  for (const line of lines) {
    if (line === '') continue
    const cells = line.split('\t')
    /** @type {Record<string, string>} */
    const row = {}
    header.forEach((name, i) => {
      row[name] = cells[i] ?? ''
    })
    rows.push(row)
  }
  return rows
}

/** Most frequent key of a count map; ties go to the key counted first. */
function mostCommon(/** @type {Map<string, number>} */ counts) {
  let best = ''
  let bestCount = -1
  for (const [key, count] of counts) {
    if (count > bestCount) {
      best = key
      bestCount = count
    }
  }
  return best
}

/**
 * Loads the corpus and computes every language-neutral field.
 * @param {string} quranDir
 */
export function analyse(quranDir = QURAN_DIR) {
  const segments = readTsv(join(quranDir, 'segments.tsv'))
  const words = readTsv(join(quranDir, 'words.tsv'))

  /** word location "s:a:w" → its segments */
  const segmentsByWord = new Map()
  /** verse key "s:a" → number of words */
  const verseLength = new Map()
  for (const w of words) {
    const [s, a] = w.location.split(':')
    const key = `${s}:${a}`
    verseLength.set(key, (verseLength.get(key) ?? 0) + 1)
  }

  /**
   * @typedef {{ lemma: string, order: number, frequency: number,
   *   pos: Map<string, number>, roots: Map<string, number>, locations: string[] }} Entry
   * @type {Map<string, Entry>}
   */
  const entries = new Map()
  segments.forEach((seg, order) => {
    const wordLoc = seg.location.split(':').slice(0, 3).join(':')
    const list = segmentsByWord.get(wordLoc) ?? []
    list.push(seg)
    segmentsByWord.set(wordLoc, list)
    if (seg.component !== 'main' || seg.lemma_buckwalter === '') return
    const lemma = seg.lemma_buckwalter
    let entry = entries.get(lemma)
    if (!entry) {
      entry = { lemma, order, frequency: 0, pos: new Map(), roots: new Map(), locations: [] }
      entries.set(lemma, entry)
    }
    entry.frequency++
    const pos = posName(seg.pos, seg.pos_detail)
    entry.pos.set(pos, (entry.pos.get(pos) ?? 0) + 1)
    if (seg.root_buckwalter !== '') {
      entry.roots.set(seg.root_buckwalter, (entry.roots.get(seg.root_buckwalter) ?? 0) + 1)
    }
    if (entry.locations.at(-1) !== wordLoc) entry.locations.push(wordLoc)
  })

  // Rank: descending frequency, ties by first occurrence in the mushaf.
  const byFrequency = [...entries.values()].sort(
    (a, b) => b.frequency - a.frequency || a.order - b.order,
  )
  const ranked = byFrequency.slice(0, RANKED)
  const rankOf = new Map(ranked.map((e, i) => [e.lemma, i + 1]))

  // Surah decks: distinct lemmas of each surah in order of first occurrence.
  /** @type {Map<number, string[]>} */
  const decks = new Map(SURAH_DECKS.map((n) => [n, []]))
  for (const seg of segments) {
    if (seg.component !== 'main' || seg.lemma_buckwalter === '') continue
    const deck = decks.get(Number(seg.location.split(':')[0]))
    if (deck && !deck.includes(seg.lemma_buckwalter)) deck.push(seg.lemma_buckwalter)
  }
  const inDecks = new Set([...decks.values()].flat())
  const surahOnly = [...entries.values()]
    .filter((e) => inDecks.has(e.lemma) && !rankOf.has(e.lemma))
    .sort((a, b) => a.order - b.order)

  const vocabulary = [...ranked, ...surahOnly].map((e) => {
    const pos = mostCommon(e.pos)
    const root = e.roots.size > 0 ? mostCommon(e.roots) : ''
    return {
      id: wordId(e.lemma),
      rank: rankOf.get(e.lemma) ?? null,
      lemma: e.lemma,
      arabic: toArabic(headwordRule(e.lemma, pos)),
      transliteration: wordTransliteration(headwordRule(e.lemma, pos), pos),
      frequency: e.frequency,
      pos,
      root: root === '' ? null : rootToArabic(root),
      rootBuckwalter: root,
      /** word locations "s:a:w" in mushaf order: the candidates for the example verse */
      locations: e.locations,
    }
  })

  // Coverage: a Quran word is covered when one of its main-segment lemmas is a lesson word.
  const lessonOf = new Map(ranked.map((e, i) => [e.lemma, Math.floor(i / LESSON_SIZE) + 1]))
  const coveredBy = new Array(LESSON_COUNT + 1).fill(0)
  for (const w of words) {
    const lemmas = w.lemmas_buckwalter === '' ? [] : w.lemmas_buckwalter.split(',')
    const lessons = lemmas.map((l) => lessonOf.get(l)).filter((n) => n !== undefined)
    if (lessons.length > 0) coveredBy[Math.min(...lessons)]++
  }
  let cumulative = 0
  const perLesson = LESSON_TITLES.map((_, i) => {
    cumulative += coveredBy[i + 1]
    return { lesson: i + 1, covered: cumulative, percent: percent(cumulative, words.length) }
  })
  // With the pronouns: also covered, a word whose main segment is a personal
  // pronoun (هُوَ, وَهُمْ, لَهُمْ: the corpus gives these no lemma).
  let withPronouns = 0
  for (const w of words) {
    const lemmas = w.lemmas_buckwalter === '' ? [] : w.lemmas_buckwalter.split(',')
    const segs = segmentsByWord.get(w.location) ?? []
    if (
      lemmas.some((l) => lessonOf.has(l)) ||
      segs.some((s) => s.component === 'main' && s.pos === 'pronoun' && s.pos_detail === 'personal')
    ) {
      withPronouns++
    }
  }
  const coverage = {
    totalWords: words.length,
    covered: cumulative,
    percent: percent(cumulative, words.length),
    perLesson,
    withPronouns: { covered: withPronouns, percent: percent(withPronouns, words.length) },
  }

  const idOf = new Map(vocabulary.map((w) => [w.lemma, w.id]))
  const lessons = LESSON_TITLES.map((title, i) => ({
    id: i + 1,
    title,
    wordIds: vocabulary.slice(i * LESSON_SIZE, (i + 1) * LESSON_SIZE).map((w) => w.id),
  }))
  return { vocabulary, lessons, decks, idOf, coverage, words, segmentsByWord, verseLength }
}

/** Orders verse keys "s:a" as in the mushaf. */
function compareKeys(/** @type {string} */ a, /** @type {string} */ b) {
  const [as = 0, aa = 0] = a.split(':').map(Number)
  const [bs = 0, ba = 0] = b.split(':').map(Number)
  return as - bs || aa - ba
}

/** Percentage with two decimals. */
function percent(/** @type {number} */ part, /** @type {number} */ whole) {
  return Math.round((part / whole) * 10000) / 100
}

/**
 * Draft meanings for every word from the word-by-word glosses: the most common
 * cleaned gloss in each language, preferring occurrences where the word is the
 * bare lemma (no prefix or suffix). Spanish starts as the English draft, marked
 * with `TODO:` to be written by hand.
 * @param {ReturnType<typeof analyse>} data
 */
export function draftMeanings(data) {
  /** lemma → lang → gloss → [bare count, any count] */
  const glosses = new Map()
  for (const w of data.words) {
    const lemmas = w.lemmas_buckwalter.split(',')
    if (lemmas.length !== 1 || lemmas[0] === '') continue
    const segs = data.segmentsByWord.get(w.location) ?? []
    const bare = segs.length === 1
    const byLang = glosses.get(lemmas[0]) ?? new Map()
    glosses.set(lemmas[0], byLang)
    for (const lang of GLOSSED) {
      const counts = byLang.get(lang) ?? new Map()
      byLang.set(lang, counts)
      for (const g of draftMeaning(lang, w[lang] ?? '')) {
        if (g === '' || g === '*') continue
        const c = counts.get(g) ?? [0, 0]
        c[0] += bare ? 1 : 0
        c[1]++
        counts.set(g, c)
      }
    }
  }
  return data.vocabulary.map((word) => {
    const byLang = glosses.get(word.lemma) ?? new Map()
    /** @type {MeaningsRow} */
    const row = {
      wordId: word.id,
      lemma: word.lemma,
      arabic: word.arabic,
      meanings: {},
      headword: '',
      note: '',
    }
    for (const lang of GLOSSED) {
      const counts = [...(byLang.get(lang) ?? new Map()).entries()]
      counts.sort((a, b) => b[1][0] - a[1][0] || b[1][1] - a[1][1])
      row.meanings[lang] = counts[0]?.[0] ?? ''
    }
    row.meanings.es = `TODO: ${row.meanings.en}`
    return row
  })
}

/**
 * meanings.tsv columns. The first is the word id, the sixth the Indonesian
 * meaning (language code `id`), so the file is read by position, not by name.
 */
export const TSV_COLUMNS = ['id', 'lemma', 'arabic', ...LANGS]

/**
 * One row of meanings.tsv.
 * @typedef {{ wordId: string, lemma: string, arabic: string, meanings: Record<string, string> }} MeaningsRow
 */

/**
 * Serialises meanings rows as TSV.
 * @param {MeaningsRow[]} rows
 */
function toTsv(rows) {
  const lines = rows.map((r) =>
    [
      r.wordId,
      r.lemma,
      r.arabic,
      ...LANGS.map((l) => r.meanings[l] ?? ''),
      r.headword,
      r.note,
    ].join('\t'),
  )
  return `${[TSV_COLUMNS.join('\t'), ...lines].join('\n')}\n`
}

/**
 * Parses meanings.tsv by column position.
 * @param {string} file
 * @returns {MeaningsRow[]}
 */
export function parseMeanings(file) {
  const lines = readFileSync(file, 'utf8').split('\n').slice(1)
  return lines
    .filter((line) => line !== '')
    .map((line) => {
      const [wordId = '', lemma = '', arabic = '', ...rest] = line.split('\t')
      /** @type {Record<string, string>} */
      const meanings = {}
      LANGS.forEach((lang, i) => {
        meanings[lang] = rest[i] ?? ''
      })
      const headword = rest[LANGS.length] ?? ''
      const note = rest[LANGS.length + 1] ?? ''
      return { wordId, lemma, arabic, meanings, headword, note }
    })
}

/**
 * Reads and validates the curated source: one row per word, every language
 * non-empty, no brackets or `|`, no leftover TODO; a headword override must be
 * valid Arabic of the Buckwalter table, differ from the rule's headword and come
 * with a note; the `arabic` column must show the resulting headword.
 * @param {string} file
 * @param {{ id: string, lemma: string, pos: string }[]} vocabulary
 * @returns {{ byId: Map<string, Record<string, string>>, headwords: Map<string, { headword: string, override: boolean }>, problems: string[] }}
 */
export function readMeanings(file, vocabulary) {
  const rows = parseMeanings(file)
  const byId = new Map(rows.map((r) => [r.wordId, r.meanings]))
  const rowById = new Map(rows.map((r) => [r.wordId, r]))
  /** word id → its headword (Buckwalter) and whether it is an override */
  const headwords = new Map()
  const problems = []
  if (byId.size !== rows.length) problems.push('duplicate ids in meanings.tsv')
  for (const { id, lemma, pos } of vocabulary) {
    const row = rowById.get(id)
    if (!row) {
      problems.push(`${id}: missing row`)
      continue
    }
    for (const lang of LANGS) {
      const m = row.meanings[lang] ?? ''
      if (m.trim() === '' || /[()[\]|]/.test(m) || m.startsWith('TODO')) {
        problems.push(`${id}: bad ${lang} meaning ${JSON.stringify(m)}`)
      }
    }
    const rule = headwordRule(lemma, pos)
    let headword = rule
    if (row.headword !== '') {
      try {
        headword = fromArabic(row.headword)
      } catch (error) {
        problems.push(`${id}: headword override ${/** @type {Error} */ (error).message}`)
        continue
      }
      if (headword === rule) problems.push(`${id}: headword override equals the rule's headword`)
      if (row.note.trim() === '') problems.push(`${id}: headword override without a note`)
    }
    if (row.arabic !== toArabic(headword)) {
      problems.push(`${id}: arabic column ${row.arabic} is not the headword ${toArabic(headword)}`)
    }
    headwords.set(id, { headword, override: row.headword !== '' })
  }
  for (const id of byId.keys()) {
    if (!vocabulary.some((w) => w.id === id)) problems.push(`${id}: row for an unknown word`)
  }
  return { byId, headwords, problems }
}

/**
 * Reads and validates the curated pronouns (packages/core/data-src/pronouns.tsv):
 * columns id, arabic, buckwalter, kind, en, bn, id, ur, tr, zh, es, note; every
 * meaning non-empty and free of brackets.
 * @param {string} file
 */
export function readPronouns(file) {
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => {
      const [id = '', arabic = '', buckwalter = '', kind = '', ...rest] = line.split('\t')
      /** @type {Record<string, string>} */
      const meanings = {}
      LANGS.forEach((lang, i) => {
        meanings[lang] = rest[i] ?? ''
      })
      return { id, arabic, buckwalter, kind, meanings }
    })
  const problems = rows.flatMap((r) => [
    ...(r.kind === 'independent' || r.kind === 'attached' ? [] : [`${r.id}: kind ${r.kind}`]),
    ...LANGS.filter((l) => {
      const m = r.meanings[l] ?? ''
      return m.trim() === '' || /[()[\]|0-9]/.test(m)
    }).map((l) => `${r.id}: bad ${l} meaning`),
  ])
  if (problems.length > 0) throw new Error(`pronouns.tsv:\n${problems.join('\n')}`)
  return rows
}

/** Reads the chapters of quran-json: the Arabic file ('ar') or one translation. */
function readQuranJson(/** @type {string} */ lang) {
  const file = join(QURAN_JSON_DIR, lang === 'ar' ? 'quran.json' : `quran_${lang}.json`)
  /** @type {{ id: number, name: string, transliteration: string, verses: { id: number, text: string, translation?: string }[] }[]} */
  const chapters = JSON.parse(readFileSync(file, 'utf8'))
  return chapters
}

/** Column order of a word tuple in words.json. */
export const WORD_FIELDS = [
  'lemma',
  'frequency',
  'pos',
  'root',
  'surah',
  'ayah',
  'position',
  'headword',
]

/**
 * words.json: the language-neutral fields in compact form. Ranked words come
 * first (rank = index + 1 for the first `ranked`), then the surah-only words.
 * id, arabic and transliteration are not stored: they are pure functions of the
 * lemma (buckwalter.ts), applied when the data is loaded; the root is stored in
 * Buckwalter ('' when none). `headword` (Buckwalter) is present only when the
 * curated source overrides the headword rule (`headwordRule` in buckwalter.ts).
 * @param {(ReturnType<typeof analyse>['vocabulary'][number] & { headword: string, headwordOverride: boolean })[]} vocabulary
 */
function compactWords(vocabulary) {
  return {
    ranked: vocabulary.filter((w) => w.rank !== null).length,
    fields: WORD_FIELDS,
    words: vocabulary.map((w) => [
      w.lemma,
      w.frequency,
      w.pos,
      w.rootBuckwalter,
      w.verse.surah,
      w.verse.ayah,
      w.verse.position,
      ...(w.headwordOverride ? [w.headword] : []),
    ]),
  }
}

/**
 * Runs the whole build.
 * @param {{ out?: string, quranDir?: string, meaningsFile?: string, pronounsFile?: string, log?: (s: string) => void }} options
 */
export function build(options = {}) {
  const out = options.out ?? DATA_DIR
  const meaningsFile = options.meaningsFile ?? MEANINGS_TSV
  const log = options.log ?? ((s) => console.log(s))
  const data = analyse(options.quranDir ?? QURAN_DIR)

  if (!existsSync(meaningsFile)) {
    mkdirSync(dirname(meaningsFile), { recursive: true })
    writeFileSync(meaningsFile, toTsv(draftMeanings(data)))
    log(`wrote a draft ${meaningsFile}: review every row, then run the build again`)
  }
  const { byId, headwords, problems } = readMeanings(meaningsFile, data.vocabulary)
  if (problems.length > 0) {
    throw new Error(`meanings.tsv is incomplete:\n${problems.slice(0, 50).join('\n')}`)
  }
  // Translations: cleaned, with their multi-verse paragraphs.
  const arabicText = readQuranJson('ar')
  /** @type {Map<string, { text: Map<string, string>, range: Map<string, [number, number]>, clean: Set<string> }>} */
  const translations = new Map()
  for (const lang of LANGS) {
    const chapters = readQuranJson(lang)
    const text = new Map()
    const clean = new Set()
    for (const chapter of chapters) {
      for (const verse of chapter.verses) {
        const key = `${chapter.id}:${verse.id}`
        const raw = verse.translation ?? ''
        const cleaned = cleanTranslation(lang, raw)
        text.set(key, cleaned)
        // A Bengali verse whose broken character references had to be repaired
        // is usable, but another verse is preferred.
        const repaired = lang === 'bn' && cleaned !== raw.replace(/\s+/g, ' ').trim()
        if (!repaired && foreignCharacters(lang, cleaned).length === 0) clean.add(key)
      }
    }
    translations.set(lang, { text, range: paragraphs(chapters, arabicText), clean })
  }
  /** Whether a verse's translation stands alone and is clean in every language. */
  const standalone = (/** @type {string} */ key) =>
    LANGS.every((lang) => {
      const t = translations.get(lang)
      return t !== undefined && !t.range.has(key) && t.clean.has(key)
    })
  /** @type {Map<string, string>} */
  const glossAt = new Map(data.words.map((w) => [w.location, w.en ?? '']))
  /** @type {Map<string, string[]>} */
  const verseWords = new Map()
  for (const w of data.words) {
    const key = w.location.split(':').slice(0, 2).join(':')
    const list = verseWords.get(key) ?? []
    list.push(w.arabic)
    verseWords.set(key, list)
  }

  /** Occurrences "s:a:w" of a word as candidate examples. */
  const candidatesOf = (/** @type {string[]} */ locations) =>
    locations.map((location, order) => {
      const [surah = 0, ayah = 0, position = 0] = location.split(':').map(Number)
      const key = `${surah}:${ayah}`
      return {
        surah,
        ayah,
        position,
        length: data.verseLength.get(key) ?? 0,
        gloss: glossAt.get(location) ?? '',
        standalone: standalone(key),
        order,
      }
    })
  /** word location "s:a:w" → the whole word as written there (prefixes and suffixes included) */
  const formAt = new Map(data.words.map((w) => [w.location, w.arabic]))

  const vocabulary = data.vocabulary.map((w) => {
    const { headword = w.lemma, override = false } = headwords.get(w.id) ?? {}
    const example = chooseExample(candidatesOf(w.locations), {
      meaning: byId.get(w.id)?.en ?? '',
      surahOnly: w.rank === null,
    })
    return {
      ...w,
      verse: { surah: example.surah, ayah: example.ayah, position: example.position },
      headword,
      headwordOverride: override,
      arabic: toArabic(headword),
      transliteration: wordTransliteration(headword, w.pos),
    }
  })

  mkdirSync(out, { recursive: true })
  /** @param {string} name @param {unknown} value */
  const write = (name, value) => writeFileSync(join(out, name), `${JSON.stringify(value)}\n`)

  // Pronouns and suffixes (core's Pronouns deck): curated rows, their occurrences in
  // the corpus, an example verse each (same rule as words). Their meanings go into
  // meanings.<lang>.json beside the words' (loaded lazily, per language).
  const pronounRows = readPronouns(options.pronounsFile ?? PRONOUNS_TSV)
  const occurrences = pronounOccurrences(data.segmentsByWord)
  const pronouns = pronounRows.map((row) => {
    const locations = occurrences.get(row.id) ?? []
    if (locations.length === 0) throw new Error(`pronouns.tsv: ${row.id} never occurs`)
    const example = chooseExample(candidatesOf(locations), {
      meaning: row.meanings.en ?? '',
      surahOnly: false,
    })
    return {
      id: row.id,
      arabic: row.arabic,
      buckwalter: row.buckwalter,
      transliteration: transliterate(row.buckwalter),
      kind: row.kind,
      frequency: locations.length,
      verse: { surah: example.surah, ayah: example.ayah, position: example.position },
    }
  })
  write('pronouns.json', pronouns)

  write('words.json', compactWords(vocabulary))
  for (const lang of LANGS) {
    /** @type {Record<string, string>} */
    const meanings = {}
    for (const w of data.vocabulary) meanings[w.id] = byId.get(w.id)?.[lang] ?? ''
    for (const row of pronounRows) meanings[row.id] = row.meanings[lang] ?? ''
    write(`meanings.${lang}.json`, meanings)
  }
  write('lessons.json', data.lessons)

  // Surah decks: each word with its verse in that surah (chosen by the example
  // rule among its occurrences there) and the form it has in that verse.
  const byLemma = new Map(vocabulary.map((w) => [w.lemma, w]))
  const arabicChapters = readQuranJson('ar')
  /** @type {string[]} verse keys the surah decks link to */
  const deckKeys = []
  write(
    'surahs.json',
    SURAH_DECKS.map((n) => {
      const chapter = arabicChapters[n - 1]
      const lemmas = data.decks.get(n) ?? []
      const occurrences = lemmas.map((lemma) => {
        const w = byLemma.get(lemma)
        if (!w) throw new Error(`surah ${n}: unknown lemma ${lemma}`)
        const here = w.locations.filter((l) => l.startsWith(`${n}:`))
        const pick = chooseExample(candidatesOf(here), {
          meaning: byId.get(w.id)?.en ?? '',
          surahOnly: false,
        })
        deckKeys.push(`${n}:${pick.ayah}`)
        if (!formAt.has(`${n}:${pick.ayah}:${pick.position}`)) {
          throw new Error(`surah ${n}: no word at ${pick.ayah}:${pick.position} for ${lemma}`)
        }
        // [ayah, position] only: the form written there is the verse's word at that position
        // (wordAt in core), read from the lazily loaded Arabic verses, not bundled here.
        return [pick.ayah, pick.position]
      })
      return {
        id: n,
        name: chapter?.transliteration ?? '',
        arabicName: chapter?.name ?? '',
        wordIds: lemmas.map((lemma) => data.idOf.get(lemma)),
        verses: occurrences,
      }
    }),
  )
  write('coverage.json', data.coverage)

  // Verses the words link to, in mushaf order.
  const keys = [
    ...new Set([
      ...vocabulary.map((w) => `${w.verse.surah}:${w.verse.ayah}`),
      ...deckKeys,
      ...pronouns.map((p) => `${p.verse.surah}:${p.verse.ayah}`),
    ]),
  ].sort(compareKeys)
  write(
    'verses.ar.json',
    Object.fromEntries(keys.map((k) => [k, (verseWords.get(k) ?? []).join(' ')])),
  )
  /** @type {Record<string, Record<string, [number, number]>>} */
  const ranges = {}
  for (const lang of LANGS) {
    const { text, range } = translations.get(lang) ?? { text: new Map(), range: new Map() }
    write(
      `verses.${lang}.json`,
      Object.fromEntries(
        keys.map((k) => {
          const clean = text.get(k) ?? ''
          if (clean === '') throw new Error(`no ${lang} translation for ${k}`)
          return [k, clean]
        }),
      ),
    )
    const linked = keys.filter((k) => range.has(k))
    if (linked.length > 0) ranges[lang] = Object.fromEntries(linked.map((k) => [k, range.get(k)]))
  }
  write('verse-ranges.json', ranges)
  // The reader: every word of every surah, with glosses and translations per language.
  writeReader(
    data,
    translations,
    arabicChapters,
    LANGS,
    new Set([...data.vocabulary.map((w) => w.id), ...pronouns.map((p) => p.id)]),
    out,
    posName,
    surahSummaryOf,
  )
  log(
    `${data.vocabulary.length} words (${RANKED} ranked), ${pronouns.length} pronouns, ${keys.length} verses, coverage ${data.coverage.percent}% (with pronouns ${data.coverage.withPronouns.percent}%)`,
  )
  return data
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outIndex = process.argv.indexOf('--out')
  const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined
  build(out ? { out: resolve(out) } : {})
  // The Arabic faces cut to the letters of the data just written, and the whole faces'
  // stylesheet (fonts.mjs).
  if (!out) {
    await writeQuranFonts()
    await writeScriptFaces()
  }
}
