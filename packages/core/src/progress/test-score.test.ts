import fc from 'fast-check'
import { TEST_PASS_MARK } from '../constants'
import { merge } from './merge'
import { recordTestResult } from './record'
import { firstTryRange, isPossibleFirstTry, testScore, testVerdict } from './test-score'
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

describe("a Test's verdict (issue 45)", () => {
  const missedOf = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`)
  const verdictOf = (firstTry: number, total: number) =>
    testVerdict({ firstTry, total, missed: missedOf(total - firstTry) })

  it('has the pass mark at 80 % of the words right the first time', () => {
    expect(TEST_PASS_MARK).toBe(0.8)
  })

  it('passes 40 of 50 right the first time and fails 39, whose missed words are to review', () => {
    expect(verdictOf(40, 50)).toEqual({
      passed: true,
      firstTry: 40,
      total: 50,
      share: 0.8,
      passMark: 0.8,
      needed: 40,
      toReview: missedOf(10),
    })
    const failed = verdictOf(39, 50)
    expect(failed).toMatchObject({ passed: false, firstTry: 39, total: 50, needed: 40 })
    expect(failed.share).toBeCloseTo(0.78)
    expect(failed.toReview).toEqual(missedOf(11))
  })

  it("fails the issue's learner (11 of 50) and passes a perfect Test, with nothing to review", () => {
    expect(verdictOf(11, 50)).toMatchObject({ passed: false, share: 0.22, needed: 40 })
    expect(verdictOf(11, 50).toReview).toHaveLength(39)
    expect(verdictOf(50, 50)).toMatchObject({ passed: true, share: 1, toReview: [] })
    // The smallest deck (8 words): 7 right the first time pass, 6 do not.
    expect(verdictOf(7, 8).passed).toBe(true)
    expect(verdictOf(6, 8)).toMatchObject({ passed: false, needed: 7 })
  })

  it('does not pass an empty Test (0 words), whose share and pass mark are 0', () => {
    expect(testVerdict({ firstTry: 0, total: 0, missed: [] })).toEqual({
      passed: false,
      firstTry: 0,
      total: 0,
      share: 0,
      passMark: 0.8,
      needed: 0,
      toReview: [],
    })
  })

  it('keeps the words to review as given, in their order (ids or whole words)', () => {
    const words = [{ id: 'b' }, { id: 'a' }] as const
    expect(testVerdict({ firstTry: 1, total: 3, missed: words }).toReview).toBe(words)
  })

  const counts = fc
    .integer({ min: 1, max: 600 })
    .chain((total) => fc.tuple(fc.integer({ min: 0, max: total }), fc.constant(total)))

  it('property: passed ⇔ share ≥ the pass mark, share = firstTry / total', () => {
    fc.assert(
      fc.property(counts, ([firstTry, total]) => {
        const v = verdictOf(firstTry, total)
        expect(v.share).toBe(firstTry / total)
        expect(v.passed).toBe(v.share >= TEST_PASS_MARK)
        // The same in whole numbers: 5 × firstTry ≥ 4 × total.
        expect(v.passed).toBe(5 * firstTry >= 4 * total)
        expect(v.toReview).toHaveLength(total - firstTry)
      }),
    )
  })

  it('property: `needed` right the first time is the fewest that pass', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), (total) => {
        const { needed } = verdictOf(0, total)
        expect(verdictOf(needed, total).passed).toBe(true)
        expect(verdictOf(needed - 1, total).passed).toBe(false)
      }),
    )
  })
})
