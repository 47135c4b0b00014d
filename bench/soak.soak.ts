// Soak: 10 minutes at half the measured capacity against one PocketBase, with
// the error count and the server's memory minute by minute. Not part of
// `npm test` or `npm run bench` (it takes 11 minutes): `npm run bench:soak`.
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { startPocketBase, type TestPocketBase } from '../tests/helpers/pocketbase'
import { createLearners, rssMb, runLoad } from './lib/load'
import { type Figure, median, record, round1 } from './lib/results'

const LEARNERS = 40
const BATCH = 10
const MINUTES = Number(process.env.KALIMA_SOAK_MINUTES ?? 10)

/** Size in MB of a database file and its write-ahead log. */
const databaseMb = (dir: string, name: string) => {
  const size = (file: string) => {
    try {
      return statSync(join(dir, file)).size
    } catch {
      return 0
    }
  }
  return Math.round((size(name) + size(`${name}-wal`)) / 1e5) / 10
}

describe('soak', () => {
  let pb: TestPocketBase
  beforeAll(async () => {
    pb = await startPocketBase({ env: { KALIMA_RATE_LIMIT_MULTIPLIER: '10000' } })
  })
  afterAll(async () => {
    await pb?.stop()
  })

  it(`${MINUTES} minutes at half capacity`, async () => {
    const learners = await createLearners(pb, LEARNERS)
    // Warm up so records are full-sized, then measure capacity as the bench does.
    await runLoad(learners, { seconds: 10, batch: BATCH })
    const capacity = (await runLoad(learners, { seconds: 10, batch: BATCH })).answersPerSecond
    const rate = Math.max(1, Math.round(capacity / 2))
    const minutes: {
      errors: number
      p99: number
      rss: number
      rate: number
      data: number
      logs: number
    }[] = []
    for (let m = 0; m < MINUTES; m++) {
      const r = await runLoad(learners, { seconds: 60, batch: BATCH, rate })
      minutes.push({
        errors: r.errors,
        p99: r.p99,
        rss: rssMb(pb.pid()),
        rate: r.answersPerSecond,
        data: databaseMb(pb.dataDir, 'data.db'),
        logs: databaseMb(pb.dataDir, 'auxiliary.db'),
      })
    }
    const errors = minutes.reduce((n, m) => n + m.errors, 0)
    const rss = minutes.map((m) => m.rss)
    const firstHalf = median(rss.slice(0, Math.ceil(rss.length / 2)))
    const secondHalf = median(rss.slice(Math.ceil(rss.length / 2)))
    const growth = round1(secondHalf - firstHalf)
    const how = `${LEARNERS} learners, batches of ${BATCH}, open loop at ${rate} answers/s (half of the ${Math.round(capacity)}/s measured just before) for ${MINUTES} × 60 s`
    const figures: Figure[] = [
      {
        id: 'soak.errors',
        figure: `soak: errors in ${MINUTES} minutes at half capacity`,
        goal: '0',
        value: errors,
        unit: 'count',
        met: errors === 0,
        how,
        detail: {
          answersPerSecond: minutes.map((m) => Math.round(m.rate)).join('/'),
          p99ByMinute: minutes.map((m) => Math.round(m.p99)).join('/'),
        },
      },
      {
        id: 'soak.memory',
        figure: 'soak: PocketBase RSS, median of the second half minus the first half',
        goal: 'flat',
        value: growth,
        unit: 'MB',
        met: Math.abs(growth) <= Math.max(10, firstHalf * 0.1),
        how: `${how}; VmRSS after each minute (flat = within 10 MB or 10%)`,
        detail: {
          rssByMinute: rss.join('/'),
          dataDbMbByMinute: minutes.map((m) => m.data).join('/'),
          logDbMbByMinute: minutes.map((m) => m.logs).join('/'),
        },
      },
    ]
    record('soak', figures)
    expect(minutes).toHaveLength(MINUTES)
  })
})
