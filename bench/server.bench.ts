// Capacity of one PocketBase for synced answers, on loopback, bounded in time.
import { startPocketBase, type TestPocketBase } from '../tests/helpers/pocketbase'
import { createLearners, rssMb, runLoad } from './lib/load'
import { type Figure, median, record, round1 } from './lib/results'

const LEARNERS = 40
const BATCH = 10
const SECONDS = 15
const RUNS = 3

describe('server capacity', () => {
  let pb: TestPocketBase
  beforeAll(async () => {
    pb = await startPocketBase({ env: { KALIMA_RATE_LIMIT_MULTIPLIER: '10000' } })
  })
  afterAll(async () => {
    await pb?.stop()
  })

  it('synced answers per second, latency and errors', async () => {
    const learners = await createLearners(pb, LEARNERS)
    const rssBefore = rssMb(pb.pid())
    const runs = []
    for (let i = 0; i < RUNS; i++)
      runs.push(await runLoad(learners, { seconds: SECONDS, batch: BATCH }))
    const rate = median(runs.map((r) => r.answersPerSecond))
    const p50 = median(runs.map((r) => r.p50))
    const p99 = median(runs.map((r) => r.p99))
    const errors = runs.reduce((n, r) => n + r.errors, 0)
    const rssAfter = rssMb(pb.pid())
    const how = `${LEARNERS} signed-in learners on loopback, each pushing its whole progress record after every ${BATCH} answers (pushProgress, server-side validation and merge), closed loop, ${RUNS} runs × ${SECONDS} s, median`
    const figures: Figure[] = [
      {
        id: 'server.answersPerSecond',
        figure: 'synced answers per second into one PocketBase',
        goal: '≥ 1,500/s',
        value: Math.round(rate),
        unit: 'per s',
        met: rate >= 1500,
        how,
        detail: {
          pushesPerSecond: Math.round(median(runs.map((r) => r.pushesPerSecond))),
          runs: runs.map((r) => Math.round(r.answersPerSecond)).join('/'),
        },
      },
      {
        id: 'server.p99',
        figure: 'sync push latency p99 (p50 in detail)',
        goal: '≤ 100 ms',
        value: round1(p99),
        unit: 'ms',
        met: p99 <= 100,
        how,
        detail: { p50: round1(p50) },
      },
      {
        id: 'server.errors',
        figure: 'sync errors under load',
        goal: '0',
        value: errors,
        unit: 'count',
        met: errors === 0,
        how,
      },
      {
        id: 'memory.pocketbase',
        figure: 'PocketBase RSS before → after the load runs',
        goal: 'reported',
        value: rssAfter,
        unit: 'MB',
        met: null,
        how: 'VmRSS of the server process from /proc',
        detail: { before: rssBefore },
      },
    ]
    record('server', figures)
    expect(runs.every((r) => r.pushes > 0)).toBe(true)
  })
})
