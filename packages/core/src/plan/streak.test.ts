import fc from 'fast-check'
import { merge } from '../progress/merge'
import { dayKey, markViewed, recordAttempt } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import { MAX_FREEZES, type Streak, streakOf } from './streak'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 27, 9)
const GOAL = 3
const at = { now: NOW, utcOffsetMinutes: 0, goal: GOAL }
const key = (daysAgo: number) => dayKey(NOW - daysAgo * DAY)

/** One answer, on device `device`, `daysAgo` days before NOW (plus `ms`). */
const answer = (p: Progress, word: string, daysAgo: number, ms = 0, device = 'd'): Progress =>
  recordAttempt(p, word, true, { now: NOW - daysAgo * DAY + ms }, device)

/** A day of study: `fresh` new words answered once each, then `reviews` answers of one old word. */
const studyDay = (p: Progress, daysAgo: number, fresh: number, reviews = 0): Progress => {
  let out = p
  for (let i = 0; i < fresh; i++) out = answer(out, `new-${daysAgo}-${i}`, daysAgo, i * 1000)
  for (let i = 0; i < reviews; i++) out = answer(out, 'old', daysAgo, 100_000 + i * 1000)
  return out
}

/**
 * A record from a calendar, oldest day first and today last: 'G' the goal met (GOAL new
 * words), 's' studied without meeting it (one new word), '.' missed.
 */
const calendar = (days: string): Progress =>
  [...days].reduce((p, c, i) => {
    const daysAgo = days.length - 1 - i
    return c === 'G' ? studyDay(p, daysAgo, GOAL) : c === 's' ? studyDay(p, daysAgo, 1) : p
  }, emptyProgress())

describe('streakOf: concrete calendars', () => {
  it('an empty record has no streak', () => {
    expect(streakOf(emptyProgress(), at)).toEqual({
      days: 0,
      freezes: 0,
      goalMetToday: false,
      studiedToday: false,
      frozenDays: [],
      best: 0,
    })
  })

  it('a week studied every day is a streak of 7', () => {
    expect(streakOf(calendar('sssssss'), at)).toEqual({
      days: 7,
      freezes: 0,
      goalMetToday: false,
      studiedToday: true,
      frozenDays: [],
      best: 7,
    })
  })

  it('meeting the goal earns a freeze a day, at most MAX_FREEZES held', () => {
    expect(MAX_FREEZES).toBe(2)
    expect(streakOf(calendar('G'), at)).toMatchObject({ days: 1, freezes: 1, goalMetToday: true })
    expect(streakOf(calendar('GGGGGGG'), at)).toMatchObject({ days: 7, freezes: 2 })
  })

  it('a missed day with a freeze keeps the streak, and is listed as frozen', () => {
    expect(streakOf(calendar('sG.ss'), at)).toEqual({
      days: 5,
      freezes: 0,
      goalMetToday: false,
      studiedToday: true,
      frozenDays: [key(2)],
      best: 5,
    })
  })

  it('a missed day without a freeze breaks the streak; it restarts at the next studied day', () => {
    const s = streakOf(calendar('sss.ss'), at)
    expect(s).toMatchObject({ days: 2, freezes: 0, frozenDays: [], best: 3 })
  })

  it('a freeze spent is gone: a second missed day needs a second freeze', () => {
    expect(streakOf(calendar('G.s.s'), at)).toMatchObject({ days: 1, frozenDays: [] })
    expect(streakOf(calendar('G.G.s'), at)).toMatchObject({ days: 5, frozenDays: [key(3), key(1)] })
  })

  it('two missed days in a row with one freeze break the streak', () => {
    const s = streakOf(calendar('sG..s'), at)
    expect(s).toMatchObject({ days: 1, freezes: 0, frozenDays: [] })
    // The run stood at 3 (its frozen day included) before it broke.
    expect(s.best).toBe(3)
  })

  it('two freezes cover two missed days; capped at 2, three missed days break', () => {
    expect(streakOf(calendar('GG..s'), at)).toMatchObject({
      days: 5,
      freezes: 0,
      frozenDays: [key(2), key(1)],
    })
    expect(streakOf(calendar('GGGGG...s'), at)).toMatchObject({ days: 1, best: 7 })
  })

  it('today not studied yet does not break the streak', () => {
    expect(streakOf(calendar('sss.'), at)).toMatchObject({
      days: 3,
      studiedToday: false,
      goalMetToday: false,
      frozenDays: [],
    })
  })

  it('yesterday missed is covered by a freeze; without one the streak is broken', () => {
    expect(streakOf(calendar('ssG..'), at)).toMatchObject({
      days: 4,
      freezes: 0,
      frozenDays: [key(1)],
      studiedToday: false,
    })
    expect(streakOf(calendar('sss..'), at)).toMatchObject({ days: 0, frozenDays: [], best: 3 })
  })

  it('the goal: new words met that day ≥ goal, or answers that day ≥ 2 × goal', () => {
    const one = (p: Progress) => streakOf(p, at)
    expect(one(studyDay(emptyProgress(), 0, GOAL)).goalMetToday).toBe(true)
    expect(one(studyDay(emptyProgress(), 0, GOAL - 1)).goalMetToday).toBe(false)
    // A day of reviews: one word answered 2 × goal times (it is new only once).
    expect(one(studyDay(emptyProgress(), 0, 0, 2 * GOAL)).goalMetToday).toBe(true)
    expect(one(studyDay(emptyProgress(), 0, 0, 2 * GOAL - 1)).goalMetToday).toBe(false)
    // Words first met on an earlier day are reviews today, not new words.
    const reviewed = ['a', 'b', 'c'].reduce(
      (p, w) => answer(answer(p, w, 1), w, 0),
      emptyProgress(),
    )
    expect(one(reviewed)).toMatchObject({ goalMetToday: false, days: 2, freezes: 1 })
  })

  it('a word counts on the day it was first seen, once answered', () => {
    // Seen on the flashcards yesterday (no answer), answered today: yesterday's new word.
    let p = emptyProgress()
    for (const w of ['a', 'b', 'c']) p = markViewed(p, w, NOW - DAY)
    p = answer(p, 'x', 1)
    expect(streakOf(p, at).freezes).toBe(0)
    for (const w of ['a', 'b', 'c']) p = answer(p, w, 0)
    expect(streakOf(p, at)).toMatchObject({ days: 2, freezes: 1, goalMetToday: false })
  })

  it('reviewGoal sets the answers that meet the goal without new words', () => {
    const p = studyDay(emptyProgress(), 0, 0, 4)
    expect(streakOf(p, { ...at, reviewGoal: 4 }).goalMetToday).toBe(true)
    expect(streakOf(p, { ...at, reviewGoal: 5 }).goalMetToday).toBe(false)
  })

  it('with a goal of 0 any studied day meets it', () => {
    expect(streakOf(calendar('s.s'), { ...at, goal: 0 })).toMatchObject({
      days: 3,
      freezes: 1,
      goalMetToday: true,
    })
  })

  it('the UTC offset sets the day boundaries (Dhaka +360)', () => {
    // 17:00 UTC one day and 19:00 UTC the next: consecutive days in UTC; in Dhaka 23:00
    // and 01:00 two days later, with a missed day between.
    const t1 = Date.UTC(2026, 10, 25, 17)
    const t2 = Date.UTC(2026, 10, 26, 19)
    const now = Date.UTC(2026, 10, 26, 20)
    const build = (utcOffsetMinutes: number) =>
      recordAttempt(
        recordAttempt(emptyProgress(), 'a', true, { now: t1, utcOffsetMinutes }, 'd'),
        'b',
        true,
        { now: t2, utcOffsetMinutes },
        'd',
      )
    expect(streakOf(build(0), { now, utcOffsetMinutes: 0, goal: 1 })).toMatchObject({
      days: 2,
      frozenDays: [],
    })
    // Dhaka: 25th studied (goal met: a freeze), 26th missed and frozen, 27th studied.
    expect(streakOf(build(360), { now, utcOffsetMinutes: 360, goal: 1 })).toMatchObject({
      days: 3,
      frozenDays: ['2026-11-26'],
      studiedToday: true,
    })
    // Without the freeze, the missed day breaks the Dhaka streak.
    expect(streakOf(build(360), { now, utcOffsetMinutes: 360, goal: 5 })).toMatchObject({
      days: 1,
      best: 1,
    })
  })

  it('days after today (a clock ahead) and malformed day keys are left out', () => {
    const p = calendar('ss')
    const ahead = answer(p, 'z', -1)
    expect(streakOf(ahead, at)).toEqual(streakOf(p, at))
    const odd: Progress = {
      ...p,
      activity: {
        ...p.activity,
        days: {
          ...p.activity.days,
          nonsense: {
            since: 0,
            attempts: 3,
            correct: 3,
            byDevice: { d: { correct: 3, attempts: 3 } },
          },
          '2026-02-30': {
            since: 0,
            attempts: 3,
            correct: 3,
            byDevice: { d: { correct: 3, attempts: 3 } },
          },
        },
      },
    }
    expect(streakOf(odd, at)).toEqual(streakOf(p, at))
  })

  it('handles years of history', () => {
    // Three years every day, one new word a day: each day meets a goal of 1.
    const days: Progress['activity']['days'] = {}
    const words: Progress['words'] = {}
    for (let i = 0; i < 3 * 365; i++) {
      days[key(i)] = {
        since: 0,
        attempts: 1,
        correct: 1,
        byDevice: { d: { correct: 1, attempts: 1 } },
      }
      words[`w${i}`] = {
        since: 0,
        correct: 1,
        attempts: 1,
        byDevice: { d: { correct: 1, attempts: 1 } },
        lastAttemptAt: NOW - i * DAY,
        viewedAt: NOW - i * DAY,
        timeSpentMs: 0,
        lastViewedAt: 0,
      }
    }
    const p: Progress = { ...emptyProgress(), words, activity: { days, hours: {} } }
    const started = performance.now()
    expect(streakOf(p, { ...at, goal: 1 })).toMatchObject({
      days: 3 * 365,
      best: 3 * 365,
      freezes: 2,
    })
    expect(performance.now() - started).toBeLessThan(500)
    // A pause of years after it: broken, and the best is kept.
    const later = streakOf(p, { ...at, now: NOW + 1000 * DAY, goal: 1 })
    expect(later).toMatchObject({ days: 0, freezes: 0, best: 3 * 365 + 2 })
  })
})

// --- Properties -------------------------------------------------------------------------

/** A day of a calendar: missed, studied, or studied with the goal met. */
type Mark = '.' | 's' | 'G'
const marks = fc.array(fc.constantFrom<Mark>('.', 's', 'G'), { maxLength: 40 })

/**
 * The rule walked day by day, the way the module comment states it: the reference the
 * implementation (which skips missed days in one step) is checked against.
 */
const reference = (cal: readonly Mark[]): Streak => {
  const today = cal.length - 1
  let days = 0
  let freezes = 0
  let frozen: string[] = []
  let best = 0
  const first = cal.findIndex((c) => c !== '.')
  for (let i = first < 0 ? cal.length : first; i <= today; i++) {
    const c = cal[i]
    if (c !== '.') {
      days++
      if (c === 'G') freezes = Math.min(MAX_FREEZES, freezes + 1)
    } else if (i === today) {
      // Today not studied yet: nothing breaks.
    } else if (freezes > 0) {
      freezes--
      days++
      frozen.push(key(today - i))
    } else {
      days = 0
      frozen = []
    }
    best = Math.max(best, days)
  }
  return {
    days,
    freezes,
    goalMetToday: cal[today] === 'G',
    studiedToday: cal[today] !== undefined && cal[today] !== '.',
    frozenDays: frozen,
    best,
  }
}

/** One answer to give: word, day, time within the day, device. */
interface Answer {
  word: string
  daysAgo: number
  ms: number
  device: string
}

/**
 * The answers of a calendar in one of two shapes with the same studied and goal days: 'new'
 * meets the goal with GOAL new words and studies with one; 'reviews' meets it with 2 × GOAL
 * answers of one word and studies with GOAL − 1 new words.
 */
const answersOf = (cal: readonly Mark[], shape: 'new' | 'reviews'): Answer[] => {
  const out: Answer[] = []
  cal.forEach((c, i) => {
    const daysAgo = cal.length - 1 - i
    const add = (word: string, n: number) => {
      for (let k = 0; k < n; k++)
        out.push({ word, daysAgo, ms: out.length * 1000, device: out.length % 2 ? 'a' : 'b' })
    }
    if (c === '.') return
    const goal = c === 'G'
    if (shape === 'new') for (let k = 0; k < (goal ? GOAL : 1); k++) add(`n${daysAgo}-${k}`, 1)
    else if (goal) add(`r${daysAgo}`, 2 * GOAL)
    else for (let k = 0; k < GOAL - 1; k++) add(`n${daysAgo}-${k}`, 1)
  })
  return out
}

const recordAll = (answers: readonly Answer[], device?: string): Progress =>
  answers.reduce((p, a) => answer(p, a.word, a.daysAgo, a.ms, device ?? a.device), emptyProgress())

/** The streak at NOW, the last day of a calendar. */
const streak = (p: Progress) => streakOf(p, at)

describe('streakOf: properties', () => {
  it('follows the rule day by day', () => {
    fc.assert(
      fc.property(marks, (cal) => {
        expect(streak(calendar(cal.join('')))).toEqual(reference(cal))
      }),
    )
  })

  it('never exceeds the days from the first study to today; best ≥ days; freezes in range', () => {
    fc.assert(
      fc.property(marks, (cal) => {
        const s = streak(calendar(cal.join('')))
        const first = cal.findIndex((c) => c !== '.')
        const span = first < 0 ? 0 : cal.length - first
        expect(s.days).toBeLessThanOrEqual(span)
        expect(s.best).toBeLessThanOrEqual(span)
        expect(s.best).toBeGreaterThanOrEqual(s.days)
        expect(s.freezes).toBeGreaterThanOrEqual(0)
        expect(s.freezes).toBeLessThanOrEqual(MAX_FREEZES)
        expect(s.frozenDays.length).toBeLessThanOrEqual(s.days)
        // Frozen days are missed days before today, in order.
        for (const d of s.frozenDays) {
          const i = cal.length - 1 - Math.round((NOW - Date.parse(`${d}T09:00:00Z`)) / DAY)
          expect(cal[i]).toBe('.')
          expect(i).toBeLessThan(cal.length - 1)
        }
        expect([...s.frozenDays].sort()).toEqual(s.frozenDays)
      }),
    )
  })

  it('adding a study day never shortens the streak nor lowers the best', () => {
    fc.assert(
      fc.property(
        marks.filter((c) => c.length > 0),
        fc.nat(),
        fc.integer({ min: 1, max: 2 * GOAL }),
        (cal, pick, n) => {
          const p = calendar(cal.join(''))
          // n new words on any day of the calendar, studied or not.
          const daysAgo = pick % cal.length
          const added = Array.from({ length: n }, (_, k) => k).reduce(
            (q, k) => answer(q, `extra-${k}`, daysAgo, 50_000 + k),
            p,
          )
          const before = streak(p)
          const after = streak(added)
          expect(after.days).toBeGreaterThanOrEqual(before.days)
          expect(after.best).toBeGreaterThanOrEqual(before.best)
        },
      ),
    )
  })

  it('the best never drops as time passes', () => {
    fc.assert(
      fc.property(marks, fc.integer({ min: 0, max: 10 }), (cal, wait) => {
        const p = calendar(cal.join(''))
        const later = streakOf(p, { ...at, now: NOW + wait * DAY })
        expect(later.best).toBeGreaterThanOrEqual(streak(p).best)
      }),
    )
  })

  it('depends only on the studied and goal days: not the answers, their order, nor the devices', () => {
    fc.assert(
      fc.property(
        marks.chain((cal) => {
          const answers = answersOf(cal, 'reviews')
          return fc.tuple(
            fc.constant(cal),
            fc.shuffledSubarray(answers, { minLength: answers.length }),
            fc.nat(),
          )
        }),
        ([cal, shuffled, cut]) => {
          const expected = reference(cal)
          expect(streak(recordAll(answersOf(cal, 'new'), 'd'))).toEqual(expected)
          // The other shape, answered in any order, on two devices merged.
          const split = cut % (shuffled.length + 1)
          const a = recordAll(shuffled.slice(0, split), 'a')
          const b = recordAll(shuffled.slice(split), 'b')
          expect(streak(merge(a, b))).toEqual(expected)
          expect(streak(merge(b, a))).toEqual(expected)
          expect(streak(recordAll(shuffled))).toEqual(expected)
        },
      ),
    )
  })
})
