import fc from 'fast-check'
import { FEEDBACK_MS, LEARN_OPTIONS, SHOW_ANSWER_MS } from '../constants'
import { makeWords } from './fixtures'
import {
  createLearn,
  type LearnEffect,
  type LearnEvent,
  type LearnState,
  learnWord,
  stepLearn,
} from './learn'

const rightOption = (s: LearnState) => s.options.findIndex((o) => o.wordId === learnWord(s)?.id)
const wrongOption = (s: LearnState) => s.options.findIndex((o) => o.wordId !== learnWord(s)?.id)
const afterEvent = (effects: LearnEffect[]) => {
  const after = effects.find((e) => e.type === 'after')
  if (after?.type !== 'after') throw new Error('no after effect')
  return after
}

describe('Learn', () => {
  const words = makeWords(5)

  it('offers 4 options: the right meaning and 3 distinct distractors', () => {
    const s = createLearn(words, { seed: 1 })
    expect(s.options).toHaveLength(LEARN_OPTIONS)
    const meanings = s.options.map((o) => o.meaning)
    expect(new Set(meanings).size).toBe(4)
    expect(meanings).toContain(learnWord(s)?.meaning)
  })

  it('skips distractors whose meaning equals the right one or another distractor', () => {
    const dupes = [
      { id: 'x', arabic: 'ا', meaning: 'God' },
      { id: 'y', arabic: 'ب', meaning: 'god ' },
      { id: 'z', arabic: 'ج', meaning: 'book' },
      { id: 'z2', arabic: 'د', meaning: 'Book' },
      { id: 'q', arabic: 'ه', meaning: 'day' },
      { id: 'r', arabic: 'و', meaning: 'earth' },
    ]
    for (let seed = 0; seed < 30; seed++) {
      const s = createLearn(dupes, { seed })
      const keys = s.options.map((o) => o.meaning.trim().toLowerCase())
      expect(new Set(keys).size).toBe(keys.length)
      expect(keys).toHaveLength(4)
    }
  })

  it('shuffles options reproducibly from the seed', () => {
    expect(createLearn(words, { seed: 7 }).options).toEqual(createLearn(words, { seed: 7 }).options)
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        createLearn(words, { seed })
          .options.map((o) => o.wordId)
          .join(),
      ),
    )
    expect(orders.size).toBeGreaterThan(1)
  })

  it('correct answer: tone, Correct message, record, then advance after 1000 ms', () => {
    const s = createLearn(words, { seed: 1 })
    const r = stepLearn(s, { type: 'answer', option: rightOption(s) })
    expect(r.state.message).toBe('correct')
    expect(r.state.status).toBe('correct')
    expect(r.state.correctCount).toBe(1)
    expect(r.effects).toContainEqual({ type: 'tone', tone: 'correct' })
    // A right choice among options is Hard (the grading table).
    expect(r.effects).toContainEqual({
      type: 'record',
      wordId: s.words[0]?.id,
      correct: true,
      grade: 'hard',
    })
    const after = afterEvent(r.effects)
    expect(after.ms).toBe(FEEDBACK_MS)
    const next = stepLearn(r.state, after.event)
    expect(next.state.index).toBe(1)
    expect(next.state.message).toBeNull()
    expect(next.state.status).toBe('answering')
  })

  it('blocks answers while the correct state shows', () => {
    const s = createLearn(words, { seed: 1 })
    const r = stepLearn(s, { type: 'answer', option: rightOption(s) })
    const blocked = stepLearn(r.state, { type: 'answer', option: 0 })
    expect(blocked.state).toBe(r.state)
    expect(blocked.effects).toEqual([])
  })

  it('wrong answer: Try again! for 1000 ms and wrong count +1, same word', () => {
    const s = createLearn(words, { seed: 1 })
    const r = stepLearn(s, { type: 'answer', option: wrongOption(s) })
    expect(r.state.message).toBe('try-again')
    expect(r.state.wrongCount).toBe(1)
    expect(r.state.index).toBe(0)
    expect(r.effects).toContainEqual({
      type: 'record',
      wordId: s.words[0]?.id,
      correct: false,
      grade: 'again',
    })
    const after = afterEvent(r.effects)
    expect(after.ms).toBe(FEEDBACK_MS)
    expect(stepLearn(r.state, after.event).state.message).toBeNull()
  })

  it("grades only a word's first answer of the session: retries and answers after Show Answer are practice", () => {
    const s = createLearn(words, { seed: 1 })
    const id = s.words[0]?.id
    const wrong = stepLearn(s, { type: 'answer', option: wrongOption(s) })
    const retry = stepLearn(wrong.state, { type: 'answer', option: wrongOption(wrong.state) })
    const right = stepLearn(retry.state, { type: 'answer', option: rightOption(retry.state) })
    const records = [wrong, retry, right].flatMap((r) =>
      r.effects.filter((e) => e.type === 'record'),
    )
    expect(records).toEqual([
      { type: 'record', wordId: id, correct: false, grade: 'again' },
      { type: 'record', wordId: id, correct: false, practice: true },
      { type: 'record', wordId: id, correct: true, practice: true },
    ])
    // Show Answer first: the answer that follows is practice, never a grade.
    const shown = stepLearn(s, { type: 'showAnswer' })
    const after = stepLearn(shown.state, { type: 'answer', option: rightOption(shown.state) })
    expect(after.effects.filter((e) => e.type === 'record')).toEqual([
      { type: 'record', wordId: id, correct: true, practice: true },
    ])
  })

  it('a stale message timeout does not clear a newer message', () => {
    const s = createLearn(words, { seed: 1 })
    const first = stepLearn(s, { type: 'answer', option: wrongOption(s) })
    const second = stepLearn(first.state, { type: 'answer', option: wrongOption(first.state) })
    const stale = stepLearn(second.state, afterEvent(first.effects).event)
    expect(stale.state.message).toBe('try-again')
    expect(second.state.wrongCount).toBe(2)
  })

  it('Show Answer reveals for 1500 ms', () => {
    const s = createLearn(words, { seed: 1 })
    const r = stepLearn(s, { type: 'showAnswer' })
    expect(r.state.revealed).toBe(true)
    const after = afterEvent(r.effects)
    expect(after.ms).toBe(SHOW_ANSWER_MS)
    expect(stepLearn(r.state, after.event).state.revealed).toBe(false)
  })

  it('moves to the first unanswered word and completes with totals', () => {
    let s = createLearn(makeWords(3), { seed: 3 })
    const effects: LearnEffect[] = []
    const answer = (option: number) => {
      const r = stepLearn(s, { type: 'answer', option })
      s = r.state
      effects.push(...r.effects)
      const after = r.effects.find((e) => e.type === 'after')
      if (after?.type === 'after' && after.event.type === 'advance') {
        const n = stepLearn(s, after.event)
        s = n.state
        effects.push(...n.effects)
      }
    }
    answer(wrongOption(s))
    answer(rightOption(s))
    answer(rightOption(s))
    expect(s.status).toBe('answering')
    answer(rightOption(s))
    expect(s.status).toBe('complete')
    expect(effects).toContainEqual({
      type: 'complete',
      result: { total: 3, correct: 3, wrongAttempts: 1 },
    })
  })

  it('Try Again resets everything and ignores old timeouts', () => {
    const s = createLearn(words, { seed: 1 })
    const r = stepLearn(s, { type: 'answer', option: rightOption(s) })
    const reset = stepLearn(r.state, { type: 'reset' })
    expect(reset.state).toMatchObject({
      index: 0,
      correctCount: 0,
      wrongCount: 0,
      status: 'answering',
    })
    expect(reset.state.answered.every((a) => !a)).toBe(true)
    const stale = stepLearn(reset.state, afterEvent(r.effects).event)
    expect(stale.state).toBe(reset.state)
  })

  it('property: no event sequence breaks the invariants', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('answer' as const), option: fc.integer({ min: -1, max: 4 }) }),
      fc.constant({ type: 'showAnswer' as const }),
      fc.record({ type: fc.constant('hideAnswer' as const), token: fc.nat(20) }),
      fc.record({ type: fc.constant('advance' as const), token: fc.nat(20) }),
      fc.record({ type: fc.constant('clearMessage' as const), token: fc.nat(20) }),
      fc.constant({ type: 'reset' as const }),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.nat(),
        fc.array(event, { maxLength: 80 }),
        (n, seed, events) => {
          let s = createLearn(makeWords(n), { seed })
          for (const e of events as LearnEvent[]) {
            const r = stepLearn(s, e)
            s = r.state
            expect(s.correctCount).toBe(s.answered.filter(Boolean).length)
            expect(s.correctCount).toBeLessThanOrEqual(n)
            expect(s.wrongCount).toBeGreaterThanOrEqual(0)
            if (n > 0) expect(s.index).toBeLessThan(n)
            for (const effect of r.effects) {
              if (effect.type === 'complete') expect(effect.result.correct).toBe(n)
            }
            if (s.status === 'complete') expect(s.answered.every(Boolean)).toBe(true)
          }
        },
      ),
    )
  })
})
