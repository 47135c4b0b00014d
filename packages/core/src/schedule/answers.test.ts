// Every answer feeds the scheduler: the answer → grade mapping, the desired retention, leeches,
// and the progress store grading each answer's card (Review's own grades once only).
import fc from 'fast-check'
import { createMemoryStorage } from '../adapters/memory-storage'
import { fixedClock } from '../ports/clock'
import { isDue } from '../progress/due'
import { recordAttempt } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import { createProgressStore } from '../store/progress'
import {
  answerGrade,
  clampRetention,
  DEFAULT_RETENTION,
  gradeAnswer,
  gradeCard,
  isLeech,
  LEECH_LAPSES,
  leechWords,
  newReviewCard,
  RETENTION_RANGE,
  recordAnswer,
} from '.'

const NOW = Date.UTC(2026, 10, 27, 9)
const DAY = 86_400_000

describe('answer → grade', () => {
  it('right is Good, wrong is Again', () => {
    expect(answerGrade(true)).toBe('good')
    expect(answerGrade(false)).toBe('again')
  })

  it('a first right answer schedules a new word within its learning steps, a wrong one sooner', () => {
    const right = recordAnswer(emptyProgress(), 'w', true, { now: NOW }, 'd')
    const wrong = recordAnswer(emptyProgress(), 'w', false, { now: NOW }, 'd')
    const r = right.words.w?.review
    const w = wrong.words.w?.review
    expect(r?.reps).toBe(1)
    expect(r && r.due > NOW).toBe(true)
    expect(w && r && w.due < r.due).toBe(true)
    // Answered and scheduled: not due this minute, due again by tomorrow.
    expect(isDue(right.words.w, NOW)).toBe(false)
    expect(isDue(right.words.w, NOW + DAY)).toBe(true)
    // The attempt is counted as before.
    expect(right.words.w).toMatchObject({ correct: 1, attempts: 1 })
    expect(wrong.words.w).toMatchObject({ correct: 0, attempts: 1 })
  })

  it('right answers on later days space the word out further each time', () => {
    let p = emptyProgress()
    let at = NOW
    const intervals: number[] = []
    for (let i = 0; i < 5; i++) {
      p = recordAnswer(p, 'w', true, { now: at }, 'd')
      const due = p.words.w?.review?.due ?? 0
      intervals.push(due - at)
      at = Math.max(due, at + 60_000)
    }
    for (let i = 2; i < intervals.length; i++)
      expect(intervals[i]).toBeGreaterThan(intervals[i - 1] ?? 0)
  })

  it('a word reset after the answer is not scheduled by it', () => {
    const p = gradeAnswer(emptyProgress(), 'w', true, NOW)
    expect(p.words.w).toBeUndefined()
  })
})

describe('desired retention', () => {
  it('is clamped to 0.80–0.97, two decimals; anything else is the default', () => {
    expect(clampRetention(undefined)).toBe(DEFAULT_RETENTION)
    expect(clampRetention(Number.NaN)).toBe(DEFAULT_RETENTION)
    expect(clampRetention(0.5)).toBe(RETENTION_RANGE.min)
    expect(clampRetention(1)).toBe(RETENTION_RANGE.max)
    expect(clampRetention(0.934)).toBe(0.93)
  })

  it('a higher retention brings a known word back sooner', () => {
    let card = newReviewCard(NOW)
    let at = NOW
    for (let i = 0; i < 3; i++) {
      card = gradeCard(card, 'good', at)
      at = card.due
    }
    const low = gradeCard(card, 'good', at, 0.8)
    const mid = gradeCard(card, 'good', at, 0.9)
    const high = gradeCard(card, 'good', at, 0.97)
    expect(low.due).toBeGreaterThan(mid.due)
    expect(mid.due).toBeGreaterThan(high.due)
  })
})

describe('leeches', () => {
  /** A word learned, then forgotten `lapses` times. */
  const forgotten = (lapses: number): Progress => {
    let p = emptyProgress()
    let at = NOW
    for (let i = 0; i < 4; i++) {
      p = recordAnswer(p, 'w', true, { now: at }, 'd')
      at = (p.words.w?.review?.due ?? at) + 1
    }
    for (let i = 0; i < lapses; i++) {
      p = recordAnswer(p, 'w', false, { now: at }, 'd')
      at += 10 * 60_000
      p = recordAnswer(p, 'w', true, { now: at }, 'd')
      at = (p.words.w?.review?.due ?? at) + 1
    }
    return p
  }

  it(`a word forgotten ${LEECH_LAPSES} times after it was learned is a leech`, () => {
    expect(isLeech(forgotten(LEECH_LAPSES - 1).words.w)).toBe(false)
    const p = forgotten(LEECH_LAPSES)
    expect(p.words.w?.review?.lapses).toBe(LEECH_LAPSES)
    expect(isLeech(p.words.w)).toBe(true)
    expect(leechWords(p)).toEqual(['w'])
  })

  it('wrong answers while still learning a word are not lapses', () => {
    let p = emptyProgress()
    for (let i = 0; i < 10; i++) p = recordAnswer(p, 'w', false, { now: NOW + i * 1000 }, 'd')
    expect(isLeech(p.words.w)).toBe(false)
  })
})

describe('the progress store grades every answer', () => {
  const open = async () => {
    const clock = fixedClock(NOW)
    const store = createProgressStore({ storage: createMemoryStorage(), clock, debounceMs: 0 })
    await store.getState().load()
    // Every word answered here was taught first (its study card): an answer to a word never
    // shown is a guess, counted and not graded (progress-record.test.ts).
    for (const id of ['w', 'v', 'a', 'b', 'c']) store.getState().markViewed(id)
    return { store, clock }
  }

  it("an answer counts at once and its word's card is graded by the time it is written", async () => {
    const { store } = await open()
    store.getState().recordAttempt('w', true, { retention: 0.9 })
    expect(store.getState().progress.words.w).toMatchObject({ correct: 1, attempts: 1 })
    await store.getState().flush()
    const card = store.getState().progress.words.w?.review
    expect(card?.reps).toBe(1)
    expect(card?.due).toBe(gradeCard(newReviewCard(NOW), 'good', NOW).due)
  })

  it('once the scheduler is here, an answer is counted and graded in one change', async () => {
    const { store } = await open()
    store.getState().recordAttempt('w', true)
    await store.getState().flush()
    store.getState().recordAttempt('v', false)
    // No wait: the card is there with the attempt.
    expect(store.getState().progress.words.v?.review?.reps).toBe(1)
    expect(store.getState().progress.words.v?.attempts).toBe(1)
  })

  it('answers to one word are graded in the order given', async () => {
    const { store } = await open()
    store.getState().recordAttempt('w', false)
    store.getState().recordAttempt('w', true)
    await store.getState().flush()
    const expected = recordAnswer(
      recordAnswer(emptyProgress(), 'w', false, { now: NOW, utcOffsetMinutes: 0 }, 'x'),
      'w',
      true,
      { now: NOW, utcOffsetMinutes: 0 },
      'x',
    )
    expect(store.getState().progress.words.w?.review).toEqual(expected.words.w?.review)
  })

  it("Review's own grade is not graded a second time", async () => {
    const { store } = await open()
    const card = gradeCard(newReviewCard(NOW), 'easy', NOW)
    store.getState().setReviewCard('w', card)
    store.getState().recordAttempt('w', true, { schedule: false })
    await store.getState().flush()
    expect(store.getState().progress.words.w?.review).toEqual(card)
    expect(store.getState().progress.words.w?.correct).toBe(1)
  })

  it('property: counts equal recordAttempt alone, whatever the answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.boolean()), { maxLength: 12 }),
        async (answers) => {
          const { store } = await open()
          let plain = emptyProgress()
          for (const [id, correct] of answers) {
            store.getState().recordAttempt(id, correct)
            plain = recordAttempt(plain, id, correct, { now: NOW, utcOffsetMinutes: 0 }, 'x')
          }
          await store.getState().flush()
          for (const [id] of answers) {
            const word = store.getState().progress.words[id]
            expect(word?.correct).toBe(plain.words[id]?.correct)
            expect(word?.attempts).toBe(plain.words[id]?.attempts)
            expect(word?.review?.reps).toBe(plain.words[id]?.attempts)
          }
        },
      ),
      { numRuns: 40 },
    )
  })
})
