import fc from 'fast-check'
import type { WordProgress } from '../progress/types'
import {
  dueReviewCount,
  isTimeZoneName,
  isUnsubscribeToken,
  newWordTimes,
  type ReminderInput,
  reminderDue,
  type ZoneOffset,
} from './rules'
import {
  canonicalTimeZone,
  intlZoneOffset,
  isTimeZone,
  reminderToggle,
  timeZoneChoices,
} from './time-zone'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Dhaka is UTC+6 all year: 19:00 there is 13:00 UTC. */
const dhaka19 = Date.UTC(2026, 10, 25, 13, 0)

const input = (over: Partial<ReminderInput> = {}): ReminderInput => ({
  now: dhaka19,
  optedIn: true,
  optedInAt: dhaka19 - 10 * DAY,
  unsubscribedAt: 0,
  timeZone: 'Asia/Dhaka',
  hour: 19,
  lastSentAt: 0,
  dueCount: 3,
  ...over,
})

const word = (over: Partial<WordProgress> = {}): WordProgress => ({
  since: 0,
  correct: 1,
  attempts: 1,
  byDevice: { d: { correct: 1, attempts: 1 } },
  lastAttemptAt: 1,
  viewedAt: 1,
  timeSpentMs: 0,
  lastViewedAt: 0,
  ...over,
})

const card = (due: number) => ({
  due,
  stability: 1,
  difficulty: 5,
  elapsedDays: 0,
  scheduledDays: 1,
  learningSteps: 0,
  reps: 1,
  lapses: 0,
  state: 2 as const,
  lastReview: due - DAY,
})

describe('reminderDue', () => {
  it('sends at the chosen hour in the learner’s zone when reviews are due', () => {
    expect(reminderDue(input(), intlZoneOffset)).toEqual({
      send: true,
      day: '2026-11-25',
      utcOffsetMinutes: 360,
    })
    // 19:59 in Dhaka still is the hour; 20:00 is not, nor 18:59.
    expect(reminderDue(input({ now: dhaka19 + 59 * 60_000 }), intlZoneOffset).send).toBe(true)
    expect(reminderDue(input({ now: dhaka19 + HOUR }), intlZoneOffset)).toEqual({
      send: false,
      reason: 'not-the-hour',
    })
    expect(reminderDue(input({ now: dhaka19 - 60_000 }), intlZoneOffset)).toEqual({
      send: false,
      reason: 'not-the-hour',
    })
  })

  it('follows daylight saving time: 19:00 in New York is 00:00 UTC in winter, 23:00 in summer', () => {
    const ny = (now: number) => input({ now, timeZone: 'America/New_York' })
    expect(reminderDue(ny(Date.UTC(2026, 0, 16, 0, 5)), intlZoneOffset)).toMatchObject({
      send: true,
      day: '2026-01-15',
      utcOffsetMinutes: -300,
    })
    expect(reminderDue(ny(Date.UTC(2026, 6, 15, 23, 5)), intlZoneOffset)).toMatchObject({
      send: true,
      day: '2026-07-15',
      utcOffsetMinutes: -240,
    })
    expect(reminderDue(ny(Date.UTC(2026, 6, 16, 0, 5)), intlZoneOffset).send).toBe(false)
  })

  it('sends nothing without due reviews: the day’s goal is met', () => {
    expect(reminderDue(input({ dueCount: 0 }), intlZoneOffset)).toEqual({
      send: false,
      reason: 'nothing-due',
    })
  })

  it('sends at most one a local day', () => {
    expect(reminderDue(input({ lastSentAt: dhaka19 - 5 * 60_000 }), intlZoneOffset)).toEqual({
      send: false,
      reason: 'sent-today',
    })
    // Yesterday's reminder does not hold today's back.
    expect(reminderDue(input({ lastSentAt: dhaka19 - DAY }), intlZoneOffset).send).toBe(true)
    // A reminder stamped after now (a clock that went back) holds it back too.
    expect(reminderDue(input({ lastSentAt: dhaka19 + DAY }), intlZoneOffset).send).toBe(false)
  })

  it('never sends after unsubscribing, until the learner opts in again', () => {
    const unsubscribed = input({ unsubscribedAt: dhaka19 - DAY, optedInAt: dhaka19 - 2 * DAY })
    expect(reminderDue(unsubscribed, intlZoneOffset)).toEqual({
      send: false,
      reason: 'unsubscribed',
    })
    const again = input({ unsubscribedAt: dhaka19 - 2 * DAY, optedInAt: dhaka19 - DAY })
    expect(reminderDue(again, intlZoneOffset).send).toBe(true)
    expect(reminderDue(input({ optedIn: false }), intlZoneOffset)).toEqual({
      send: false,
      reason: 'not-opted-in',
    })
  })

  it('sends nothing without a known time zone', () => {
    for (const timeZone of ['', 'Mars/Olympus_Mons', '../../etc/passwd'])
      expect(reminderDue(input({ timeZone }), intlZoneOffset)).toEqual({
        send: false,
        reason: 'no-time-zone',
      })
  })

  it('property: whatever the checks, at most one reminder a local day, and only at the hour', () => {
    const zones = ['Asia/Dhaka', 'Asia/Karachi', 'America/New_York', 'Europe/Istanbul', 'UTC']
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 23 }),
        fc.array(fc.integer({ min: 1, max: 90 }), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
        (timeZone, hour, steps, start) => {
          let now = start
          let lastSentAt = 0
          const days = new Set<string>()
          for (const minutes of steps) {
            now += minutes * 60_000
            const decision = reminderDue(input({ now, timeZone, hour, lastSentAt }), intlZoneOffset)
            if (!decision.send) continue
            const offset = intlZoneOffset(timeZone, now) ?? 0
            expect(new Date(now + offset * 60_000).getUTCHours()).toBe(hour)
            expect(days.has(decision.day)).toBe(false)
            days.add(decision.day)
            lastSentAt = now
          }
        },
      ),
    )
  })

  it('property: the zone database answers through the port, so the server’s gives the same', () => {
    // A fixed-offset port (as Go's database answers for Asia/Dhaka) decides as Intl does.
    const fixed: ZoneOffset = () => 360
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 5 }),
        (now, hour, dueCount) => {
          const i = input({ now, hour, dueCount })
          expect(reminderDue(i, fixed)).toEqual(reminderDue(i, intlZoneOffset))
        },
      ),
    )
  })
})

describe('dueReviewCount', () => {
  it('counts answered words whose card is due, as the app does', () => {
    const now = dhaka19
    const words = {
      a: word({ review: card(now - HOUR) }),
      b: word({ review: card(now + HOUR) }),
      c: word(), // answered, never reviewed: due at once
      d: word({ attempts: 0, correct: 0, byDevice: {} }), // only seen
      e: word({ since: 5, review: card(now - HOUR) }),
    }
    expect(dueReviewCount(words, 0, now)).toBe(3)
    // Entries from before the last reset do not count.
    expect(dueReviewCount(words, 5, now)).toBe(1)
    expect(dueReviewCount({}, 0, now)).toBe(0)
  })
})

describe('time zones and tokens', () => {
  it('knows real zones by Intl and their offsets', () => {
    expect(isTimeZone('Asia/Dhaka')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isTimeZone('asia/dhaka')).toBe(false)
    expect(canonicalTimeZone('asia/dhaka')).toBe('Asia/Dhaka')
    expect(intlZoneOffset('Asia/Kolkata', dhaka19)).toBe(330)
    expect(intlZoneOffset('Asia/Karachi', dhaka19)).toBe(300)
    expect(intlZoneOffset('Nope/Nope', dhaka19)).toBeUndefined()
    expect(isTimeZoneName('Asia/Dhaka\n')).toBe(false)
  })

  it('accepts only tokens of the server’s shape', () => {
    expect(isUnsubscribeToken('a'.repeat(40))).toBe(true)
    for (const bad of ['a'.repeat(39), `${'a'.repeat(39)}-`, 'a'.repeat(41), 7, undefined])
      expect(isUnsubscribeToken(bad)).toBe(false)
  })
})

describe('reminderToggle', () => {
  it('fills the device’s zone when opting in without one, and keeps a chosen one', () => {
    expect(reminderToggle({ timeZone: '' }, true, 'Asia/Karachi')).toEqual({
      reminderEmail: true,
      timeZone: 'Asia/Karachi',
    })
    expect(reminderToggle({ timeZone: 'Asia/Dhaka' }, true, 'Asia/Karachi')).toEqual({
      reminderEmail: true,
    })
    expect(reminderToggle({ timeZone: 'Asia/Dhaka' }, false, 'Asia/Karachi')).toEqual({
      reminderEmail: false,
    })
    // A device that cannot tell its zone leaves it empty (the picker asks for one).
    expect(reminderToggle({ timeZone: '' }, true, '')).toEqual({ reminderEmail: true })
  })

  it('offers every zone, UTC, and the learner’s own', () => {
    const zones = timeZoneChoices('Asia/Dhaka')
    expect(zones).toContain('Asia/Dhaka')
    expect(zones).toContain('UTC')
    expect(new Set(zones).size).toBe(zones.length)
  })
})

describe("reminderDue: the day's goal of new words", () => {
  const DHAKA_OFFSET = 360
  const offsetOf: ZoneOffset = () => DHAKA_OFFSET
  // 19:10 in Dhaka on 27 November 2026.
  const now = Date.UTC(2026, 10, 27, 13, 10)
  const base: ReminderInput = {
    now,
    optedIn: true,
    optedInAt: 1,
    unsubscribedAt: 0,
    timeZone: 'Asia/Dhaka',
    hour: 19,
    lastSentAt: 0,
    dueCount: 3,
  }

  it('sends none once the new words met today reach the goal; yesterday’s do not count', () => {
    const today = [now - 3_600_000, now - 7_200_000]
    const yesterday = [now - 86_400_000]
    expect(reminderDue({ ...base, goal: { newWordsPerDay: 2, metAt: today } }, offsetOf)).toEqual({
      send: false,
      reason: 'goal-met',
    })
    expect(
      reminderDue(
        { ...base, goal: { newWordsPerDay: 2, metAt: [...today.slice(1), ...yesterday] } },
        offsetOf,
      ).send,
    ).toBe(true)
    // Without a goal given, as before.
    expect(reminderDue(base, offsetOf).send).toBe(true)
  })

  it('newWordTimes: when each answered word was first met, since the last reset', () => {
    const word = (since: number, attempts: number, viewedAt: number) =>
      ({
        since,
        correct: 0,
        attempts,
        byDevice: {},
        lastAttemptAt: 0,
        viewedAt,
        timeSpentMs: 0,
        lastViewedAt: 0,
      }) as const
    expect(
      newWordTimes(
        { a: word(0, 1, 10), b: word(0, 0, 20), c: word(5, 2, 30), d: word(0, 3, 40) },
        5,
      ),
    ).toEqual([30])
  })
})
