import fc from 'fast-check'
import { merge } from './merge'
import { recordTestResult } from './record'
import { firstTryRange, isPossibleFirstTry, testScore } from './test-score'
import { emptyProgress, type TestResult } from './types'
import { validateProgress } from './validate'

describe("a Test's first-try score", () => {
  it('is all the words when no answer was wrong, and fewer when one was', () => {
    expect(firstTryRange(50, 50)).toEqual({ min: 50, max: 50 })
    // Ten wrong answers on 50 words: at least 40 right the first time, at most 49.
    expect(firstTryRange(50, 60)).toEqual({ min: 40, max: 49 })
    expect(firstTryRange(3, 30)).toEqual({ min: 0, max: 2 })
    expect(isPossibleFirstTry(42, 50, 58)).toBe(true)
    expect(isPossibleFirstTry(50, 50, 58)).toBe(false)
    expect(isPossibleFirstTry(41, 50, 58)).toBe(false)
    expect(isPossibleFirstTry(1.5, 2, 3)).toBe(false)
  })

  it('is unknown in a result saved before it was counted', () => {
    expect(testScore({ correct: 50, attempts: 58 })).toBeNull()
    expect(testScore({ correct: 50, attempts: 58, firstTry: 42 })).toEqual({
      firstTry: 42,
      mistakes: 8,
    })
  })

  const withResult = (result: TestResult) => recordTestResult(emptyProgress(), '1', result)
  const result = { timeSeconds: 90, correct: 50, attempts: 58, completedAt: 1000 }

  it('saved results keep it; results saved without it stay valid', () => {
    expect(validateProgress(withResult(result)).ok).toBe(true)
    const scored = withResult({ ...result, firstTry: 42 })
    expect(validateProgress(scored).ok).toBe(true)
    expect(scored.tests['1']?.latest?.firstTry).toBe(42)
  })

  it('a result with an impossible score is refused, naming the field', () => {
    const v = validateProgress(withResult({ ...result, firstTry: 50 }))
    expect(v.ok).toBe(false)
    expect(v.ok ? [] : v.issues.map((i) => i.path)).toEqual([
      'progress.tests.1.best.firstTry',
      'progress.tests.1.latest.firstTry',
    ])
  })

  it('property: merging results with and without a score keeps one of them, whatever the order', () => {
    const arb = fc
      .tuple(fc.nat(50), fc.nat(10), fc.option(fc.nat(60)), fc.nat(5))
      .map(([correct, mistakes, firstTry, t]) => {
        const { min, max } = firstTryRange(correct, correct + mistakes)
        const r: TestResult = {
          timeSeconds: t,
          correct,
          attempts: correct + mistakes,
          completedAt: t,
        }
        return firstTry === null ? r : { ...r, firstTry: Math.min(max, Math.max(min, firstTry)) }
      })
    fc.assert(
      fc.property(arb, arb, (a, b) => {
        const ab = merge(withResult(a), withResult(b))
        expect(ab).toEqual(merge(withResult(b), withResult(a)))
        expect([a, b]).toContainEqual(ab.tests['1']?.latest)
      }),
    )
  })
})
