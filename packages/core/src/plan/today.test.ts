import fc from 'fast-check'
import type { PracticeWord } from '../modes/practice'
import { dueWordIds } from '../progress/due'
import { recordAttempt, setReviewCard } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import { recordAnswer } from '../schedule'
import {
  exerciseFor,
  isNewToday,
  isPastLearningSteps,
  isReviewedToday,
  moreNewWords,
  planHasRecall,
  planToday,
  RECALL_STABILITY_DAYS,
  spreadNewWords,
  todayFigures,
  todayItems,
} from './today'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 27, 9)
const ORDER = Array.from({ length: 30 }, (_, i) => `w${i}`)

/** Words answered `daysAgo` days ago, right or wrong. */
const history = fc.array(
  fc.record({
    word: fc.integer({ min: 0, max: 29 }),
    daysAgo: fc.integer({ min: 0, max: 20 }),
    correct: fc.boolean(),
  }),
  { maxLength: 40 },
)

const build = (answers: { word: number; daysAgo: number; correct: boolean }[]): Progress =>
  [...answers]
    .sort((a, b) => b.daysAgo - a.daysAgo)
    .reduce(
      (p, a, i) =>
        recordAnswer(p, `w${a.word}`, a.correct, { now: NOW - a.daysAgo * DAY + i }, 'd'),
      emptyProgress(),
    )

describe('planToday', () => {
  it('a newcomer gets the first words of the order, as many as the goal', () => {
    const plan = planToday(emptyProgress(), {
      now: NOW,
      newWordsPerDay: 10,
      reviewsPerDay: 200,
      newWordOrder: ORDER,
    })
    expect(plan).toMatchObject({ reviews: [], newWords: ORDER.slice(0, 10), due: 0, goal: 10 })
    expect(plan.done).toBe(false)
  })

  it('new words met today count against the goal; met in full, the plan is done', () => {
    let p = emptyProgress()
    for (let i = 0; i < 4; i++) p = recordAnswer(p, `w${i}`, true, { now: NOW - 3600_000 }, 'd')
    const plan = planToday(p, {
      now: NOW,
      newWordsPerDay: 4,
      reviewsPerDay: 200,
      newWordOrder: ORDER,
    })
    expect(plan.newToday).toBe(4)
    expect(plan.newWords).toEqual([])
    // The four are in their learning steps: due again within minutes, so reviews come first.
    const later = planToday(p, {
      now: NOW + 3600_000,
      newWordsPerDay: 4,
      reviewsPerDay: 200,
      newWordOrder: ORDER,
    })
    expect(later.reviews.sort()).toEqual(['w0', 'w1', 'w2', 'w3'])
    expect(later.done).toBe(false)
  })

  it('a word answered wrong yesterday is reviewed today, before any new word', () => {
    const p = recordAnswer(emptyProgress(), 'w5', false, { now: NOW - DAY }, 'd')
    const plan = planToday(p, {
      now: NOW,
      newWordsPerDay: 3,
      reviewsPerDay: 200,
      newWordOrder: ORDER,
    })
    expect(plan.reviews).toEqual(['w5'])
    expect(plan.newWords).toEqual(['w0', 'w1', 'w2'])
    expect(plan.reviewedToday).toBe(0)
    const after = recordAnswer(p, 'w5', true, { now: NOW }, 'd')
    expect(isReviewedToday(after.words.w5, NOW)).toBe(true)
    expect(isNewToday(after.words.w5, NOW)).toBe(false)
  })

  it('property: at most the goal of new words, never one answered, never a word twice', () => {
    fc.assert(
      fc.property(
        history,
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 30 }),
        (h, goal, cap) => {
          const p = build(h)
          const plan = planToday(p, {
            now: NOW,
            newWordsPerDay: goal,
            reviewsPerDay: cap,
            newWordOrder: ORDER,
          })
          expect(plan.newWords.length + plan.newToday).toBeLessThanOrEqual(
            Math.max(goal, plan.newToday),
          )
          expect(plan.newWords.length).toBeLessThanOrEqual(goal)
          for (const id of plan.newWords) expect(p.words[id]?.attempts ?? 0).toBe(0)
          const all = [...plan.reviews, ...plan.newWords]
          expect(new Set(all).size).toBe(all.length)
          expect(plan.reviews.length + plan.reviewedToday).toBeLessThanOrEqual(
            Math.max(cap, plan.reviewedToday),
          )
        },
      ),
    )
  })

  it('property: every due review is offered, most overdue first, while the cap allows', () => {
    fc.assert(
      fc.property(history, (h) => {
        const p = build(h)
        const plan = planToday(p, {
          now: NOW,
          newWordsPerDay: 10,
          reviewsPerDay: 500,
          newWordOrder: ORDER,
        })
        expect(plan.reviews).toEqual(dueWordIds(p, NOW))
        expect(plan.due).toBe(plan.reviews.length)
        expect(plan.done).toBe(plan.reviews.length === 0 && plan.newToday >= 10)
      }),
    )
  })
})

describe("spreadNewWords (the order of Today's session)", () => {
  /** Distinct reviews and new words, their counts drawn. */
  const lists = fc
    .record({ r: fc.integer({ min: 0, max: 250 }), n: fc.integer({ min: 0, max: 40 }) })
    .map(({ r, n }) => ({
      reviews: Array.from({ length: r }, (_, i) => `r${i}`),
      newWords: Array.from({ length: n }, (_, i) => `n${i}`),
    }))

  it('one new word after every k reviews, the first after about k / 2, a review first on a tie', () => {
    expect(spreadNewWords(['r0', 'r1', 'r2', 'r3', 'r4', 'r5'], ['n0', 'n1'])).toEqual([
      'r0',
      'r1',
      'n0',
      'r2',
      'r3',
      'r4',
      'n1',
      'r5',
    ])
    expect(spreadNewWords(['r0', 'r1'], ['n0', 'n1'])).toEqual(['r0', 'n0', 'r1', 'n1'])
    expect(spreadNewWords(['r0'], ['n0', 'n1', 'n2'])).toEqual(['n0', 'r0', 'n1', 'n2'])
    expect(spreadNewWords([], ['n0', 'n1'])).toEqual(['n0', 'n1'])
    expect(spreadNewWords(['r0', 'r1'], [])).toEqual(['r0', 'r1'])
    expect(spreadNewWords([], [])).toEqual([])
    // 200 reviews due and 10 new words: the first new word after 10 reviews, then every 21st.
    const busy = spreadNewWords(
      Array.from({ length: 200 }, (_, i) => `r${i}`),
      Array.from({ length: 10 }, (_, i) => `n${i}`),
    )
    const at = busy.flatMap((id, i) => (id.startsWith('n') ? [i] : []))
    expect(at).toEqual([10, 31, 52, 73, 94, 115, 136, 157, 178, 199])
  })

  it('property: every review and new word once; each list keeps its order', () => {
    fc.assert(
      fc.property(lists, ({ reviews, newWords }) => {
        const out = spreadNewWords(reviews, newWords)
        expect(out).toHaveLength(reviews.length + newWords.length)
        expect(new Set(out).size).toBe(out.length)
        expect(out.filter((id) => id.startsWith('r'))).toEqual(reviews)
        expect(out.filter((id) => id.startsWith('n'))).toEqual(newWords)
      }),
    )
  })

  it('property: any first n items hold floor(n·N / T) to ceil(n·N / T) new words', () => {
    fc.assert(
      fc.property(lists, ({ reviews, newWords }) => {
        const out = spreadNewWords(reviews, newWords)
        const total = out.length
        let met = 0
        out.forEach((id, i) => {
          if (id.startsWith('n')) met++
          const share = ((i + 1) * newWords.length) / total
          expect(met).toBeGreaterThanOrEqual(Math.floor(share))
          expect(met).toBeLessThanOrEqual(Math.ceil(share))
        })
      }),
    )
  })
})

describe("todayItems (Today's session)", () => {
  const word = (id: string): PracticeWord => ({
    id,
    arabic: `ع${id}`,
    meaning: `meaning ${id}`,
    transliteration: id,
    lang: 'en',
  })

  it('property: the plan in spread order, new words taught, words it cannot show left out', () => {
    fc.assert(
      fc.property(
        history,
        fc.integer({ min: 0, max: 12 }),
        fc.subarray(ORDER),
        (h, goal, hidden) => {
          const p = build(h)
          const plan = planToday(p, {
            now: NOW,
            newWordsPerDay: goal,
            reviewsPerDay: 200,
            newWordOrder: ORDER,
          })
          const gone = new Set(hidden)
          const words = new Map(ORDER.filter((id) => !gone.has(id)).map((id) => [id, word(id)]))
          const items = todayItems(p, plan, words, { canListen: true })
          const shown = (id: string) => words.has(id)
          expect(items.map((i) => i.word.id)).toEqual(
            spreadNewWords(plan.reviews.filter(shown), plan.newWords.filter(shown)),
          )
          const fresh = new Set(plan.newWords)
          for (const item of items) expect(item.teach === true).toBe(fresh.has(item.word.id))
        },
      ),
    )
  })
})

describe('moreNewWords (Learn more after the session)', () => {
  const options = { now: NOW, newWordsPerDay: 4, reviewsPerDay: 200, newWordOrder: ORDER }
  /** A learner who has met the first `n` words of the order today. */
  const metToday = (n: number) =>
    ORDER.slice(0, n).reduce(
      (p, id, i) => recordAnswer(p, id, true, { now: NOW - 3600_000 + i }, 'd'),
      emptyProgress(),
    )

  it('offers a goal more of new words, in order, once the day is done; the goal and done do not move', () => {
    const p = metToday(4)
    // Later the same day, past the learning steps' first minutes: nothing of the day is left.
    const at = { ...options, now: NOW + 60_000 }
    expect(planToday(p, at).newWords).toEqual([])
    const more = moreNewWords(p, at)
    expect(more).toEqual({ extraNewWords: 4, count: 4 })
    const plan = planToday(p, { ...at, extraNewWords: more.extraNewWords })
    expect(plan.newWords).toEqual(['w4', 'w5', 'w6', 'w7'])
    expect(plan.goal).toBe(4)
    // A second round asks for another goal's worth.
    const again = recordAnswer(metToday(8), 'w0', true, { now: NOW }, 'd')
    expect(moreNewWords(again, { ...at, extraNewWords: 4 }).extraNewWords).toBe(8)
  })

  it('offers what is left near the end of the words, and nothing once every word is met', () => {
    expect(moreNewWords(metToday(28), { ...options, now: NOW + 60_000 }).count).toBe(2)
    expect(moreNewWords(metToday(30), { ...options, now: NOW + 60_000 }).count).toBe(0)
    // A goal of 0 still learns one more at a time.
    expect(moreNewWords(emptyProgress(), { ...options, newWordsPerDay: 0 })).toEqual({
      extraNewWords: 1,
      count: 1,
    })
  })

  it('property: never more new words than the goal and the extra asked for', () => {
    fc.assert(
      fc.property(
        history,
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 30 }),
        (h, goal, extra) => {
          const p = build(h)
          const plan = planToday(p, { ...options, newWordsPerDay: goal, extraNewWords: extra })
          expect(plan.newWords.length + plan.newToday).toBeLessThanOrEqual(
            Math.max(goal + extra, plan.newToday),
          )
          expect(plan.done).toBe(plan.reviews.length === 0 && plan.newToday >= goal)
        },
      ),
    )
  })
})

describe('exerciseFor', () => {
  it('recognise a new word, reverse a word being learned, recall a known one', () => {
    expect(exerciseFor(undefined, { canListen: true })).toBe('recognise')
    // Wrong answers only: still recognised.
    let p = recordAnswer(emptyProgress(), 'w', false, { now: NOW }, 'd')
    expect(exerciseFor(p.words.w, { canListen: true })).toBe('recognise')
    // Right within the hour, three times: being learned (its stability is short).
    for (let i = 0; i < 3; i++) {
      p = recordAnswer(p, 'w', true, { now: NOW + (i + 1) * 15 * 60_000 }, 'd')
      expect(exerciseFor(p.words.w, { canListen: true })).toBe('reverse')
    }
    expect(p.words.w?.review?.stability).toBeLessThan(RECALL_STABILITY_DAYS)
    // Then answered right each time it comes due: past its learning steps, recalled: every
    // other review by the reveal-and-grade card, by ear and by typing between (issue 45: the
    // rotation was listen and type; listen now types the meaning, the Arabic hidden).
    let at = p.words.w?.review?.due ?? NOW
    const kinds: string[] = []
    for (let i = 0; i < 8; i++) {
      p = recordAnswer(p, 'w', true, { now: at }, 'd')
      at = (p.words.w?.review?.due ?? at) + 1
      kinds.push(exerciseFor(p.words.w, { canListen: true }))
    }
    expect(kinds).toContain('listen-type')
    expect(kinds).toContain('type')
    expect(kinds).toContain('recall')
    expect(kinds).not.toContain('recognise')
  })

  it('never listen when the session cannot play sound', () => {
    let p = emptyProgress()
    let at = NOW
    for (let i = 0; i < 10; i++) {
      expect(exerciseFor(p.words.w, { canListen: false })).not.toBe('listen')
      p = recordAnswer(p, 'w', true, { now: at }, 'd')
      at = (p.words.w?.review?.due ?? at) + 1
    }
  })

  it('recall is the main review of a word past its learning steps: every other review', () => {
    let p = emptyProgress()
    let at = NOW
    while (!isPastLearningSteps(p.words.w)) {
      p = recordAnswer(p, 'w', true, { now: at }, 'd')
      at = (p.words.w?.review?.due ?? at) + 1
    }
    const card = p.words.w?.review
    if (!card) throw new Error('no card')
    const has = { canListen: true, forms: true, fill: true }
    const kinds = Array.from({ length: 8 }, (_, i) =>
      exerciseFor(setReviewCard(p, 'w', { ...card, reps: i }).words.w, has),
    )
    expect(kinds).toEqual([
      'recall',
      'listen-type',
      'recall',
      'type',
      'recall',
      'forms',
      'recall',
      'fill',
    ])
    // Without sound, a form or a verse: recall and type in turn.
    const plain = Array.from({ length: 4 }, (_, i) =>
      exerciseFor(setReviewCard(p, 'w', { ...card, reps: i }).words.w, { canListen: false }),
    )
    expect(plain).toEqual(['recall', 'type', 'recall', 'type'])
    // Not yet past its steps (a card under RECALL_STABILITY_DAYS): never recall.
    const young = setReviewCard(p, 'w', { ...card, stability: RECALL_STABILITY_DAYS - 0.5 })
    expect(exerciseFor(young.words.w, has)).toBe('reverse')
  })

  it('a word answered without a card (an older record) is asked the other way round', () => {
    let p = recordAttempt(emptyProgress(), 'w', true, { now: NOW }, 'd')
    for (let i = 0; i < 3; i++) p = recordAttempt(p, 'w', true, { now: NOW + i }, 'd')
    expect(exerciseFor(p.words.w, { canListen: true })).toBe('reverse')
  })
})

describe('todayFigures', () => {
  it('counts what is done and left today, and the ring share', () => {
    const p = recordAnswer(emptyProgress(), 'w0', true, { now: NOW - 3600_000 }, 'd')
    const plan = planToday(p, {
      now: NOW,
      newWordsPerDay: 4,
      reviewsPerDay: 200,
      newWordOrder: ORDER,
    })
    expect(todayFigures(plan)).toEqual({ done: 1, reviewsLeft: 1, newLeft: 3, share: 0.2 })
    const nothing = planToday(emptyProgress(), {
      now: NOW,
      newWordsPerDay: 4,
      reviewsPerDay: 200,
      newWordOrder: [],
    })
    expect(todayFigures(nothing).share).toBe(1)
  })
})

describe('planHasRecall', () => {
  it('is true once a review of the plan is known well enough to be recalled, not before', () => {
    let p = recordAnswer(emptyProgress(), 'w', true, { now: NOW }, 'd')
    expect(planHasRecall(p, ['w', 'x'])).toBe(false)
    let at = p.words.w?.review?.due ?? NOW
    for (let i = 0; i < 8 && !planHasRecall(p, ['w']); i++) {
      p = recordAnswer(p, 'w', true, { now: at }, 'd')
      at = (p.words.w?.review?.due ?? at) + 1
    }
    expect(['recall', 'type']).toContain(exerciseFor(p.words.w, { canListen: false }))
    expect(planHasRecall(p, ['x', 'w'])).toBe(true)
    // The same word outside the plan's reviews does not count.
    expect(planHasRecall(p, ['x'])).toBe(false)
    expect(planHasRecall(p, [])).toBe(false)
  })

  it('agrees with exerciseFor on every history', () => {
    fc.assert(
      fc.property(history, (answers) => {
        const p = build(answers)
        const reviews = Object.keys(p.words)
        expect(planHasRecall(p, reviews)).toBe(
          reviews.some(
            (id) =>
              !['recognise', 'reverse'].includes(exerciseFor(p.words[id], { canListen: false })),
          ),
        )
      }),
    )
  })
})
