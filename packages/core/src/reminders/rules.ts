// E-mail reminders: when a learner who opted in gets one. Pure and free of platform APIs
// (no Intl: PocketBase's JS engine has none), so scripts/build-pb-rules.mjs bundles this file
// into pocketbase/pb_hooks/lib/reminder-rules.cjs and the server's cron job decides with the
// same rule the app documents and tests. Keep its imports to ../progress/due, ../progress/record
// and ../progress/types.
import { isDue } from '../progress/due'
import { dayKey } from '../progress/record'
import type { DayKey, WordProgress } from '../progress/types'

/** The hours a reminder can be asked for (local time, whole hours). */
export const REMINDER_HOUR_RANGE = { min: 0, max: 23 } as const

/** The hour reminders are sent at unless the learner picks another (7 pm local time). */
export const DEFAULT_REMINDER_HOUR = 19

/** The longest IANA time zone name accepted (the longest real one has 32 characters). */
export const MAX_TIME_ZONE_LENGTH = 64

const TIME_ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/

/**
 * Whether `name` has the shape of an IANA time zone name ('Asia/Dhaka', 'UTC',
 * 'America/Argentina/Buenos_Aires'). Only the shape: whether the zone exists is for the
 * platform's zone database to say (`isTimeZone` in the app, Go's on the server).
 */
export const isTimeZoneName = (name: unknown): name is string =>
  typeof name === 'string' && name.length <= MAX_TIME_ZONE_LENGTH && TIME_ZONE_SHAPE.test(name)

/**
 * Minutes to add to UTC to get the local time of `timeZone` at the moment `at` (ms since
 * epoch), e.g. +360 for Asia/Dhaka; undefined when the zone is unknown. The app answers with
 * Intl (`intlZoneOffset`), the server with Go's zone database.
 */
export type ZoneOffset = (timeZone: string, at: number) => number | undefined

/** What the reminder rule needs to know about one learner at one moment. */
export interface ReminderInput {
  /** The moment of the check, ms since epoch. */
  now: number
  /** Whether the learner's `reminderEmail` setting is on. */
  optedIn: boolean
  /** When the learner last turned `reminderEmail` on (its change stamp, ms); 0 if unknown. */
  optedInAt: number
  /** When the learner last unsubscribed through an e-mail's link, ms; 0 if never. */
  unsubscribedAt: number
  /** The learner's IANA time zone (the `timeZone` setting); '' when not set. */
  timeZone: string
  /** The local hour reminders are asked for, 0–23 (the `reminderHour` setting). */
  hour: number
  /** When the last reminder was sent, ms since epoch; 0 if never. */
  lastSentAt: number
  /** Reviews due at `now` in the learner's progress record (see `dueReviewCount`). */
  dueCount: number
  /**
   * The learner's daily goal of new words (the `newWordsPerDay` setting) and when each word
   * they answered was first met (`newWordTimes`): a day whose goal is met gets no reminder.
   * Absent: the goal is not checked.
   */
  goal?: { newWordsPerDay: number; metAt: readonly number[] }
}

/** Why no reminder is sent now. */
export type ReminderSkip =
  /** The learner has not opted in. */
  | 'not-opted-in'
  /** The learner unsubscribed after they last opted in. */
  | 'unsubscribed'
  /** The learner's time zone is missing or unknown. */
  | 'no-time-zone'
  /** It is not the learner's chosen hour in their time zone. */
  | 'not-the-hour'
  /** A reminder was already sent on this local day. */
  | 'sent-today'
  /** No review is due: every due review is done. */
  | 'nothing-due'
  /** The day's goal of new words is met (new words met today ≥ `newWordsPerDay`). */
  | 'goal-met'

/** The rule's answer: send, for this local day, or not and why. */
export type ReminderDecision =
  | { send: true; day: DayKey; utcOffsetMinutes: number }
  | { send: false; reason: ReminderSkip }

/**
 * Whether to send a learner their reminder at `input.now`. One is sent when the learner opted
 * in and has not unsubscribed since, it is the chosen hour in their time zone (the whole hour:
 * 19 means 19:00–19:59 local time, so a job that runs every few minutes meets it; an hour a
 * daylight-saving change skips sends nothing that day), reviews are due and the day's goal of
 * new words is not met (when `goal` is given), and no reminder was sent on the same local day (in the zone's offset
 * of each moment). At most one per local day, whatever the number of checks.
 */
export const reminderDue = (input: ReminderInput, offsetOf: ZoneOffset): ReminderDecision => {
  if (!input.optedIn) return { send: false, reason: 'not-opted-in' }
  if (input.unsubscribedAt > 0 && input.unsubscribedAt >= input.optedInAt)
    return { send: false, reason: 'unsubscribed' }
  const offset = isTimeZoneName(input.timeZone) ? offsetOf(input.timeZone, input.now) : undefined
  if (offset === undefined || !Number.isFinite(offset))
    return { send: false, reason: 'no-time-zone' }
  const localHour = new Date(input.now + offset * 60_000).getUTCHours()
  if (localHour !== input.hour) return { send: false, reason: 'not-the-hour' }
  const day = dayKey(input.now, offset)
  if (input.lastSentAt > 0) {
    const sentOffset = offsetOf(input.timeZone, input.lastSentAt) ?? offset
    if (input.lastSentAt > input.now || dayKey(input.lastSentAt, sentOffset) === day)
      return { send: false, reason: 'sent-today' }
  }
  if (!(input.dueCount > 0)) return { send: false, reason: 'nothing-due' }
  if (input.goal) {
    let metToday = 0
    for (const at of input.goal.metAt) if (at > 0 && dayKey(at, offset) === day) metToday++
    if (metToday >= input.goal.newWordsPerDay) return { send: false, reason: 'goal-met' }
  }
  return { send: true, day, utcOffsetMinutes: offset }
}

/**
 * When each answered word of a learner was first met (its `viewedAt`), not counting entries
 * from before the record's last reset: what `reminderDue` counts today's new words from.
 */
export const newWordTimes = (
  words: Readonly<Record<string, WordProgress>>,
  resetAt: number,
): number[] => {
  const times: number[] = []
  for (const id of Object.keys(words)) {
    const word = words[id]
    if (word && word.since >= resetAt && word.attempts > 0 && word.viewedAt > 0)
      times.push(word.viewedAt)
  }
  return times
}

/**
 * The reviews due at `now` in a learner's words (the app's own `isDue`: answered, and its
 * review card due), not counting entries from before the record's last reset (`resetAt`).
 */
export const dueReviewCount = (
  words: Readonly<Record<string, WordProgress>>,
  resetAt: number,
  now: number,
): number => {
  let count = 0
  for (const id of Object.keys(words)) {
    const word = words[id]
    if (word && word.since >= resetAt && isDue(word, now)) count++
  }
  return count
}

/**
 * An unsubscribe token as the server makes them (`$security.randomString(40)`: 40 letters
 * and digits, about 238 bits); anything else is refused before any lookup.
 */
export const isUnsubscribeToken = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9]{40}$/.test(token)

/** A record id as PocketBase makes them (15 lower-case letters and digits). */
export const isRecordId = (id: unknown): id is string =>
  typeof id === 'string' && /^[a-z0-9]{15}$/.test(id)
