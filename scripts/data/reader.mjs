// The reader's data (issue 18): every word of every verse, surah by surah, linked to
// Kalima's vocabulary, with the contextual word-by-word glosses and verse translations
// in per-language chunks that the reader loads lazily. See docs/data.md ("Reader").
//
// Written into <out>/reader/:
//   index.reader.json        114 × [name, arabicName, verses, words, refCounts]: the surah list and
//                     what the "you know N%" figures need without loading any surah
//   names.reader.json        114 × [name, arabicName]: a surah's page takes its summary from these
//                     and its own words, without the index
//   <s>.words.reader.json  the surah's words: verses[i] = words of ayah i+1, each word either its
//                     Arabic text (linked to no vocabulary word) or [arabic, ...refs]
//   <s>.<lang>.text.reader.json { glosses?: string[][], translations: string[] } for en bn id tr ur zh;
//                     es has translations only (no word-by-word source exists)
//   <s>.parts.reader.json    each word's parts (parts.mjs): 0, or [length, tag] per segment;
//                     loaded when the word panel opens
// A ref is a word id of words.json or a pronoun id of pronouns.json.

import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { partsOf } from './parts.mjs'
import { pronounOf } from './pronouns.mjs'

/** Languages with contextual word-by-word glosses in words.tsv. */
export const READER_GLOSSED = /** @type {const} */ (['en', 'bn', 'id', 'ur', 'tr', 'zh'])

/**
 * The vocabulary refs of one Quran word: the word ids of its lemmas that are Kalima words
 * (in lemma order), else the pronoun of its main segment when it is only a pronoun (هُوَ,
 * لَهُمْ), else none. A word with a lemma outside the vocabulary links to nothing, and an
 * attached pronoun on a linked stem (كِتَٰبُهُمْ) does not add a ref: the coverage rule of
 * docs/data.md counts such a word by its stem.
 * @param {Record<string, string>} word a row of words.tsv
 * @param {{ form_buckwalter: string, component: string, pos: string, pos_detail: string }[]} segments
 * @param {Map<string, string>} idOf lemma → word id (vocabulary words only)
 * @returns {string[]}
 */
export function refsOf(word, segments, idOf) {
  const lemmas = word.lemmas_buckwalter === '' ? [] : word.lemmas_buckwalter.split(',')
  const ids = [...new Set(lemmas.map((l) => idOf.get(l)).filter((id) => id !== undefined))]
  if (ids.length > 0) return /** @type {string[]} */ (ids)
  if (lemmas.length > 0) return []
  for (const segment of segments) {
    if (segment.component !== 'main') continue
    const pronoun = pronounOf(segment, segments)
    if (pronoun) return [pronoun]
  }
  return []
}

/** A gloss as shown under a word: the word-by-word text, Chinese parts joined. */
function gloss(/** @type {string} */ lang, /** @type {string} */ text) {
  return lang === 'zh' ? text.split('|').reverse().join('') : text.trim()
}

/**
 * Writes the reader chunks.
 * @param {{ words: Record<string, string>[], segmentsByWord: Map<string, any[]>, idOf: Map<string, string> }} data
 * @param {Map<string, { text: Map<string, string> }>} translations cleaned verse translations per language
 * @param {{ id: number, name: string, transliteration: string, verses: unknown[] }[]} chapters quran-json's Arabic chapters
 * @param {readonly string[]} langs every meaning language
 * @param {Set<string>} vocabularyIds ids of words.json (the lemma ids refs may use)
 * @param {string} out the data directory
 * @param {(pos: string, detail: string) => string} posName core's part-of-speech names
 * @param {typeof import('../../packages/core/src/reader/summary').surahSummaryOf} surahSummaryOf
 *   core's summary of a surah from its words (its index entry)
 */
export function writeReader(
  data,
  translations,
  chapters,
  langs,
  vocabularyIds,
  out,
  posName,
  surahSummaryOf,
) {
  const dir = join(out, 'reader')
  mkdirSync(dir, { recursive: true })
  const idOf = new Map([...data.idOf].filter(([, id]) => vocabularyIds.has(id)))
  /** surah → verses → words */
  /** @type {Map<number, Record<string, string>[][]>} */
  const surahs = new Map()
  for (const w of data.words) {
    const [s = 0, a = 0, p = 0] = w.location.split(':').map(Number)
    const verses = surahs.get(s) ?? []
    surahs.set(s, verses)
    const verse = verses[a - 1] ?? []
    verses[a - 1] = verse
    if (p !== verse.length + 1) throw new Error(`words.tsv: ${w.location} out of order`)
    verse.push(w)
  }
  const write = (/** @type {string} */ name, /** @type {unknown} */ value) =>
    writeFileSync(join(dir, name), `${JSON.stringify(value)}\n`)

  const index = []
  /** @type {[string, string][]} */
  const names = chapters.map((c) => [c.transliteration, c.name])
  /** word id → verse (surah × 1000 + verse) → the verse's number of words */
  /** @type {Map<string, Map<number, number>>} */
  const occurrences = new Map()
  /** word id → form as written → occurrences (words whose one ref is that word) */
  /** @type {Map<string, Map<string, number>>} */
  const forms = new Map()
  for (let s = 1; s <= 114; s++) {
    const verses = surahs.get(s)
    const chapter = chapters[s - 1]
    if (!verses || !chapter || chapter.verses.length !== verses.length) {
      throw new Error(`surah ${s}: the corpus and quran-json disagree on its verses`)
    }
    const words = verses.map((verse, a) =>
      verse.map((w) => {
        const refs = refsOf(w, data.segmentsByWord.get(w.location) ?? [], idOf)
        for (const id of refs) {
          const byVerse = occurrences.get(id) ?? new Map()
          occurrences.set(id, byVerse.set(s * 1000 + a + 1, verse.length))
        }
        if (refs.length === 0) return w.arabic
        if (refs.length === 1) {
          const byForm = forms.get(refs[0]) ?? new Map()
          forms.set(refs[0], byForm.set(w.arabic, (byForm.get(w.arabic) ?? 0) + 1))
        }
        return [w.arabic, ...refs]
      }),
    )
    write(`${s}.words.reader.json`, words)
    write(
      `${s}.parts.reader.json`,
      verses.map((verse) =>
        verse.map((w) =>
          partsOf(w.arabic, data.segmentsByWord.get(w.location) ?? [], idOf, posName),
        ),
      ),
    )
    // The index entry is the summary the surah's page computes from the same words (core).
    const summary = surahSummaryOf(
      {
        surah: s,
        verses: words.map((verse) =>
          verse.map((w) =>
            typeof w === 'string' ? { arabic: w, refs: [] } : { arabic: w[0], refs: w.slice(1) },
          ),
        ),
      },
      names,
    )
    index.push([
      summary.name,
      summary.arabicName,
      summary.verses,
      summary.words,
      Object.fromEntries(
        Object.entries(summary.refCounts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      ),
    ])
    for (const lang of langs) {
      const text = translations.get(lang)?.text ?? new Map()
      const chunk = {
        ...(READER_GLOSSED.includes(/** @type {any} */ (lang))
          ? { glosses: verses.map((verse) => verse.map((w) => gloss(lang, w[lang] ?? ''))) }
          : {}),
        translations: verses.map((_, i) => text.get(`${s}:${i + 1}`) ?? ''),
      }
      write(`${s}.${lang}.text.reader.json`, chunk)
    }
  }
  write('index.reader.json', index)
  write(
    'names.reader.json',
    index.map(([name, arabicName]) => [name, arabicName]),
  )
  write('forms.reader.json', formsIndex(forms))
  for (const [n, shard] of occurrenceShards(occurrences).entries()) {
    write(`occurrences.${n}.reader.json`, shard)
  }
  return index
}

/** Files the occurrences index is split into (a word panel fetches the one of its word). */
export const OCCURRENCE_SHARDS = 16

/**
 * The shard of a word id's occurrences: the sum of its characters' codes modulo
 * {@link OCCURRENCE_SHARDS} (core's `occurrenceShard` is the same rule, checked by a test).
 * @param {string} id
 */
export const occurrenceShard = (id) => {
  let sum = 0
  for (let i = 0; i < id.length; i++) sum += id.charCodeAt(i)
  return sum % OCCURRENCE_SHARDS
}

/**
 * The occurrences index (`occurrences.<n>.reader.json`, one file per shard): for each word
 * id, every verse where a word of the Quran has it as a ref, as surah × 1000 + verse, the
 * shortest verse first (fewest words), then in mushaf order. Ids sorted in each shard.
 * @param {Map<string, Map<number, number>>} occurrences
 * @returns {Record<string, number[]>[]}
 */
export function occurrenceShards(occurrences) {
  /** @type {Record<string, number[]>[]} */
  const shards = Array.from({ length: OCCURRENCE_SHARDS }, () => ({}))
  for (const id of [...occurrences.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    const byVerse = occurrences.get(id) ?? new Map()
    const shard = shards[occurrenceShard(id)]
    if (shard)
      shard[id] = [...byVerse].sort(([a, m], [b, n]) => m - n || a - b).map(([verse]) => verse)
  }
  return shards
}

/** Forms kept per word in the forms index: the most frequent, then the shortest. */
export const FORMS_PER_WORD = 8

/**
 * The forms index (`forms.reader.json`): for each word id, the distinct forms its words take
 * in the Quran (each written as in the mushaf, a word whose only ref is that word), with how
 * often each occurs: `{ [id]: [[form, count], …] }`, most frequent first, then the shortest,
 * then in code-point order; at most {@link FORMS_PER_WORD} per word. Ids sorted.
 * @param {Map<string, Map<string, number>>} forms
 * @returns {Record<string, [string, number][]>}
 */
export function formsIndex(forms) {
  const byCodePoint = (/** @type {string} */ a, /** @type {string} */ b) =>
    a < b ? -1 : a > b ? 1 : 0
  return Object.fromEntries(
    [...forms]
      .sort(([a], [b]) => byCodePoint(a, b))
      .map(([id, byForm]) => [
        id,
        [...byForm]
          .sort(([a, m], [b, n]) => n - m || a.length - b.length || byCodePoint(a, b))
          .slice(0, FORMS_PER_WORD),
      ]),
  )
}
