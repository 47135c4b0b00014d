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
