/**
 * The one progress model every screen shows. A word of the vocabulary is, for the learner, at
 * a moment `now`:
 *
 * - **known**: its review card's FSRS stability is at least KNOWN_STABILITY_DAYS (21) days and
 *   the card is not due yet (`now` < its due time). Known fades: once its card comes due the
 *   word is learning again until a review gives it a new due time (issue 45: a count of right
 *   answers, which one Learn session reached and which never faded, made a word "mastered");
 * - **learning**: answered at least once (right or wrong), not known;
 * - **new**: never answered (opening its card, flipping it or visiting it in Words is
 *   seeing it, not answering it);
 * - **due**: answered, and its review time has come (a word answered but never reviewed is
 *   due at once; after a review, when the schedule says).
 *
 * `progressCounts` computes every count a screen shows (home, dashboard, deck cards,
 * Review, the daily target), so the same history gives the same figures everywhere; the
 * reader's colours and its shares of a surah and of the Quran use the same rules
 * (reader/knowledge.ts). Nothing of it is stored: a record of any version reads with it.
 */
import { DAILY_NEW_WORDS_TARGET, KNOWN_STABILITY_DAYS } from '../constants'
import { getWords } from '../vocabulary/vocabulary'
import { isAnswered, isDue } from './due'
import { dayKey } from './record'
import type { Progress, WordId, WordProgress } from './types'

export { isAnswered, isDue } from './due'

/** What a word is to the learner at a moment (see the module comment). */
export type WordStatus = 'new' | 'learning' | 'known'

/**
 * Whether a word is known at `now` (ms since epoch): its review card's stability is at least
 * {@link KNOWN_STABILITY_DAYS} days and the card is not due yet. A word without a card (never
 * graded) is not known, however many right answers it has.
 */
export const isKnown = (word: WordProgress | undefined, now: number): boolean => {
  const card = word?.review
  return card !== undefined && card.stability >= KNOWN_STABILITY_DAYS && now < card.due
}

/**
 * Whether the learner is learning or knows a word at `now`: answered right at least once, or
 * known ({@link isKnown}). The first of the two shares of the Quran the screens show ("learning
 * or known", then "known"): it rises from the first right answer, without calling anything
 * known. A word only answered wrong is learning (see {@link wordStatus}) but not counted here.
 */
export const isLearningOrKnown = (word: WordProgress | undefined, now: number): boolean =>
  (word?.correct ?? 0) > 0 || isKnown(word, now)

/** New, learning or known at `now` (ms since epoch), by the rules of the module comment. */
export const wordStatus = (word: WordProgress | undefined, now: number): WordStatus =>
  isKnown(word, now) ? 'known' : isAnswered(word) ? 'learning' : 'new'

/** The moment the counts are taken, in the learner's local time. */
export interface CountsTime {
  /** ms since epoch. */
  now: number
  /** Minutes to add to UTC for local time (e.g. +360 for Dhaka); 0 if unknown. */
  utcOffsetMinutes?: number
}

/** Every count a screen shows about a set of words at a moment. new + learning + known = total. */
export interface ProgressCounts {
  /** Words counted. */
  total: number
  /** Never answered. */
  new: number
  /** Of the new words, those seen (a card opened or flipped, a Words visit). */
  seen: number
  /** Answered, not known. */
  learning: number
  /** Known ({@link isKnown}): a card stable for KNOWN_STABILITY_DAYS days, not due yet. */
  known: number
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
    known: 0,
    due: 0,
    newToday: 0,
    dailyTarget,
  }
  for (const id of wordIds) {
    const word = progress.words[id]
    const status = wordStatus(word, at.now)
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

/** Mastery of a deck at a moment: known, started (answered or seen) and total words. */
export interface DeckMastery {
  /** Words known ({@link isKnown}). */
  known: number
  /** Words answered or seen. */
  started: number
  total: number
}

/** Known and started words of a deck at `at`, from {@link progressCounts}. */
export const deckMastery = (
  progress: Progress,
  wordIds: readonly WordId[],
  at: CountsTime,
): DeckMastery => {
  const c = progressCounts(progress, at, wordIds)
  return { known: c.known, started: c.learning + c.known + c.seen, total: c.total }
}
