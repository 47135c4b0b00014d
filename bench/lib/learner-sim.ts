// Simulated learners (issue 19): how many of the 600 words a learner who follows Today
// retains after 60 days, against one who drills the lessons in order for the same time.
//
// Two models, kept apart:
//  - the learner's TRUE memory of each word (hidden): the FSRS-6 equations with ts-fsrs's
//    published default parameters, in continuous time. It decides whether an answer is
//    right and what is retained at the end;
//  - the app's own record (`Progress`), updated with core's `recordAnswer` for every answer
//    exactly as the app does; the Today learner plans each day with core's `planToday` on it.
// The memory model's parameters are ts-fsrs's; nothing here is fitted or tuned to a result.
// Every parameter is listed (with its source) in bench/notes.md, "Learning: simulated
// learners".
import {
  emptyProgress,
  getLesson,
  moreNewWords,
  type Progress,
  planToday,
  type WordId,
} from '@kalima/core'
import { DEFAULT_RETENTION, recordAnswer } from '@kalima/core/progress'
import { FSRSVersion, generatorParameters } from 'ts-fsrs'
// Core's internals the model follows (not public: an app has no use for them).
import { LESSON_COUNT, LESSON_SIZE } from '../../packages/core/src/constants'
import { REQUEUE_GAP } from '../../packages/core/src/modes/practice'
import { mulberry32, type Random, shuffle } from '../../packages/core/src/random'

// ---------------------------------------------------------------------------------------
// The memory model: FSRS-6 as ts-fsrs implements it (node_modules/ts-fsrs, FSRSAlgorithm)
// ---------------------------------------------------------------------------------------

/** The ts-fsrs version the parameters and equations are read from ('v5.4.2 using FSRS-6.0'). */
export const MODEL_VERSION = FSRSVersion

/**
 * The 21 FSRS-6 weights: ts-fsrs's `generatorParameters().w`, i.e. its published `default_w`
 * (the defaults FSRS fits on the open Anki dataset), read at run time, never edited here.
 */
export const W: readonly number[] = Object.freeze([...generatorParameters().w])

const w = (i: number): number => {
  const value = W[i]
  if (value === undefined) throw new Error(`FSRS weight w[${i}] missing`)
  return value
}

/** The forgetting curve's exponent: −w[20] (FSRS-6 learns it; ts-fsrs's default 0.1542). */
export const DECAY = -w(20)
/** Chosen so that R = 0.9 when t = S: 0.9^(1/DECAY) − 1 (ts-fsrs `computeDecayFactor`). */
export const FACTOR = 0.9 ** (1 / DECAY) - 1
/** Smallest stability, days (ts-fsrs `S_MIN`). */
export const S_MIN = 0.001
/** Largest stability, days (ts-fsrs's clamp, 100 years). */
export const S_MAX = 36_500

/** FSRS grades the simulation uses: a wrong answer is Again, a right one Good (as the app grades). */
export type Grade = 1 | 3
export const AGAIN: Grade = 1
export const GOOD: Grade = 3

/** The hidden memory of one word: FSRS stability (days) and difficulty (1–10). */
export interface Memory {
  stability: number
  difficulty: number
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x))

/** Probability of recall `elapsedDays` after the last exposure: R = (1 + FACTOR·t/S)^DECAY. */
export const retrievability = (elapsedDays: number, stability: number): number =>
  (1 + (FACTOR * Math.max(0, elapsedDays)) / stability) ** DECAY

/** Difficulty after a first rating G: D0(G) = w4 − e^{w5·(G−1)} + 1, within [1, 10]. */
const initDifficulty = (g: number): number => w(4) - Math.exp(w(5) * (g - 1)) + 1

/** The memory a first meeting leaves: S0 = w[G−1], D0(G) (ts-fsrs `init_stability`/`init_difficulty`). */
export const firstMemory = (g: Grade): Memory => ({
  stability: Math.max(w(g - 1), 0.1),
  difficulty: clamp(initDifficulty(g), 1, 10),
})

/** D' = w7·D0(Easy) + (1 − w7)·(D − w6·(G − 3)·(10 − D)/9), within [1, 10]. */
const nextDifficulty = (d: number, g: Grade): number => {
  const next = d + (-w(6) * (g - 3) * (10 - d)) / 9
  return clamp(w(7) * initDifficulty(4) + (1 - w(7)) * next, 1, 10)
}

/** After a recall: S' = S·(1 + e^{w8}·(11 − D)·S^{−w9}·(e^{w10·(1−R)} − 1)) (Good: no hard/easy factor). */
const recallStability = (d: number, s: number, r: number): number =>
  clamp(
    s * (1 + Math.exp(w(8)) * (11 - d) * s ** -w(9) * (Math.exp((1 - r) * w(10)) - 1)),
    S_MIN,
    S_MAX,
  )

/**
 * After a lapse: S'f = w11·D^{−w12}·((S+1)^{w13} − 1)·e^{w14·(1−R)}, and never above
 * S / e^{w17·w18} (FSRS-6 with short-term scheduling on, ts-fsrs's default).
 */
const forgetStability = (d: number, s: number, r: number): number => {
  const sf = w(11) * d ** -w(12) * ((s + 1) ** w(13) - 1) * Math.exp((1 - r) * w(14))
  return clamp(Math.min(sf, s / Math.exp(w(17) * w(18))), S_MIN, S_MAX)
}

/**
 * Same-day (short-term) review: S' = S·S^{−w19}·e^{w17·(G − 3 + w18)}, never lower than S
 * for a right answer (ts-fsrs `next_short_term_stability`).
 */
const shortTermStability = (s: number, g: Grade): number => {
  const sinc = s ** -w(19) * Math.exp(w(17) * (g - 3 + w(18)))
  return clamp(s * (g >= 2 ? Math.max(sinc, 1) : sinc), S_MIN, S_MAX)
}

/**
 * The memory after an exposure graded `g`, `elapsedDays` after the previous one. As in
 * ts-fsrs (`FSRSAlgorithm.next_state` with short-term on), a review on the same day as the
 * previous one uses the short-term rule; on a later day, the recall or lapse rule with R at
 * the time elapsed. The difficulty is updated in every case.
 */
export const nextMemory = (
  memory: Memory,
  g: Grade,
  elapsedDays: number,
  sameDay: boolean,
): Memory => {
  const { stability: s, difficulty: d } = memory
  let stability: number
  if (sameDay) stability = shortTermStability(s, g)
  else {
    const r = retrievability(elapsedDays, s)
    stability = g === AGAIN ? forgetStability(d, s, r) : recallStability(d, s, r)
  }
  return { stability, difficulty: nextDifficulty(d, g) }
}

// ---------------------------------------------------------------------------------------
// Time and the learners
// ---------------------------------------------------------------------------------------

/**
 * Seconds an answer takes, the same for both learners: a right answer 6 s (read the word,
 * pick among 4, then the 1 s feedback, FEEDBACK_MS); a wrong one 10 s (the same, plus reading
 * the right answer shown or finding it). Assumptions, stated in bench/notes.md.
 */
export const DEFAULT_COSTS = { right: 6, wrong: 10 } as const

/** What every simulated learner shares. */
export interface SimOptions {
  /** Seed of the learner's random draws (recall outcomes, Learn's shuffles). */
  seed: number
  /** Days of study (day 1 … day `days`). */
  days?: number
  /** Study time a day, seconds (15 minutes = 900). */
  budgetSeconds?: number
  costs?: { right: number; wrong: number }
  /** The words, in lesson order (new words are met in this order); the 600 lesson words by default. */
  words?: readonly WordId[]
  /** When day 1's session starts, ms since epoch (every session starts at this time of day). */
  start?: number
}

/** Today's settings (the app's defaults). */
export interface TodayOptions extends SimOptions {
  newWordsPerDay?: number
  reviewsPerDay?: number
  retention?: number
  /**
   * When the plan is done with time left: false (default) the learner stops; true the
   * learner presses Today's "Learn more" (core's `moreNewWords`: another `newWordsPerDay`
   * new words), until the time is up or every word is met.
   */
  extraNewWords?: boolean
}

/** The drill learner's rule. */
export interface DrillOptions extends SimOptions {
  /** Passes over a lesson after which the learner moves on even without a perfect pass (5). */
  maxPasses?: number
  /** Words a lesson (50): `words` is cut into lessons of this size, in order. */
  lessonSize?: number
}

/** One simulated day. */
export interface DayLog {
  day: number
  /** Seconds of study used (≤ the budget). */
  seconds: number
  answers: number
  wrong: number
  /** Words met for the first time this day. */
  newWords: number
}

/** One learner's outcome, measured at the start of day `days + 1` (24 h after the last session began). */
export interface LearnerResult {
  /** Σ R over every word (R = 0 for a word never met): the expected number recalled. */
  retained: number
  /** Words with R ≥ 0.9. */
  retained90: number
  /** Words met at least once. */
  met: number
  log: DayLog[]
  /** The app's record at the end. */
  progress: Progress
  /** Each word's R at the moment of measurement, in `words` order. */
  recall: number[]
}

const DAY_MS = 86_400_000
/** Monday 5 January 2026, 08:00 UTC: day 1's session (the learner's offset is 0). */
export const DEFAULT_START = Date.UTC(2026, 0, 5, 8)
const DEVICE = 'sim'

/** The 600 lesson words, lesson 1's 50 first, each lesson in its own order. */
export const lessonOrder = (): WordId[] => {
  const ids: WordId[] = []
  for (let n = 1; n <= LESSON_COUNT; n++) for (const word of getLesson(n).words) ids.push(word.id)
  return ids
}

/** A learner: hidden memories, the app's record, the clock and the day's budget. */
class Learner {
  readonly random: Random
  readonly words: readonly WordId[]
  readonly index = new Map<WordId, number>()
  readonly stability: Float64Array
  readonly difficulty: Float64Array
  /** When each word was last exposed, ms; −1 if never. */
  readonly last: Float64Array
  /** The day of each word's last exposure (1-based), 0 if never. */
  readonly lastDay: Int32Array
  progress = emptyProgress()
  readonly log: DayLog[] = []
  readonly days: number
  readonly budget: number
  readonly costs: { right: number; wrong: number }
  readonly start: number
  readonly retention: number
  day = 0
  used = 0
  today: DayLog = { day: 0, seconds: 0, answers: 0, wrong: 0, newWords: 0 }

  constructor(options: SimOptions, retention = DEFAULT_RETENTION) {
    this.random = mulberry32(options.seed)
    this.words = options.words ?? lessonOrder()
    for (const [i, id] of this.words.entries()) this.index.set(id, i)
    const n = this.words.length
    this.stability = new Float64Array(n)
    this.difficulty = new Float64Array(n)
    this.last = new Float64Array(n).fill(-1)
    this.lastDay = new Int32Array(n)
    this.days = options.days ?? 60
    this.budget = options.budgetSeconds ?? 900
    this.costs = options.costs ?? DEFAULT_COSTS
    this.start = options.start ?? DEFAULT_START
    this.retention = retention
  }

  /** The clock now, ms. */
  get now(): number {
    return this.start + (this.day - 1) * DAY_MS + this.used * 1000
  }

  /** Whether another question fits in today's budget (its cost is known only once answered). */
  get canAsk(): boolean {
    return this.used + Math.max(this.costs.right, this.costs.wrong) <= this.budget
  }

  beginDay(day: number) {
    this.day = day
    this.used = 0
    this.today = { day, seconds: 0, answers: 0, wrong: 0, newWords: 0 }
  }

  endDay() {
    this.today.seconds = this.used
    this.log.push(this.today)
  }

  /**
   * The learner is asked `id`: right with probability R (never before the word was met),
   * the hidden memory updated by the outcome, the time spent, the answer recorded in the
   * app's record with core's `recordAnswer`. Returns whether it was right.
   */
  answer(id: WordId): boolean {
    const i = this.index.get(id)
    if (i === undefined) throw new Error(`unknown word ${id}`)
    const at = this.now
    const met = (this.last[i] as number) >= 0
    let correct: boolean
    if (!met) {
      // Never seen: it cannot be recalled. The wrong answer shows the right one: the first
      // study of the word, an Again as its first rating.
      correct = false
      const m = firstMemory(AGAIN)
      this.stability[i] = m.stability
      this.difficulty[i] = m.difficulty
      this.today.newWords++
    } else {
      const elapsed = (at - (this.last[i] as number)) / DAY_MS
      const memory = {
        stability: this.stability[i] as number,
        difficulty: this.difficulty[i] as number,
      }
      correct = this.random() < retrievability(elapsed, memory.stability)
      const m = nextMemory(memory, correct ? GOOD : AGAIN, elapsed, this.lastDay[i] === this.day)
      this.stability[i] = m.stability
      this.difficulty[i] = m.difficulty
    }
    this.used += correct ? this.costs.right : this.costs.wrong
    this.last[i] = this.now
    this.lastDay[i] = this.day
    this.today.answers++
    if (!correct) this.today.wrong++
    this.progress = recordAnswer(
      this.progress,
      id,
      correct,
      { now: this.now, utcOffsetMinutes: 0 },
      DEVICE,
      this.retention,
    )
    return correct
  }

  /** What is retained at the start of the day after the last one. */
  result(): LearnerResult {
    const at = this.start + this.days * DAY_MS
    const recall = this.words.map((_, i) => {
      const last = this.last[i] as number
      return last < 0 ? 0 : retrievability((at - last) / DAY_MS, this.stability[i] as number)
    })
    return {
      retained: recall.reduce((a, b) => a + b, 0),
      retained90: recall.filter((r) => r >= 0.9).length,
      met: recall.filter((_, i) => (this.last[i] as number) >= 0).length,
      log: this.log,
      progress: this.progress,
      recall,
    }
  }
}

/**
 * Learner A, "Today": each day, core's `planToday` on the learner's own record, the plan's
 * words asked in order (reviews, then new words) as Practice asks them: a word answered wrong
 * comes back REQUEUE_GAP questions later, until right. When the session's questions are done
 * the plan is asked again (words whose learning step has come due since); when it offers
 * nothing, the learner stops (or, with `extraNewWords`, asks for more new words). Always
 * within the day's budget.
 */
export const simulateToday = (options: TodayOptions): LearnerResult => {
  const learner = new Learner(options, options.retention ?? DEFAULT_RETENTION)
  const perDay = options.newWordsPerDay ?? 10
  const planOptions = {
    utcOffsetMinutes: 0,
    reviewsPerDay: options.reviewsPerDay ?? 200,
    newWordOrder: learner.words,
  }
  for (let day = 1; day <= learner.days; day++) {
    learner.beginDay(day)
    let extraNewWords = 0
    while (learner.canAsk) {
      const at = { ...planOptions, now: learner.now, newWordsPerDay: perDay, extraNewWords }
      const plan = planToday(learner.progress, at)
      const queue = [...plan.reviews, ...plan.newWords]
      if (queue.length === 0) {
        if (!options.extraNewWords) break
        // Another batch of new words: Today's "Learn more" (core's moreNewWords).
        const more = moreNewWords(learner.progress, at)
        if (more.count === 0) break
        extraNewWords = more.extraNewWords
        continue
      }
      while (queue.length > 0 && learner.canAsk) {
        const id = queue.shift() as WordId
        if (!learner.answer(id)) queue.splice(Math.min(REQUEUE_GAP, queue.length), 0, id)
      }
    }
    learner.endDay()
  }
  return learner.result()
}

/**
 * Learner B, "drill in order": works through the lessons in order (after lesson 12, lesson 1
 * again), as Learn asks them: each pass asks every word of the lesson once, shuffled, and a
 * word answered wrong is asked again at once until right. After a pass with every word right
 * at its first answer, or after `maxPasses` passes, the learner moves to the next lesson. Each
 * day picks up where the last stopped (mid-pass too) and uses the whole budget.
 */
export const simulateDrill = (options: DrillOptions): LearnerResult => {
  const learner = new Learner(options)
  const maxPasses = options.maxPasses ?? 5
  const lessons: WordId[][] = []
  const size = options.lessonSize ?? LESSON_SIZE
  for (let i = 0; i < learner.words.length; i += size)
    lessons.push(learner.words.slice(i, i + size))
  let lesson = 0
  let passes = 0
  let pass: WordId[] = []
  let perfect = true
  for (let day = 1; day <= learner.days; day++) {
    learner.beginDay(day)
    while (learner.canAsk) {
      if (pass.length === 0) {
        pass = shuffle(lessons[lesson] ?? [], learner.random)
        perfect = true
      }
      const id = pass[0] as WordId
      const right = learner.answer(id)
      // Wrong: asked again at once (it stays at the head of the pass), until right; a retry
      // cut short by the end of the day comes first tomorrow.
      if (!right) {
        perfect = false
        continue
      }
      pass.shift()
      if (pass.length === 0) {
        passes++
        if (perfect || passes >= maxPasses) {
          lesson = (lesson + 1) % lessons.length
          passes = 0
        }
      }
    }
    learner.endDay()
  }
  return learner.result()
}

/** Mean, min and max of numbers. */
export interface Spread {
  mean: number
  min: number
  max: number
}

export const spread = (values: readonly number[]): Spread => ({
  mean: values.reduce((a, b) => a + b, 0) / values.length,
  min: Math.min(...values),
  max: Math.max(...values),
})

/** Several learners of one kind, one per seed: their outcomes summed up. */
export interface CohortResult {
  retained: Spread
  retained90: Spread
  met: Spread
  /** Minutes of study a day, averaged over each learner's days. */
  minutesPerDay: Spread
  /** Minutes used on the last day. */
  minutesLastDay: Spread
  results: LearnerResult[]
}

export const cohort = (
  simulate: (seed: number) => LearnerResult,
  seeds: readonly number[],
): CohortResult => {
  const results = seeds.map(simulate)
  const minutes = (r: LearnerResult) => r.log.reduce((a, d) => a + d.seconds, 0) / 60 / r.log.length
  return {
    retained: spread(results.map((r) => r.retained)),
    retained90: spread(results.map((r) => r.retained90)),
    met: spread(results.map((r) => r.met)),
    minutesPerDay: spread(results.map(minutes)),
    minutesLastDay: spread(results.map((r) => (r.log.at(-1)?.seconds ?? 0) / 60)),
    results,
  }
}
