/**
 * The learner's progress record: what is stored locally (IndexedDB) and synced
 * to the server. Every part of it merges without loss (see `merge` in ./merge).
 *
 * Reset model: every entry carries `since`, the reset epoch (ms) it was started
 * under. A reset never deletes by lowering a count (which a max-merge would undo);
 * it raises an epoch instead. Global reset raises `resetAt`; entries with
 * `since < resetAt` are dropped. A deck reset replaces the deck's word entries
 * with empty ones whose `since` is the reset time; a newer `since` wins a merge.
 *
 * Counting model: answer counts (per word, per activity day and hour) are grow-only
 * counters kept per device (`byDevice`). A device only ever increments its own counter,
 * so a merge takes the larger value per device and the totals (`correct`, `attempts`)
 * are the sums: answers given on two devices offline add up instead of the larger
 * count winning.
 */

/** Identifier of a word (`Word.id`). */
export type WordId = string

/**
 * Identifier of a deck: a lesson or a surah deck, as the vocabulary names it
 * (kept opaque here, e.g. '3' or 'surah-112').
 */
export type DeckId = string

/** A day in the learner's local time, 'YYYY-MM-DD'. */
export type DayKey = string

/** An hour of the learner's local day, '0'…'23'. */
export type HourKey = string

/**
 * Identifier of one device's counters: random, created once per local storage (see
 * `newDeviceId`), and replaced whenever the local record is discarded (sign-out), so a
 * device never restarts a counter the server already holds higher.
 */
export type DeviceId = string

/**
 * Schema version of {@link Progress}. v2 added per-device counters (`byDevice`); v1
 * records are upgraded on load (their counts become the {@link LEGACY_DEVICE}'s).
 */
export const PROGRESS_VERSION = 2 as const

/**
 * The device that holds counts from before per-device counters (v1 records and the
 * original app's data). Those were merged by taking the larger count, and so is this
 * counter, so upgrading loses and doubles nothing.
 */
export const LEGACY_DEVICE: DeviceId = 'legacy'

/** Correct answers and attempts counted on one device. */
export interface DeviceCount {
  correct: number
  /** Always ≥ correct. */
  attempts: number
}

/** The counters of every device that answered, keyed by device id. */
export type DeviceCounts = Record<DeviceId, DeviceCount>

/** FSRS state of one word in Review, serializable (dates as epoch ms). */
export interface ReviewCard {
  /** When the word is next due, ms since epoch. */
  due: number
  stability: number
  difficulty: number
  elapsedDays: number
  scheduledDays: number
  learningSteps: number
  reps: number
  lapses: number
  /** ts-fsrs `State`: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: 0 | 1 | 2 | 3
  /** When the word was last graded, ms since epoch; null before its first review. */
  lastReview: number | null
}

/** Everything recorded about one word. All counters only grow within one `since` epoch. */
export interface WordProgress {
  /** Reset epoch (ms) this entry counts from; 0 if never reset. */
  since: number
  /** Correct answers (Learn, Test, Match pairs, Review good/easy): the sum over `byDevice`. */
  correct: number
  /** All answers, the sum over `byDevice`; always ≥ correct. */
  attempts: number
  /** The answers counted on each device; `correct` and `attempts` are their sums. */
  byDevice: DeviceCounts
  /** Time of the last answer, ms since epoch; 0 if none. */
  lastAttemptAt: number
  /** First time the word was studied (flashcard flip, Words visit or first answer), ms; 0 if never. */
  viewedAt: number
  /** Total time spent on the word's card, ms. */
  timeSpentMs: number
  /** Time the card was last left, ms since epoch; 0 if never. */
  lastViewedAt: number
  /** Spaced-repetition state, once the word has entered Review. */
  review?: ReviewCard
}

/** Per-deck bookkeeping. The mastered count is derived from the words (see `deckMastery`). */
export interface DeckProgress {
  /** Reset epoch (ms) this entry counts from. */
  since: number
  /** Last time the deck was opened in any mode, ms since epoch; 0 if never. */
  lastAccessed: number
  /**
   * The study mode it was last opened in ('words', 'learn'…; see `DeckMode`), so the home
   * page can bring the learner back to it; absent in records from before it was kept.
   */
  mode?: string
}

/** One completed Test. */
export interface TestResult {
  /** Completion time in whole seconds. */
  timeSeconds: number
  /** Correct answers (equals the deck size on completion). */
  correct: number
  /** All answers given, wrong ones included (`attempts - correct`: the mistakes). */
  attempts: number
  /**
   * Words answered right at their first answer (see `firstTryRange`); absent in results
   * saved before it was counted.
   */
  firstTry?: number
  /** When the test was completed, ms since epoch. */
  completedAt: number
}

/** Test results of one deck: the best and the latest are both kept (null after a deck reset). */
export interface DeckTestResults {
  since: number
  /** Fewest attempts, then shortest time, then earliest. */
  best: TestResult | null
  /** Latest completion. */
  latest: TestResult | null
}

/** Attempts and correct answers in one day or hour-of-day bucket. */
export interface ActivityCount {
  since: number
  /** The sum over `byDevice`. */
  attempts: number
  /** The sum over `byDevice`. */
  correct: number
  /** The answers counted on each device. */
  byDevice: DeviceCounts
}

/** Compact study history the study assistant is computed from. */
export interface ActivityLog {
  /** Per local day. */
  days: Record<DayKey, ActivityCount>
  /** Per local hour of day, all days together. */
  hours: Record<HourKey, ActivityCount>
}

/** The whole progress record of one learner. */
export interface Progress {
  version: typeof PROGRESS_VERSION
  /** Time of the last reset of all progress, ms; 0 if never. */
  resetAt: number
  words: Record<WordId, WordProgress>
  decks: Record<DeckId, DeckProgress>
  tests: Record<DeckId, DeckTestResults>
  activity: ActivityLog
}

/**
 * Merges two progress records without losing an attempt: commutative,
 * associative and idempotent (implemented in ./merge).
 */
export type MergeProgress = (a: Progress, b: Progress) => Progress

/** A fresh, empty progress record. */
export const emptyProgress = (): Progress => ({
  version: PROGRESS_VERSION,
  resetAt: 0,
  words: {},
  decks: {},
  tests: {},
  activity: { days: {}, hours: {} },
})
