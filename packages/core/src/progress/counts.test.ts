import fc from 'fast-check'
import { MASTERED_THRESHOLD } from '../constants'
import { createReviewSession } from '../modes/review'
import { applyReview, gradeCard, newReviewCard } from '../schedule'
import { dailyTarget, reviewsDueFigure } from '../stats'
import { getWords } from '../vocabulary/vocabulary'
import { progressArb } from './arbitraries'
import { deckMastery, isDue, progressCounts, vocabularyWordIds, wordStatus } from './counts'
import { markViewed, recordAttempt } from './record'
import { emptyProgress, type Progress } from './types'

const NOW = Date.UTC(2025, 5, 15, 12, 0)
const DAY = 86_400_000
const at = { now: NOW, utcOffsetMinutes: 0 }
const answer = (p: Progress, id: string, correct: boolean, now = NOW) =>
  recordAttempt(p, id, correct, { now, utcOffsetMinutes: 0 }, 'dev1')

describe('one progress model', () => {
  it('a word is new until answered, learning until 3 correct, then mastered', () => {
    let p = markViewed(emptyProgress(), 'w', NOW)
    expect(wordStatus(p.words.w)).toBe('new')
    p = answer(p, 'w', false)
    expect(wordStatus(p.words.w)).toBe('learning')
    for (let i = 0; i < MASTERED_THRESHOLD - 1; i++) p = answer(p, 'w', true)
    expect(wordStatus(p.words.w)).toBe('learning')
    p = answer(p, 'w', true)
    expect(wordStatus(p.words.w)).toBe('mastered')
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

  it('new + learning + mastered = total, and due ≤ answered + added to Review (any record)', () => {
    fc.assert(
      fc.property(progressArb, fc.nat(2000), (p, now) => {
        const ids = [...Object.keys(p.words), 'absent']
        const c = progressCounts(p, { now }, ids)
        expect(c.new + c.learning + c.mastered).toBe(c.total)
        // A word not answered yet is due only once the learner added it to Review (a card).
        const added = ids.filter((id) => p.words[id]?.review && p.words[id]?.attempts === 0)
        expect(c.due).toBeLessThanOrEqual(c.learning + c.mastered + added.length)
        expect(c.seen).toBeLessThanOrEqual(c.new)
        expect(deckMastery(p, ids).mastered).toBe(c.mastered)
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
