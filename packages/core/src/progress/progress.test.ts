import fc from 'fast-check'
import { type AnswerStep, answersArb, progressArb } from './arbitraries'
import { MAX_DEVICES } from './counters'
import { deckMastery, isKnown } from './counts'
import { isDeviceId, newDeviceId } from './device'
import { importLegacyProgress } from './legacy'
import { compareTestResults, merge } from './merge'
import {
  addTimeSpent,
  dayKey,
  hourKey,
  markViewed,
  recordAttempt,
  recordTestResult,
  resetAll,
  resetDeck,
  touchDeck,
} from './record'
import { emptyProgress, type Progress, type WordProgress } from './types'
import { PROGRESS_LIMITS, validateProgress } from './validate'

const at = (now: number) => ({ now, utcOffsetMinutes: 0 })
const T = Date.UTC(2025, 2, 10, 19, 30)
/** This test's device. */
const D = 'dev1'

describe('progress records', () => {
  it('counts correct answers and attempts per word; 3 correct answers alone are not known', () => {
    let p = emptyProgress()
    p = recordAttempt(p, 'w1', true, at(T), D)
    p = recordAttempt(p, 'w1', false, at(T + 1), D)
    p = recordAttempt(p, 'w1', true, at(T + 2), D)
    expect(p.words.w1).toMatchObject({ correct: 2, attempts: 3, lastAttemptAt: T + 2 })
    expect(isKnown(p.words.w1, T + 2)).toBe(false)
    p = recordAttempt(p, 'w1', true, at(T + 3), D)
    // Known comes from the word's review card (progress/counts.ts), not from a count.
    expect(isKnown(p.words.w1, T + 3)).toBe(false)
    expect(deckMastery(p, ['w1', 'w2'], at(T + 3))).toEqual({ known: 0, started: 1, total: 2 })
  })

  it('logs attempts and correct per local day and hour', () => {
    let p = recordAttempt(emptyProgress(), 'w1', true, { now: T, utcOffsetMinutes: 360 }, D)
    p = recordAttempt(p, 'w2', false, { now: T, utcOffsetMinutes: 360 }, D)
    expect(dayKey(T, 360)).toBe('2025-03-11')
    expect(hourKey(T, 360)).toBe('1')
    const count = {
      since: 0,
      attempts: 2,
      correct: 1,
      byDevice: { [D]: { correct: 1, attempts: 2 } },
    }
    expect(p.activity.days['2025-03-11']).toEqual(count)
    expect(p.activity.hours['1']).toEqual(count)
  })

  it('marks a word viewed once, adds time spent and last viewed, and deck last access', () => {
    let p = markViewed(emptyProgress(), 'w1', 10)
    p = markViewed(p, 'w1', 20)
    p = addTimeSpent(p, 'w1', 1500, 30)
    p = addTimeSpent(p, 'w1', 500, 40)
    p = touchDeck(p, '3', 50)
    expect(p.words.w1).toMatchObject({ viewedAt: 10, timeSpentMs: 2000, lastViewedAt: 40 })
    expect(p.decks['3']).toEqual({ since: 0, lastAccessed: 50 })
  })

  it('keeps the best and the latest test result', () => {
    const slow = { timeSeconds: 90, correct: 50, attempts: 52, completedAt: 1 }
    const fast = { timeSeconds: 60, correct: 50, attempts: 50, completedAt: 2 }
    const later = { timeSeconds: 120, correct: 50, attempts: 60, completedAt: 3 }
    let p = recordTestResult(emptyProgress(), '1', slow)
    p = recordTestResult(p, '1', fast)
    p = recordTestResult(p, '1', later)
    expect(p.tests['1']).toEqual({ since: 0, best: fast, latest: later })
    expect(compareTestResults(fast, slow)).toBeLessThan(0)
  })

  it('reset all clears everything and stays reset after merging an older copy', () => {
    const old = recordAttempt(emptyProgress(), 'w1', true, at(T), D)
    const reset = resetAll(old, T + 10)
    expect(reset.words).toEqual({})
    const merged = merge(reset, old)
    expect(merged.words).toEqual({})
    expect(merged.activity.days).toEqual({})
    // New answers after the reset survive.
    const after = recordAttempt(reset, 'w2', true, at(T + 20), D)
    expect(merge(old, after).words.w2?.correct).toBe(1)
  })

  it('reset one deck clears its words and test results only, also after a merge', () => {
    let p = recordAttempt(emptyProgress(), 'w1', true, at(T), D)
    p = recordAttempt(p, 'w9', true, at(T), D)
    p = recordTestResult(p, '1', { timeSeconds: 1, correct: 1, attempts: 1, completedAt: T })
    const reset = resetDeck(p, '1', ['w1'], T + 10)
    const merged = merge(p, reset)
    expect(merged.words.w1).toMatchObject({ correct: 0, attempts: 0 })
    expect(merged.words.w9?.correct).toBe(1)
    expect(merged.tests['1']).toMatchObject({ best: null, latest: null })
  })

  it('imports the original localStorage wordProgress map', () => {
    const legacy = {
      '1': {
        mastered: 1,
        viewedWords: { مِنْ: { correct: 3, attempts: 4 }, فِي: { correct: 9, attempts: 2 } },
        lastAccessed: '2024-05-01T10:00:00.000Z',
      },
      bad: 7,
    }
    const p = importLegacyProgress(legacy, (_deck, word) =>
      word === 'مِنْ' ? 'min' : word === 'فِي' ? 'fi' : undefined,
    )
    expect(p.words.min).toMatchObject({ correct: 3, attempts: 4 })
    expect(p.words.fi).toMatchObject({ correct: 2, attempts: 2 })
    expect(p.decks['1']?.lastAccessed).toBe(Date.parse('2024-05-01T10:00:00.000Z'))
    expect(validateProgress(p).ok).toBe(true)
  })
})

describe('merge', () => {
  it('is commutative', () => {
    fc.assert(
      fc.property(progressArb, progressArb, (a, b) => {
        expect(merge(a, b)).toEqual(merge(b, a))
      }),
    )
  })

  it('is associative', () => {
    fc.assert(
      fc.property(progressArb, progressArb, progressArb, (a, b, c) => {
        expect(merge(merge(a, b), c)).toEqual(merge(a, merge(b, c)))
      }),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(progressArb, (a) => {
        expect(merge(a, a)).toEqual(a)
      }),
    )
  })

  it('never decreases a count of an entry that survives the reset epoch', () => {
    fc.assert(
      fc.property(progressArb, progressArb, (a, b) => {
        const m = merge(a, b)
        for (const side of [a, b]) {
          for (const [id, w] of Object.entries(side.words)) {
            const merged = m.words[id]
            if (w.since < m.resetAt || !merged || merged.since !== w.since) continue
            expect(merged.correct).toBeGreaterThanOrEqual(w.correct)
            expect(merged.attempts).toBeGreaterThanOrEqual(w.attempts)
          }
        }
      }),
    )
  })

  it('keeps every attempt made on one device and synced to another', () => {
    let a = emptyProgress()
    for (let i = 0; i < 5; i++) a = recordAttempt(a, 'w1', i % 2 === 0, at(T + i), D)
    let b = merge(emptyProgress(), a)
    b = recordAttempt(b, 'w1', true, at(T + 10), 'dev2')
    expect(merge(a, b).words.w1).toMatchObject({ correct: 4, attempts: 6 })
  })

  it('adds up answers two devices gave to the same word offline (2/3 + 0/1 = 2/4)', () => {
    const synced = recordAttempt(emptyProgress(), 'w0', true, at(T), D)
    let a = synced
    a = recordAttempt(a, 'w1', true, at(T + 1), 'devA')
    a = recordAttempt(a, 'w1', false, at(T + 2), 'devA')
    a = recordAttempt(a, 'w1', true, at(T + 3), 'devA')
    const b = recordAttempt(synced, 'w1', false, at(T + 4), 'devB')
    const merged = merge(a, b)
    expect(merged.words.w1).toMatchObject({
      correct: 2,
      attempts: 4,
      byDevice: { devA: { correct: 2, attempts: 3 }, devB: { correct: 0, attempts: 1 } },
    })
    expect(merged.words.w0).toMatchObject({ correct: 1, attempts: 1 })
    // The study assistant's log adds up too (all five answers are in one day and hour).
    expect(merged.activity.days['2025-03-10']).toMatchObject({ attempts: 5, correct: 3 })
    expect(merged.activity.hours['19']).toMatchObject({ attempts: 5, correct: 3 })
    // Syncing again changes nothing.
    expect(merge(merged, a)).toEqual(merged)
    expect(merge(b, merged)).toEqual(merged)
  })

  it('loses nothing: two devices from one synced record end with common + Δa + Δb', () => {
    const H0 = Date.UTC(2025, 0, 1)
    const play = (p: Progress, steps: AnswerStep[], device: string) =>
      steps.reduce(
        (q, s) => recordAttempt(q, s.word, s.correct, at(H0 + s.hour * 3_600_000), device),
        p,
      )
    type Totals = Record<string, { correct: number; attempts: number }>
    const add = (totals: Totals, key: string, correct: boolean) => {
      const t = totals[key] ?? { correct: 0, attempts: 0 }
      totals[key] = { correct: t.correct + (correct ? 1 : 0), attempts: t.attempts + 1 }
    }
    const totals = (map: Record<string, { correct: number; attempts: number }>): Totals =>
      Object.fromEntries(
        Object.entries(map).map(([k, v]) => [k, { correct: v.correct, attempts: v.attempts }]),
      )
    fc.assert(
      fc.property(
        progressArb,
        answersArb,
        answersArb,
        fc.constantFrom('d1', 'devA'),
        (common, stepsA, stepsB, deviceA) => {
          const merged = merge(play(common, stepsA, deviceA), play(common, stepsB, 'devB'))
          const words = totals(common.words)
          const days = totals(common.activity.days)
          const hours = totals(common.activity.hours)
          for (const s of [...stepsA, ...stepsB]) {
            const time = H0 + s.hour * 3_600_000
            add(words, s.word, s.correct)
            add(days, dayKey(time), s.correct)
            add(hours, hourKey(time), s.correct)
          }
          expect(totals(merged.words)).toEqual(words)
          expect(totals(merged.activity.days)).toEqual(days)
          expect(totals(merged.activity.hours)).toEqual(hours)
          expect(validateProgress(merged).ok).toBe(true)
        },
      ),
    )
  })

  it('totals are the sums of the per-device counters after any merge', () => {
    fc.assert(
      fc.property(progressArb, progressArb, (a, b) => {
        const m = merge(a, b)
        for (const entry of [
          ...Object.values(m.words),
          ...Object.values(m.activity.days),
          ...Object.values(m.activity.hours),
        ]) {
          const counts = Object.values(entry.byDevice)
          expect(entry.correct).toBe(counts.reduce((n, c) => n + c.correct, 0))
          expect(entry.attempts).toBe(counts.reduce((n, c) => n + c.attempts, 0))
        }
      }),
    )
  })

  it(`compacts a word counted on ${MAX_DEVICES} devices when another one answers`, () => {
    let p = emptyProgress()
    for (let i = 0; i < MAX_DEVICES; i++) p = recordAttempt(p, 'w1', true, at(T + i), `dev${i}`)
    expect(Object.keys(p.words.w1?.byDevice ?? {})).toHaveLength(MAX_DEVICES)
    const full = p
    // A known device still counts on its own counter.
    p = recordAttempt(p, 'w1', false, at(T + 100), 'dev0')
    expect(p.words.w1?.byDevice.dev0).toEqual({ correct: 1, attempts: 2 })
    // A new one folds every counter into its own, under a newer epoch that wins merges.
    const q = recordAttempt(full, 'w1', false, at(T + 200), 'newcomer')
    expect(q.words.w1).toMatchObject({
      since: T + 200,
      correct: MAX_DEVICES,
      attempts: MAX_DEVICES + 1,
      byDevice: { newcomer: { correct: MAX_DEVICES, attempts: MAX_DEVICES + 1 } },
    })
    expect(merge(full, q).words.w1).toEqual(q.words.w1)
    expect(validateProgress(q).ok).toBe(true)
    expect(Object.keys(q.activity.hours['19']?.byDevice ?? {})).toEqual(['newcomer'])
  })

  it('review cards: the later review wins', () => {
    const card = {
      due: 5,
      stability: 1,
      difficulty: 5,
      elapsedDays: 0,
      scheduledDays: 0,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 1 as const,
      lastReview: 1,
    }
    const a: Progress = {
      ...emptyProgress(),
      words: {
        w1: {
          since: 0,
          correct: 1,
          attempts: 1,
          byDevice: { [D]: { correct: 1, attempts: 1 } },
          lastAttemptAt: 1,
          viewedAt: 0,
          timeSpentMs: 0,
          lastViewedAt: 0,
          review: card,
        },
      },
    }
    const newer = { ...card, lastReview: 9, reps: 2, due: 99 }
    const b: Progress = {
      ...emptyProgress(),
      words: {
        w1: {
          since: 0,
          correct: 2,
          attempts: 2,
          byDevice: { [D]: { correct: 2, attempts: 2 } },
          lastAttemptAt: 9,
          viewedAt: 0,
          timeSpentMs: 0,
          lastViewedAt: 0,
          review: newer,
        },
      },
    }
    expect(merge(a, b).words.w1?.review).toEqual(newer)
  })

  it('merged valid records stay valid', () => {
    fc.assert(
      fc.property(progressArb, progressArb, (a, b) => {
        expect(validateProgress(merge(a, b)).ok).toBe(true)
      }),
    )
  })
})

describe('validateProgress', () => {
  const valid = recordAttempt(emptyProgress(), 'w1', true, at(T), D)
  const issuesOf = (input: unknown) => {
    const r = validateProgress(input)
    if (r.ok) throw new Error('expected issues')
    return r.issues
  }

  it('accepts valid records', () => {
    expect(validateProgress(valid)).toEqual({ ok: true, progress: valid })
    fc.assert(
      fc.property(progressArb, (p) => {
        expect(validateProgress(p).ok).toBe(true)
      }),
    )
  })

  it('rejects negative counts', () => {
    const forged = { ...valid, words: { w1: { ...valid.words.w1, attempts: -1 } } }
    expect(issuesOf(forged)).toContainEqual({
      path: 'progress.words.w1.attempts',
      reason: 'must not be negative',
    })
  })

  it('rejects correct > attempts', () => {
    const forged = { ...valid, words: { w1: { ...valid.words.w1, correct: 5, attempts: 2 } } }
    expect(issuesOf(forged)).toContainEqual({
      path: 'progress.words.w1.correct',
      reason: 'must not exceed attempts',
    })
  })

  it('rejects unknown shapes and fields', () => {
    expect(issuesOf(null)).toEqual([{ path: 'progress', reason: 'must be an object' }])
    expect(issuesOf([])).toEqual([{ path: 'progress', reason: 'must be an object' }])
    expect(issuesOf({ ...valid, admin: true })).toContainEqual({
      path: 'progress.admin',
      reason: 'unknown field',
    })
    expect(issuesOf({ ...valid, version: 3 })).toContainEqual({
      path: 'progress.version',
      reason: 'must be 1 or 2',
    })
    expect(issuesOf({ ...valid, words: { w1: 'x' } })).toContainEqual({
      path: 'progress.words.w1',
      reason: 'must be an object',
    })
    expect(issuesOf({ ...valid, words: JSON.parse('{"__proto__": {}}') })[0]?.reason).toBe(
      'is not a valid key',
    )
    expect(
      issuesOf({ ...valid, activity: { days: { 'not-a-day': {} }, hours: {} } })[0]?.reason,
    ).toBe('is not a valid key')
  })

  it('rejects totals that are not the sums of the per-device counters', () => {
    const w1 = valid.words.w1 as WordProgress
    expect(issuesOf({ ...valid, words: { w1: { ...w1, correct: 0 } } })).toContainEqual({
      path: 'progress.words.w1.correct',
      reason: 'must be the sum over byDevice',
    })
    const inflated = {
      ...w1,
      byDevice: { [D]: { correct: 1, attempts: 1 }, x: { correct: 0, attempts: 5 } },
    }
    expect(issuesOf({ ...valid, words: { w1: inflated } })).toContainEqual({
      path: 'progress.words.w1.attempts',
      reason: 'must be the sum over byDevice',
    })
    const { byDevice: _, ...withoutCounters } = w1
    expect(issuesOf({ ...valid, words: { w1: withoutCounters } })).toContainEqual({
      path: 'progress.words.w1.byDevice',
      reason: 'is missing',
    })
    const badCounter = { ...w1, byDevice: { [D]: { correct: 2, attempts: 1 } } }
    expect(issuesOf({ ...valid, words: { w1: badCounter } })).toContainEqual({
      path: `progress.words.w1.byDevice.${D}.correct`,
      reason: 'must not exceed attempts',
    })
    expect(
      issuesOf({ ...valid, words: { w1: { ...w1, byDevice: { 'bad key!': {} } } } }),
    ).toContainEqual({
      path: 'progress.words.w1.byDevice.bad key!',
      reason: 'is not a valid key',
    })
  })

  it(`rejects more than ${MAX_DEVICES} devices per word`, () => {
    expect(PROGRESS_LIMITS.devices).toBe(MAX_DEVICES)
    const byDevice = Object.fromEntries(
      Array.from({ length: MAX_DEVICES + 1 }, (_, i) => [`d${i}`, { correct: 0, attempts: 1 }]),
    )
    const word = { ...valid.words.w1, correct: 0, attempts: MAX_DEVICES + 1, byDevice }
    expect(issuesOf({ ...valid, words: { w1: word } })[0]).toEqual({
      path: 'progress.words.w1.byDevice',
      reason: `has ${MAX_DEVICES + 1} entries, at most ${MAX_DEVICES} allowed`,
    })
  })

  it("upgrades a v1 record: its counts become the legacy device's", () => {
    const v1 = {
      version: 1,
      resetAt: 0,
      words: {
        w1: {
          since: 0,
          correct: 2,
          attempts: 3,
          lastAttemptAt: 5,
          viewedAt: 1,
          timeSpentMs: 0,
          lastViewedAt: 0,
        },
        w2: {
          since: 0,
          correct: 0,
          attempts: 0,
          lastAttemptAt: 0,
          viewedAt: 1,
          timeSpentMs: 0,
          lastViewedAt: 0,
        },
      },
      decks: {},
      tests: {},
      activity: { days: { '2025-01-01': { since: 0, attempts: 3, correct: 2 } }, hours: {} },
    }
    const r = validateProgress(v1)
    if (!r.ok) throw new Error('expected a valid v1 record')
    const upgraded = r.progress
    expect(upgraded.version).toBe(2)
    expect(upgraded.words.w1).toMatchObject({
      correct: 2,
      attempts: 3,
      byDevice: { legacy: { correct: 2, attempts: 3 } },
    })
    expect(upgraded.words.w2?.byDevice).toEqual({})
    expect(upgraded.activity.days['2025-01-01']?.byDevice).toEqual({
      legacy: { correct: 2, attempts: 3 },
    })
    expect(validateProgress(upgraded)).toEqual({ ok: true, progress: upgraded })
    // Two devices upgrading the same synced v1 record do not double it; new answers add up.
    const a = recordAttempt(upgraded, 'w1', true, at(T), 'devA')
    const b = recordAttempt(upgraded, 'w1', false, at(T), 'devB')
    expect(merge(a, b).words.w1).toMatchObject({ correct: 3, attempts: 5 })
    // A v1 record is checked by the v1 shape: per-device counters are not allowed in it.
    expect(issuesOf({ ...v1, words: { w1: { ...v1.words.w1, byDevice: {} } } })).toContainEqual({
      path: 'progress.words.w1.byDevice',
      reason: 'unknown field',
    })
  })

  it('server options: unknown words and times too far ahead are refused, due dates are not', () => {
    const later = recordAttempt(emptyProgress(), 'w1', true, at(T + 5000), D)
    const unknown = validateProgress(later, { isKnownWord: (id) => id === 'w2' })
    expect(unknown.ok ? [] : unknown.issues).toContainEqual({
      path: 'progress.words.w1',
      reason: 'is not a known word',
    })
    const ahead = validateProgress(later, { maxTimestamp: T })
    expect(ahead.ok ? [] : ahead.issues).toContainEqual({
      path: 'progress.words.w1.lastAttemptAt',
      reason: `must be at most ${T}`,
    })
    const card = {
      due: T + 1e10,
      stability: 1,
      difficulty: 5,
      elapsedDays: 0,
      scheduledDays: 9,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 2 as const,
      lastReview: T,
    }
    const reviewed = {
      ...valid,
      words: { w1: { ...(valid.words.w1 as WordProgress), review: card } },
    }
    expect(validateProgress(reviewed, { maxTimestamp: T + 1 }).ok).toBe(true)
  })

  it('rejects absurd sizes', () => {
    const words = Object.fromEntries(
      Array.from({ length: 5001 }, (_, i) => [`w${i}`, valid.words.w1]),
    )
    expect(issuesOf({ ...valid, words })[0]?.reason).toMatch(/at most 5000/)
    const huge = { ...valid, words: { w1: { ...valid.words.w1, correct: 1e7, attempts: 1e7 } } }
    expect(issuesOf(huge)[0]?.reason).toMatch(/at most/)
  })
})

describe('device ids', () => {
  it('are random, short and distinct from the legacy device', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newDeviceId()))
    expect(ids.size).toBe(100)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{12}$/)
    expect(isDeviceId(newDeviceId())).toBe(true)
    expect(isDeviceId('legacy')).toBe(false)
    expect(isDeviceId(42)).toBe(false)
  })
})

describe('deckIdOf', () => {
  it('keys lessons by number and surah decks by surah-n', async () => {
    const { deckIdOf } = await import('./record')
    expect(deckIdOf({ kind: 'lesson', id: 3 })).toBe('3')
    expect(deckIdOf({ kind: 'surah', id: 112 })).toBe('surah-112')
  })
})
