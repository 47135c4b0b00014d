import fc from 'fast-check'
import { DEFAULT_MESSAGES_DURATION } from '../constants'
import { makeWords } from './fixtures'
import { createTest, formatTimer, stepTest, type TestEvent, type TestState } from './test'

const right = (s: TestState) => s.options.findIndex((o) => o.wordId === s.words[s.index]?.id)
const wrong = (s: TestState) => s.options.findIndex((o) => o.wordId !== s.words[s.index]?.id)

describe('Test', () => {
  const t0 = 1_000_000

  it('starts at step 1 with the timer at 0 and messagesDuration defaulting to 1500', () => {
    const s = createTest(makeWords(4), { seed: 1, now: t0 })
    expect(s).toMatchObject({ index: 0, seconds: 0, correctCount: 0, attempts: 0 })
    expect(s.messagesDuration).toBe(DEFAULT_MESSAGES_DURATION)
    expect(s.marks).toEqual(['pending', 'pending', 'pending', 'pending'])
  })

  it('the timer counts whole seconds from tick events', () => {
    const s = createTest(makeWords(2), { seed: 1, now: t0 })
    expect(stepTest(s, { type: 'tick', now: t0 + 2500 }).state.seconds).toBe(2)
  })

  it('wrong: incorrect sound, marked false, feedback for messagesDuration, same question', () => {
    const s = createTest(makeWords(4), { seed: 1, now: t0, messagesDuration: 2000 })
    const r = stepTest(s, { type: 'answer', option: wrong(s), now: t0 + 10 })
    expect(r.effects).toContainEqual({ type: 'tone', tone: 'wrong' })
    expect(r.effects).toContainEqual({ type: 'record', wordId: 'w1', correct: false })
    expect(r.state.marks[0]).toBe('wrong')
    expect(r.state.message).toBe('wrong')
    expect(r.state.attempts).toBe(1)
    const after = r.effects.find((e) => e.type === 'after')
    expect(after).toMatchObject({ ms: 2000, event: { type: 'clearMessage' } })
    if (after?.type !== 'after') throw new Error()
    const cleared = stepTest(r.state, after.event).state
    expect(cleared.message).toBeNull()
    expect(cleared.index).toBe(0)
  })

  it('correct: advances after messagesDuration', () => {
    const s = createTest(makeWords(4), { seed: 1, now: t0, messagesDuration: 700 })
    const r = stepTest(s, { type: 'answer', option: right(s), now: t0 })
    expect(r.state.marks[0]).toBe('correct')
    expect(r.effects).toContainEqual({ type: 'tone', tone: 'correct' })
    const after = r.effects.find((e) => e.type === 'after')
    expect(after).toMatchObject({ ms: 700, event: { type: 'advance' } })
    if (after?.type !== 'after') throw new Error()
    expect(stepTest(r.state, after.event).state.index).toBe(1)
    // Answers are blocked until the advance.
    expect(stepTest(r.state, { type: 'answer', option: 0, now: t0 }).state).toBe(r.state)
  })

  it('completes when the correct count equals the total, reporting time, correct, attempts', () => {
    let s = createTest(makeWords(2), { seed: 5, now: t0 })
    const complete: unknown[] = []
    const play = (option: number, now: number) => {
      const r = stepTest(s, { type: 'answer', option, now })
      s = r.state
      for (const e of r.effects) {
        if (e.type === 'complete') complete.push(e.result)
        if (e.type === 'after' && e.event.type === 'advance') s = stepTest(s, e.event).state
      }
    }
    play(wrong(s), t0 + 1000)
    play(right(s), t0 + 2000)
    play(right(s), t0 + 65_400)
    expect(s.status).toBe('complete')
    expect(complete).toEqual([
      { timeSeconds: 65, correct: 2, attempts: 3, total: 2, completedAt: t0 + 65_400 },
    ])
    // The timer stops.
    expect(stepTest(s, { type: 'tick', now: t0 + 999_000 }).state.seconds).toBe(65)
  })

  it('Try Again resets the test to step 1', () => {
    const s = createTest(makeWords(3), { seed: 1, now: t0 })
    const r = stepTest(s, { type: 'answer', option: right(s), now: t0 + 5000 })
    const reset = stepTest(r.state, { type: 'reset', now: t0 + 9000 }).state
    expect(reset).toMatchObject({
      index: 0,
      correctCount: 0,
      attempts: 0,
      seconds: 0,
      startedAt: t0 + 9000,
    })
  })

  it('formats the timer as m:ss', () => {
    expect(formatTimer(0)).toBe('0:00')
    expect(formatTimer(65)).toBe('1:05')
    expect(formatTimer(600)).toBe('10:00')
  })

  it('property: counters stay within bounds; completion only when all correct', () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constant('answer' as const),
        option: fc.integer({ min: -1, max: 4 }),
        now: fc.nat(1e6),
      }),
      fc.record({ type: fc.constant('tick' as const), now: fc.nat(1e6) }),
      fc.record({ type: fc.constant('advance' as const), token: fc.nat(30) }),
      fc.record({ type: fc.constant('clearMessage' as const), token: fc.nat(30) }),
      fc.record({ type: fc.constant('reset' as const), now: fc.nat(1e6) }),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.nat(),
        fc.array(event, { maxLength: 80 }),
        (n, seed, events) => {
          let s = createTest(makeWords(n), { seed, now: 0 })
          for (const e of events as TestEvent[]) {
            const r = stepTest(s, e)
            s = r.state
            expect(s.correctCount).toBe(s.marks.filter((m) => m === 'correct').length)
            expect(s.correctCount).toBeLessThanOrEqual(s.attempts)
            expect(s.seconds).toBeGreaterThanOrEqual(0)
            if (s.status === 'complete') expect(s.correctCount).toBe(n)
            for (const effect of r.effects)
              if (effect.type === 'complete') expect(effect.result.correct).toBe(n)
          }
        },
      ),
    )
  })
})
