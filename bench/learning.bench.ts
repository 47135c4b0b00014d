// Issue 19: words retained after 60 days by a simulated learner who follows Today for 15
// minutes a day, against one who drills the lessons in order for the same time. The model
// (FSRS-6 with ts-fsrs's default parameters as the learners' true memory) and every
// parameter are in bench/lib/learner-sim.ts and bench/notes.md ("Learning: simulated
// learners"). Nothing is tuned to the goal: the ratio is whatever the model gives.
import {
  type CohortResult,
  cohort,
  DEFAULT_COSTS,
  MODEL_VERSION,
  simulateDrill,
  simulateToday,
} from './lib/learner-sim'
import { type Figure, record, round1 } from './lib/results'

/** Simulated learners of each kind (seeds 1…N; the same seeds for every kind). */
const LEARNERS = 10
const SEEDS = Array.from({ length: LEARNERS }, (_, i) => i + 1)
const DAYS = 60
const BUDGET = 15 * 60
const GOAL = 1.5

const round2 = (n: number) => Math.round(n * 100) / 100

const common = `${LEARNERS} simulated learners each (seeds 1–${LEARNERS}), ${DAYS} days of ${BUDGET / 60} min (an answer ${DEFAULT_COSTS.right} s right, ${DEFAULT_COSTS.wrong} s wrong), true memory FSRS-6 with ts-fsrs ${MODEL_VERSION} default parameters; retained = Σ R over the 600 words at the start of day ${DAYS + 1}`

const retainedDetail = (c: CohortResult): Record<string, number> => ({
  min: round1(c.retained.min),
  max: round1(c.retained.max),
  'R ≥ 0.9 mean': round1(c.retained90.mean),
  'R ≥ 0.9 min': c.retained90.min,
  'R ≥ 0.9 max': c.retained90.max,
  'words met': round1(c.met.mean),
  'min/day used': round1(c.minutesPerDay.mean),
  'min used on day 60': round1(c.minutesLastDay.mean),
})

/** Today ÷ drill, on the means, with the per-seed ratios' range (the same seed paired). */
const ratioFigure = (
  id: string,
  label: string,
  today: CohortResult,
  drill: CohortResult,
): Figure => {
  const value = today.retained.mean / drill.retained.mean
  const perSeed = today.results.map(
    (r, i) => r.retained / (drill.results[i]?.retained ?? Number.NaN),
  )
  return {
    id,
    figure: `words retained at day 60: ${label} ÷ drill in order`,
    goal: `≥ ${GOAL}`,
    value: round2(value),
    unit: 'ratio',
    met: value >= GOAL,
    how: `ratio of the mean Σ R of the two kinds of learner (${common})`,
    detail: {
      'per-seed min': round2(Math.min(...perSeed)),
      'per-seed max': round2(Math.max(...perSeed)),
      'ratio of R ≥ 0.9 counts': round2(today.retained90.mean / drill.retained90.mean),
      'min/day Today': round1(today.minutesPerDay.mean),
      'min/day drill': round1(drill.minutesPerDay.mean),
    },
  }
}

describe('learning', () => {
  const figures: Figure[] = []
  afterAll(() => record('learning', figures))

  it('Today vs drilling the lessons in order, 60 days of 15 minutes', () => {
    const options = { days: DAYS, budgetSeconds: BUDGET }
    const today = cohort((seed) => simulateToday({ ...options, seed }), SEEDS)
    const extra = cohort((seed) => simulateToday({ ...options, seed, extraNewWords: true }), SEEDS)
    const drill = cohort((seed) => simulateDrill({ ...options, seed }), SEEDS)

    for (const c of [today, extra, drill])
      for (const r of c.results)
        for (const day of r.log) expect(day.seconds).toBeLessThanOrEqual(BUDGET)
    for (const r of today.results)
      for (const day of r.log) expect(day.newWords).toBeLessThanOrEqual(10)

    figures.push(
      {
        id: 'learning.today.retained',
        figure:
          'words retained at day 60 (expected number recalled, Σ R), Today learner: the plan each day (10 new words, ≤ 200 reviews, retention 0.9), stopping when it is done',
        goal: 'reported',
        value: round1(today.retained.mean),
        unit: 'count',
        met: null,
        how: `mean over learners; plan by core planToday, answers recorded by core recordAnswer, a wrong word back 3 questions later (${common})`,
        detail: retainedDetail(today),
      },
      {
        id: 'learning.todayExtra.retained',
        figure:
          'words retained at day 60 (Σ R), Today learner who, once the plan is done, asks for 10 more new words until the 15 min are used',
        goal: 'reported',
        value: round1(extra.retained.mean),
        unit: 'count',
        met: null,
        how: `as learning.today.retained, pressing Today's "Learn more" (core's moreNewWords: 10 more new words) each time the plan is done with time left (${common})`,
        detail: retainedDetail(extra),
      },
      {
        id: 'learning.drill.retained',
        figure:
          'words retained at day 60 (Σ R), drill learner: the lessons in order, Learn passes (a wrong answer retried at once), next lesson after a perfect pass or 5 passes, lesson 1 again after 12',
        goal: 'reported',
        value: round1(drill.retained.mean),
        unit: 'count',
        met: null,
        how: `mean over learners; the whole budget used every day, answers recorded by core recordAnswer (${common})`,
        detail: retainedDetail(drill),
      },
      ratioFigure('learning.ratio', 'Today (stops when done)', today, drill),
      ratioFigure('learning.ratioExtra', 'Today + extra new words (whole 15 min)', extra, drill),
    )
    console.log(
      figures.map((f) => `${f.id} ${f.value} ${JSON.stringify(f.detail ?? {})}`).join('\n'),
    )
  })
})
