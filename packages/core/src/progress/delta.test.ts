import fc from 'fast-check'
import { type AnswerStep, answersArb, progressArb } from './arbitraries'
import { isEmptyDelta, mergeDelta, progressDelta, sameJson } from './delta'
import { merge } from './merge'
import { recordAttempt, resetAll, resetDeck } from './record'
import { emptyProgress, type Progress } from './types'
import { validateProgress } from './validate'

const H0 = Date.UTC(2025, 0, 1)
const play = (p: Progress, steps: AnswerStep[], device: string) =>
  steps.reduce(
    (q, s) => recordAttempt(q, s.word, s.correct, { now: H0 + s.hour * 3_600_000 }, device),
    p,
  )

/** A record of `n` answered words, as a learner far into the course has. */
const bigRecord = (n: number): Progress => {
  let p = emptyProgress()
  for (let i = 0; i < n; i++) p = recordAttempt(p, `w${i}`, i % 3 !== 0, { now: H0 + i }, 'dev1')
  return p
}

describe('progressDelta', () => {
  it('holds only the entries that changed: one answer on a 600-word record is one word, one day, one hour', () => {
    const base = bigRecord(600)
    const current = recordAttempt(base, 'w7', true, { now: H0 + 5 * 3_600_000 }, 'dev2')
    const delta = progressDelta(current, base)
    expect(Object.keys(delta.words)).toEqual(['w7'])
    expect(Object.keys(delta.activity.days)).toEqual(['2025-01-01'])
    expect(Object.keys(delta.activity.hours)).toEqual(['5'])
    expect(delta.decks).toEqual({})
    expect(delta.tests).toEqual({})
    expect(validateProgress(delta).ok).toBe(true)
    expect(isEmptyDelta(delta, base)).toBe(false)
    expect(JSON.stringify(delta).length).toBeLessThan(JSON.stringify(current).length / 50)
  })

  it('is empty when nothing changed (deep compare, not identity) and not after a reset', () => {
    const base = bigRecord(20)
    const copy = JSON.parse(JSON.stringify(base)) as Progress
    expect(isEmptyDelta(progressDelta(copy, base), base)).toBe(true)
    expect(isEmptyDelta(progressDelta(resetAll(base, H0 + 1e6), base), base)).toBe(false)
    const deck = progressDelta(resetDeck(base, '1', ['w1', 'w2'], H0 + 1e6), base)
    expect(Object.keys(deck.words).sort()).toEqual(['w1', 'w2'])
    expect(Object.keys(deck.decks)).toEqual(['1'])
  })

  it('merge(base, delta) equals merge(base, current) for any two records', () => {
    fc.assert(
      fc.property(progressArb, progressArb, (base, current) => {
        expect(merge(base, progressDelta(current, base))).toEqual(merge(base, current))
      }),
    )
  })

  it('loses nothing: any server record S merged with the delta, then with base, holds all of current', () => {
    fc.assert(
      fc.property(progressArb, progressArb, progressArb, (server, base, current) => {
        const delta = progressDelta(current, base)
        const got = merge(merge(server, delta), base)
        expect(got).toEqual(merge(merge(server, base), current))
        expect(merge(got, current)).toEqual(got)
      }),
    )
  })

  it('a server that moved on (other devices) gets exactly what the whole record would give', () => {
    fc.assert(
      fc.property(progressArb, answersArb, answersArb, (acked, mine, theirs) => {
        const server = play(acked, theirs, 'd2')
        const current = play(acked, mine, 'd1')
        const delta = progressDelta(current, acked)
        expect(merge(server, delta)).toEqual(merge(server, current))
        expect(mergeDelta(server, delta)).toEqual(merge(server, current))
      }),
    )
  })
})

describe('mergeDelta', () => {
  it('equals merge(stored, delta) for any records (newer resets fall back to merge)', () => {
    fc.assert(
      fc.property(progressArb, progressArb, (stored, delta) => {
        expect(mergeDelta(stored, delta)).toEqual(merge(stored, delta))
        expect(sameJson(mergeDelta(stored, delta), merge(stored, delta))).toBe(true)
      }),
    )
  })

  it('equals merge for deltas of a changed record, and does not touch its inputs', () => {
    fc.assert(
      fc.property(progressArb, progressArb, answersArb, (stored, base, steps) => {
        const current = play(base, steps, 'd3')
        const delta = progressDelta(current, base)
        const before = JSON.stringify(stored)
        expect(mergeDelta(stored, delta)).toEqual(merge(stored, delta))
        expect(JSON.stringify(stored)).toBe(before)
      }),
    )
  })
})

describe('sameJson', () => {
  it('compares deeply, ignoring key order', () => {
    expect(sameJson({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true)
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(sameJson({ a: [1] }, { a: [2] })).toBe(false)
    expect(sameJson({ a: null }, { a: 0 })).toBe(false)
  })
})
