import type { DeckRef } from '../vocabulary/types'
import { hasRoomFor, incrementDevice, sumCounts } from './counters'
import { highestEpoch } from './epochs'
import { PRONOUNS_DECK_ID, READING_DECK_PREFIX } from './rows'
import type {
  ActivityCount,
  DayKey,
  DeckId,
  DeviceCounts,
  DeviceId,
  HourKey,
  Progress,
  ReviewCard,
  TestResult,
  WordId,
  WordProgress,
} from './types'
import { emptyProgress } from './types'

/** A moment with the learner's UTC offset, so days and hours are local. */
export interface LocalTime {
  /** ms since epoch. */
  now: number
  /** Minutes to add to UTC to get local time (e.g. +360 for Dhaka); 0 if unknown. */
  utcOffsetMinutes?: number
}

/** An empty word entry of a reset epoch. */
export const emptyWordProgress = (since = 0): WordProgress => ({
  since,
  correct: 0,
  attempts: 0,
  byDevice: {},
  lastAttemptAt: 0,
  viewedAt: 0,
  timeSpentMs: 0,
  lastViewedAt: 0,
})

const pad = (n: number): string => String(n).padStart(2, '0')

/** The local day 'YYYY-MM-DD' of a moment. */
export const dayKey = (now: number, utcOffsetMinutes = 0): DayKey => {
  const d = new Date(now + utcOffsetMinutes * 60_000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** The local hour of day '0'…'23' of a moment. */
export const hourKey = (now: number, utcOffsetMinutes = 0): HourKey =>
  String(new Date(now + utcOffsetMinutes * 60_000).getUTCHours())

/** The entry of a word, or an empty one of the current epoch. */
export const wordProgress = (progress: Progress, wordId: WordId): WordProgress =>
  progress.words[wordId] ?? emptyWordProgress(progress.resetAt)

const withWord = (progress: Progress, wordId: WordId, word: WordProgress): Progress => ({
  ...progress,
  words: { ...progress.words, [wordId]: word },
})

type Counted = { since: number; correct: number; attempts: number; byDevice: DeviceCounts }

/**
 * Adds one answer to the device's own counter of an entry and recomputes the totals.
 * An entry that already counts MAX_DEVICES other devices is first compacted: all counters
 * fold into this device's under a newer epoch, which wins every merge. (Answers another
 * device gives to the same entry in the old epoch before it sees the compacted one are
 * then lost; with a device id per browser storage that takes more than 32 of them.)
 */
const countAnswer = <T extends Counted>(
  entry: T,
  deviceId: DeviceId,
  correct: boolean,
  now: number,
): T => {
  const base: T = hasRoomFor(entry.byDevice, deviceId)
    ? entry
    : {
        ...entry,
        since: Math.max(now, entry.since + 1),
        byDevice: { [deviceId]: sumCounts(entry.byDevice) },
      }
  const byDevice = incrementDevice(base.byDevice, deviceId, correct)
  return { ...base, ...sumCounts(byDevice), byDevice }
}

const emptyActivity = (since: number): ActivityCount => ({
  since,
  attempts: 0,
  correct: 0,
  byDevice: {},
})

/**
 * Records one answer to a word, counted on `deviceId` (this device's id, see
 * `newDeviceId`): counts, time, and the day and hour activity log.
 */
export const recordAttempt = (
  progress: Progress,
  wordId: WordId,
  correct: boolean,
  at: LocalTime,
  deviceId: DeviceId,
): Progress => {
  const word = countAnswer(wordProgress(progress, wordId), deviceId, correct, at.now)
  const day = dayKey(at.now, at.utcOffsetMinutes)
  const hour = hourKey(at.now, at.utcOffsetMinutes)
  const { days, hours } = progress.activity
  const bump = (count: ActivityCount | undefined) =>
    countAnswer(count ?? emptyActivity(progress.resetAt), deviceId, correct, at.now)
  return {
    ...withWord(progress, wordId, {
      ...word,
      lastAttemptAt: Math.max(word.lastAttemptAt, at.now),
      // Answering a word is seeing it: the first study time counts as its first view.
      viewedAt: word.viewedAt || at.now,
    }),
    activity: {
      days: { ...days, [day]: bump(days[day]) },
      hours: { ...hours, [hour]: bump(hours[hour]) },
    },
  }
}

/** Marks a word viewed (first flashcard flip, a Words visit); the first view time is kept. */
export const markViewed = (progress: Progress, wordId: WordId, now: number): Progress => {
  const word = wordProgress(progress, wordId)
  if (word.viewedAt !== 0) return progress
  return withWord(progress, wordId, { ...word, viewedAt: now })
}

/** Adds time spent on a word's card and sets when it was last viewed. */
export const addTimeSpent = (
  progress: Progress,
  wordId: WordId,
  ms: number,
  now: number,
): Progress => {
  const word = wordProgress(progress, wordId)
  return withWord(progress, wordId, {
    ...word,
    timeSpentMs: word.timeSpentMs + Math.max(0, Math.round(ms)),
    lastViewedAt: Math.max(word.lastViewedAt, now),
  })
}

/** Stores the spaced-repetition state of a word. */
export const setReviewCard = (progress: Progress, wordId: WordId, card: ReviewCard): Progress =>
  withWord(progress, wordId, { ...wordProgress(progress, wordId), review: card })

/** Notes that a deck was opened, in `mode` when given ('learn', 'words'…). */
export const touchDeck = (
  progress: Progress,
  deckId: DeckId,
  now: number,
  mode?: string,
): Progress => {
  const deck = progress.decks[deckId] ?? { since: progress.resetAt, lastAccessed: 0 }
  const latest = now >= deck.lastAccessed
  return {
    ...progress,
    decks: {
      ...progress.decks,
      [deckId]: {
        ...deck,
        lastAccessed: Math.max(deck.lastAccessed, now),
        ...(latest && mode !== undefined ? { mode } : {}),
      },
    },
  }
}

/** Records a completed Test of a deck, keeping the best and the latest. */
export const recordTestResult = (
  progress: Progress,
  deckId: DeckId,
  result: TestResult,
): Progress => {
  const previous = progress.tests[deckId]
  const best =
    previous?.best &&
    (previous.best.attempts < result.attempts ||
      (previous.best.attempts === result.attempts &&
        previous.best.timeSeconds <= result.timeSeconds))
      ? previous.best
      : result
  const latest =
    previous?.latest && previous.latest.completedAt > result.completedAt ? previous.latest : result
  return {
    ...progress,
    tests: {
      ...progress.tests,
      [deckId]: { since: previous?.since ?? progress.resetAt, best, latest },
    },
  }
}

/** Spread of a reset's epoch above the record's highest (see `resetAll`). */
export const RESET_EPOCH_SPREAD = 2 ** 20

/**
 * Resets all progress; after a merge, entries from before the reset stay gone. The new
 * epoch is above the record's highest (`highestEpoch`: epochs order resets like a logical
 * clock and never read the device's clock) by 1 plus a random part below
 * RESET_EPOCH_SPREAD, so that each reset has its own epoch: two devices resetting the same
 * record at once are told apart by the server, which keeps the one it receives last on top
 * (see `placeReset`). `_now` is not read (kept so callers need not change); `random` is
 * for tests.
 */
export const resetAll = (
  progress: Progress,
  _now?: number,
  random: () => number = Math.random,
): Progress => ({
  ...emptyProgress(),
  resetAt: highestEpoch(progress) + 1 + Math.floor(random() * RESET_EPOCH_SPREAD),
})

/**
 * One deck's reset as a record of its own: the deck's words, last access and test results,
 * emptied at a new epoch (the record's highest plus one, as for `resetAll`), and nothing else.
 * Merged into a record (`merge`) it resets the deck there; merged again, or into a record
 * that holds it already with answers given under it since, it changes nothing more.
 */
export const deckReset = (
  progress: Progress,
  deckId: DeckId,
  wordIds: readonly WordId[],
): Progress => {
  const since = highestEpoch(progress) + 1
  const reset = emptyProgress()
  for (const id of wordIds) reset.words[id] = emptyWordProgress(since)
  reset.decks[deckId] = { since, lastAccessed: 0 }
  reset.tests[deckId] = { since, best: null, latest: null }
  return reset
}

/**
 * Resets one deck ({@link deckReset}): its words, review cards, test results and last
 * access. The activity log stays. `_now` is not read.
 */
export const resetDeck = (
  progress: Progress,
  deckId: DeckId,
  wordIds: readonly WordId[],
  _now?: number,
): Progress => {
  const reset = deckReset(progress, deckId, wordIds)
  return {
    ...progress,
    words: { ...progress.words, ...reset.words },
    decks: { ...progress.decks, ...reset.decks },
    tests: { ...progress.tests, ...reset.tests },
  }
}

/**
 * The progress key of a deck: a lesson is its number ('3', as the original app's
 * categoryId, so imported data lines up), a surah deck is 'surah-' + its number, the
 * Pronouns deck 'pronouns', a deck from the reader 'read-' + its surah's number.
 */
export const deckIdOf = (ref: DeckRef): DeckId =>
  ref.kind === 'pronouns'
    ? PRONOUNS_DECK_ID
    : ref.kind === 'lesson'
      ? String(ref.id)
      : ref.kind === 'reading'
        ? `${READING_DECK_PREFIX}${ref.id}`
        : `surah-${ref.id}`
