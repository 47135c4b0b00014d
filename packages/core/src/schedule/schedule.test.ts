import fc from 'fast-check'
import { progressCounts } from '../progress/counts'
import { recordAttempt } from '../progress/record'
import { emptyProgress } from '../progress/types'
import { validateProgress } from '../progress/validate'
import {
  addToReview,
  applyReview,
  dueWords,
  fromFsrsCard,
  gradeCard,
  newReviewCard,
  previewDue,
  reviewsDue,
  toFsrsCard,
} from '.'

const NOW = Date.UTC(2025, 0, 1, 12)
const DAY = 86_400_000

describe('spaced repetition (FSRS)', () => {
  it('a new card is due now and round-trips through ts-fsrs', () => {
    const card = newReviewCard(NOW)
    expect(card).toMatchObject({ due: NOW, reps: 0, state: 0, lastReview: null })
    expect(fromFsrsCard(toFsrsCard(card))).toEqual(card)
    expect(JSON.parse(JSON.stringify(card))).toEqual(card)
  })

  it('later grades give later due dates', () => {
    const due = previewDue(newReviewCard(NOW), NOW)
    expect(due.again).toBeLessThanOrEqual(due.hard)
    expect(due.hard).toBeLessThanOrEqual(due.good)
    expect(due.good).toBeLessThan(due.easy)
    expect(gradeCard(newReviewCard(NOW), 'easy', NOW).due).toBe(due.easy)
  })

  it('scheduling is deterministic (no fuzz)', () => {
    let a = newReviewCard(NOW)
    let b = newReviewCard(NOW)
    for (const g of ['good', 'good', 'hard', 'again', 'good'] as const) {
      a = gradeCard(a, g, a.due)
      b = gradeCard(b, g, b.due)
    }
    expect(a).toEqual(b)
    expect(a.lapses).toBe(1)
  })

  it('the due queue holds studied words: new ones and those whose card is due', () => {
    let p = recordAttempt(emptyProgress(), 'w1', true, { now: NOW }, 'dev1')
    p = recordAttempt(p, 'w2', true, { now: NOW }, 'dev1')
    expect(dueWords(p, NOW).map((d) => d.wordId)).toEqual(['w1', 'w2'])
    p = applyReview(
      p,
      'w1',
      gradeCard(newReviewCard(NOW), 'easy', NOW),
      'easy',
      { now: NOW },
      'dev1',
    )
    expect(dueWords(p, NOW).map((d) => d.wordId)).toEqual(['w2'])
    expect(reviewsDue(p, NOW + 365 * DAY)).toBe(2)
    expect(p.words.w1).toMatchObject({ correct: 2, attempts: 2 })
    expect(validateProgress(p).ok).toBe(true)
  })

  it("a deck's due count holds only that deck's due words", () => {
    const studied = ['w1', 'w2', 'w3'].reduce(
      (p, id) => recordAttempt(p, id, id !== 'w2', { now: NOW }, 'dev1'),
      emptyProgress(),
    )
    const card = gradeCard(newReviewCard(NOW), 'easy', NOW)
    const p = applyReview(studied, 'w3', card, 'easy', { now: NOW }, 'dev1')
    // w1 and w2 are due (studied, no card yet); w3's card is not due now; w9 was never studied.
    const due = (ids: string[], now: number) =>
      progressCounts(p, { now, utcOffsetMinutes: 0 }, ids).due
    expect(due(['w1', 'w3', 'w9'], NOW)).toBe(1)
    expect(due(['w1', 'w2', 'w3'], NOW)).toBe(2)
    expect(due(['w1', 'w2', 'w3'], NOW + 365 * DAY)).toBe(3)
    expect(due([], NOW)).toBe(0)
  })
})

describe('addToReview ("Study this word" in the reader)', () => {
  it('gives a word not studied yet a new card due now: it is due, counted and reviewed first', () => {
    let p = recordAttempt(emptyProgress(), 'w1', true, { now: NOW - DAY }, 'd')
    p = applyReview(
      p,
      'w1',
      gradeCard(newReviewCard(NOW - DAY), 'good', NOW - DAY),
      'good',
      { now: NOW - DAY },
      'd',
    )
    const added = addToReview(p, 'w2', NOW)
    expect(added.words.w2?.review?.due).toBe(NOW)
    expect(added.words.w2?.attempts).toBe(0)
    expect(dueWords(added, NOW).map((d) => d.wordId)).toContain('w2')
    expect(progressCounts(added, { now: NOW }, ['w2'])).toMatchObject({ due: 1, new: 1 })
    // Not due a moment before it was added.
    expect(dueWords(added, NOW - 1).map((d) => d.wordId)).not.toContain('w2')
  })

  it('keeps the card and schedule of a word that has one (adding it again changes nothing)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (days) => {
        const at = NOW + days * DAY
        const p = applyReview(
          emptyProgress(),
          'w1',
          gradeCard(newReviewCard(NOW), 'easy', NOW),
          'easy',
          { now: NOW },
          'd',
        )
        expect(addToReview(p, 'w1', at)).toBe(p)
        const once = addToReview(emptyProgress(), 'w2', at)
        expect(addToReview(once, 'w2', at + DAY)).toBe(once)
      }),
    )
  })
})
