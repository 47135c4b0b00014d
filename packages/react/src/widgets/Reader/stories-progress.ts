// The reader stories' learner: words in every state a word can be in for them.
import { emptyProgress, type Progress } from '@kalima/core'
import { newReviewCard, recordAttempt, setReviewCard } from '@kalima/core/progress'

/** The stories' clock: 1 January 2026. */
export const STORY_NOW = Date.UTC(2026, 0, 1)

const DAY = 86_400_000

/**
 * A learner with every state in Al-Ikhlas: ٱللَّه known (its card stable for a month, due in
 * ten days), قَالَ due, أَحَد learning.
 */
export function sampleProgress(): Progress {
  let p = emptyProgress()
  const answer = (id: string, times: number) => {
    for (let i = 0; i < times; i++)
      p = recordAttempt(p, id, true, { now: STORY_NOW - 1000 }, 'story')
  }
  answer('-wll-sah', 3)
  p = setReviewCard(p, '-wll-sah', {
    ...newReviewCard(STORY_NOW - 20 * DAY),
    state: 2,
    reps: 3,
    difficulty: 5,
    stability: 30,
    lastReview: STORY_NOW - 20 * DAY,
    due: STORY_NOW + 10 * DAY,
  })
  answer('qaAla', 3)
  p = setReviewCard(p, 'qaAla', { ...newReviewCard(STORY_NOW - 1000), due: STORY_NOW - 1 })
  answer('-aaHad', 1)
  return p
}
