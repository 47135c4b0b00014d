import { TEST_PASS_MARK } from '../constants'

/**
 * The figures of a finished Test that the learner sees and the server checks: right the
 * first time, and the mistakes. In a Test every word is answered until it is right, so
 * `correct` is the number of words, `attempts - correct` the wrong answers, and each word
 * missed cost at least one wrong answer.
 */
export interface TestScore {
  /** Words right at their first answer. */
  firstTry: number
  /** Wrong answers given. */
  mistakes: number
}

/**
 * The first-try score a Test with these counts can have: at most `correct`, exactly
 * `correct` when no answer was wrong and below it otherwise, and at least
 * `correct - mistakes` (each missed word cost one wrong answer or more).
 */
export const firstTryRange = (correct: number, attempts: number): { min: number; max: number } => {
  const mistakes = Math.max(0, attempts - correct)
  return {
    min: Math.max(0, correct - mistakes),
    max: mistakes === 0 ? correct : Math.max(0, correct - 1),
  }
}

/** Whether `firstTry` is possible for a Test of `correct` words answered in `attempts`. */
export const isPossibleFirstTry = (
  firstTry: number,
  correct: number,
  attempts: number,
): boolean => {
  const { min, max } = firstTryRange(correct, attempts)
  return Number.isInteger(firstTry) && firstTry >= min && firstTry <= max
}

/**
 * The score of a saved Test result; null for a result saved before first tries were
 * counted (it has no `firstTry`), whose mistakes are known but not which words they cost.
 */
export const testScore = (result: {
  correct: number
  attempts: number
  firstTry?: number
}): TestScore | null =>
  result.firstTry === undefined
    ? null
    : { firstTry: result.firstTry, mistakes: Math.max(0, result.attempts - result.correct) }

/**
 * What a finished Test means for the learner, by its first-try score: passed or not, the
 * score, the pass mark in words, and the words to review. `W` is how a word is given (an
 * id in a Test's result, a word where a screen has them). The return type of
 * {@link testVerdict}, which the root exports alone (its 150 names are all but spent).
 */
export interface TestVerdict<W = string> {
  /** Whether `firstTry / total` reached {@link TEST_PASS_MARK}; an empty Test is not passed. */
  passed: boolean
  /** Words right at their first answer. */
  firstTry: number
  /** Words of the Test. */
  total: number
  /** `firstTry / total`, from 0 to 1; 0 for an empty Test. */
  share: number
  /** The share of the words that passes: {@link TEST_PASS_MARK} (0.8). */
  passMark: number
  /**
   * The fewest words right the first time that pass a Test of `total` words (40 of 50):
   * the pass mark as the learner is told it. 0 for an empty Test.
   */
  needed: number
  /** The words missed (answered wrong at least once), in the order given. */
  toReview: readonly W[]
}

/**
 * The verdict of a finished Test (issue 45): passed iff at least {@link TEST_PASS_MARK} of
 * its words were right at their first answer (40 of 50 passes, 39 does not; an empty Test
 * is not passed), and the words missed to review. `result` is a Test's result
 * (`TestSessionResult` has all three fields), with `0 <= firstTry <= total`.
 */
export const testVerdict = <W = string>(result: {
  firstTry: number
  total: number
  missed: readonly W[]
}): TestVerdict<W> => {
  const { firstTry, total } = result
  const share = total > 0 ? firstTry / total : 0
  return {
    passed: total > 0 && share >= TEST_PASS_MARK,
    firstTry,
    total,
    share,
    passMark: TEST_PASS_MARK,
    // The smallest count whose share reaches the mark (the unit tests check it is).
    needed: total > 0 ? Math.ceil(total * TEST_PASS_MARK) : 0,
    toReview: result.missed,
  }
}
