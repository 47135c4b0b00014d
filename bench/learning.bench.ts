// Issue 45's measure: minutes of study until 500 of the 600 words are known (the learner's
// true R ≥ 0.9 at the start of a day), for a learner who follows Today against one who
// drills the lessons in order, 10 minutes a day; and words known on day 61 at 5 minutes a
// day, and on day 91 after a 30-day break. The model and every assumption are in
// bench/lib/learner-sim.ts and bench/notes.md ("Learning: the measure of issue 45"), written
// before the first run. Nothing is tuned to the goals: the figures are what the model gives.
import {
  type CostModel,
  DEFAULT_COSTS,
  FSRS_COSTS,
  type LearnerResult,
  loadSimData,
  MODEL_VERSION,
  type SeedSpread,
  type SimData,
  type SimOptions,
  seedSpread,
  simulateDrill,
  simulateToday,
} from './lib/learner-sim'
import { type Figure, record, round1 } from './lib/results'

const seeds = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
/** The headline's learners of each kind (seeds 1–10, the same for both kinds). */
const SEEDS = seeds(10)
/** The variants' learners (seeds 1–5). */
const VARIANT_SEEDS = seeds(5)
const TARGET = 500
const BUDGET = 10 * 60
const CAP_DAYS = 150
const CAP_MINUTES = (CAP_DAYS * BUDGET) / 60
const TODAY_GOAL_MINUTES = 480
const RATIO_GOAL = 0.5
const KNOWN61_GOAL = 3
const SHORT_BUDGET = 5 * 60

const round2 = (n: number) => Math.round(n * 100) / 100

const model = (costs: CostModel, spread: number) =>
  `true memory FSRS-6 with ts-fsrs ${MODEL_VERSION} default parameters, retrieval drawn from it and a guess otherwise (25 % on 4 options, 0 typed); costs: ${costs.name === 'default' ? 'study card 10 s, choice 6/10 s, typed 10/14 s, Learn 6 s + 4 s a wrong click' : 'FSRS simulator defaults (first meeting 33.79 s, retrieved 7.33 s, not 23.0 s)'}; ${spread > 0 ? `per-word spread σ ${spread}` : 'every word alike'}`

/** The minutes-to-500 of a cohort. */
const t500 = (results: readonly LearnerResult[]): SeedSpread =>
  seedSpread(results.map((r) => r.reachedMinutes))

const t500Detail = (s: SeedSpread, results: readonly LearnerResult[]) => ({
  'reached by': `${s.reached}/${s.seeds} seeds`,
  ...(s.min === null ? {} : { 'min (reached)': round1(s.min) }),
  ...(s.max === null ? {} : { max: round1(s.max) }),
  'median day reached': seedSpread(results.map((r) => r.reachedDay)).median ?? 'not reached',
  'words known at the end (median)':
    seedSpread(results.map((r) => r.knownAtStart.at(-1) ?? 0)).median ?? 0,
  'min/day used (mean)': round1(
    results.reduce((a, r) => a + r.log.reduce((b, d) => b + d.seconds, 0) / 60 / r.log.length, 0) /
      results.length,
  ),
  'lucky guesses (all)': results.reduce(
    (a, r) => a + r.log.reduce((b, d) => b + d.luckyGuesses, 0),
    0,
  ),
})

/** A minutes-to-500 figure: the median, or "not reached" with the cap as a lower bound. */
const t500Figure = (
  id: string,
  learner: string,
  s: SeedSpread,
  results: readonly LearnerResult[],
  how: string,
  goal?: number,
): Figure => {
  const reached = s.median !== null
  const value = s.median ?? CAP_MINUTES
  return {
    id,
    figure: `minutes of study until 500 of the 600 words are at R ≥ 0.9 at the start of a day, ${learner}, 10 min a day${reached ? '' : ` — not reached in ${CAP_DAYS} days (value: the cap, a lower bound)`}`,
    goal: goal === undefined ? 'reported' : `≤ ${goal} min`,
    value: round1(value),
    unit: 'min',
    met: goal === undefined ? null : reached && value <= goal,
    ...(goal !== undefined && !reached ? { miss: `not reached in ${CAP_DAYS} days` } : {}),
    how,
    detail: t500Detail(s, results),
  }
}

/** Today ÷ drill of two medians; with the drill not reached, an upper bound. */
const ratioFigure = (
  id: string,
  label: string,
  today: SeedSpread,
  drill: SeedSpread,
  how: string,
  goal?: number,
): Figure => {
  const bound = drill.median === null
  const todayValue = today.median ?? CAP_MINUTES
  const value = todayValue / (drill.median ?? CAP_MINUTES)
  const known = today.median !== null
  return {
    id,
    figure: `minutes to 500 words at R ≥ 0.9, Today ÷ drill in order${label}${bound ? ` — the drill not reached in ${CAP_DAYS} days: an upper bound (Today ÷ ${CAP_MINUTES})` : ''}${known ? '' : ' — Today not reached: not defined'}`,
    goal: goal === undefined ? 'reported' : `≤ ${goal}`,
    value: round2(value),
    unit: 'ratio',
    met: goal === undefined ? null : known && value <= goal,
    ...(goal !== undefined && !known ? { miss: `Today not reached in ${CAP_DAYS} days` } : {}),
    how,
  }
}

describe('learning', () => {
  const figures: Figure[] = []
  let data: SimData
  beforeAll(async () => {
    data = await loadSimData()
  })
  afterAll(() => record('learning', figures))

  const cohort = (
    simulate: (o: SimOptions) => LearnerResult,
    list: readonly number[],
    options: Omit<SimOptions, 'data' | 'seed'>,
  ) => list.map((seed) => simulate({ ...options, data, seed }))

  const checkBudget = (results: readonly LearnerResult[], budget: number) => {
    for (const r of results)
      for (const day of r.log) expect(day.seconds).toBeLessThanOrEqual(budget)
  }

  it(`minutes to ${TARGET} words known, 10 min a day, Today vs drill (headline)`, () => {
    const started = performance.now()
    const options = { budgetSeconds: BUDGET, studyDays: CAP_DAYS, stopAtKnown: TARGET }
    const today = cohort(simulateToday, SEEDS, options)
    const drill = cohort(simulateDrill, SEEDS, options)
    checkBudget(today, BUDGET)
    checkBudget(drill, BUDGET)
    const how = `median over ${SEEDS.length} learners (seeds 1–${SEEDS.length}, the same for both), words counted at 08:00 before each day's session, capped at ${CAP_DAYS} days; ${model(DEFAULT_COSTS, 0)}`
    const t = t500(today)
    const d = t500(drill)
    figures.push(
      t500Figure(
        'learning.t500.today',
        "Today learner (the app's plan once per session, its Practice machine, Learn more as the button)",
        t,
        today,
        how,
        TODAY_GOAL_MINUTES,
      ),
      t500Figure(
        'learning.t500.drill',
        "drill learner (the lessons in order with Learn's machine, next lesson after a perfect pass or 5 passes)",
        d,
        drill,
        how,
      ),
      ratioFigure('learning.t500.ratio', '', t, d, how, RATIO_GOAL),
    )
    console.log(`t500 ${((performance.now() - started) / 1000).toFixed(1)} s`)
  })

  for (const variant of [
    { key: 'fsrsCosts', label: ' (variant: FSRS simulator costs)', costs: FSRS_COSTS, spread: 0 },
    {
      key: 'spread',
      label: ' (variant: per-word spread σ 0.6)',
      costs: DEFAULT_COSTS,
      spread: 0.6,
    },
  ])
    it(`minutes to ${TARGET} words known${variant.label}`, () => {
      const started = performance.now()
      const options = {
        budgetSeconds: BUDGET,
        studyDays: CAP_DAYS,
        stopAtKnown: TARGET,
        costs: variant.costs,
        spread: variant.spread,
      }
      const today = cohort(simulateToday, VARIANT_SEEDS, options)
      const drill = cohort(simulateDrill, VARIANT_SEEDS, options)
      checkBudget(today, BUDGET)
      checkBudget(drill, BUDGET)
      const how = `labelled variant, median over ${VARIANT_SEEDS.length} learners (seeds 1–${VARIANT_SEEDS.length}), capped at ${CAP_DAYS} days; ${model(variant.costs, variant.spread)}`
      const t = t500(today)
      const d = t500(drill)
      figures.push(
        t500Figure(`learning.t500.${variant.key}.today`, `Today${variant.label}`, t, today, how),
        t500Figure(`learning.t500.${variant.key}.drill`, `drill${variant.label}`, d, drill, how),
        ratioFigure(`learning.t500.${variant.key}.ratio`, variant.label, t, d, how),
      )
      console.log(`${variant.key} ${((performance.now() - started) / 1000).toFixed(1)} s`)
    })

  it('words known on day 61 at 5 min a day, and on day 91 after a 30-day break', () => {
    const started = performance.now()
    const options = { budgetSeconds: SHORT_BUDGET, studyDays: 60, lastDay: 91 }
    const today = cohort(simulateToday, SEEDS, options)
    const drill = cohort(simulateDrill, SEEDS, options)
    checkBudget(today, SHORT_BUDGET)
    checkBudget(drill, SHORT_BUDGET)
    const at = (results: readonly LearnerResult[], day: number) =>
      seedSpread(results.map((r) => r.knownAtStart[day - 1] ?? 0))
    const how = `median over ${SEEDS.length} learners (seeds 1–${SEEDS.length}); days 1–60 of 5 min, no study on days 61–90; words at R ≥ 0.9 at 08:00; ${model(DEFAULT_COSTS, 0)}`
    const spreadDetail = (s: SeedSpread) => ({ min: s.min ?? 0, max: s.max ?? 0 })
    const t61 = at(today, 61)
    const d61 = at(drill, 61)
    const ratio = (t61.median ?? 0) / Math.max(1, d61.median ?? 0)
    const t91 = at(today, 91)
    const d91 = at(drill, 91)
    figures.push(
      {
        id: 'learning.known61at5.ratio',
        figure: 'words at R ≥ 0.9 at the start of day 61, 5 min a day: Today ÷ drill in order',
        goal: `≥ ${KNOWN61_GOAL}`,
        value: round2(ratio),
        unit: 'ratio',
        met: ratio >= KNOWN61_GOAL,
        how: `${how}; the ratio of the medians`,
        detail: {
          'Today median': t61.median ?? 0,
          'Today min': t61.min ?? 0,
          'Today max': t61.max ?? 0,
          'drill median': d61.median ?? 0,
          'drill min': d61.min ?? 0,
          'drill max': d61.max ?? 0,
        },
      },
      {
        id: 'learning.day91.today',
        figure:
          'words at R ≥ 0.9 at the start of day 91 (60 days of 5 min, then a 30-day break), Today learner',
        goal: 'reported',
        value: t91.median ?? 0,
        unit: 'count',
        met: null,
        how,
        detail: { ...spreadDetail(t91), 'on day 61': t61.median ?? 0 },
      },
      {
        id: 'learning.day91.drill',
        figure:
          'words at R ≥ 0.9 at the start of day 91 (60 days of 5 min, then a 30-day break), drill learner',
        goal: 'reported',
        value: d91.median ?? 0,
        unit: 'count',
        met: null,
        how,
        detail: { ...spreadDetail(d91), 'on day 61': d61.median ?? 0 },
      },
    )
    console.log(`day61/91 ${((performance.now() - started) / 1000).toFixed(1)} s`)
    console.log(
      figures.map((f) => `${f.id} ${f.value} ${JSON.stringify(f.detail ?? {})}`).join('\n'),
    )
  })
})
