// The surahs as the reader's list knows them (the index: names, verses, words and which
// vocabulary words each uses), and the decks made from them: what a study mode needs of the
// reader, without the loaders of every surah's words, texts and parts (reader.ts), so a
// study widget that opens a deck from the reader does not carry them.

import { LESSON_SIZE } from '../constants'
import { isKnown } from '../progress/counts'
import type { Progress } from '../progress/types'
import { loadOnce } from '../vocabulary/load-once'
import type { Word } from '../vocabulary/types'
import { getPronouns, getWord } from '../vocabulary/vocabulary'

/** Number of surahs in the Quran. */
export const SURAH_COUNT = 114

/** A surah in the reader's list: what "you know N%" needs without loading the surah. */
export interface SurahSummary {
  surah: number
  /** Transliterated name (Al-Fatihah). */
  name: string
  /** Arabic name (الفاتحة). */
  arabicName: string
  verses: number
  /** Number of words of the surah. */
  words: number
  /** For each set of refs (joined with ','), how many words of the surah have exactly it. */
  refCounts: Readonly<Record<string, number>>
}

type IndexFile = [string, string, number, number, Record<string, number>][]

/** Whether `n` is a surah number 1–114. */
export const isSurahNumber = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= SURAH_COUNT

/** Throws a RangeError, saying why, when `surah` is not a surah number 1–114. */
export function checkSurah(surah: number): void {
  if (!isSurahNumber(surah)) {
    throw new RangeError(`No surah ${String(surah)}: a surah is a whole number from 1 to 114`)
  }
}

const readerIndex = loadOnce<void, readonly SurahSummary[]>(() =>
  import('../vocabulary/data/reader/index.reader.json').then((m) =>
    Object.freeze(
      (m.default as unknown as IndexFile).map(([name, arabicName, verses, words, refCounts], i) =>
        Object.freeze({ surah: i + 1, name, arabicName, verses, words, refCounts }),
      ),
    ),
  ),
)

const surahNames = loadOnce<void, readonly (readonly [name: string, arabicName: string])[]>(() =>
  import('../vocabulary/data/reader/names.reader.json').then(
    (m) => m.default as unknown as [string, string][],
  ),
)

/**
 * The names of the 114 surahs, [transliterated, Arabic] (loaded once, lazily: 2 KB where the
 * index is 47 KB gzip).
 */
export const loadSurahNames = (): Promise<readonly (readonly [string, string])[]> => surahNames()

/** The surah names if they have loaded ({@link loadSurahNames}), else undefined. */
export const peekSurahNames = (): readonly (readonly [string, string])[] | undefined =>
  surahNames.peek()

/** The 114 surahs with their word counts (loaded once, lazily). */
export const loadReaderIndex = (): Promise<readonly SurahSummary[]> => readerIndex()

/** The surah index if it has loaded ({@link loadReaderIndex}), else undefined. */
export const peekReaderIndex = (): readonly SurahSummary[] | undefined => readerIndex.peek()

/**
 * The verses a reader shows of a surah of `verses` verses: `from`–`to` brought into 1–verses
 * (whole numbers; `to` before `from` gives `from` alone); the whole surah by default.
 */
export function verseRange(
  verses: number,
  from?: number,
  to?: number,
): { from: number; to: number } {
  const clamp = (n: number | undefined, fallback: number) =>
    n === undefined || !Number.isFinite(n) ? fallback : Math.min(verses, Math.max(1, Math.trunc(n)))
  const first = clamp(from, 1)
  return { from: first, to: Math.max(first, clamp(to, verses)) }
}

/** Words a deck from the reader holds at most: a lesson's size. */
export const READING_DECK_SIZE = LESSON_SIZE

let pronounIds: ReadonlySet<string> | undefined

/**
 * The vocabulary words a surah uses, those it uses most first (then by rank, then by id).
 * Pronouns are left out: their questions are only fair among pronouns (the Pronouns deck
 * teaches them). Review of a deck from the reader draws its due words from these.
 */
export function surahWords(summary: SurahSummary): Word[] {
  pronounIds ??= new Set(getPronouns().map((p) => p.id))
  const uses = new Map<string, number>()
  for (const [key, count] of Object.entries(summary.refCounts)) {
    for (const id of key.split(',')) {
      if (id && !pronounIds.has(id)) uses.set(id, (uses.get(id) ?? 0) + count)
    }
  }
  const words: { word: Word; uses: number }[] = []
  for (const [id, count] of uses) {
    const word = getWord(id)
    if (word) words.push({ word, uses: count })
  }
  const rank = (w: Word) => w.rank ?? Number.POSITIVE_INFINITY
  return words
    .sort(
      (a, b) =>
        b.uses - a.uses ||
        rank(a.word) - rank(b.word) ||
        (a.word.id < b.word.id ? -1 : a.word.id > b.word.id ? 1 : 0),
    )
    .map((w) => w.word)
}

/**
 * The words of a surah a learner does not know yet at `now`, as a deck ("Study the words of
 * this surah I don't know yet"): the {@link surahWords} that are not known (`isKnown`), in
 * their order, at most {@link READING_DECK_SIZE}. Empty when the learner knows every word of
 * the surah that Kalima teaches.
 */
export function readingDeckWords(progress: Progress, summary: SurahSummary, now: number): Word[] {
  return surahWords(summary)
    .filter((word) => !isKnown(progress.words[word.id], now))
    .slice(0, READING_DECK_SIZE)
}

/**
 * The verses `range` (1-based, inclusive) cut into batches of whole verses of about
 * `maxWords` words each (a verse longer than that is a batch alone), in order: the reader
 * renders the first at once and each next one in a task of its own, so a long surah paints
 * its first verses without waiting for all of them and no task blocks input for long.
 * `wordCounts[i]` is the number of words of verse i+1; the first batch holds about
 * `firstWords` (a phone's first screen, what the page's HTML carries), `maxWords` by default.
 */
export function verseBatches(
  wordCounts: readonly number[],
  range: { from: number; to: number },
  maxWords: number,
  firstWords = maxWords,
): { from: number; to: number }[] {
  const batches: { from: number; to: number }[] = []
  let start = range.from
  let words = 0
  for (let verse = range.from; verse <= range.to; verse++) {
    const count = wordCounts[verse - 1] ?? 0
    const budget = batches.length === 0 ? firstWords : maxWords
    if (verse > start && words + count > budget) {
      batches.push({ from: start, to: verse - 1 })
      start = verse
      words = 0
    }
    words += count
  }
  if (range.to >= range.from) batches.push({ from: start, to: range.to })
  return batches
}
