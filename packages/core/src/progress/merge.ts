import { mergeDeviceCounts, sumCounts } from './counters'
import type {
  ActivityCount,
  DeckProgress,
  DeckTestResults,
  Progress,
  ReviewCard,
  TestResult,
  WordProgress,
} from './types'
import { PROGRESS_VERSION } from './types'

type Epoch = { since: number }

/** Joins two entries of a keyed map: a newer epoch wins, equal epochs merge field by field. */
const joinEpoch = <T extends Epoch>(a: T, b: T, same: (a: T, b: T) => T): T =>
  a.since > b.since ? a : b.since > a.since ? b : same(a, b)

/** Merges two maps key by key, dropping entries started before `resetAt`. */
const joinMaps = <T extends Epoch>(
  a: Record<string, T>,
  b: Record<string, T>,
  resetAt: number,
  same: (a: T, b: T) => T,
): Record<string, T> => {
  const out: Record<string, T> = {}
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[key]
    const y = b[key]
    const joined = x && y ? joinEpoch(x, y, same) : (x ?? y)
    if (joined && joined.since >= resetAt) out[key] = joined
  }
  return out
}

/** Lexicographic comparison of number tuples. */
const compareTuples = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

const reviewKey = (c: ReviewCard): number[] => [
  c.lastReview ?? -1,
  c.reps,
  c.lapses,
  c.due,
  c.stability,
  c.difficulty,
  c.state,
  c.learningSteps,
  c.elapsedDays,
  c.scheduledDays,
]

/** The later review wins; ties break on the card's fields so the result is deterministic. */
export const mergeReviewCard = (a?: ReviewCard, b?: ReviewCard): ReviewCard | undefined => {
  if (!a) return b
  if (!b) return a
  return compareTuples(reviewKey(a), reviewKey(b)) >= 0 ? a : b
}

const mergeWordSame = (a: WordProgress, b: WordProgress): WordProgress => {
  const byDevice = mergeDeviceCounts(a.byDevice, b.byDevice)
  const merged: WordProgress = {
    since: a.since,
    ...sumCounts(byDevice),
    byDevice,
    lastAttemptAt: Math.max(a.lastAttemptAt, b.lastAttemptAt),
    viewedAt: minPositive(a.viewedAt, b.viewedAt),
    timeSpentMs: Math.max(a.timeSpentMs, b.timeSpentMs),
    lastViewedAt: Math.max(a.lastViewedAt, b.lastViewedAt),
  }
  const review = mergeReviewCard(a.review, b.review)
  if (review) merged.review = review
  return merged
}

/** The earliest real time (0 means "never"). */
const minPositive = (a: number, b: number): number => (a === 0 ? b : b === 0 ? a : Math.min(a, b))

/** The later access wins, with its mode (on a tie, the greater mode: a total order). */
const mergeDeckSame = (a: DeckProgress, b: DeckProgress): DeckProgress => {
  const later =
    a.lastAccessed !== b.lastAccessed
      ? a.lastAccessed > b.lastAccessed
        ? a
        : b
      : (a.mode ?? '') >= (b.mode ?? '')
        ? a
        : b
  return {
    since: a.since,
    lastAccessed: later.lastAccessed,
    ...(later.mode === undefined ? {} : { mode: later.mode }),
  }
}

/** Orders results best first: fewest attempts, then shortest time, then earliest, then most correct. */
export const compareTestResults = (a: TestResult, b: TestResult): number =>
  compareTuples(
    [a.attempts, a.timeSeconds, a.completedAt, -a.correct, -(a.firstTry ?? -1)],
    [b.attempts, b.timeSeconds, b.completedAt, -b.correct, -(b.firstTry ?? -1)],
  )

const pickResult = (
  a: TestResult | null,
  b: TestResult | null,
  better: (a: TestResult, b: TestResult) => boolean,
): TestResult | null => (!a ? b : !b ? a : better(a, b) ? a : b)

const isLater = (a: TestResult, b: TestResult): boolean =>
  compareTuples(
    [a.completedAt, a.timeSeconds, a.attempts, a.correct, a.firstTry ?? -1],
    [b.completedAt, b.timeSeconds, b.attempts, b.correct, b.firstTry ?? -1],
  ) >= 0

const mergeTestsSame = (a: DeckTestResults, b: DeckTestResults): DeckTestResults => ({
  since: a.since,
  best: pickResult(a.best, b.best, (x, y) => compareTestResults(x, y) <= 0),
  latest: pickResult(a.latest, b.latest, isLater),
})

const mergeActivitySame = (a: ActivityCount, b: ActivityCount): ActivityCount => {
  const byDevice = mergeDeviceCounts(a.byDevice, b.byDevice)
  const { correct, attempts } = sumCounts(byDevice)
  return { since: a.since, attempts, correct, byDevice }
}

/**
 * Merges two progress records without losing an attempt: commutative, associative and
 * idempotent. Per entry a newer reset epoch wins; within an epoch each device's counters
 * take the maximum and the totals are their sums (answers of different devices add up),
 * times take the maximum (first view: the minimum), tests keep the best and the latest,
 * review cards keep the later review. Entries started before the later global reset are
 * dropped.
 */
export const merge = (a: Progress, b: Progress): Progress => {
  const resetAt = Math.max(a.resetAt, b.resetAt)
  return {
    version: PROGRESS_VERSION,
    resetAt,
    words: joinMaps(a.words, b.words, resetAt, mergeWordSame),
    decks: joinMaps(a.decks, b.decks, resetAt, mergeDeckSame),
    tests: joinMaps(a.tests, b.tests, resetAt, mergeTestsSame),
    activity: {
      days: joinMaps(a.activity.days, b.activity.days, resetAt, mergeActivitySame),
      hours: joinMaps(a.activity.hours, b.activity.hours, resetAt, mergeActivitySame),
    },
  }
}

/** Own-key test without Object.hasOwn (ES2022), which the server's ES2017 engine may lack. */
const ownKey = Object.prototype.hasOwnProperty

/**
 * Joins the entries of `delta` into a shallow copy of `stored`: `joinMaps(stored, delta)`
 * in O(|delta|) when `stored` holds no entry older than `resetAt` (used by `mergeDelta`).
 */
const joinInto = <T extends Epoch>(
  stored: Record<string, T>,
  delta: Record<string, T>,
  resetAt: number,
  same: (a: T, b: T) => T,
): Record<string, T> => {
  const out: Record<string, T> = { ...stored }
  for (const key of Object.keys(delta)) {
    const x = ownKey.call(stored, key) ? stored[key] : undefined
    const y = delta[key] as T
    const joined = x ? joinEpoch(x, y, same) : y
    if (joined.since >= resetAt) out[key] = joined
    else delete out[key]
  }
  return out
}

/** Per-map joins of a delta into a stored record (see `mergeDelta` in ./delta). */
export const mergeEntries = {
  words: (a: Progress['words'], b: Progress['words'], resetAt: number) =>
    joinInto(a, b, resetAt, mergeWordSame),
  decks: (a: Progress['decks'], b: Progress['decks'], resetAt: number) =>
    joinInto(a, b, resetAt, mergeDeckSame),
  tests: (a: Progress['tests'], b: Progress['tests'], resetAt: number) =>
    joinInto(a, b, resetAt, mergeTestsSame),
  activity: (a: Record<string, ActivityCount>, b: Record<string, ActivityCount>, resetAt: number) =>
    joinInto(a, b, resetAt, mergeActivitySame),
}
