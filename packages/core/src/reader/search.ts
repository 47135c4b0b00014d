// Finding a word of Kalima's vocabulary by what a learner types (the word index, /vocabulary):
// its Arabic with or without its marks, its Latin transliteration, or its meaning in the
// learner's language; and narrowing the list to what the learner knows. Pure.

import type { Progress } from '../progress/types'
import { meaningSenses, normaliseAnswer, normaliseText } from '../vocabulary/text'
import type { LanguageCode, Meanings, Word } from '../vocabulary/types'
import { type ReaderWordState, refState } from './knowledge'

/** How well a word's text matches a search, best first. */
export type MatchQuality = 'whole' | 'start' | 'word' | 'inside'

const QUALITY_ORDER: readonly MatchQuality[] = ['whole', 'start', 'word', 'inside']

/** Alef wasla (ٱ, in the headwords) read as alef, as an Arabic keyboard types it. */
const ALEF_WASLA = /\u0671/g

/** A text reduced for search: `normaliseAnswer`'s rules, alef wasla as alef. */
const searchKey = (text: string, lang: LanguageCode | null): string =>
  (lang ? normaliseAnswer(text, lang) : normaliseText(text)).replace(ALEF_WASLA, '\u0627')

/** How `field` (a search key) holds `query` (a non-empty search key), or null. */
function quality(field: string, query: string): MatchQuality | null {
  if (field === query) return 'whole'
  if (field.startsWith(query)) return 'start'
  if (field.includes(` ${query}`)) return 'word'
  if (field.includes(query) || field.replaceAll(' ', '').includes(query.replaceAll(' ', '')))
    return 'inside'
  return null
}

const better = (a: MatchQuality | null, b: MatchQuality | null): MatchQuality | null =>
  a === null ? b : b === null ? a : QUALITY_ORDER.indexOf(a) <= QUALITY_ORDER.indexOf(b) ? a : b

/**
 * A word's search keys: its Arabic and transliteration (no language's rules), its meaning and
 * each of its senses (the learner's language's rules: Turkish I → ı, English "to" dropped).
 */
interface WordKeys {
  neutral: readonly string[]
  meaning: readonly string[]
}

/** Keys of each word, computed once per list, meanings and language (a search per keystroke). */
const KEYS = new WeakMap<readonly Word[], WeakMap<Meanings, Map<LanguageCode, WordKeys[]>>>()

function keysOf(words: readonly Word[], meanings: Meanings, lang: LanguageCode): WordKeys[] {
  const byMeanings = KEYS.get(words) ?? new WeakMap()
  KEYS.set(words, byMeanings)
  const byLang = byMeanings.get(meanings) ?? new Map()
  byMeanings.set(meanings, byLang)
  let keys = byLang.get(lang)
  if (!keys) {
    keys = words.map((word) => {
      const meaning = meanings[word.id] ?? ''
      return {
        neutral: [searchKey(word.arabic, null), searchKey(word.transliteration, null)],
        meaning: [meaning, ...meaningSenses(meaning)].map((text) => searchKey(text, lang)),
      }
    })
    byLang.set(lang, keys)
  }
  return keys
}

/**
 * Computes the search keys of `words` in `lang` now (≈ 40 ms for the 878 words on a laptop, a
 * few times that on a cheap phone), so that the learner's first keystroke does not wait for
 * them: a host calls it when the page is idle. {@link findWords} computes them itself when
 * they are not ready.
 */
export function prepareWordSearch(
  words: readonly Word[],
  meanings: Meanings,
  lang: LanguageCode,
): void {
  keysOf(words, meanings, lang)
}

/** The best match of `keys` for `query`; none for an empty query (a text of marks only). */
function bestOf(keys: readonly string[], query: string): MatchQuality | null {
  let best: MatchQuality | null = null
  if (query === '') return best
  for (const key of keys) {
    best = better(best, quality(key, query))
    if (best === 'whole') break
  }
  return best
}

/** The query as each kind of key is normalised. */
interface QueryKeys {
  neutral: string
  meaning: string
}

/** How well a word's keys match the query: the best of its Arabic, transliteration and meaning. */
const wordQuality = (keys: WordKeys, query: QueryKeys): MatchQuality | null =>
  better(bestOf(keys.neutral, query.neutral), bestOf(keys.meaning, query.meaning))

/** What {@link findWords} looks for. */
export interface WordSearch {
  /** What the learner typed; blank: every word. */
  query: string
  /** The meanings shown, in `lang` (a word without one is found by its Arabic and transliteration). */
  meanings: Meanings
  lang: LanguageCode
  /** Only words in this state for the learner (`refState`); every state by default. */
  state?: ReaderWordState | undefined
  progress: Progress
  /** ms since epoch: whether a word's review is due. */
  now: number
}

/** The words found, and how many of the query's matches are in each state. */
export interface WordFinding {
  /** Matches in the state asked for: whole matches first, then by start, word, inside; in the list's order within each. */
  words: Word[]
  /** Matches of the query in each state (before the state filter), and `all` of them. */
  counts: Readonly<Record<ReaderWordState | 'all', number>>
}

/**
 * Finds the words of `words` that a search names. Case, diacritics (Latin accents, Arabic
 * harakat and Quranic marks), ʿ ʾ and apostrophes, punctuation, Arabic/Urdu letter variants
 * and alef wasla do not matter (`normaliseAnswer`); so `الله` finds ٱللَّه, `ilm` finds
 * ʿilm and `que` finds "qué". A word matches when its Arabic, its transliteration, its
 * meaning or one of its senses equals the query, starts with it, has a word starting with it,
 * or holds it. Order: the best match quality first, then the order of `words` (the lesson
 * words by frequency). Never throws.
 */
export function findWords(words: readonly Word[], search: WordSearch): WordFinding {
  const query: QueryKeys = {
    neutral: searchKey(search.query, null),
    meaning: searchKey(search.query, search.lang),
  }
  const blank = query.neutral === '' && query.meaning === ''
  const counts: Record<ReaderWordState | 'all', number> = {
    all: 0,
    known: 0,
    due: 0,
    learning: 0,
    new: 0,
    outside: 0,
  }
  const found: { word: Word; rank: number; index: number }[] = []
  const keys = blank ? [] : keysOf(words, search.meanings, search.lang)
  words.forEach((word, index) => {
    const key = keys[index]
    const q = blank ? 'whole' : key ? wordQuality(key, query) : null
    if (q === null) return
    const state = refState(search.progress, word.id, search.now)
    counts.all++
    counts[state]++
    if (search.state === undefined || search.state === state)
      found.push({ word, rank: QUALITY_ORDER.indexOf(q), index })
  })
  found.sort((a, b) => a.rank - b.rank || a.index - b.index)
  return { words: found.map((f) => f.word), counts }
}
