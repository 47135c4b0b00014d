import { describe, expect, it } from 'vitest'
import { emptyProgress } from '../progress/types'
import { applyChanges, type ProgressChange, parseChanges } from './progress-ops'

const t = { now: 1000, utcOffsetMinutes: 0 }
const ctx = { deviceId: 'device000001', follow: <T>(p: T) => p }
const answer = (tab: string, seq: number): ProgressChange => ({
  tab,
  seq,
  op: { k: 'attempt', w: 'w1', c: true, t },
})

describe('progress changes as data', () => {
  it("applies each tab's change once: those the marks say the record holds are skipped", () => {
    const seqs = { a: 1 }
    const p = applyChanges(
      emptyProgress(),
      [answer('a', 1), answer('a', 2), answer('b', 1)],
      seqs,
      ctx,
    )
    expect(p.words.w1?.attempts).toBe(2)
    expect(seqs).toEqual({ a: 2, b: 1 })
    // Applied again with the marks it left: nothing more.
    expect(applyChanges(p, [answer('a', 2), answer('b', 1)], seqs, ctx)).toBe(p)
  })

  it('reads well-formed changes and refuses a list with any malformed one', () => {
    expect(parseChanges([answer('a', 1)])).toEqual([answer('a', 1)])
    expect(parseChanges([{ tab: 'a', seq: 1, op: { k: 'follow' } }])).toHaveLength(1)
    const bad: unknown[] = [
      { ...answer('a', 1), seq: 0 },
      { ...answer('a', 1), tab: 'no spaces' },
      { tab: 'a', seq: 1, op: { k: 'toString' } },
      { tab: 'a', seq: 1, op: { k: 'attempt', w: 'w1', c: 'yes', t } },
      {
        tab: 'a',
        seq: 1,
        op: { k: 'attempt', w: 'w1', c: true, t: { now: -1, utcOffsetMinutes: 0 } },
      },
      { tab: 'a', seq: 1, op: { k: 'deck', d: '1', now: 5, mode: 7 } },
      { tab: 'a', seq: 1, op: { k: 'merge' } },
      // A grade that is none of the four.
      { tab: 'a', seq: 1, op: { k: 'answer', w: 'w1', c: true, t, g: 'great' } },
      null,
    ]
    for (const item of bad)
      expect(parseChanges([answer('a', 1), item]), JSON.stringify(item)).toBeUndefined()
    expect(parseChanges('x')).toBeUndefined()
  })

  it("grades an answer's card with the grade it carries, right or wrong alike by default", async () => {
    const scheduler = await import('../schedule')
    const withScheduler = { ...ctx, scheduler }
    const cardOf = (g?: 'hard' | 'good') =>
      applyChanges(
        emptyProgress(),
        [{ tab: 'a', seq: 1, op: { k: 'answer', w: 'w1', c: true, t, ...(g ? { g } : {}) } }],
        {},
        withScheduler,
      ).words.w1?.review
    // Without a grade a right answer is Good; Hard schedules it sooner.
    expect(cardOf()).toEqual(cardOf('good'))
    expect(cardOf('hard')?.due).toBeLessThan(cardOf('good')?.due ?? 0)
    expect(
      parseChanges([{ tab: 'a', seq: 1, op: { k: 'answer', w: 'w1', c: true, t, g: 'hard' } }]),
    ).toHaveLength(1)
  })
})
