import fc from 'fast-check'
import { REVIEW_GRADES } from '../schedule/grades'
import { type AnswerFacts, type AnswerKind, answerGrading, recordOf } from './answer-grading'

const KINDS: readonly AnswerKind[] = ['choice', 'typed', 'self', 'pair']

describe('answerGrading: the grading table, one test per row', () => {
  it('a self-graded card graded before its answer was shown is no answer', () => {
    for (const correct of [true, false]) {
      expect(answerGrading({ kind: 'self', correct, first: true, shown: false })).toEqual({
        outcome: 'none',
      })
    }
  })

  it("Match's forced last pair is no answer", () => {
    expect(answerGrading({ kind: 'pair', correct: true, first: true, forced: true })).toEqual({
      outcome: 'none',
    })
  })

  it('any other Match pair is practice, never graded', () => {
    for (const first of [true, false]) {
      expect(answerGrading({ kind: 'pair', correct: true, first, forced: false })).toEqual({
        outcome: 'practice',
      })
    }
  })

  it("a retry or the requeue (not the session's first answer to the word) is practice", () => {
    for (const kind of ['choice', 'typed', 'self'] as const) {
      for (const correct of [true, false]) {
        expect(answerGrading({ kind, correct, first: false, shown: true })).toEqual({
          outcome: 'practice',
        })
      }
    }
  })

  it('a right choice among options is Hard: recognition, perhaps a guess', () => {
    expect(answerGrading({ kind: 'choice', correct: true, first: true })).toEqual({
      outcome: 'graded',
      grade: 'hard',
    })
  })

  it('a wrong choice is Again', () => {
    expect(answerGrading({ kind: 'choice', correct: false, first: true })).toEqual({
      outcome: 'graded',
      grade: 'again',
    })
  })

  it('a right typed meaning is Good: recalled', () => {
    expect(answerGrading({ kind: 'typed', correct: true, first: true })).toEqual({
      outcome: 'graded',
      grade: 'good',
    })
  })

  it('a wrong typed meaning is Again', () => {
    expect(answerGrading({ kind: 'typed', correct: false, first: true })).toEqual({
      outcome: 'graded',
      grade: 'again',
    })
  })

  it('a card turned and self-graded gets the grade chosen (Good or Again without one)', () => {
    for (const chosen of REVIEW_GRADES) {
      const correct = chosen !== 'again'
      expect(answerGrading({ kind: 'self', correct, first: true, shown: true, chosen })).toEqual({
        outcome: 'graded',
        grade: chosen,
      })
    }
    expect(answerGrading({ kind: 'self', correct: true, first: true, shown: true })).toEqual({
      outcome: 'graded',
      grade: 'good',
    })
    expect(answerGrading({ kind: 'self', correct: false, first: true, shown: true })).toEqual({
      outcome: 'graded',
      grade: 'again',
    })
  })
})

describe('answerGrading: properties', () => {
  const facts = fc.record({
    kind: fc.constantFrom(...KINDS),
    correct: fc.boolean(),
    first: fc.boolean(),
    shown: fc.boolean(),
    forced: fc.boolean(),
    chosen: fc.option(fc.constantFrom(...REVIEW_GRADES), { nil: undefined }),
  }) as fc.Arbitrary<AnswerFacts>

  it('grades at most the first answer, and never a Match pair', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const { outcome } = answerGrading(f)
        if (!f.first || f.kind === 'pair') expect(outcome).not.toBe('graded')
      }),
    )
  })

  it('never grades a wrong answer better than Again unless the learner chose it', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const decision = answerGrading(f)
        if (decision.outcome === 'graded' && !f.correct && f.kind !== 'self') {
          expect(decision.grade).toBe('again')
        }
      }),
    )
  })

  it('never grades a right choice above Hard', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const decision = answerGrading({ ...f, kind: 'choice', correct: true })
        if (decision.outcome === 'graded') expect(decision.grade).toBe('hard')
      }),
    )
  })
})

describe('recordOf: the record effect of an answer', () => {
  it('carries the grade of a graded answer', () => {
    expect(recordOf('w1', { kind: 'choice', correct: true, first: true })).toEqual({
      type: 'record',
      wordId: 'w1',
      correct: true,
      grade: 'hard',
    })
  })

  it('marks a practice answer: counted, not graded', () => {
    expect(recordOf('w1', { kind: 'choice', correct: false, first: false })).toEqual({
      type: 'record',
      wordId: 'w1',
      correct: false,
      practice: true,
    })
  })

  it('is none for no answer', () => {
    expect(recordOf('w1', { kind: 'pair', correct: true, first: true, forced: true })).toBe(
      undefined,
    )
  })

  it("says the card was graded already where the machine grades it itself (Review's cards)", () => {
    expect(
      recordOf(
        'w1',
        { kind: 'self', correct: true, first: true, shown: true, chosen: 'easy' },
        true,
      ),
    ).toEqual({ type: 'record', wordId: 'w1', correct: true, graded: true })
  })
})
