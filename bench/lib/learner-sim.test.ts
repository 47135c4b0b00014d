// Tests of the simulated learners of `npm run bench` (bench/lib/learner-sim.ts, issue 19):
// the memory model itself and the two learners' rules (run in the unit project).
import { default_w, FSRSAlgorithm, generatorParameters } from 'ts-fsrs'
import { dayKey } from '../../packages/core/src/progress/record'
import {
  AGAIN,
  DECAY,
  FACTOR,
  firstMemory,
  GOOD,
  lessonOrder,
  MODEL_VERSION,
  nextMemory,
  retrievability,
  simulateDrill,
  simulateToday,
  W,
} from './learner-sim'

const WORDS = lessonOrder().slice(0, 60)

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

describe('the simulated learners', () => {
  const small = { days: 8, words: WORDS, lessonSize: 10 }

  it('are deterministic for a seed', () => {
    const a = simulateToday({ ...small, seed: 7 })
    const b = simulateToday({ ...small, seed: 7 })
    expect(b.recall).toEqual(a.recall)
    expect(b.log).toEqual(a.log)
    expect(b.progress).toEqual(a.progress)
    const c = simulateDrill({ ...small, seed: 7 })
    const d = simulateDrill({ ...small, seed: 7 })
    expect(d.recall).toEqual(c.recall)
    expect(d.log).toEqual(c.log)
    expect(simulateDrill({ ...small, seed: 8 }).recall).not.toEqual(c.recall)
  })

  it('the Today learner never takes more new words a day than the goal, in order', () => {
    for (const newWordsPerDay of [3, 7]) {
      const result = simulateToday({ ...small, seed: 3, newWordsPerDay, budgetSeconds: 3600 })
      for (const day of result.log) expect(day.newWords).toBeLessThanOrEqual(newWordsPerDay)
      // The app's record agrees: words first met each day.
      const firstMet = new Map<string, number>()
      for (const word of Object.values(result.progress.words)) {
        const key = dayKey(word.viewedAt)
        firstMet.set(key, (firstMet.get(key) ?? 0) + 1)
      }
      for (const count of firstMet.values()) expect(count).toBeLessThanOrEqual(newWordsPerDay)
      // New words come in the lessons' order.
      const met = WORDS.filter((id) => result.progress.words[id])
      expect(met).toEqual(WORDS.slice(0, met.length))
      expect(met.length).toBe(Math.min(WORDS.length, newWordsPerDay * small.days))
    }
  })

  it('both learners spend at most the daily budget', () => {
    for (const budgetSeconds of [60, 200, 900]) {
      const runs = [
        simulateToday({ ...small, seed: 1, budgetSeconds }),
        simulateToday({ ...small, seed: 1, budgetSeconds, extraNewWords: true }),
        simulateDrill({ ...small, seed: 1, budgetSeconds }),
      ]
      for (const run of runs) {
        expect(run.log).toHaveLength(small.days)
        for (const day of run.log) {
          expect(day.seconds).toBeLessThanOrEqual(budgetSeconds)
          expect(day.seconds).toBeGreaterThan(0)
        }
      }
    }
    // The drill learner uses all of it (to within one answer); Today stops when done.
    const drill = simulateDrill({ ...small, seed: 1, budgetSeconds: 900 })
    for (const day of drill.log) expect(day.seconds).toBeGreaterThan(900 - 10)
    const today = simulateToday({ ...small, seed: 1, budgetSeconds: 900 })
    expect(today.log[0]?.seconds).toBeLessThan(900)
  })

  it('the drill learner meets the lessons in order, one lesson at a time', () => {
    const result = simulateDrill({ ...small, seed: 2, budgetSeconds: 300 })
    const met = Object.entries(result.progress.words)
      .sort(([, a], [, b]) => a.viewedAt - b.viewedAt)
      .map(([id]) => Math.floor(WORDS.indexOf(id) / small.lessonSize))
    expect(met.length).toBeGreaterThan(small.lessonSize)
    // Every word of a lesson is met before any word of the next.
    expect(met).toEqual([...met].sort((a, b) => a - b))
    expect(met.slice(0, small.lessonSize)).toEqual(Array(small.lessonSize).fill(0))
  })

  it('words never met count 0; retained is the sum of R at the end', () => {
    const result = simulateToday({ ...small, seed: 5, newWordsPerDay: 2 })
    expect(result.met).toBe(16)
    expect(result.recall.filter((r) => r > 0)).toHaveLength(16)
    expect(result.retained).toBeCloseTo(
      result.recall.reduce((a, b) => a + b, 0),
      9,
    )
    expect(result.retained90).toBe(result.recall.filter((r) => r >= 0.9).length)
  })
})
