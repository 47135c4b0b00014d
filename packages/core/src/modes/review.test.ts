import { recordAttempt, setReviewCard } from '../progress/record'
import { emptyProgress } from '../progress/types'
import type { ReviewGrade } from '../schedule'
import { newReviewCard } from '../schedule'
import { makeWords } from './fixtures'
import {
  createReview,
  createReviewSession,
  type ReviewState,
  reviewDone,
  stepReview,
} from './review'

describe('Review', () => {
  const now = Date.UTC(2025, 0, 1)
  const words = makeWords(2)
  const due = words.map((w) => ({ wordId: w.id, card: newReviewCard(now) }))

  it('grading needs the answer revealed', () => {
    const s = createReview(due, words)
    expect(stepReview(s, { type: 'grade', grade: 'good', now }).state).toBe(s)
  })

  it('good schedules the word later and records a correct attempt', () => {
    let s = createReview(due, words)
    s = stepReview(s, { type: 'reveal' }).state
    const r = stepReview(s, { type: 'grade', grade: 'good', now })
    const review = r.effects.find((e) => e.type === 'review')
    if (review?.type !== 'review') throw new Error()
    expect(review.card.due).toBeGreaterThan(now)
    expect(review.card.reps).toBe(1)
    expect(review.card.lastReview).toBe(now)
    expect(r.effects).toContainEqual({ type: 'record', wordId: 'w1', correct: true, graded: true })
    expect(r.state.queue.map((q) => q.word.id)).toEqual(['w2'])
  })

  it('counts a word done once graded anything but again', () => {
    const revealAndGrade = (s: ReviewState, grade: ReviewGrade) =>
      stepReview(stepReview(s, { type: 'reveal' }).state, { type: 'grade', grade, now }).state
    const start = createReview(due, words)
    const again = revealAndGrade(start, 'again')
    const good = revealAndGrade(again, 'good')
    expect([start, again, good].map(reviewDone)).toEqual([0, 0, 1])
    expect(good.reviewed).toBe(2)
  })

  it('again puts the word back at the end and records a wrong attempt', () => {
    let s = createReview(due, words)
    s = stepReview(s, { type: 'reveal' }).state
    const r = stepReview(s, { type: 'grade', grade: 'again', now })
    expect(r.effects).toContainEqual({ type: 'record', wordId: 'w1', correct: false, graded: true })
    expect(r.state.queue.map((q) => q.word.id)).toEqual(['w2', 'w1'])
  })

  it('grades a word once a session: the second grade of a word back after Again is practice, its card left as Again set it', () => {
    const grade = (s: ReviewState, g: ReviewGrade) =>
      stepReview(stepReview(s, { type: 'reveal' }).state, { type: 'grade', grade: g, now })
    const first = grade(createReview(due, words), 'again')
    const second = grade(grade(first.state, 'good').state, 'easy')
    expect(second.effects.filter((e) => e.type === 'review')).toEqual([])
    expect(second.effects).toContainEqual({
      type: 'record',
      wordId: 'w1',
      correct: true,
      practice: true,
    })
    expect(second.state.status).toBe('complete')
    expect(second.state.graded).toEqual(['w1', 'w2'])
  })

  it('completes when the queue is empty, with the grades', () => {
    let s = createReview(due, words)
    const results: unknown[] = []
    for (const grade of ['easy', 'hard'] as const) {
      s = stepReview(s, { type: 'reveal' }).state
      const r = stepReview(s, { type: 'grade', grade, now })
      s = r.state
      for (const e of r.effects) if (e.type === 'complete') results.push(e.result)
    }
    expect(s.status).toBe('complete')
    expect(results).toEqual([{ reviewed: 2, grades: { again: 0, hard: 1, good: 0, easy: 1 } }])
  })

  it('an empty queue is complete at once', () => {
    expect(createReview([], words).status).toBe('complete')
  })

  it('a session of chosen words holds exactly them, due or not, each with its card', () => {
    const later = now + 86_400_000 * 30
    const scheduled = { ...newReviewCard(now), due: later }
    let progress = recordAttempt(emptyProgress(), 'w2', true, { now, utcOffsetMinutes: 0 }, 'd')
    progress = setReviewCard(progress, 'w2', scheduled)
    const three = makeWords(3)
    const s = createReviewSession(progress, three, {
      now,
      wordIds: ['w3', 'w2', 'w3', 'unknown'],
      limit: 1,
    })
    // w2 is not due for a month and w3 was never answered: both are in, in the given order.
    expect(s.queue.map((q) => q.word.id)).toEqual(['w3', 'w2'])
    expect(s.queue[1]?.card).toEqual(scheduled)
    expect(s.queue[0]?.card.due).toBe(now)
    expect(s.total).toBe(2)
    // Without chosen words, neither is due now.
    expect(createReviewSession(progress, three, { now }).queue).toEqual([])
  })
})
