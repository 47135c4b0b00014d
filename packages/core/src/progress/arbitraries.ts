// fast-check generators of progress records, for tests only (not exported from the package).
import fc from 'fast-check'
import { sumCounts } from './counters'
import { firstTryRange } from './test-score'
import type {
  ActivityCount,
  DeckTestResults,
  DeviceCounts,
  Progress,
  ReviewCard,
  TestResult,
  WordProgress,
} from './types'
import { PROGRESS_VERSION } from './types'

const since = fc.constantFrom(0, 0, 100, 200)
const time = fc.nat(1000)

const counts = fc
  .tuple(fc.nat(20), fc.nat(20))
  .map(([a, b]) => ({ correct: Math.min(a, b), attempts: Math.max(a, b) }))

/** Device ids the generated records count on (the legacy one included). */
export const DEVICES = ['d1', 'd2', 'd3', 'legacy'] as const

/** Per-device counters over a few shared devices, so merges collide. */
export const deviceCountsArb: fc.Arbitrary<DeviceCounts> = fc.dictionary(
  fc.constantFrom(...DEVICES),
  counts,
  { maxKeys: DEVICES.length },
)

/** Counters with their totals. */
const countedArb = deviceCountsArb.map((byDevice) => ({ ...sumCounts(byDevice), byDevice }))

export const reviewCardArb: fc.Arbitrary<ReviewCard> = fc.record({
  due: time,
  stability: fc.nat(100),
  difficulty: fc.nat(10),
  elapsedDays: fc.nat(5),
  scheduledDays: fc.nat(5),
  learningSteps: fc.nat(3),
  reps: fc.nat(5),
  lapses: fc.nat(5),
  state: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
  lastReview: fc.option(time, { nil: null }),
})

export const wordArb: fc.Arbitrary<WordProgress> = fc
  .tuple(
    since,
    countedArb,
    time,
    time,
    fc.nat(5000),
    time,
    fc.option(reviewCardArb, { nil: undefined }),
  )
  .map(([s, c, lastAttemptAt, viewedAt, timeSpentMs, lastViewedAt, review]) => ({
    since: s,
    ...c,
    lastAttemptAt,
    viewedAt,
    timeSpentMs,
    lastViewedAt,
    ...(review ? { review } : {}),
  }))

const resultArb: fc.Arbitrary<TestResult> = fc
  .tuple(fc.nat(100), counts, time, fc.option(fc.double({ min: 0, max: 1, noNaN: true })))
  .map(([timeSeconds, c, completedAt, share]) => {
    // A first-try score where one is possible (results saved before it was counted have none).
    const { min, max } = firstTryRange(c.correct, c.attempts)
    const firstTry = share === null || min > max ? undefined : min + Math.floor(share * (max - min))
    return { timeSeconds, ...c, completedAt, ...(firstTry === undefined ? {} : { firstTry }) }
  })

const testsArb: fc.Arbitrary<DeckTestResults> = fc.record({
  since,
  best: fc.option(resultArb, { nil: null }),
  latest: fc.option(resultArb, { nil: null }),
})

const activityArb: fc.Arbitrary<ActivityCount> = fc
  .tuple(since, countedArb)
  .map(([s, c]) => ({ since: s, ...c }))

const keyed = <T>(keys: string[], value: fc.Arbitrary<T>) =>
  fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length })

/** Valid progress records over a few shared keys, so merges collide. */
export const progressArb: fc.Arbitrary<Progress> = fc
  .record({
    resetAt: fc.constantFrom(0, 0, 0, 100),
    words: keyed(['w1', 'w2', 'w3'], wordArb),
    decks: keyed(
      ['1', '2'],
      fc.record(
        { since, lastAccessed: time, mode: fc.constantFrom('words', 'learn', 'match') },
        { requiredKeys: ['since', 'lastAccessed'] },
      ),
    ),
    tests: keyed(['1', '2'], testsArb),
    days: keyed(['2025-01-01', '2025-01-02'], activityArb),
    hours: keyed(['7', '19'], activityArb),
  })
  .map(({ resetAt, words, decks, tests, days, hours }) => {
    const keep = <T extends { since: number }>(m: Record<string, T>) =>
      Object.fromEntries(Object.entries(m).filter(([, v]) => v.since >= resetAt))
    return {
      version: PROGRESS_VERSION,
      resetAt,
      words: keep(words),
      decks: keep(decks),
      tests: keep(tests),
      activity: { days: keep(days), hours: keep(hours) },
    }
  })

/** One answer: a word (shared with progressArb, plus a new one), right or wrong, an hour. */
export interface AnswerStep {
  word: string
  correct: boolean
  /** Hours after 2025-01-01 00:00 UTC (so days and hours collide with progressArb's). */
  hour: number
}

/** A few answers given on one device. */
export const answersArb: fc.Arbitrary<AnswerStep[]> = fc.array(
  fc.record({
    word: fc.constantFrom('w1', 'w2', 'w3', 'w4'),
    correct: fc.boolean(),
    hour: fc.nat(47),
  }),
  { maxLength: 12 },
)
