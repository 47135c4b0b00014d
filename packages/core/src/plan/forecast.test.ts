import fc from 'fast-check'
import { isDue } from '../progress/due'
import { recordAttempt, setReviewCard } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import * as scheduler from '../schedule'
import { endOfTomorrow, learnMoreForecast } from './forecast'
import { moreNewWords, planToday, type TodayPlanOptions } from './today'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** 9:00 UTC. */
const NOW = Date.UTC(2026, 10, 27, 9)
const ORDER = Array.from({ length: 60 }, (_, i) => `w${i}`)
const OPTIONS: TodayPlanOptions = {
  now: NOW,
  newWordsPerDay: 10,
  reviewsPerDay: 30,
  newWordOrder: ORDER,
}

/** A record whose `n` first words of the order were answered and have a card due at `due`. */
const withDue = (n: number, due: number): Progress => {
  let p = emptyProgress()
  const at = NOW - 30 * DAY
  for (const id of ORDER.slice(0, n)) {
    const card = scheduler.gradeCard(scheduler.newReviewCard(at), 'good', at)
    p = setReviewCard(recordAttempt(p, id, true, { now: at }, 'd'), id, { ...card, due })
  }
  return p
}

/** `p` with `n` words of the order from `from` met today, an hour ago, right (a choice: Hard). */
const metToday = (p: Progress, from: number, n: number): Progress =>
  ORDER.slice(from, from + n).reduce(
    (q, id, i) =>
      scheduler.recordAnswer(q, id, true, { now: NOW - HOUR + i }, 'd', undefined, 'hard'),
    p,
  )

describe('endOfTomorrow', () => {
  it('is the start of the day after tomorrow, in the learner’s local time', () => {
    expect(endOfTomorrow(NOW)).toBe(Date.UTC(2026, 10, 29))
    // Dhaka (UTC+6): 9:00 UTC is 15:00 on the 27th; tomorrow ends at 29th 0:00 local.
    expect(endOfTomorrow(NOW, 360)).toBe(Date.UTC(2026, 10, 29) - 6 * HOUR)
    // 20:00 UTC in Dhaka is 2:00 on the 28th: tomorrow is the 29th.
    expect(endOfTomorrow(Date.UTC(2026, 10, 27, 20), 360)).toBe(Date.UTC(2026, 10, 30) - 6 * HOUR)
  })
})

describe('learnMoreForecast (Learn more, honest about tomorrow)', () => {
  const forecast = { scheduler }

  it('says what a round adds to tomorrow: each new word graded once is due again by then', () => {
    const more = learnMoreForecast(emptyProgress(), OPTIONS, forecast)
    // Today's 10 new words not met yet are tomorrow's 10 reviews; the round's 10 more add 10.
    expect(more).toEqual({
      ...moreNewWords(emptyProgress(), OPTIONS),
      reviewsTomorrow: 10,
      addedTomorrow: 10,
      capped: false,
    })
    expect(more.count).toBe(20)
  })

  it('counts the record’s words due by the end of tomorrow, not those due later', () => {
    const soon = withDue(5, NOW + DAY)
    const later = withDue(5, endOfTomorrow(NOW) + 1)
    // The day's own new words met, so only the record's count.
    const done = { ...OPTIONS, newWordsPerDay: 0 }
    expect(learnMoreForecast(soon, done, forecast).reviewsTomorrow).toBe(5)
    expect(learnMoreForecast(later, done, forecast).reviewsTomorrow).toBe(0)
  })

  it('offers only the new words that keep tomorrow within the review goal, none once it is full', () => {
    // After the day's session: 15 reviews due tomorrow, and the day's 10 new words met (each
    // due again within its learning steps): 25 of a goal of 30. 5 of the round's 10 fit.
    const busy = metToday(withDue(15, NOW + DAY), 15, 10)
    const more = learnMoreForecast(busy, OPTIONS, forecast)
    expect(more).toMatchObject({ count: 5, reviewsTomorrow: 25, addedTomorrow: 5, capped: true })
    // The plan asked with its extra holds exactly those words, the next in order.
    const plan = planToday(busy, { ...OPTIONS, extraNewWords: more.extraNewWords })
    expect(plan.newWords).toEqual(ORDER.slice(25, 30))
    // Tomorrow exactly at the goal: nothing more to learn today.
    const full = learnMoreForecast(metToday(withDue(20, NOW + DAY), 20, 10), OPTIONS, forecast)
    expect(full).toMatchObject({ count: 0, reviewsTomorrow: 30, addedTomorrow: 0, capped: true })
    // Past it too.
    const over = metToday(withDue(40, NOW + DAY), 40, 10)
    expect(learnMoreForecast(over, OPTIONS, forecast).count).toBe(0)
    // With room, the whole round.
    const room = learnMoreForecast(metToday(emptyProgress(), 0, 10), OPTIONS, forecast)
    expect(room).toMatchObject({ count: 10, reviewsTomorrow: 10, addedTomorrow: 10, capped: false })
  })

  it('offers nothing, and is not capped, once every word has been met', () => {
    const all = withDue(60, NOW + 10 * DAY)
    expect(learnMoreForecast(all, OPTIONS, forecast)).toMatchObject({ count: 0, capped: false })
  })

  it('never lets tomorrow pass the goal, and offers what the plan then holds (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: -3 * DAY, max: 5 * DAY }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 10, max: 60 }),
        fc.constantFrom('again', 'hard', 'good', 'easy' as const),
        (met, dueIn, today, newWordsPerDay, reviewsPerDay, grade) => {
          const p = metToday(withDue(met, NOW + dueIn), met, today)
          const options = { ...OPTIONS, newWordsPerDay, reviewsPerDay }
          const more = learnMoreForecast(p, options, { scheduler, grade })
          const round = moreNewWords(p, options)
          const left = planToday(p, options).newWords.length
          // The forecast, recomputed from the record and the cards new words would get.
          const until = endOfTomorrow(NOW)
          const card = scheduler.gradeCard(scheduler.newReviewCard(NOW), grade, NOW)
          const adds = card.due <= until ? 1 : 0
          const due = Object.values(p.words).filter((w) => isDue(w, until)).length
          expect(more.reviewsTomorrow).toBe(due + left * adds)
          const fits = more.count === 0 ? 0 : more.count - left
          expect(fits).toBeGreaterThanOrEqual(0)
          expect(more.count).toBeLessThanOrEqual(round.count)
          expect(more.addedTomorrow).toBe(fits * adds)
          expect(more.capped).toBe(fits < round.count - left)
          // The plan asked with the extra holds the words offered (today's left, if none).
          const plan = planToday(p, { ...options, extraNewWords: more.extraNewWords })
          expect(plan.newWords).toHaveLength(left + fits)
          // Never past the goal because of the round; one more word would pass it.
          if (fits > 0)
            expect(more.reviewsTomorrow + more.addedTomorrow).toBeLessThanOrEqual(reviewsPerDay)
          if (more.capped)
            expect(more.reviewsTomorrow + (fits + 1) * adds).toBeGreaterThan(reviewsPerDay)
        },
      ),
    )
  })
})
