/**
 * Streak and goal: a forgiving, goal-based day streak (opt-in in the app; this module only
 * holds the rule). Unlike the plain `dayStreak` of the statistics, a missed day need not
 * break it: meeting the daily goal earns a freeze, and a freeze covers a missed day.
 *
 * The rule, day by day in the learner's local days, from the first studied day to today:
 * - a day is **studied** when the learner answered at least once that day
 *   (`activity.days[day].attempts > 0`);
 * - the **goal is met** on a studied day when the words first met that day (answered, with
 *   `viewedAt` on that day, as `isNewToday` counts them) number at least the daily goal of
 *   new words, or when the answers of that day number at least `reviewGoal` (2 × the goal by
 *   default: a day of reviews counts too). With a goal of 0, any studied day meets it;
 * - a studied day adds one day to the streak, and meeting the goal on it earns one freeze
 *   (at most {@link MAX_FREEZES} are held; one earned above that is lost);
 * - a missed day (no answer) before today uses a held freeze and adds one day to the streak
 *   (a *frozen* day); with no freeze held the streak breaks: it restarts at 0, with no freeze,
 *   and starts again on the next studied day;
 * - today not studied yet breaks nothing (the learner may still study today).
 *
 * Pure, and computed only from the progress record (so two devices' merged histories give
 * the same streak): the studied days and their answer counts from `activity.days` (as
 * recorded, in the local day of the answering device), the new words of each day from the
 * words' `viewedAt` in the local day of `utcOffsetMinutes`. Days after today (another
 * device's clock or time zone ahead) are left out.
 */
import { dayKey } from '../progress/record'
import type { DayKey, Progress } from '../progress/types'

/** The most freezes a learner holds at once. */
export const MAX_FREEZES = 2

/** What a streak is computed from, besides the progress record. */
export interface StreakOptions {
  /** Now, ms since epoch. */
  now: number
  /** Minutes to add to UTC for local time (the learner's day, e.g. +360 for Dhaka); 0 if unknown. */
  utcOffsetMinutes?: number
  /** The daily goal of new words (the `newWordsPerDay` setting); rounded down, at least 0. */
  goal: number
  /**
   * The answers in a day that meet the goal without new words (a day of reviews): 2 × `goal`
   * by default; rounded down, at least 0.
   */
  reviewGoal?: number
}

/** The learner's streak now (see the module comment for the rule). */
export interface Streak {
  /**
   * Length of the current streak in days: its studied and frozen days, from the first day of
   * the current run to today (when studied today) or yesterday; 0 when broken.
   */
  days: number
  /** Freezes held now (0 to {@link MAX_FREEZES}), today's included. */
  freezes: number
  /** Whether the goal is met today. */
  goalMetToday: boolean
  /** Whether the learner answered today. */
  studiedToday: boolean
  /** The missed days a freeze covered in the current run, oldest first ('YYYY-MM-DD'). */
  frozenDays: DayKey[]
  /**
   * The longest streak ever, the current one included (so ≥ `days`): the most days a run
   * counted at any time, frozen days included. It never drops as time passes.
   */
  best: number
}

const DAY_MS = 86_400_000
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 of a 'YYYY-MM-DD' key, or undefined for a malformed key. */
const dayNumber = (key: string): number | undefined => {
  const m = DAY_KEY.exec(key)
  if (!m) return undefined
  const n = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS
  // A date that does not exist ('2026-02-30') rolls over to another day: not a key of ours.
  return Number.isFinite(n) && dayKey(n * DAY_MS) === key ? n : undefined
}

/** The local day of a moment, as days since 1970-01-01 (the day `dayKey` names). */
const localDay = (at: number, utcOffsetMinutes: number): number =>
  Math.floor((at + utcOffsetMinutes * 60_000) / DAY_MS)

const count = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0)

/**
 * The learner's forgiving streak at `now` (see the module comment for the rule): its length,
 * the freezes held, the days they covered, today's state and the best streak ever.
 *
 * O(d log d + w) for d days of activity and w words (the days are sorted once); missed days
 * are skipped in one step, so years of history, or a long pause, cost nothing more.
 */
export const streakOf = (progress: Progress, options: StreakOptions): Streak => {
  const offset = options.utcOffsetMinutes ?? 0
  const goal = count(options.goal)
  const reviewGoal = options.reviewGoal === undefined ? 2 * goal : count(options.reviewGoal)
  const today = localDay(options.now, offset)

  // New words met per local day: answered, first met that day.
  const newOn = new Map<number, number>()
  for (const word of Object.values(progress.words)) {
    if (word.attempts <= 0 || word.viewedAt <= 0) continue
    const day = localDay(word.viewedAt, offset)
    newOn.set(day, (newOn.get(day) ?? 0) + 1)
  }

  // Studied days up to today, oldest first.
  const studied: { day: number; attempts: number }[] = []
  for (const [key, activity] of Object.entries(progress.activity.days)) {
    if (!(activity.attempts > 0)) continue
    const day = dayNumber(key)
    if (day !== undefined && day <= today) studied.push({ day, attempts: activity.attempts })
  }
  studied.sort((a, b) => a.day - b.day)

  const goalMet = (day: number, attempts: number): boolean =>
    (newOn.get(day) ?? 0) >= goal || attempts >= reviewGoal

  let days = 0
  let freezes = 0
  let frozen: number[] = []
  let best = 0
  let last: number | undefined
  let goalMetToday = false

  /** Covers the missed days between `last` and `day` (exclusive) with freezes, or breaks. */
  const bridge = (day: number): void => {
    if (last === undefined) return
    const missed = day - last - 1
    if (missed <= 0) return
    if (missed <= freezes) {
      for (let d = last + 1; d < day; d++) frozen.push(d)
      freezes -= missed
      days += missed
    } else {
      // The held freezes covered the first missed days, then the run broke.
      best = Math.max(best, days + freezes)
      days = 0
      freezes = 0
      frozen = []
    }
    best = Math.max(best, days)
  }

  for (const { day, attempts } of studied) {
    bridge(day)
    days++
    const met = goalMet(day, attempts)
    if (met) freezes = Math.min(MAX_FREEZES, freezes + 1)
    if (day === today) goalMetToday = met
    best = Math.max(best, days)
    last = day
  }
  // Up to yesterday: today not studied yet breaks nothing.
  bridge(today)

  return {
    days,
    freezes,
    goalMetToday,
    studiedToday: last === today,
    frozenDays: frozen.map((d) => dayKey(d * DAY_MS)),
    best,
  }
}
