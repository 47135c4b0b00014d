import fc from 'fast-check'
import { KNOWN_STABILITY_DAYS } from '../constants'
import { createReviewSession } from '../modes/review'
import { applyReview, gradeCard, newReviewCard } from '../schedule'
import { dailyTarget, reviewsDueFigure } from '../stats'
import { getWords } from '../vocabulary/vocabulary'
import { progressArb, reviewCardArb } from './arbitraries'
import {
  deckMastery,
  isDue,
  isKnown,
  isLearningOrKnown,
  progressCounts,
  vocabularyWordIds,
  wordStatus,
} from './counts'
import { markViewed, recordAttempt, setReviewCard } from './record'
import { emptyProgress, type Progress, type ReviewCard } from './types'

const NOW = Date.UTC(2025, 5, 15, 12, 0)
const DAY = 86_400_000
const at = { now: NOW, utcOffsetMinutes: 0 }
const answer = (p: Progress, id: string, correct: boolean, now = NOW) =>
  recordAttempt(p, id, correct, { now, utcOffsetMinutes: 0 }, 'dev1')

/** A review card last graded a day before NOW, due 30 days after NOW, of `stability` days. */
const card = (stability: number): ReviewCard => ({
  ...newReviewCard(NOW - DAY),
  state: 2,
  reps: 3,
  difficulty: 5,
  stability,
  lastReview: NOW - DAY,
  due: NOW + 30 * DAY,
})

describe('one progress model', () => {
  it('a word is new until answered, then learning: right answers alone never make it known', () => {
    let p = markViewed(emptyProgress(), 'w', NOW)
    expect(wordStatus(p.words.w, NOW)).toBe('new')
    p = answer(p, 'w', false)
    expect(wordStatus(p.words.w, NOW)).toBe('learning')
    // The rule of before issue 45 ("mastered" at 3 correct answers ever) is gone.
    for (let i = 0; i < 10; i++) p = answer(p, 'w', true)
    expect(wordStatus(p.words.w, NOW)).toBe('learning')
    expect(isLearningOrKnown(p.words.w, NOW)).toBe(true)
  })

  it('opening a card is not an answer: a word only seen is never due', () => {
    const p = markViewed(emptyProgress(), 'w', NOW)
    expect(isDue(p.words.w, NOW + 365 * DAY)).toBe(false)
    expect(progressCounts(p, at, ['w'])).toMatchObject({ new: 1, seen: 1, due: 0, newToday: 0 })
  })

  it('an answered word is due at once, then when its review card says', () => {
    let p = answer(emptyProgress(), 'w', true)
    expect(isDue(p.words.w, NOW)).toBe(true)
    const card = gradeCard(newReviewCard(NOW), 'good', NOW)
    p = applyReview(p, 'w', card, 'good', at, 'dev1')
    expect(isDue(p.words.w, NOW)).toBe(false)
    expect(isDue(p.words.w, card.due)).toBe(true)
  })

  it('the daily target counts answered words first met today, and says when it is reached', () => {
    let p = markViewed(emptyProgress(), 'old', NOW - DAY)
    p = answer(p, 'old', true)
    p = answer(p, 'a', true)
    p = answer(p, 'b', false)
    p = markViewed(p, 'seen', NOW)
    expect(progressCounts(p, at, ['old', 'a', 'b', 'seen']).newToday).toBe(2)
    expect(dailyTarget(p, at, 2, ['old', 'a', 'b', 'seen'])).toEqual({
      status: 'ok',
      target: 2,
      done: 2,
      reached: true,
    })
  })

  it('counts only the words asked for; the vocabulary by default', () => {
    const [w1, w2] = getWords()
    if (!w1 || !w2) throw new Error('no vocabulary')
    let p = answer(emptyProgress(), w1.id, true)
    p = answer(p, 'not-a-word', true)
    expect(vocabularyWordIds()).toHaveLength(getWords().length)
    expect(progressCounts(p, at)).toMatchObject({ learning: 1, due: 1, newToday: 1 })
    expect(progressCounts(p, at, [w2.id])).toMatchObject({ total: 1, new: 1, due: 0 })
  })

  it('new + learning + known = total, and due ≤ answered + added to Review (any record)', () => {
    fc.assert(
      fc.property(progressArb, fc.nat(2000), (p, now) => {
        const ids = [...Object.keys(p.words), 'absent']
        const c = progressCounts(p, { now }, ids)
        expect(c.new + c.learning + c.known).toBe(c.total)
        // A word not answered yet is due only once the learner added it to Review (a card).
        const added = ids.filter((id) => p.words[id]?.review && p.words[id]?.attempts === 0)
        expect(c.due).toBeLessThanOrEqual(c.learning + c.known + added.length)
        expect(c.seen).toBeLessThanOrEqual(c.new)
        expect(deckMastery(p, ids, { now }).known).toBe(c.known)
        // A known word is never due: its card's due time is still to come.
        for (const id of ids)
          if (isKnown(p.words[id], now)) expect(isDue(p.words[id], now)).toBe(false)
      }),
    )
  })

  it('Review, the due figure and the counts agree on what is due', () => {
    const words = getWords().slice(0, 30)
    let p = emptyProgress()
    words.forEach((w, i) => {
      if (i % 3 === 0) p = markViewed(p, w.id, NOW)
      else p = answer(p, w.id, i % 2 === 0)
    })
    const due = progressCounts(p, at).due
    expect(due).toBe(20)
    const figure = reviewsDueFigure(p, at)
    expect(figure).toEqual({ status: 'ok', count: due })
    const studyWords = getWords().map((w) => ({ id: w.id, arabic: w.arabic, meaning: '' }))
    const session = createReviewSession(p, studyWords, { now: NOW, limit: 5 })
    expect(session.total).toBe(5)
    expect(session.due).toBe(due)
  })
})

describe('"known" is honest (issue 45): a card stable for three weeks, not due yet', () => {
  const withCard = (c: ReviewCard) => setReviewCard(answer(emptyProgress(), 'w', true), 'w', c)

  it('is known from a stability of KNOWN_STABILITY_DAYS (21) days', () => {
    expect(KNOWN_STABILITY_DAYS).toBe(21)
    const learning = withCard(card(20.9))
    expect(isKnown(learning.words.w, NOW)).toBe(false)
    expect(wordStatus(learning.words.w, NOW)).toBe('learning')
    const known = withCard(card(21))
    expect(isKnown(known.words.w, NOW)).toBe(true)
    expect(wordStatus(known.words.w, NOW)).toBe('known')
    expect(progressCounts(known, at, ['w'])).toMatchObject({ known: 1, learning: 0, due: 0 })
  })

  it('fades back to learning once its card is due, and is known again after a review', () => {
    let p = withCard(card(40))
    const due = p.words.w?.review?.due ?? 0
    expect(wordStatus(p.words.w, due - 1)).toBe('known')
    expect(wordStatus(p.words.w, due)).toBe('learning')
    expect(progressCounts(p, { now: due }, ['w'])).toMatchObject({ known: 0, learning: 1, due: 1 })
    // Reviewed (Good) when due: a new due time, further away, and known until then.
    const next = gradeCard(p.words.w?.review ?? card(40), 'good', due)
    p = applyReview(p, 'w', next, 'good', { now: due }, 'dev1')
    expect(next.stability).toBeGreaterThanOrEqual(KNOWN_STABILITY_DAYS)
    expect(wordStatus(p.words.w, due + 1)).toBe('known')
    expect(wordStatus(p.words.w, next.due)).toBe('learning')
  })

  it('a word never answered is new: seen, or added to Review with a fresh card', () => {
    expect(wordStatus(undefined, NOW)).toBe('new')
    const seen = markViewed(emptyProgress(), 'w', NOW)
    expect(wordStatus(seen.words.w, NOW)).toBe('new')
    const added = setReviewCard(seen, 'w', newReviewCard(NOW))
    expect(wordStatus(added.words.w, NOW)).toBe('new')
    expect(isLearningOrKnown(added.words.w, NOW)).toBe(false)
  })

  it('one sitting of right answers graded by the scheduler does not make a word known', () => {
    // Good after Good within minutes, as a Learn session and a Test give them.
    let c = newReviewCard(NOW)
    let p = answer(emptyProgress(), 'w', true)
    for (let i = 0; i < 6; i++) {
      const t = NOW + i * 5 * 60_000
      c = gradeCard(c, 'good', t)
      p = applyReview(p, 'w', c, 'good', { now: t }, 'dev1')
    }
    expect(c.stability).toBeLessThan(KNOWN_STABILITY_DAYS)
    expect(wordStatus(p.words.w, NOW + 30 * 60_000)).toBe('learning')
  })

  it("fades with time (property): known at t is known at every t' from the last review to t, never from the due time on", () => {
    const answered = answer(emptyProgress(), 'w', true).words.w
    if (!answered) throw new Error('no answer recorded')
    fc.assert(
      fc.property(reviewCardArb, fc.nat(2000), fc.nat(2000), fc.nat(3000), (review, a, b, late) => {
        const word = { ...answered, review }
        const [early, t] = a <= b ? [a, b] : [b, a]
        const from = review.lastReview ?? 0
        if (isKnown(word, t) && early >= from) expect(isKnown(word, early)).toBe(true)
        expect(isKnown(word, review.due + late)).toBe(false)
      }),
    )
  })

  it('known implies learning or known, and both figures only count answered words (property)', () => {
    fc.assert(
      fc.property(progressArb, fc.nat(2000), (p, now) => {
        for (const word of Object.values(p.words)) {
          if (isKnown(word, now)) expect(isLearningOrKnown(word, now)).toBe(true)
          expect(isKnown(word, now)).toBe(
            word.review !== undefined &&
              word.review.stability >= KNOWN_STABILITY_DAYS &&
              now < word.review.due,
          )
        }
      }),
    )
  })
})
