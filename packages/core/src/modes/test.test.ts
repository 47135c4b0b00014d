import fc from 'fast-check'
import { DEFAULT_MESSAGES_DURATION } from '../constants'
import { isPossibleFirstTry } from '../progress/test-score'
import { makeWords } from './fixtures'
import {
  createTest,
  stepTest,
  type TestEvent,
  type TestSessionResult,
  type TestState,
} from './test'
import { formatTimer } from './timer'

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
    expect(r.effects).toContainEqual({
      type: 'record',
      wordId: s.words[0]?.id,
      correct: false,
      grade: 'again',
    })
    // The retry on the same question is practice: only the first answer is graded.
    const retry = stepTest(r.state, { type: 'answer', option: right(r.state), now: t0 + 20 })
    expect(retry.effects).toContainEqual({
      type: 'record',
      wordId: s.words[0]?.id,
      correct: true,
      practice: true,
    })
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
    const first = s.words[0]?.id
    play(wrong(s), t0 + 1000)
    play(right(s), t0 + 2000)
    play(right(s), t0 + 65_400)
    expect(s.status).toBe('complete')
    expect(complete).toEqual([
      {
        timeSeconds: 65,
        correct: 2,
        attempts: 3,
        firstTry: 1,
        total: 2,
        mistakes: 1,
        missed: [first],
        completedAt: t0 + 65_400,
      },
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

  it('a Test can be failed: first tries, mistakes and the words missed are counted', () => {
    // Three words: the first missed twice, the second right at once, the third missed once.
    let s = createTest(makeWords(3), { seed: 9, now: t0 })
    const [a, b, c] = s.words.map((w) => w.id)
    const results: TestSessionResult[] = []
    const answer = (right_: boolean) => {
      const r = stepTest(s, { type: 'answer', option: right_ ? right(s) : wrong(s), now: t0 + 1 })
      s = r.state
      for (const e of r.effects) {
        if (e.type === 'complete') results.push(e.result)
        if (e.type === 'after') s = stepTest(s, e.event).state
      }
    }
    for (const r of [false, false, true, true, false, true]) answer(r)
    expect(results).toHaveLength(1)
    expect(results[0]).toMatchObject({
      total: 3,
      correct: 3,
      attempts: 6,
      firstTry: 1,
      mistakes: 3,
    })
    expect(results[0]?.missed).toEqual([a, c])
    expect(results[0]?.missed).not.toContain(b)
  })

  it('property: first tries + words missed = words; mistakes = wrong answers; the score is possible', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.nat(),
        fc.array(fc.boolean(), { maxLength: 60 }),
        (n, seed, answers) => {
          // Distractors from a pool, so that every question has a wrong option.
          let s = createTest(makeWords(n), { seed, now: t0, pool: makeWords(4, 'p') })
          let wrongAnswers = 0
          const firstAnswer = new Map<string, boolean>()
          let result: TestSessionResult | undefined
          // Answer as told, then right until the end.
          for (const ok of [...answers, ...Array<boolean>(n).fill(true)]) {
            if (s.status === 'complete') break
            const id = s.words[s.index]?.id as string
            if (!firstAnswer.has(id)) firstAnswer.set(id, ok)
            if (!ok) wrongAnswers++
            const r = stepTest(s, { type: 'answer', option: ok ? right(s) : wrong(s), now: t0 })
            s = r.state
            for (const e of r.effects) {
              if (e.type === 'complete') result = e.result
              if (e.type === 'after') s = stepTest(s, e.event).state
            }
          }
          if (!result) throw new Error('the test did not complete')
          const firstRight = [...firstAnswer.values()].filter(Boolean).length
          expect(result.firstTry).toBe(firstRight)
          expect(result.mistakes).toBe(wrongAnswers)
          expect(result.firstTry + result.missed.length).toBe(n)
          expect(new Set(result.missed).size).toBe(result.missed.length)
          expect(isPossibleFirstTry(result.firstTry, result.correct, result.attempts)).toBe(true)
        },
      ),
    )
  })
})
