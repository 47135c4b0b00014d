// Simulated learners (issue 45's measure, after issue 19's): how many minutes of study a
// learner who follows Today needs until 500 of the 600 words are known (true R ≥ 0.9 at the
// start of a day), against one who drills the lessons in order.
//
// Two models, kept apart:
//  - the learner's TRUE memory of each word (hidden): the FSRS-6 equations with ts-fsrs's
//    published default parameters, in continuous time. It decides whether the learner
//    retrieves a meaning; a meaning not retrieved is guessed (among the options offered, or
//    not at all for a typed one);
//  - the app's own record (`Progress`), changed only by the effects of core's real machines
//    (`practiceMachine`, `learnMachine`) executed as the app's `useMode` and progress store do.
// The memory model's parameters are ts-fsrs's; nothing here is fitted or tuned to a result.
// Every assumption is in bench/notes.md, "Learning: the measure of issue 45", written before
// the first run.
import {
  emptyProgress,
  getLesson,
  getStudyWords,
  type LearnState,
  learnMachine,
  loadMeanings,
  localize,
  moreNewWords,
  type PracticeEvent,
  type PracticeItem,
  type PracticeState,
  type PracticeWord,
  type Progress,
  planToday,
  practiceMachine,
  type ReviewGrade,
  type TodayPlanOptions,
  todayItems,
  type WordId,
} from '@kalima/core'
import { DEFAULT_RETENTION, markViewed, recordAnswer, recordAttempt } from '@kalima/core/progress'
import { loadRecallData, practiceForm, verseGap } from '@kalima/core/reader'
import { FSRSVersion, generatorParameters } from 'ts-fsrs'
// Core's internals the model follows (not public: an app has no use for them).
import { LESSON_COUNT } from '../../packages/core/src/constants'
import { isTaught } from '../../packages/core/src/modes/answer-grading'
import { mulberry32, nextSeed, type Random } from '../../packages/core/src/random'
import { meaningSenses } from '../../packages/core/src/vocabulary/text'

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
// Time: what each step costs the learner
// ---------------------------------------------------------------------------------------

/** One step of study whose time is counted. */
export type CostEvent =
  /** A new word's study card (Today) read and left with "Got it". */
  | { type: 'study' }
  /**
   * A question answered. `kind`: Today's multiple-choice (`choice`), Today's typed meaning
   * (`typed`), or a Learn question (`learn`, with its wrong clicks before the right one).
   */
  | {
      type: 'question'
      kind: 'choice' | 'typed' | 'self' | 'learn'
      /** Whether the learner retrieved the meaning (rather than guessing). */
      retrieved: boolean
      /** Whether the answer given first was right (a retrieval, or a lucky guess). */
      correct: boolean
      /** Learn: wrong clicks before the right one (0 elsewhere). */
      wrongClicks: number
      /** Whether this question is the learner's first meeting with the word (the drill's). */
      firstMeeting: boolean
    }

/** A model of time: what each step costs, and the most any one step can cost. */
export interface CostModel {
  /** The label figures carry ('default', 'FSRS costs'). */
  name: string
  /** Seconds a step takes. */
  of: (event: CostEvent) => number
  /** The most one step can take: a step is begun only when this much time is left. */
  max: number
}

/**
 * The default costs (bench/notes.md): a study card 10 s; a multiple-choice question 6 s
 * right, 10 s wrong; a typed meaning 10 s right, 14 s wrong; a reveal-and-grade card 8 s
 * retrieved, 10 s not; a Learn question 6 s and 4 s more
 * for each wrong click (at most 3 of 4 options: 18 s).
 */
export const DEFAULT_COSTS: CostModel = {
  name: 'default',
  of: (e) => {
    if (e.type === 'study') return 10
    switch (e.kind) {
      case 'choice':
        return e.correct ? 6 : 10
      case 'typed':
        return e.correct ? 10 : 14
      case 'self':
        return e.retrieved ? 8 : 10
      case 'learn':
        return 6 + 4 * e.wrongClicks
    }
  },
  max: 18,
}

/**
 * The FSRS simulator's default costs (fsrs-rs `SimulatorConfig::default`, as cited in
 * bench/notes.md): a first meeting 33.79 s (learn, Again), a question retrieved 7.33 s
 * (review, Good), one not retrieved 23.0 s (review, Again), whatever the kind.
 */
export const FSRS_COSTS: CostModel = {
  name: 'FSRS costs',
  of: (e) => {
    if (e.type === 'study' || e.firstMeeting) return 33.79
    return e.retrieved ? 7.33 : 23.0
  },
  max: 33.79,
}

// ---------------------------------------------------------------------------------------
// The words and data the app's sessions are built from
// ---------------------------------------------------------------------------------------

/** What the simulated sessions show: the real words, meanings, forms and verses. */
export interface SimData {
  /** Every word a session may ask (words and pronouns), English meanings, by id. */
  words: ReadonlyMap<WordId, PracticeWord>
  /** The same words as a list: the pool wrong options are drawn from. */
  pool: readonly PracticeWord[]
  /** Forms' form of a word (core's `practiceForm` on the real forms index). */
  formOf: (word: PracticeWord) => string | undefined
  /** Fill the verse's gap of a word (core's `verseGap` on the real Arabic verses). */
  gapOf: (word: PracticeWord) => ReturnType<typeof verseGap>
}

/** Loads {@link SimData}: English meanings and core's recall data, as the site loads them. */
export const loadSimData = async (): Promise<SimData> => {
  const [meanings, recall] = await Promise.all([loadMeanings('en'), loadRecallData()])
  const pool = localize(getStudyWords(), meanings, 'en')
  return {
    words: new Map(pool.map((w) => [w.id, w])),
    pool,
    formOf: (word) => practiceForm(word, recall.forms),
    gapOf: (word) => (word.verse ? verseGap(word.verse, (k) => recall.verses[k]) : undefined),
  }
}

// ---------------------------------------------------------------------------------------
// The learners
// ---------------------------------------------------------------------------------------

/** What every simulated learner shares. */
export interface SimOptions {
  /** The words, meanings, forms and verses ({@link loadSimData}). */
  data: SimData
  /** Seed of the learner's random draws (retrievals, guesses, sessions' seeds). */
  seed: number
  /** Study time a day, seconds (10 minutes = 600). */
  budgetSeconds: number
  /** Days with study: day 1 … `studyDays`; later days have none (a break). */
  studyDays: number
  /** Last day at whose start the words are counted (≥ `studyDays`; default `studyDays + 1`). */
  lastDay?: number
  /**
   * Stop at the start of the first day on which at least this many words have R ≥ 0.9
   * (the t500 measure); never stop early without it.
   */
  stopAtKnown?: number
  /** The time model ({@link DEFAULT_COSTS} by default). */
  costs?: CostModel
  /**
   * The σ of the per-word spread (0: every word alike, the default): each word's curve uses
   * S·e^z, z ~ N(0, σ²), drawn once from the learner's own stream (seed + 10,000).
   */
  spread?: number
  /** The words, in lesson order; the 600 lesson words by default. */
  order?: readonly WordId[]
  /** When day 1's session starts, ms since epoch (every session starts at this time of day). */
  start?: number
}

/** One simulated day. */
export interface DayLog {
  day: number
  /** Seconds of study used (≤ the budget). */
  seconds: number
  /** Questions answered (a Learn question with its retries is one). */
  questions: number
  /** Study cards read. */
  studyCards: number
  /** Questions whose meaning was not retrieved (answered by a guess). */
  guesses: number
  /** Guesses that were right. */
  luckyGuesses: number
  /** Sessions begun (Today: the first, each "Learn more" and each reopening). */
  sessions: number
  /** Words exposed for the first time. */
  newWords: number
}

/** One learner's outcome. */
export interface LearnerResult {
  /** Per day d (from 1), the words with true R ≥ 0.9 at its start (before its session). */
  knownAtStart: number[]
  /** The first day whose start had ≥ `stopAtKnown` words at R ≥ 0.9, or null if none did. */
  reachedDay: number | null
  /** Minutes of study before that day (days 1 … reachedDay − 1), or null. */
  reachedMinutes: number | null
  /** Words exposed at least once. */
  met: number
  log: DayLog[]
  /** The app's record at the end. */
  progress: Progress
}

const DAY_MS = 86_400_000
/** Monday 5 January 2026, 08:00 UTC: day 1's session (the learner's offset is 0). */
export const DEFAULT_START = Date.UTC(2026, 0, 5, 8)
const DEVICE = 'sim'
/** The app's defaults: Today's goal of new words, its cap of reviews. */
const NEW_WORDS_PER_DAY = 10
const REVIEWS_PER_DAY = 200
/** Learn passes over a lesson after which the drill learner moves on anyway. */
const MAX_PASSES = 5
/** What a learner types who has not retrieved the meaning: no meaning accepts it. */
export const WRONG_TEXT = 'qqqq'

/** The 600 lesson words, lesson 1's 50 first, each lesson in its own order. */
export const lessonOrder = (): WordId[] => {
  const ids: WordId[] = []
  for (let n = 1; n <= LESSON_COUNT; n++) for (const word of getLesson(n).words) ids.push(word.id)
  return ids
}

/** A draw from N(0, 1) (Box–Muller) from a seeded stream. */
const normal = (random: Random): number =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())

/** An effect of a core machine, as `useMode` receives it. */
type Effect = { readonly type: string }

/**
 * A learner: hidden memories, the app's record, the clock and the day's budget. Answers go
 * to the app's record only through the machines' effects ({@link Learner.apply}).
 */
export class Learner {
  readonly random: Random
  /** Seeds of the sessions (Practice's, Learn's), a stream of its own. */
  readonly seeds: Random
  readonly order: readonly WordId[]
  readonly index = new Map<WordId, number>()
  readonly stability: Float64Array
  readonly difficulty: Float64Array
  /** Each word's factor e^z on its stability (1 without a spread). */
  readonly factor: Float64Array
  /** When each word was last exposed, ms; −1 if never. */
  readonly last: Float64Array
  /** The day of each word's last exposure (1-based), 0 if never. */
  readonly lastDay: Int32Array
  progress: Progress = emptyProgress()
  readonly log: DayLog[] = []
  readonly costs: CostModel
  readonly options: SimOptions
  readonly start: number
  day = 0
  used = 0
  today: DayLog = Learner.emptyDay(0)

  constructor(options: SimOptions) {
    this.options = options
    this.random = mulberry32(options.seed)
    this.seeds = mulberry32(options.seed + 20_000)
    this.order = options.order ?? lessonOrder()
    for (const [i, id] of this.order.entries()) this.index.set(id, i)
    const n = this.order.length
    this.stability = new Float64Array(n)
    this.difficulty = new Float64Array(n)
    this.factor = new Float64Array(n).fill(1)
    const sigma = options.spread ?? 0
    if (sigma > 0) {
      const spread = mulberry32(options.seed + 10_000)
      for (let i = 0; i < n; i++) this.factor[i] = Math.exp(sigma * normal(spread))
    }
    this.last = new Float64Array(n).fill(-1)
    this.lastDay = new Int32Array(n)
    this.costs = options.costs ?? DEFAULT_COSTS
    this.start = options.start ?? DEFAULT_START
  }

  static emptyDay(day: number): DayLog {
    return {
      day,
      seconds: 0,
      questions: 0,
      studyCards: 0,
      guesses: 0,
      luckyGuesses: 0,
      sessions: 0,
      newWords: 0,
    }
  }

  /** The clock now, ms. */
  get now(): number {
    return this.start + (this.day - 1) * DAY_MS + this.used * 1000
  }

  /** Whether another step fits in today's budget (the most one can cost). */
  get canBegin(): boolean {
    return this.used + this.costs.max <= this.options.budgetSeconds
  }

  /** The position of a word in `order`. */
  at(id: WordId): number {
    const i = this.index.get(id)
    if (i === undefined) throw new Error(`unknown word ${id}`)
    return i
  }

  /** Whether the learner has ever been exposed to word `i`. */
  exposed(i: number): boolean {
    return (this.last[i] as number) >= 0
  }

  /** Word `i`'s true probability of recall at `time` (0 if never exposed). */
  recall(i: number, time = this.now): number {
    if (!this.exposed(i)) return 0
    const elapsed = (time - (this.last[i] as number)) / DAY_MS
    return retrievability(elapsed, (this.stability[i] as number) * (this.factor[i] as number))
  }

  /** Words with true R ≥ 0.9 at `time`. */
  known(time: number): number {
    let n = 0
    for (let i = 0; i < this.order.length; i++) if (this.recall(i, time) >= 0.9) n++
    return n
  }

  /** Whether the learner retrieves word `i`'s meaning now: with probability R. */
  retrieve(i: number): boolean {
    return this.random() < this.recall(i)
  }

  /**
   * An exposure to word `i` that began at `began` and ends now: a first one leaves FSRS's
   * first-Again memory; a later one is graded Good if `retrieved`, else Again, with R and
   * the same-day rule taken at `began`.
   */
  expose(i: number, retrieved: boolean, began: number) {
    if (!this.exposed(i)) {
      const m = firstMemory(AGAIN)
      this.stability[i] = m.stability
      this.difficulty[i] = m.difficulty
      this.today.newWords++
    } else {
      const elapsed = (began - (this.last[i] as number)) / DAY_MS
      const memory = {
        stability: (this.stability[i] as number) * (this.factor[i] as number),
        difficulty: this.difficulty[i] as number,
      }
      const m = nextMemory(memory, retrieved ? GOOD : AGAIN, elapsed, this.lastDay[i] === this.day)
      this.stability[i] = m.stability / (this.factor[i] as number)
      this.difficulty[i] = m.difficulty
    }
    this.last[i] = this.now
    this.lastDay[i] = this.day
  }

  /** Spends the time of a step. */
  spend(event: CostEvent) {
    this.used += this.costs.of(event)
  }

  /**
   * Executes a machine's effects as the app does (`useMode` and the progress store):
   * `record` → `recordAnswer` with the effect's grade when it is neither practice nor
   * already graded and the word has been taught (core's `isTaught`), else `recordAttempt`
   * (counted, not graded); `viewed` → `markViewed`. Sounds and timers are not the model's.
   */
  apply(effects: readonly Effect[]) {
    const t = { now: this.now, utcOffsetMinutes: 0 }
    for (const effect of effects) {
      const e = effect as Effect & Record<string, unknown>
      if (e.type === 'record') {
        const id = String(e.wordId)
        const correct = Boolean(e.correct)
        const schedule =
          e.graded !== true && e.practice !== true && isTaught(this.progress.words[id])
        this.progress = schedule
          ? recordAnswer(
              this.progress,
              id,
              correct,
              t,
              DEVICE,
              DEFAULT_RETENTION,
              e.grade as ReviewGrade | undefined,
            )
          : recordAttempt(this.progress, id, correct, t, DEVICE)
      } else if (e.type === 'viewed') {
        this.progress = markViewed(this.progress, String(e.wordId), this.now)
      }
    }
  }

  beginDay(day: number) {
    this.day = day
    this.used = 0
    this.today = Learner.emptyDay(day)
  }

  endDay() {
    this.today.seconds = this.used
    this.log.push(this.today)
  }
}

/**
 * Runs one learner day by day: at each day's start the words at R ≥ 0.9 are counted; days
 * 1 … `studyDays` then run `studyDay`; stops at `stopAtKnown` or after `lastDay`'s count.
 */
const runDays = (learner: Learner, studyDay: () => void): LearnerResult => {
  const { studyDays, stopAtKnown } = learner.options
  const lastDay = learner.options.lastDay ?? studyDays + 1
  const knownAtStart: number[] = []
  let reachedDay: number | null = null
  let minutes = 0
  let reachedMinutes: number | null = null
  for (let day = 1; day <= lastDay; day++) {
    const known = learner.known(learner.start + (day - 1) * DAY_MS)
    knownAtStart.push(known)
    if (stopAtKnown !== undefined && known >= stopAtKnown) {
      reachedDay = day
      reachedMinutes = minutes
      break
    }
    if (day > studyDays) continue
    learner.beginDay(day)
    studyDay()
    learner.endDay()
    minutes += learner.used / 60
  }
  let met = 0
  for (let i = 0; i < learner.order.length; i++) if (learner.exposed(i)) met++
  return {
    knownAtStart,
    reachedDay,
    reachedMinutes,
    met,
    log: learner.log,
    progress: learner.progress,
  }
}

/**
 * Runs a Practice session on core's `practiceMachine` until it completes or the day's time
 * is up: a study card is read (`studied`); a question is answered from the learner's true
 * memory, or guessed (a random option; a typed guess is never accepted); then `advance`
 * after a right answer, `continue` after a wrong one. Every effect goes through
 * {@link Learner.apply}.
 */
export const runPractice = (learner: Learner, items: readonly PracticeItem[]) => {
  const { data } = learner.options
  let state: PracticeState = practiceMachine.create(items, {
    seed: nextSeed(learner.seeds),
    pool: data.pool,
  })
  learner.apply(practiceMachine.startEffects(state))
  learner.today.sessions++
  const current = () => state
  const send = (event: Parameters<typeof practiceMachine.step>[1]) => {
    const next = practiceMachine.step(state, event)
    state = next.state
    learner.apply(next.effects)
  }
  while (state.status !== 'complete' && learner.canBegin) {
    const item = practiceMachine.item(state)
    if (!item) break
    const i = learner.at(item.word.id)
    const began = learner.now
    if (state.status === 'studying') {
      // A study card shows the meaning: a first exposure (a word studied again is an
      // exposure graded by whether it was still retrieved).
      const retrieved = learner.retrieve(i)
      learner.spend({ type: 'study' })
      learner.expose(i, retrieved, began)
      learner.today.studyCards++
      send({ type: 'studied' })
      continue
    }
    if (state.status !== 'asking') throw new Error(`unexpected status ${state.status}`)
    const firstMeeting = !learner.exposed(i)
    const retrieved = learner.retrieve(i)
    // How the question is answered, from what the machine shows: a reveal-and-grade card, a
    // text field (no options), or options to choose among.
    const selfGraded = item.kind === 'recall'
    const typed = !selfGraded && state.options.length === 0
    if (selfGraded) {
      // Cast: events of the reveal-and-grade card (core's Practice, issue 45).
      send({ type: 'reveal' } as unknown as PracticeEvent)
      send({ type: 'grade', grade: retrieved ? 'good' : 'again' } as unknown as PracticeEvent)
    } else if (typed) {
      // Retrieved: the learner types one sense of the meaning (the first listed).
      const sense = meaningSenses(item.word.meaning)[0] ?? item.word.meaning
      send({ type: 'type', text: retrieved ? sense : WRONG_TEXT })
    } else {
      const right = state.options.findIndex((o) => o.wordId === item.word.id)
      const pick = retrieved ? right : Math.floor(learner.random() * state.options.length)
      send({ type: 'choose', option: pick })
    }
    // The state after the answer (`send` replaced it).
    const after: PracticeState = current()
    const wrong = after.status === 'wrong'
    const correct = !wrong
    if (selfGraded ? practiceMachine.item(after) === item && !wrong : after.status === 'asking')
      throw new Error(`the ${item.kind} question on ${item.word.id} took no answer`)
    if (retrieved && wrong)
      throw new Error(
        `a retrieved answer to ${item.word.id} (${item.kind}, "${item.word.meaning}", typed ${state.typed}) was refused`,
      )
    if (!retrieved) {
      learner.today.guesses++
      if (correct) learner.today.luckyGuesses++
    }
    learner.today.questions++
    learner.spend({
      type: 'question',
      kind: selfGraded ? 'self' : typed ? 'typed' : 'choice',
      retrieved,
      correct,
      wrongClicks: 0,
      firstMeeting,
    })
    learner.expose(i, retrieved, began)
    if (after.status === 'right') send({ type: 'advance', token: after.token })
    else if (wrong) send({ type: 'continue' })
  }
}

/**
 * Learner A, "Today": each day Today's session as the app plans it (core's `planToday` and
 * `todayItems`, once per session) on the learner's own record; when a session completes with
 * time left, "Learn more" (core's `moreNewWords`) when offered, else Today again if a review
 * is due, else the day ends.
 */
export const simulateToday = (options: SimOptions): LearnerResult => {
  const learner = new Learner(options)
  const { data } = options
  const plan = (extraNewWords: number): TodayPlanOptions => ({
    now: learner.now,
    utcOffsetMinutes: 0,
    newWordsPerDay: NEW_WORDS_PER_DAY,
    reviewsPerDay: REVIEWS_PER_DAY,
    newWordOrder: learner.order,
    extraNewWords,
  })
  return runDays(learner, () => {
    let extra = 0
    let first = true
    while (learner.canBegin) {
      if (!first) {
        const more = moreNewWords(learner.progress, plan(extra))
        if (more.count > 0) extra = more.extraNewWords
        else if (planToday(learner.progress, plan(extra)).reviews.length === 0) break
      }
      first = false
      const today = planToday(learner.progress, plan(extra))
      const items = todayItems(learner.progress, today, data.words, {
        canListen: true,
        formOf: data.formOf,
        gapOf: data.gapOf,
      })
      if (items.length === 0) continue
      runPractice(learner, items)
    }
  })
}

/**
 * Learner B, "drill in order": the lessons in order (after the last, the first again), each
 * pass a Learn session (core's `learnMachine`) over the lesson's words; a wrong click is
 * followed by a click on an option not yet tried, until right; after a pass with no wrong
 * click, or after 5 passes, the next lesson. Each day continues where the last stopped and
 * uses the whole budget.
 */
export const simulateDrill = (options: SimOptions): LearnerResult => {
  const learner = new Learner(options)
  const { data } = options
  const lessons: PracticeWord[][] = []
  for (let n = 1; n <= LESSON_COUNT; n++) {
    const words = getLesson(n).words.flatMap((w) => data.words.get(w.id) ?? [])
    if (words.some((w) => !learner.index.has(w.id))) continue
    lessons.push(words)
  }
  let lesson = 0
  let passes = 0
  let state: LearnState | null = null
  const send = (event: Parameters<typeof learnMachine.step>[1]) => {
    if (!state) return
    const next = learnMachine.step(state, event)
    state = next.state
    learner.apply(next.effects)
  }
  return runDays(learner, () => {
    while (learner.canBegin) {
      if (state === null || state.status === 'complete') {
        if (state !== null) {
          passes++
          if (state.wrongCount === 0 || passes >= MAX_PASSES) {
            lesson = (lesson + 1) % lessons.length
            passes = 0
          }
        }
        state = learnMachine.create(lessons[lesson] ?? [], {
          seed: nextSeed(learner.seeds),
          pool: data.pool,
        })
        learner.today.sessions++
      }
      const s: LearnState = state
      const word = learnMachine.word(s)
      if (!word) break
      const i = learner.at(word.id)
      const began = learner.now
      const firstMeeting = !learner.exposed(i)
      const retrieved = learner.retrieve(i)
      const tried = new Set<number>()
      let wrongClicks = 0
      let correct = false
      for (;;) {
        const current: LearnState = state
        const right = current.options.findIndex((o) => o.wordId === word.id)
        const open = current.options.map((_, k) => k).filter((k) => !tried.has(k))
        const pick = retrieved ? right : (open[Math.floor(learner.random() * open.length)] ?? right)
        send({ type: 'answer', option: pick })
        if ((state as LearnState).status === 'correct') break
        tried.add(pick)
        wrongClicks++
      }
      correct = wrongClicks === 0
      if (!retrieved) {
        learner.today.guesses++
        if (correct) learner.today.luckyGuesses++
      }
      learner.today.questions++
      learner.spend({
        type: 'question',
        kind: 'learn',
        retrieved,
        correct,
        wrongClicks,
        firstMeeting,
      })
      learner.expose(i, retrieved, began)
      send({ type: 'advance', token: (state as LearnState).messageToken })
    }
  })
}

/** Median, min and max over seeds (null for a learner that did not get there). */
export interface SeedSpread {
  median: number | null
  min: number | null
  max: number | null
  /** Seeds that got there. */
  reached: number
  seeds: number
}

/**
 * The median of values where null is "not reached" (ranked above every number): null when
 * the median falls on a learner that did not get there.
 */
export const seedSpread = (values: readonly (number | null)[]): SeedSpread => {
  const sorted = [...values].sort(
    (a, b) => (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY),
  )
  const n = sorted.length
  const mid = (k: number) => sorted[k] ?? null
  let median: number | null
  if (n === 0) median = null
  else if (n % 2 === 1) median = mid((n - 1) / 2)
  else {
    const a = mid(n / 2 - 1)
    const b = mid(n / 2)
    median = a === null || b === null ? null : (a + b) / 2
  }
  const reached = values.filter((v): v is number => v !== null)
  return {
    median,
    min: reached.length > 0 ? Math.min(...reached) : null,
    max: reached.length === n && n > 0 ? Math.max(...reached) : null,
    reached: reached.length,
    seeds: n,
  }
}
