// A surah's summary from its words: the one rule behind the reader's index (written by
// `npm run data`, scripts/data/reader.mjs) and a surah page's header (reader.ts), which
// computes it from the surah's own words. Pure and free of loaders, so the data build runs it.

import type { SurahSummary } from './surahs'

/** One word of the text as written, with the vocabulary entries it is an occurrence of. */
export interface ReaderWord {
  /** The whole word in Uthmani script, prefixes and suffixes included. */
  arabic: string
  /**
   * Word ids (of `getWords()`) of its lemmas that Kalima teaches, in lemma order; or the
   * pronoun id (`pron-huwa`, `suf-hum`) when the word is only a pronoun; empty otherwise.
   */
  refs: readonly string[]
}

/** A surah's words, verse by verse (`verses[0]` is ayah 1). */
export interface ReaderSurah {
  surah: number
  verses: readonly (readonly ReaderWord[])[]
}

/**
 * A surah's summary (names, verses, words, and how many of its words have each set of refs)
 * from its own words and the surah names: the same as its entry in the index
 * ({@link loadReaderIndex}), without loading the index of all 114.
 */
export function surahSummaryOf(
  words: ReaderSurah,
  names: readonly (readonly [string, string])[],
): SurahSummary {
  const [name = '', arabicName = ''] = names[words.surah - 1] ?? []
  const refCounts: Record<string, number> = {}
  let count = 0
  for (const verse of words.verses) {
    for (const word of verse) {
      count++
      if (!word.refs.length) continue
      const key = word.refs.join(',')
      refCounts[key] = (refCounts[key] ?? 0) + 1
    }
  }
  return Object.freeze({
    surah: words.surah,
    name,
    arabicName,
    verses: words.verses.length,
    words: count,
    refCounts: Object.freeze(refCounts),
  })
}
