import { emptyProgress, getLesson, type Progress } from '@kalima/core'
import { gradeCard, newReviewCard, recordAttempt, setReviewCard } from '@kalima/core/progress'

/** A fixed moment for stories: 10 March 2025, 19:00 UTC. */
export const STORY_NOW = Date.UTC(2025, 2, 10, 19, 0)

const DAY = 86_400_000

/**
 * A learner's history for stories: lessons 1–3 partly learned over the last weeks, with some
 * wrong answers, and every other word of lesson 1's first 40 known (a card stable for a month,
 * due in ten days), so every figure of the study assistant has a value.
 */
export function sampleProgress(now = STORY_NOW): Progress {
  let p = emptyProgress()
  const plan: [lesson: number, words: number, correct: number][] = [
    [1, 40, 3],
    [2, 22, 3],
    [3, 12, 2],
    [5, 6, 1],
  ]
  let day = 0
  for (const [lesson, count, correct] of plan) {
    const words = getLesson(lesson).words.slice(0, count)
    words.forEach((w, i) => {
      const at = now - ((day + i) % 60) * DAY - (i % 5) * 3_600_000
      for (let c = 0; c < correct; c++)
        p = recordAttempt(p, w.id, true, { now: at + c * 60_000 }, 'story')
      if (i % 4 === 0) p = recordAttempt(p, w.id, false, { now: at }, 'story')
    })
    day += 9
  }
  getLesson(1)
    .words.slice(0, 40)
    .forEach((w, i) => {
      if (i % 2 !== 0) return
      const reviewed = now - 20 * DAY
      p = setReviewCard(p, w.id, {
        ...newReviewCard(reviewed),
        state: 2,
        reps: 3,
        difficulty: 5,
        stability: 30,
        lastReview: reviewed,
        due: now + 10 * DAY,
      })
    })
  // A streak: answers on each of the last 5 days.
  const streakWords = getLesson(4).words.slice(0, 5)
  streakWords.forEach((w, i) => {
    p = recordAttempt(p, w.id, true, { now: now - i * DAY }, 'story')
  })
  return p
}

/**
 * A learner who knows words well (stories of recall): lesson 1's first `count` words answered
 * right on spaced days until their cards are stable for weeks, each due again at `now`.
 */
export function knownProgress(now = STORY_NOW, count = 6): Progress {
  let p = emptyProgress()
  for (const w of getLesson(1).words.slice(0, count)) {
    let at = now - 150 * DAY
    let card = newReviewCard(at)
    for (let i = 0; i < 5; i++) {
      p = recordAttempt(p, w.id, true, { now: at }, 'story')
      card = gradeCard(card, 'good', at)
      at = card.due
    }
    p = setReviewCard(p, w.id, { ...card, due: now - DAY })
  }
  return p
}

/**
 * A day done: the goal's `count` new words of lesson 1 met an hour ago, each due again
 * tomorrow (Today's card then offers "Learn more").
 */
export function dayDoneProgress(now = STORY_NOW, count = 10): Progress {
  let p = emptyProgress()
  for (const w of getLesson(1).words.slice(0, count)) {
    p = recordAttempt(p, w.id, true, { now: now - 3600_000 }, 'story')
    p = setReviewCard(p, w.id, { ...newReviewCard(now - 3600_000), due: now + DAY })
  }
  return p
}
