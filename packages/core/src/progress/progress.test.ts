import fc from 'fast-check'
import { MASTERED_THRESHOLD } from '../constants'
import { progressArb } from './arbitraries'
import { importLegacyProgress } from './legacy'
import { compareTestResults, merge } from './merge'
import {
  addTimeSpent,
  dayKey,
  deckMastery,
  hourKey,
  isMastered,
  markViewed,
  recordAttempt,
  recordTestResult,
  resetAll,
  resetDeck,
  studiedWordIds,
  touchDeck,
} from './record'
import { emptyProgress, type Progress } from './types'
import { validateProgress } from './validate'

const at = (now: number) => ({ now, utcOffsetMinutes: 0 })
const T = Date.UTC(2025, 2, 10, 19, 30)

describe('progress records', () => {
  it('counts correct answers and attempts per word; mastered at ≥ 3 correct', () => {
    expect(MASTERED_THRESHOLD).toBe(3)
    let p = emptyProgress()
    p = recordAttempt(p, 'w1', true, at(T))
    p = recordAttempt(p, 'w1', false, at(T + 1))
    p = recordAttempt(p, 'w1', true, at(T + 2))
    expect(p.words.w1).toMatchObject({ correct: 2, attempts: 3, lastAttemptAt: T + 2 })
    expect(isMastered(p.words.w1)).toBe(false)
    p = recordAttempt(p, 'w1', true, at(T + 3))
    expect(isMastered(p.words.w1)).toBe(true)
    expect(deckMastery(p, ['w1', 'w2'])).toEqual({ mastered: 1, started: 1, total: 2 })
  })

  it('logs attempts and correct per local day and hour', () => {
    let p = recordAttempt(emptyProgress(), 'w1', true, { now: T, utcOffsetMinutes: 360 })
    p = recordAttempt(p, 'w2', false, { now: T, utcOffsetMinutes: 360 })
    expect(dayKey(T, 360)).toBe('2025-03-11')
    expect(hourKey(T, 360)).toBe('1')
    expect(p.activity.days['2025-03-11']).toEqual({ since: 0, attempts: 2, correct: 1 })
    expect(p.activity.hours['1']).toEqual({ since: 0, attempts: 2, correct: 1 })
  })

  it('marks a word viewed once, adds time spent and last viewed, and deck last access', () => {
    let p = markViewed(emptyProgress(), 'w1', 10)
    p = markViewed(p, 'w1', 20)
    p = addTimeSpent(p, 'w1', 1500, 30)
    p = addTimeSpent(p, 'w1', 500, 40)
    p = touchDeck(p, '3', 50)
    expect(p.words.w1).toMatchObject({ viewedAt: 10, timeSpentMs: 2000, lastViewedAt: 40 })
    expect(p.decks['3']).toEqual({ since: 0, lastAccessed: 50 })
    expect(studiedWordIds(p)).toEqual(['w1'])
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
    const old = recordAttempt(emptyProgress(), 'w1', true, at(T))
    const reset = resetAll(old, T + 10)
    expect(reset.words).toEqual({})
    const merged = merge(reset, old)
    expect(merged.words).toEqual({})
    expect(merged.activity.days).toEqual({})
    // New answers after the reset survive.
    const after = recordAttempt(reset, 'w2', true, at(T + 20))
    expect(merge(old, after).words.w2?.correct).toBe(1)
  })

  it('reset one deck clears its words and test results only, also after a merge', () => {
    let p = recordAttempt(emptyProgress(), 'w1', true, at(T))
    p = recordAttempt(p, 'w9', true, at(T))
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
    for (let i = 0; i < 5; i++) a = recordAttempt(a, 'w1', i % 2 === 0, at(T + i))
    let b = merge(emptyProgress(), a)
    b = recordAttempt(b, 'w1', true, at(T + 10))
    expect(merge(a, b).words.w1).toMatchObject({ correct: 4, attempts: 6 })
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
  const valid = recordAttempt(emptyProgress(), 'w1', true, at(T))
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
    expect(issuesOf({ ...valid, version: 2 })).toContainEqual({
      path: 'progress.version',
      reason: 'must be 1',
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

  it('rejects absurd sizes', () => {
    const words = Object.fromEntries(
      Array.from({ length: 5001 }, (_, i) => [`w${i}`, valid.words.w1]),
    )
    expect(issuesOf({ ...valid, words })[0]?.reason).toMatch(/at most 5000/)
    const huge = { ...valid, words: { w1: { ...valid.words.w1, correct: 1e7, attempts: 1e7 } } }
    expect(issuesOf(huge)[0]?.reason).toMatch(/at most/)
  })
})

describe('deckIdOf', () => {
  it('keys lessons by number and surah decks by surah-n', async () => {
    const { deckIdOf } = await import('./record')
    expect(deckIdOf({ kind: 'lesson', id: 3 })).toBe('3')
    expect(deckIdOf({ kind: 'surah', id: 112 })).toBe('surah-112')
  })
})
