/**
 * The one progress model every screen shows. A word of the vocabulary is, for the learner:
 *
 * - **new**: never answered (opening its card, flipping it or visiting it in Words is
 *   seeing it, not answering it);
 * - **learning**: answered at least once, fewer than MASTERED_THRESHOLD (3) correct answers;
 * - **mastered**: answered correctly MASTERED_THRESHOLD times or more (Learn, Test, a Match
 *   pair, Review's Hard/Good/Easy each count one);
 * - **due**: answered, and its review time has come (a word answered but never reviewed is
 *   due at once; after a review, when the schedule says).
 *
 * `progressCounts` computes every count a screen shows (home, dashboard, deck cards,
 * Review, the daily target), so the same history gives the same figures everywhere.
 */
import { DAILY_NEW_WORDS_TARGET, MASTERED_THRESHOLD } from '../constants'
import { getWords } from '../vocabulary/vocabulary'
import { isAnswered, isDue } from './due'
import { dayKey } from './record'
import type { Progress, WordId, WordProgress } from './types'

export { isAnswered, isDue } from './due'

/** What a word is to the learner (see the module comment). */
export type WordStatus = 'new' | 'learning' | 'mastered'

/** Whether a word is mastered (≥ MASTERED_THRESHOLD correct answers). */
export const isMastered = (word: WordProgress | undefined): boolean =>
  (word?.correct ?? 0) >= MASTERED_THRESHOLD

/** New, learning or mastered. */
export const wordStatus = (word: WordProgress | undefined): WordStatus =>
  isMastered(word) ? 'mastered' : isAnswered(word) ? 'learning' : 'new'

/** The moment the counts are taken, in the learner's local time. */
export interface CountsTime {
  /** ms since epoch. */
  now: number
  /** Minutes to add to UTC for local time (e.g. +360 for Dhaka); 0 if unknown. */
  utcOffsetMinutes?: number
}

/** Every count a screen shows about a set of words. new + learning + mastered = total. */
export interface ProgressCounts {
  /** Words counted. */
  total: number
  /** Never answered. */
  new: number
  /** Of the new words, those seen (a card opened or flipped, a Words visit). */
  seen: number
  /** Answered, not yet mastered. */
  learning: number
  /** At least MASTERED_THRESHOLD correct answers. */
  mastered: number
  /** Answered words whose review time has come. */
  due: number
  /** Answered words first met today: the daily target's count. */
  newToday: number
  /** The daily target of new words. */
  dailyTarget: number
}

let vocabularyIds: readonly WordId[] | undefined
/** Every word id of the vocabulary (the words a Review session can show). */
export const vocabularyWordIds = (): readonly WordId[] => {
  vocabularyIds ??= getWords().map((w) => w.id)
  return vocabularyIds
}

/**
 * The counts of `wordIds` (every word of the vocabulary by default) at `at`: what the home
 * page, the study assistant, the deck cards and Review all show.
 */
export const progressCounts = (
  progress: Progress,
  at: CountsTime,
  wordIds: readonly WordId[] = vocabularyWordIds(),
  dailyTarget = DAILY_NEW_WORDS_TARGET,
): ProgressCounts => {
  const today = dayKey(at.now, at.utcOffsetMinutes)
  const counts: ProgressCounts = {
    total: wordIds.length,
    new: 0,
    seen: 0,
    learning: 0,
    mastered: 0,
    due: 0,
    newToday: 0,
    dailyTarget,
  }
  for (const id of wordIds) {
    const word = progress.words[id]
    const status = wordStatus(word)
    counts[status]++
    if (status === 'new' && word && word.viewedAt > 0) counts.seen++
    if (isDue(word, at.now)) counts.due++
    // viewedAt is the first time the word was met (seen or answered).
    if (
      word &&
      status !== 'new' &&
      word.viewedAt > 0 &&
      dayKey(word.viewedAt, at.utcOffsetMinutes) === today
    )
      counts.newToday++
  }
  return counts
}

/** Mastery of a deck: mastered, started (answered or seen) and total words. */
export interface DeckMastery {
  mastered: number
  started: number
  total: number
}

/** Mastered and started words of a deck, from {@link progressCounts}. */
export const deckMastery = (
  progress: Progress,
  wordIds: readonly WordId[],
  at: CountsTime = { now: 0 },
): DeckMastery => {
  const c = progressCounts(progress, at, wordIds)
  return { mastered: c.mastered, started: c.learning + c.mastered + c.seen, total: c.total }
}
