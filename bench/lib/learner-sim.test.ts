// Tests of the simulated learners of `npm run bench` (bench/lib/learner-sim.ts, issues 19 and
// 45): the memory model itself, guessing, grading through the machines' effects, and the
// cost accounting (run in the unit project).
import { default_w, FSRSAlgorithm, generatorParameters } from 'ts-fsrs'
import {
  AGAIN,
  type CostEvent,
  type CostModel,
  DECAY,
  DEFAULT_COSTS,
  FACTOR,
  FSRS_COSTS,
  firstMemory,
  GOOD,
  Learner,
  lessonOrder,
  loadSimData,
  MODEL_VERSION,
  nextMemory,
  retrievability,
  runPractice,
  type SimData,
  seedSpread,
  simulateDrill,
  simulateToday,
  W,
} from './learner-sim'

let data: SimData
beforeAll(async () => {
  data = await loadSimData()
})

describe('the memory model (FSRS-6, ts-fsrs defaults)', () => {
  it('uses ts-fsrs’s published default parameters and its FSRS-6 curve', () => {
    expect(MODEL_VERSION).toMatch(/FSRS-6/)
    expect(W).toEqual([...default_w])
    expect(W).toHaveLength(21)
    expect(DECAY).toBe(-(default_w[20] as number))
  })

  it('R is 1 at once, decreases with time, and is 0.9 when t = S', () => {
    for (const s of [0.2, 1, 7, 60]) {
      expect(retrievability(0, s)).toBe(1)
      let previous = 1
      for (const t of [0.01, 0.5, 1, 3, 10, 30, 100]) {
        const r = retrievability(t, s)
        expect(r).toBeLessThan(previous)
        expect(r).toBeGreaterThan(0)
        previous = r
      }
      expect(retrievability(s, s)).toBeCloseTo(0.9, 12)
    }
    expect((1 + FACTOR) ** DECAY).toBeCloseTo(0.9, 12)
  })

  it('gives the same memory states as ts-fsrs’s own FSRSAlgorithm.next_state', () => {
    const fsrs = new FSRSAlgorithm(generatorParameters())
    for (const g of [AGAIN, GOOD]) {
      const first = fsrs.next_state(null, 0, g)
      expect(firstMemory(g).stability).toBeCloseTo(first.stability, 6)
      expect(firstMemory(g).difficulty).toBeCloseTo(first.difficulty, 6)
      for (const stability of [0.2, 1.3, 5, 40])
        for (const difficulty of [1, 4.5, 8, 10])
          for (const t of [0, 1, 3, 12, 90]) {
            const theirs = fsrs.next_state({ stability, difficulty }, t, g)
            const ours = nextMemory({ stability, difficulty }, g, t, t === 0)
            expect(ours.stability / theirs.stability).toBeCloseTo(1, 5)
            expect(ours.difficulty).toBeCloseTo(theirs.difficulty, 5)
          }
    }
  })

  it('a right answer increases stability, more when R is low; a wrong one lowers it', () => {
    const memory = { stability: 5, difficulty: 5 }
    const gains = [1, 3, 5, 10, 30].map(
      (t) => nextMemory(memory, GOOD, t, false).stability / memory.stability,
    )
    for (const [i, gain] of gains.entries()) {
      expect(gain).toBeGreaterThan(1)
      if (i > 0) expect(gain).toBeGreaterThan(gains[i - 1] as number)
    }
    expect(nextMemory(memory, AGAIN, 5, false).stability).toBeLessThan(memory.stability)
    // Same day: a right answer never lowers stability, a wrong one does.
    expect(nextMemory(memory, GOOD, 0.01, true).stability).toBeGreaterThanOrEqual(5)
    expect(nextMemory(memory, AGAIN, 0.01, true).stability).toBeLessThan(5)
  })

  it('a first meeting is an Again: S = w[0], D = w[4]', () => {
    expect(firstMemory(AGAIN)).toEqual({ stability: W[0], difficulty: W[4] })
  })
})

const totals = (log: { luckyGuesses: number; guesses: number; questions: number }[]) =>
  log.reduce(
    (a, d) => ({
      guesses: a.guesses + d.guesses,
      lucky: a.lucky + d.luckyGuesses,
      questions: a.questions + d.questions,
    }),
    { guesses: 0, lucky: 0, questions: 0 },
  )

describe('guessing', () => {
  const words = () =>
    lessonOrder()
      .slice(0, 40)
      .map((id) => data.words.get(id))

  it('a meaning never met is guessed among 4 options, right about one time in four', () => {
    let guesses = 0
    let lucky = 0
    for (let seed = 1; seed <= 20; seed++) {
      const learner = new Learner({ data, seed, budgetSeconds: 100_000, studyDays: 1 })
      learner.beginDay(1)
      const items = words().flatMap((word) => (word ? [{ word, kind: 'recognise' as const }] : []))
      runPractice(learner, items)
      // Every first question was on a word never met: all guesses.
      expect(learner.today.guesses).toBeGreaterThanOrEqual(items.length)
      guesses += learner.today.guesses
      lucky += learner.today.luckyGuesses
    }
    // 25 % expected; over ≥ 800 guesses the binomial's σ is ≤ 1.5 points.
    expect(guesses).toBeGreaterThanOrEqual(800)
    expect(lucky / guesses).toBeGreaterThan(0.2)
    expect(lucky / guesses).toBeLessThan(0.3)
  })

  it('a typed meaning is never right by a guess', () => {
    const learner = new Learner({ data, seed: 3, budgetSeconds: 5_000, studyDays: 1 })
    learner.beginDay(1)
    const items = words().flatMap((word) => (word ? [{ word, kind: 'type' as const }] : []))
    runPractice(learner, items.slice(0, 10))
    expect(learner.today.guesses).toBeGreaterThan(0)
    expect(learner.today.luckyGuesses).toBe(0)
  })

  it('a guess on a word never taught is counted, never graded; once taught, the first answer is', () => {
    const untaught = new Learner({ data, seed: 5, budgetSeconds: 100_000, studyDays: 1 })
    untaught.beginDay(1)
    const list = words()
      .slice(0, 12)
      .flatMap((word) => (word ? [word] : []))
    runPractice(
      untaught,
      list.map((word) => ({ word, kind: 'recognise' as const })),
    )
    expect(untaught.today.luckyGuesses).toBeGreaterThan(0)
    for (const word of list) {
      const record = untaught.progress.words[word.id]
      expect(record?.attempts).toBeGreaterThan(0)
      expect(record?.review).toBeUndefined()
    }
    // The same words taught first (Today's study cards): their first answers grade a card.
    const taught = new Learner({ data, seed: 5, budgetSeconds: 100_000, studyDays: 1 })
    taught.beginDay(1)
    runPractice(
      taught,
      list.map((word) => ({ word, kind: 'recognise' as const, teach: true })),
    )
    expect(taught.today.studyCards).toBe(list.length)
    for (const word of list) expect(taught.progress.words[word.id]?.review).toBeDefined()
  })

  it('the drill learner guesses words it never met: the first pass of lesson 1 is all guesses', () => {
    const result = simulateDrill({ data, seed: 2, budgetSeconds: 300, studyDays: 1 })
    const day = totals(result.log)
    expect(day.questions).toBeGreaterThan(10)
    expect(day.guesses).toBe(day.questions)
    expect(result.met).toBe(day.questions)
  })
})

describe('costs', () => {
  const question = (over: Partial<Extract<CostEvent, { type: 'question' }>>): CostEvent => ({
    type: 'question',
    kind: 'choice',
    retrieved: true,
    correct: true,
    wrongClicks: 0,
    firstMeeting: false,
    ...over,
  })

  it('the default costs, per kind, as bench/notes.md states them', () => {
    const of = DEFAULT_COSTS.of
    expect(of({ type: 'study' })).toBe(10)
    expect(of(question({}))).toBe(6)
    expect(of(question({ retrieved: false, correct: false }))).toBe(10)
    expect(of(question({ retrieved: false, correct: true }))).toBe(6)
    expect(of(question({ kind: 'typed' }))).toBe(10)
    expect(of(question({ kind: 'typed', retrieved: false, correct: false }))).toBe(14)
    expect(of(question({ kind: 'self' }))).toBe(8)
    expect(of(question({ kind: 'self', retrieved: false, correct: false }))).toBe(10)
    expect(of(question({ kind: 'learn', wrongClicks: 3, correct: false }))).toBe(18)
    expect(DEFAULT_COSTS.max).toBe(18)
  })

  it('the FSRS simulator variant: a first meeting, a retrieval, a failure', () => {
    const of = FSRS_COSTS.of
    expect(of({ type: 'study' })).toBe(33.79)
    expect(of(question({ kind: 'learn', firstMeeting: true, retrieved: false }))).toBe(33.79)
    expect(of(question({ kind: 'typed' }))).toBe(7.33)
    expect(of(question({ retrieved: false, correct: true }))).toBe(23)
    expect(FSRS_COSTS.max).toBe(33.79)
  })

  it('every step is charged once, and no day goes over its budget', () => {
    for (const simulate of [simulateToday, simulateDrill]) {
      let charged = 0
      let steps = 0
      let studies = 0
      const counting: CostModel = {
        ...DEFAULT_COSTS,
        of: (e) => {
          steps++
          if (e.type === 'study') studies++
          const cost = DEFAULT_COSTS.of(e)
          charged += cost
          return cost
        },
      }
      const result = simulate({ data, seed: 4, budgetSeconds: 240, studyDays: 5, costs: counting })
      const used = result.log.reduce((a, d) => a + d.seconds, 0)
      expect(used).toBeCloseTo(charged, 9)
      const studied = result.log.reduce((a, d) => a + d.studyCards, 0)
      expect(studies).toBe(studied)
      expect(steps).toBe(studied + totals(result.log).questions)
      for (const day of result.log) {
        expect(day.seconds).toBeLessThanOrEqual(240)
        // Stopped only when the largest step would not fit (Today may stop earlier: done).
        if (simulate === simulateDrill) expect(day.seconds).toBeGreaterThan(240 - 18)
      }
    }
  })
})

describe('the learners and the measure', () => {
  it('are deterministic for a seed', () => {
    const options = { data, budgetSeconds: 300, studyDays: 4 }
    const a = simulateToday({ ...options, seed: 7 })
    const b = simulateToday({ ...options, seed: 7 })
    expect(b.log).toEqual(a.log)
    expect(b.progress).toEqual(a.progress)
    expect(b.knownAtStart).toEqual(a.knownAtStart)
    const c = simulateDrill({ ...options, seed: 7 })
    expect(simulateDrill({ ...options, seed: 7 }).log).toEqual(c.log)
    expect(simulateDrill({ ...options, seed: 8 }).log).not.toEqual(c.log)
  })

  it('Today teaches each new word on a study card before its question, the goal a day plus Learn more', () => {
    const result = simulateToday({ data, seed: 1, budgetSeconds: 600, studyDays: 3 })
    for (const day of result.log) {
      expect(day.studyCards).toBeGreaterThanOrEqual(day.newWords)
      expect(day.sessions).toBeGreaterThanOrEqual(1)
    }
    // Day 1: the goal's 10 words, then "Learn more" with the time left (a later session).
    expect(result.log[0]?.newWords).toBeGreaterThan(10)
    expect(result.log[0]?.sessions).toBeGreaterThan(1)
    // New words in lesson order.
    const order = lessonOrder()
    const met = order.filter((id) => result.progress.words[id])
    expect(met).toEqual(order.slice(0, met.length))
  })

  it('counts words at R ≥ 0.9 at the start of each day and stops at the target', () => {
    const result = simulateDrill({
      data,
      seed: 1,
      budgetSeconds: 600,
      studyDays: 30,
      stopAtKnown: 20,
    })
    expect(result.knownAtStart[0]).toBe(0)
    expect(result.reachedDay).not.toBeNull()
    const day = result.reachedDay as number
    expect(result.knownAtStart[day - 1]).toBeGreaterThanOrEqual(20)
    for (const known of result.knownAtStart.slice(0, day - 1)) expect(known).toBeLessThan(20)
    const before = result.log.slice(0, day - 1).reduce((a, d) => a + d.seconds, 0) / 60
    expect(result.reachedMinutes).toBeCloseTo(before, 9)
  })

  it('after the study days, memory only fades (a break)', () => {
    const result = simulateToday({ data, seed: 2, budgetSeconds: 300, studyDays: 5, lastDay: 30 })
    expect(result.log).toHaveLength(5)
    const after = result.knownAtStart.slice(5)
    for (let i = 1; i < after.length; i++)
      expect(after[i]).toBeLessThanOrEqual(after[i - 1] as number)
  })

  it('the median over seeds ranks "not reached" above every number', () => {
    expect(seedSpread([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3, reached: 3, seeds: 3 })
    expect(seedSpread([4, null, 2, 8]).median).toBe(6)
    expect(seedSpread([4, null, null, 8]).median).toBeNull()
    expect(seedSpread([null, 5, null])).toEqual({
      median: null,
      min: 5,
      max: null,
      reached: 1,
      seeds: 3,
    })
  })
})
