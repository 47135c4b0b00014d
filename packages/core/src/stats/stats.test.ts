import fc from 'fast-check'
import { recordAttempt, recordTestResult, setReviewCard } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import { newReviewCard } from '../schedule'
import {
  accuracy,
  achievements,
  activityHeatmap,
  bestStudyHour,
  dailyTarget,
  dayStreak,
  focusDeck,
  HEAT_LEVELS,
  heatLevel,
  masteryByDeck,
  recommendations,
  reviewsDueFigure,
} from '.'

const DAY = 86_400_000
const NOW = Date.UTC(2025, 5, 15, 20, 0)
const at = { now: NOW, utcOffsetMinutes: 0 }
const answer = (p: Progress, id: string, correct: boolean, now: number) =>
  recordAttempt(p, id, correct, { now, utcOffsetMinutes: 0 }, 'dev1')

const decks = [
  { deckId: '1', wordIds: ['a', 'b'] },
  { deckId: '2', wordIds: ['c', 'd'] },
  { deckId: '3', wordIds: ['e'] },
]
/** The words these tests count (the figures count the vocabulary's by default). */
const IDS = decks.flatMap((d) => d.wordIds)

describe('study assistant with no history', () => {
  it('says so instead of inventing numbers', () => {
    const p = emptyProgress()
    for (const figure of [
      dayStreak(p, at),
      bestStudyHour(p),
      accuracy(p),
      focusDeck(p, decks, at),
      dailyTarget(p, at),
      reviewsDueFigure(p, at),
      achievements(p, decks, at),
      masteryByDeck(p, decks, at),
      recommendations(p, decks, at),
      activityHeatmap(p, at),
    ]) {
      expect(figure).toEqual({ status: 'no-data' })
    }
  })
})

describe('study assistant from history', () => {
  let p = emptyProgress()
  // Three days in a row ending yesterday, mostly at 19:00; deck 1 known (its words' cards
  // stable for a month, due in 30 days).
  for (let i = 0; i < 3; i++) p = answer(p, 'a', true, NOW - DAY * (i + 1) - 3600_000)
  for (let i = 0; i < 3; i++) p = answer(p, 'b', true, NOW - DAY - 3600_000)
  for (const id of ['a', 'b'])
    p = setReviewCard(p, id, { ...newReviewCard(NOW - DAY), stability: 30, due: NOW + 30 * DAY })
  p = answer(p, 'c', false, NOW - DAY * 2 + 3 * 3600_000)
  p = answer(p, 'c', true, NOW - DAY * 2 + 3 * 3600_000)

  it('day streak counts consecutive days ending today or yesterday', () => {
    expect(dayStreak(p, at)).toEqual({ status: 'ok', days: 3 })
    expect(dayStreak(p, { now: NOW + 2 * DAY })).toEqual({ status: 'ok', days: 0 })
    expect(dayStreak(answer(p, 'a', true, NOW), at)).toEqual({ status: 'ok', days: 4 })
  })

  it('best study hour is the hour with the most correct answers', () => {
    expect(bestStudyHour(p)).toEqual({ status: 'ok', hour: 19 })
  })

  it('accuracy is correct over attempts', () => {
    expect(accuracy(p)).toEqual({ status: 'ok', percent: 88, correct: 7, attempts: 8 })
  })

  it('mastery per deck and focus deck (lowest mastery among started)', () => {
    const m = masteryByDeck(p, decks, at)
    expect(m.status === 'ok' && m.decks.map((d) => [d.deckId, d.percent])).toEqual([
      ['1', 100],
      ['2', 0],
      ['3', 0],
    ])
    const f = focusDeck(p, decks, at)
    expect(f.status === 'ok' && f.deck.deckId).toBe('2')
    // Once deck 1's cards are due its words have faded: no deck is known, and the first
    // started one is the focus.
    const later = { now: NOW + 30 * DAY, utcOffsetMinutes: 0 }
    const faded = masteryByDeck(p, decks, later)
    expect(faded.status === 'ok' && faded.decks.map((d) => d.percent)).toEqual([0, 0, 0])
    const focus = focusDeck(p, decks, later)
    expect(focus.status === 'ok' && focus.deck.deckId).toBe('1')
  })

  it('daily target counts words first studied today', () => {
    expect(dailyTarget(p, at, 20, IDS)).toEqual({
      status: 'ok',
      target: 20,
      done: 0,
      reached: false,
    })
    expect(dailyTarget(answer(p, 'e', true, NOW), at, 20, IDS)).toEqual({
      status: 'ok',
      target: 20,
      done: 1,
      reached: false,
    })
    expect(dailyTarget(answer(p, 'e', true, NOW), at, 1, IDS)).toMatchObject({
      done: 1,
      reached: true,
    })
  })

  it('reviews due counts studied words without a review card', () => {
    // 'c' (no card); 'a' and 'b' are due in 30 days.
    expect(reviewsDueFigure(p, at, IDS)).toEqual({ status: 'ok', count: 1 })
  })

  it('unlocks achievements from history', () => {
    const a = achievements(
      recordTestResult(p, '1', { timeSeconds: 30, correct: 2, attempts: 2, completedAt: NOW }),
      decks,
      at,
    )
    if (a.status !== 'ok') throw new Error()
    const unlocked = a.achievements.filter((x) => x.unlocked).map((x) => x.id)
    expect(unlocked).toEqual([
      'first-answer',
      'deck-mastered',
      'test-completed',
      'perfect-test',
      'streak-3',
    ])
    expect(a.unlocked).toBe(5)
  })

  it('recommends message ids with parameters, not prose', () => {
    const r = recommendations(p, decks, at, IDS)
    if (r.status !== 'ok') throw new Error()
    expect(r.recommendations).toEqual([
      { id: 'review-due', params: { count: 1 } },
      { id: 'focus-deck', params: { deckId: '2', known: 0, total: 2 } },
      { id: 'keep-streak', params: { days: 3 } },
      { id: 'take-test', params: { deckId: '1' } },
    ])
  })

  it('heatmap has 12 weeks of attempts per day, ending today', () => {
    const h = activityHeatmap(p, at)
    if (h.status !== 'ok') throw new Error()
    expect(h.days).toHaveLength(84)
    expect(h.days.at(-1)).toEqual({ day: '2025-06-15', attempts: 0, correct: 0 })
    expect(h.days.at(-2)).toEqual({ day: '2025-06-14', attempts: 4, correct: 4 })
    expect(h.max).toBe(4)
  })

  it('shades a heatmap day 0 without attempts, 1–4 by share of the busiest day', () => {
    expect(heatLevel(0, 10)).toBe(0)
    expect(heatLevel(0, 0)).toBe(0)
    expect(heatLevel(1, 10)).toBe(1)
    expect(heatLevel(5, 10)).toBe(2)
    expect(heatLevel(10, 10)).toBe(HEAT_LEVELS)
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(1000), (a, b, extra) => {
        const max = Math.max(a, b) + extra
        const [low, high] = a <= b ? [a, b] : [b, a]
        const level = heatLevel(low, max)
        expect(level).toBeGreaterThanOrEqual(low > 0 ? 1 : 0)
        expect(level).toBeLessThanOrEqual(heatLevel(high, max))
        expect(heatLevel(high, max)).toBeLessThanOrEqual(HEAT_LEVELS)
      }),
    )
  })
})
