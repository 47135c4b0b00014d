// A surah's data as pages and decks load it: its words, its texts in a language, its summary
// (reader/summary.ts), and what is made of them for study: the deck from the reader, the words
// its Review draws from, what a study page's first render needs. Apart from the reader's word
// states, knowledge and word panel (reader.ts), so a study page or a study widget that names a
// deck from the reader carries only these loaders.

import type { Progress } from '../progress/types'
import { loadOnce, madeOnce } from '../vocabulary/load-once'
import type { Word } from '../vocabulary/types'
import type { Deck } from '../vocabulary/vocabulary'
import { type ReaderSurah, surahSummaryOf } from './summary'
import {
  checkSurah,
  isSurahNumber,
  loadSurahNames,
  peekSurahNames,
  readingDeckWords,
  type SurahSummary,
  surahWords,
} from './surahs'

type SurahFile = (string | string[])[][]

const loadSurahWords = /* @__PURE__ */ loadOnce(
  (surah: number): Promise<ReaderSurah> =>
    import(`../vocabulary/data/reader/${surah}.words.reader.json`).then(
      (m: { default: SurahFile }) =>
        Object.freeze({
          surah,
          verses: Object.freeze(
            m.default.map((verse) =>
              Object.freeze(
                verse.map((word) =>
                  typeof word === 'string'
                    ? Object.freeze({ arabic: word, refs: Object.freeze([]) })
                    : Object.freeze({ arabic: word[0] ?? '', refs: Object.freeze(word.slice(1)) }),
                ),
              ),
            ),
          ),
        }),
    ),
)

/**
 * Every word of a surah, verse by verse (loaded once per surah, lazily).
 * @throws RangeError when `surah` is not a whole number 1–114.
 */
export function loadReaderSurah(surah: number): Promise<ReaderSurah> {
  checkSurah(surah)
  return loadSurahWords(surah)
}

/** A surah's words if they have loaded ({@link loadReaderSurah}), else undefined. */
export const peekReaderSurah = (surah: number): ReaderSurah | undefined =>
  loadSurahWords.peek(surah)

/** A loaded surah's summary, by its words (loaded once each, so each summed once). */
const summaryOf = /* @__PURE__ */ madeOnce(surahSummaryOf)

/**
 * A surah's summary, what its page's header and "you know N%" need ({@link surahSummaryOf}):
 * from the surah's words, which the reader loads anyway, and the surah names.
 * @throws RangeError when `surah` is not a whole number 1–114.
 */
export async function loadSurahSummary(surah: number): Promise<SurahSummary> {
  checkSurah(surah)
  const [words, names] = await Promise.all([loadReaderSurah(surah), loadSurahNames()])
  return summaryOf(words, names)
}

/** A surah's summary if its words and the names have loaded, else undefined. */
export function peekSurahSummary(surah: number): SurahSummary | undefined {
  const words = isSurahNumber(surah) ? peekReaderSurah(surah) : undefined
  const names = peekSurahNames()
  return words && names ? summaryOf(words, names) : undefined
}

/**
 * Every vocabulary word of a surah ({@link surahWords}), the same list each time: what Review
 * of the deck from the reader of that surah reviews when due.
 */
export const studyWordsOf = /* @__PURE__ */ madeOnce((summary: SurahSummary): readonly Word[] =>
  Object.freeze(surahWords(summary)),
)

/**
 * The deck from the reader of a surah for a learner, made from their progress at `now`
 * ({@link readingDeckWords}).
 */
export const readingDeckOf = (summary: SurahSummary, progress: Progress, now: number): Deck => ({
  ref: { kind: 'reading', id: summary.surah },
  title: summary.name,
  words: Object.freeze(readingDeckWords(progress, summary, now)),
})
