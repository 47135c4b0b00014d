// Capacity of one PocketBase for synced answers, on loopback, bounded in time.
//
// Batches. The sync engine pushes 2 s after the last change (debounce); in Learn and Test a
// learner answers about every 1.5 s, and the next answer restarts the debounce, so a push
// usually carries several answers; answers given while offline or with the app in the
// background add up until the next push. BATCH = 10 is that typical push (a run of answers,
// a short pause); BATCH_SMALL = 3 is the pessimistic one (a learner pausing every few
// answers), reported as a second figure.
//
// Records grow as real learners' do, only faster: each learner answers words spread over
// all 600 lesson words, so after the first run a record holds most of them (~110 KB), the
// largest a learner's record gets; the later runs measure that worst case.
import { startPocketBase, type TestPocketBase } from '../tests/helpers/pocketbase'
import { createLearners, type LoadResult, rssMb, runLoad } from './lib/load'
import { type Figure, median, record, round1 } from './lib/results'

const LEARNERS = 40
const BATCH = 10
const BATCH_SMALL = 3
const SECONDS = 15
const RUNS = 3
/** The goal: answers per second offered in the open-loop latency run. */
const OFFERED = 1500

const summary = (runs: LoadResult[]) => ({
  rate: median(runs.map((r) => r.answersPerSecond)),
  pushes: median(runs.map((r) => r.pushesPerSecond)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  errors: runs.reduce((n, r) => n + r.errors, 0),
  clientCpu: round1(median(runs.map((r) => r.clientCpu)) * 100) / 100,
  serverCpu: round1(median(runs.map((r) => r.serverCpu)) * 100) / 100,
  bytesPerPush: Math.round(median(runs.map((r) => r.bytesPerPush))),
  wordsPerRecord: Math.round(runs.at(-1)?.wordsPerRecord ?? 0),
  runs: runs.map((r) => Math.round(r.answersPerSecond)).join('/'),
  p99Runs: runs.map((r) => Math.round(r.p99)).join('/'),
  generatorLagP99: round1(median(runs.map((r) => r.generatorLagP99))),
})

describe('server capacity', () => {
  let pb: TestPocketBase
  beforeAll(async () => {
    pb = await startPocketBase({ env: { KALIMA_RATE_LIMIT_MULTIPLIER: '10000' } })
  })
  afterAll(async () => {
    await pb?.stop()
  })

  it('synced answers per second, latency and errors', async () => {
    const rssBefore = rssMb(pb.pid())
    const measure = async (batch: number) => {
      const learners = await createLearners(pb, LEARNERS)
      const closed: LoadResult[] = []
      for (let i = 0; i < RUNS; i++)
        closed.push(await runLoad(learners, { seconds: SECONDS, batch, serverPid: pb.pid() }))
      const capacity = summary(closed)
      const offered = Math.min(OFFERED, Math.floor(capacity.rate))
      // Tail latency is the noisiest figure on a shared machine: the median of RUNS runs.
      const opened: LoadResult[] = []
      for (let i = 0; i < RUNS; i++)
        opened.push(
          await runLoad(learners, { seconds: SECONDS, batch, rate: offered, serverPid: pb.pid() }),
        )
      const open = summary(opened)
      return { capacity, open, offered }
    }
    const main = await measure(BATCH)
    const small = await measure(BATCH_SMALL)
    const rssAfter = rssMb(pb.pid())
    const how = (batch: number) =>
      `${LEARNERS} signed-in learners on loopback, each pushing the delta of its progress record (entries changed since the server's last acknowledgement, pushProgressDelta to POST /api/kalima/progress: server-side validation, merge into per-entry rows) after every ${batch} answers; records grow towards all 600 lesson words; load generator and server share the 2 cores`
    const capacityHow = (batch: number) =>
      `${how(batch)}; closed loop, ${RUNS} runs × ${SECONDS} s, median`
    const openHow = (batch: number, offered: number) =>
      `${how(batch)}; open loop at ${offered} answers/s offered (${Math.round(offered / batch)} pushes/s, one in flight per learner, latency from the scheduled time), ${RUNS} runs × ${SECONDS} s, median`
    const detail = (s: ReturnType<typeof summary>) => ({
      pushesPerSecond: Math.round(s.pushes),
      runs: s.runs,
      p50: round1(s.p50),
      p99: round1(s.p99),
      p99Runs: s.p99Runs,
      generatorLagP99: s.generatorLagP99,
      loadGeneratorCpu: s.clientCpu,
      serverCpu: s.serverCpu,
      bytesPerPush: s.bytesPerPush,
      wordsPerRecord: s.wordsPerRecord,
    })
    const figures: Figure[] = [
      {
        id: 'server.answersPerSecond',
        figure: `synced answers per second into one PocketBase (batch ${BATCH}, capacity)`,
        goal: '≥ 1,500/s',
        value: Math.round(main.capacity.rate),
        unit: 'per s',
        met: main.capacity.rate >= 1500,
        how: capacityHow(BATCH),
        detail: detail(main.capacity),
      },
      {
        id: 'server.p99',
        figure: `sync push latency p99 at ${main.offered} answers/s offered (batch ${BATCH}; p50 in detail)`,
        goal: '≤ 100 ms',
        value: round1(main.open.p99),
        unit: 'ms',
        met: main.offered >= 1500 && main.open.p99 <= 100,
        how: openHow(BATCH, main.offered),
        detail: { ...detail(main.open), answersPerSecond: Math.round(main.open.rate) },
      },
      {
        id: 'server.errors',
        figure: 'sync errors under load (all runs, both batch sizes)',
        goal: '0',
        value: main.capacity.errors + main.open.errors + small.capacity.errors + small.open.errors,
        unit: 'count',
        met:
          main.capacity.errors + main.open.errors + small.capacity.errors + small.open.errors === 0,
        how: `${how(BATCH)} and ${BATCH_SMALL}`,
      },
      {
        id: 'server.answersPerSecond.batch3',
        figure: `synced answers per second into one PocketBase (batch ${BATCH_SMALL}, capacity)`,
        goal: 'reported',
        value: Math.round(small.capacity.rate),
        unit: 'per s',
        met: null,
        how: capacityHow(BATCH_SMALL),
        detail: detail(small.capacity),
      },
      {
        id: 'server.p99.batch3',
        figure: `sync push latency p99 at ${small.offered} answers/s offered (batch ${BATCH_SMALL}; p50 in detail)`,
        goal: 'reported',
        value: round1(small.open.p99),
        unit: 'ms',
        met: null,
        how: openHow(BATCH_SMALL, small.offered),
        detail: { ...detail(small.open), answersPerSecond: Math.round(small.open.rate) },
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
    for (const f of figures) console.log(f.id, f.value, JSON.stringify(f.detail ?? {}))
    expect(main.capacity.runs.length).toBeGreaterThan(0)
  })
})
