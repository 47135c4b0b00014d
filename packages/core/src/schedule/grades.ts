// The four grades of a review, apart from the scheduler (ts-fsrs, a chunk fetched with the
// first answer): the store checks a grade it journals without fetching the scheduler.

/** How the learner recalled a word in Review. */
export type ReviewGrade = 'again' | 'hard' | 'good' | 'easy'

/** Every grade, in button order. */
export const REVIEW_GRADES: readonly ReviewGrade[] = ['again', 'hard', 'good', 'easy']

/** Whether `u` is one of the four grades. */
export const isReviewGrade = (u: unknown): u is ReviewGrade =>
  (REVIEW_GRADES as readonly unknown[]).includes(u)

/** Whether a grade counts as a correct answer in progress (anything but 'again'). */
export const isRecalled = (grade: ReviewGrade): boolean => grade !== 'again'
