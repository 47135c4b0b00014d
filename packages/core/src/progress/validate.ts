// Pure and dependency-free (besides ./counters and ./types): the server runs this file
// too, bundled by scripts/build-pb-rules.mjs, so client and server accept the same records.
import { legacyCounts, MAX_DEVICES } from './counters'
import { isPossibleFirstTry } from './test-score'
import type { ActivityCount, Progress, WordProgress } from './types'
import { PROGRESS_VERSION } from './types'

/** A deck's last study mode: a mode's name ('words', 'learn'…), kept loose for later modes. */
const MODE_NAME = /^[a-z]{1,16}$/

/** Limits that make a progress payload absurd, shared with the server. */
export const PROGRESS_LIMITS = {
  /** Word entries (the vocabulary has 600 lesson words plus surah-only words). */
  words: 5000,
  decks: 500,
  /** Days of activity (about 27 years). */
  days: 10_000,
  /** Largest count of attempts of one word, or of one day (also per device). */
  count: 1_000_000,
  /** Devices counted separately per word or activity bucket. */
  devices: MAX_DEVICES,
  /** Largest time spent on one card, ms (about 1 year). */
  timeSpentMs: 365 * 24 * 3600 * 1000,
  /** Largest test time, seconds (1 day). */
  testSeconds: 86_400,
  /** Latest accepted timestamp, ms (year 2200). */
  timestamp: 7_258_118_400_000,
  keyLength: 64,
} as const

/** One problem found in a progress payload. */
export interface ProgressIssue {
  /** Where, e.g. 'words.w12.correct'. */
  path: string
  reason: string
}

/** Extra checks of {@link validateProgress}; the server sets them. */
export interface ValidateProgressOptions {
  /** Latest accepted time of a past event and of a reset epoch, ms. */
  maxTimestamp?: number
  /**
   * Largest accepted reset epoch (`resetAt`, every `since`), ms. Epochs are ordered, not
   * compared with a clock (a new one is the record's largest plus one), so the server only
   * bounds them. Default: `maxTimestamp`.
   */
  maxEpoch?: number
  /** Whether a word id is known; unknown words are refused. Default: any well-formed id. */
  isKnownWord?: (wordId: string) => boolean
  /**
   * Whether a deck id is known (keys of `decks` and `tests`); unknown decks are refused.
   * Default: any well-formed id.
   */
  isKnownDeck?: (deckId: string) => boolean
}

/** The outcome of validating a progress payload. */
export type ProgressValidation =
  | { ok: true; progress: Progress }
  | { ok: false; issues: ProgressIssue[] }

const KEY = /^[A-Za-z0-9_:.-]+$/
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const HOUR = /^(\d|1\d|2[0-3])$/
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
const MAX_ISSUES = 20

type Obj = Record<string, unknown>

// The fields of each kind of entry, made once (the server validates every push).
const COUNT_KEYS = ['correct', 'attempts']
const WORD_TAIL = ['lastAttemptAt', 'viewedAt', 'timeSpentMs', 'lastViewedAt']
const WORD_KEYS_V1 = ['since', 'correct', 'attempts', ...WORD_TAIL]
const WORD_KEYS = ['since', 'correct', 'attempts', 'byDevice', ...WORD_TAIL]
const WORD_TIMES = ['lastAttemptAt', 'viewedAt', 'lastViewedAt']
const REVIEW_FIELD = ['review']
const REVIEW_COUNTS = ['elapsedDays', 'scheduledDays', 'learningSteps', 'reps', 'lapses']
const REVIEW_KEYS = ['due', 'stability', 'difficulty', ...REVIEW_COUNTS, 'state', 'lastReview']
const DECK_KEYS = ['since', 'lastAccessed']
const MODE_FIELD = ['mode']
const TEST_KEYS = ['since', 'best', 'latest']
const RESULT_KEYS = ['timeSeconds', 'correct', 'attempts', 'completedAt']
const FIRST_TRY_FIELD = ['firstTry']
const ACTIVITY_KEYS_V1 = ['since', 'attempts', 'correct']
const ACTIVITY_KEYS = [...ACTIVITY_KEYS_V1, 'byDevice']

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

class Checker {
  issues: ProgressIssue[] = []
  /** Schema version of the input: 1 has no per-device counters. */
  version: 1 | 2 = PROGRESS_VERSION
  maxTime: number
  maxEpoch: number
  isKnownWord: ((wordId: string) => boolean) | undefined
  isKnownDeck: ((deckId: string) => boolean) | undefined

  constructor(options: ValidateProgressOptions) {
    this.maxTime = Math.min(
      PROGRESS_LIMITS.timestamp,
      options.maxTimestamp ?? PROGRESS_LIMITS.timestamp,
    )
    this.maxEpoch = Math.min(PROGRESS_LIMITS.timestamp, options.maxEpoch ?? this.maxTime)
    this.isKnownWord = options.isKnownWord
    this.isKnownDeck = options.isKnownDeck
  }

  /**
   * Records an issue at `path`, or at its field `key`: a field's path is built only for an
   * issue, not for every field that passes (the server validates every push).
   */
  fail(path: string, reason: string, key?: string): false {
    if (this.issues.length < MAX_ISSUES)
      this.issues.push({ path: key === undefined ? path : `${path}.${key}`, reason })
    return false
  }

  /** An object with exactly the given keys (optional ones may be missing). */
  shape(
    v: unknown,
    path: string,
    keys: readonly string[],
    optional: readonly string[] = [],
  ): v is Obj {
    if (!isObject(v)) return this.fail(path, 'must be an object')
    let ok = true
    for (const key of Object.keys(v)) {
      if (!keys.includes(key) && !optional.includes(key)) ok = this.fail(path, 'unknown field', key)
    }
    for (const key of keys) if (!(key in v)) ok = this.fail(path, 'is missing', key)
    return ok
  }

  /** An integer in 0…max: `v`, at `path` (or its field `key`). */
  int(v: unknown, path: string, max: number, key?: string): v is number {
    if (typeof v !== 'number' || !Number.isInteger(v))
      return this.fail(path, 'must be an integer', key)
    if (v < 0) return this.fail(path, 'must not be negative', key)
    if (v > max) return this.fail(path, `must be at most ${max}`, key)
    return true
  }

  num(v: unknown, path: string, min: number, max: number, key?: string): v is number {
    if (typeof v !== 'number' || !Number.isFinite(v))
      return this.fail(path, 'must be a finite number', key)
    if (v < min || v > max) return this.fail(path, `must be between ${min} and ${max}`, key)
    return true
  }

  /** The time of a past event. */
  time(v: unknown, path: string, key?: string): v is number {
    return this.int(v, path, this.maxTime, key)
  }

  /** A reset epoch (`resetAt`, `since`). */
  epoch(v: unknown, path: string, key?: string): v is number {
    return this.int(v, path, this.maxEpoch, key)
  }

  /** A map with valid keys; false when it or a key is invalid (entries report their own issues). */
  map(
    v: unknown,
    path: string,
    max: number,
    key: RegExp,
    entry: (v: unknown, path: string, key: string) => void,
  ): boolean {
    if (!isObject(v)) return this.fail(path, 'must be an object')
    const keys = Object.keys(v)
    if (keys.length > max)
      return this.fail(path, `has ${keys.length} entries, at most ${max} allowed`)
    let ok = true
    for (const k of keys) {
      if (FORBIDDEN_KEYS.has(k) || k.length > PROGRESS_LIMITS.keyLength || !key.test(k)) {
        ok = this.fail(path, 'is not a valid key', k.slice(0, PROGRESS_LIMITS.keyLength))
        continue
      }
      entry(v[k], `${path}.${k}`, k)
    }
    return ok
  }

  /** Correct and attempts; true when both are valid. */
  counts(v: Obj, path: string): boolean {
    const c = this.int(v.correct, path, PROGRESS_LIMITS.count, 'correct')
    const a = this.int(v.attempts, path, PROGRESS_LIMITS.count, 'attempts')
    if (c && a && (v.correct as number) > (v.attempts as number)) {
      return this.fail(path, 'must not exceed attempts', 'correct')
    }
    return c && a
  }

  /** Totals and, from v2 on, the per-device counters they are the sums of. */
  counted(v: Obj, path: string) {
    const totalsOk = this.counts(v, path)
    if (this.version === 1) return
    const byDevice = v.byDevice
    let sumsOk = true
    let correct = 0
    let attempts = 0
    const ok = this.map(
      byDevice,
      `${path}.byDevice`,
      PROGRESS_LIMITS.devices,
      KEY,
      (entry, entryPath) => {
        if (!this.shape(entry, entryPath, COUNT_KEYS) || !this.counts(entry, entryPath))
          sumsOk = false
        else {
          correct += entry.correct as number
          attempts += entry.attempts as number
        }
      },
    )
    if (!ok || !sumsOk || !totalsOk) return
    if (v.correct !== correct) this.fail(path, 'must be the sum over byDevice', 'correct')
    if (v.attempts !== attempts) this.fail(path, 'must be the sum over byDevice', 'attempts')
  }

  review(v: unknown, path: string) {
    if (!this.shape(v, path, REVIEW_KEYS)) return
    // Due lies in the future: only the absolute limit applies.
    this.int(v.due, path, PROGRESS_LIMITS.timestamp, 'due')
    this.num(v.stability, path, 0, 1e6, 'stability')
    this.num(v.difficulty, path, 0, 10, 'difficulty')
    for (const k of REVIEW_COUNTS) this.int(v[k], path, PROGRESS_LIMITS.count, k)
    const state = v.state
    if (state !== 0 && state !== 1 && state !== 2 && state !== 3)
      this.fail(path, 'must be 0, 1, 2 or 3', 'state')
    if (v.lastReview !== null) this.time(v.lastReview, path, 'lastReview')
  }

  word = (v: unknown, path: string, id: string) => {
    if (!this.shape(v, path, this.version === 1 ? WORD_KEYS_V1 : WORD_KEYS, REVIEW_FIELD)) return
    if (this.isKnownWord && !this.isKnownWord(id)) this.fail(path, 'is not a known word')
    this.epoch(v.since, path, 'since')
    this.counted(v, path)
    for (const k of WORD_TIMES) this.time(v[k], path, k)
    this.int(v.timeSpentMs, path, PROGRESS_LIMITS.timeSpentMs, 'timeSpentMs')
    if ('review' in v) this.review(v.review, `${path}.review`)
  }

  /** Refuses a deck id the server does not know (decks and tests). */
  knownDeck(path: string, id: string) {
    if (this.isKnownDeck && !this.isKnownDeck(id)) this.fail(path, 'is not a known deck')
  }

  deck = (v: unknown, path: string, id: string) => {
    if (!this.shape(v, path, DECK_KEYS, MODE_FIELD)) return
    this.knownDeck(path, id)
    this.epoch(v.since, path, 'since')
    this.time(v.lastAccessed, path, 'lastAccessed')
    if ('mode' in v && (typeof v.mode !== 'string' || !MODE_NAME.test(v.mode)))
      this.fail(path, 'must be a study mode name (a-z, at most 16 letters)', 'mode')
  }

  result(v: unknown, path: string) {
    if (v === null) return
    if (!this.shape(v, path, RESULT_KEYS, FIRST_TRY_FIELD)) return
    this.int(v.timeSeconds, path, PROGRESS_LIMITS.testSeconds, 'timeSeconds')
    const counts = this.counts(v, path)
    if (
      'firstTry' in v &&
      this.int(v.firstTry, path, PROGRESS_LIMITS.count, 'firstTry') &&
      counts &&
      !isPossibleFirstTry(v.firstTry, v.correct as number, v.attempts as number)
    )
      this.fail(path, 'is not possible with these correct answers and attempts', 'firstTry')
    this.time(v.completedAt, path, 'completedAt')
  }

  tests = (v: unknown, path: string, id: string) => {
    if (!this.shape(v, path, TEST_KEYS)) return
    this.knownDeck(path, id)
    this.epoch(v.since, path, 'since')
    this.result(v.best, `${path}.best`)
    this.result(v.latest, `${path}.latest`)
  }

  activity = (v: unknown, path: string) => {
    if (!this.shape(v, path, this.version === 1 ? ACTIVITY_KEYS_V1 : ACTIVITY_KEYS)) return
    this.epoch(v.since, path, 'since')
    this.counted(v, path)
  }
}

/**
 * Drops entries started before the record's reset (they are dead after any merge) and
 * upgrades a v1 record: its counts become the legacy device's.
 */
const dropStaleAndUpgrade = (progress: Progress, version: 1 | 2): Progress => {
  const keep = <T extends { since: number }>(
    map: Record<string, T>,
    upgrade: (v: T) => T = (v) => v,
  ): Record<string, T> => {
    const out: Record<string, T> = {}
    for (const k of Object.keys(map)) {
      const v = map[k] as T
      if (v.since >= progress.resetAt) out[k] = upgrade(v)
    }
    return out
  }
  const word = (w: WordProgress): WordProgress =>
    version === 1 ? { ...w, byDevice: legacyCounts(w.correct, w.attempts) } : w
  const activity = (a: ActivityCount): ActivityCount =>
    version === 1 ? { ...a, byDevice: legacyCounts(a.correct, a.attempts) } : a
  return {
    version: PROGRESS_VERSION,
    resetAt: progress.resetAt,
    words: keep(progress.words, word),
    decks: keep(progress.decks),
    tests: keep(progress.tests),
    activity: {
      days: keep(progress.activity.days, activity),
      hours: keep(progress.activity.hours, activity),
    },
  }
}

/**
 * Checks an untrusted progress payload (local storage, server, sync). Pure; the server
 * runs it too (with `options`). Returns the progress (entries older than its reset
 * dropped, a v1 record upgraded to the current version) or clear issues.
 */
export const validateProgress = (
  input: unknown,
  options: ValidateProgressOptions = {},
): ProgressValidation => {
  const c = new Checker(options)
  if (c.shape(input, 'progress', ['version', 'resetAt', 'words', 'decks', 'tests', 'activity'])) {
    if (input.version === 1) c.version = 1
    else if (input.version !== PROGRESS_VERSION)
      c.fail('progress.version', `must be 1 or ${PROGRESS_VERSION}`)
    c.epoch(input.resetAt, 'progress.resetAt')
    c.map(input.words, 'progress.words', PROGRESS_LIMITS.words, KEY, c.word)
    c.map(input.decks, 'progress.decks', PROGRESS_LIMITS.decks, KEY, c.deck)
    c.map(input.tests, 'progress.tests', PROGRESS_LIMITS.decks, KEY, c.tests)
    if (c.shape(input.activity, 'progress.activity', ['days', 'hours'])) {
      const activity = input.activity as Obj
      c.map(activity.days, 'progress.activity.days', PROGRESS_LIMITS.days, DAY, c.activity)
      c.map(activity.hours, 'progress.activity.hours', 24, HOUR, c.activity)
    }
  }
  if (c.issues.length > 0) return { ok: false, issues: c.issues }
  return { ok: true, progress: dropStaleAndUpgrade(input as unknown as Progress, c.version) }
}

/**
 * The record with every event time (last answer, first and last view, deck access, test
 * completion, last review) no later than `now`: the server's clock bounds what a device
 * with a clock running ahead reports, instead of refusing its answers. These times only
 * ever merge by maximum (first view: minimum), so a clamped time loses nothing. Reset
 * epochs (`resetAt`, `since`) are left alone: they are ordered, not read as times.
 */
export const clampEventTimes = (progress: Progress, now: number): Progress => {
  const t = (v: number) => (v > now ? now : v)
  const mapValues = <T>(map: Record<string, T>, f: (v: T) => T): Record<string, T> => {
    const out: Record<string, T> = {}
    for (const k of Object.keys(map)) out[k] = f(map[k] as T)
    return out
  }
  const result = <R extends { completedAt: number } | null>(r: R): R =>
    r && r.completedAt > now ? { ...r, completedAt: now } : r
  // An entry is copied only when one of its times is ahead (rare): the server runs this on
  // every push.
  return {
    ...progress,
    words: mapValues(progress.words, (w) => {
      const reviewAhead = w.review && w.review.lastReview !== null && w.review.lastReview > now
      if (!reviewAhead && w.lastAttemptAt <= now && w.viewedAt <= now && w.lastViewedAt <= now)
        return w
      const out: WordProgress = {
        ...w,
        lastAttemptAt: t(w.lastAttemptAt),
        viewedAt: t(w.viewedAt),
        lastViewedAt: t(w.lastViewedAt),
      }
      if (reviewAhead && w.review) out.review = { ...w.review, lastReview: now }
      return out
    }),
    decks: mapValues(progress.decks, (d) =>
      d.lastAccessed > now ? { ...d, lastAccessed: now } : d,
    ),
    tests: mapValues(progress.tests, (x) => ({
      ...x,
      best: result(x.best),
      latest: result(x.latest),
    })),
  }
}

/** A one-line message for validation issues, for logs and server errors. */
export const describeIssues = (issues: readonly ProgressIssue[]): string =>
  issues.map((i) => `${i.path} ${i.reason}`).join('; ')
