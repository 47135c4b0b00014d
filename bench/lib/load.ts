// Simulated learners syncing answers into one PocketBase: each learner signs in,
// answers words of the lessons, and pushes its whole progress record in batches
// exactly as the app's sync engine does (createPocketBaseBackend.pushProgress).
import { readFileSync } from 'node:fs'
import { createPocketBaseBackend } from '../../packages/core/src/adapters/pocketbase-backend'
import { recordAttempt } from '../../packages/core/src/progress/record'
import { emptyProgress, type Progress } from '../../packages/core/src/progress/types'
import { getLessonWords } from '../../packages/core/src/vocabulary/vocabulary'
import { api, superuserToken, type TestPocketBase } from '../../tests/helpers/pocketbase'
import { percentile } from './results'

/** One learner: signed-in backend and local progress. */
interface Learner {
  push(progress: Progress): Promise<Progress>
  progress: Progress
}

/** Creates `count` accounts through the superuser API (sign-up rate limits do not apply) and signs them in. */
export async function createLearners(pb: TestPocketBase, count: number): Promise<Learner[]> {
  const admin = await superuserToken(pb)
  const learners: Learner[] = []
  for (let i = 0; i < count; i++) {
    const email = `learner${i}-${Date.now()}@bench.kalima`
    const password = 'bench-password-123'
    const created = await api(pb.url, 'POST', '/api/collections/users/records', {
      token: admin,
      body: { email, password, passwordConfirm: password, name: `Learner ${i}`, verified: true },
    })
    if (created.status !== 200) throw new Error(`create learner: ${JSON.stringify(created.body)}`)
    const backend = createPocketBaseBackend({ url: pb.url })
    await backend.signIn(email, password)
    learners.push({ push: (p) => backend.pushProgress(p), progress: emptyProgress() })
  }
  return learners
}

/** What one load run measured. */
export interface LoadResult {
  answersPerSecond: number
  pushesPerSecond: number
  p50: number
  p99: number
  errors: number
  pushes: number
  answers: number
  seconds: number
}

/**
 * Runs the learners for `seconds`: each answers `batch` words, pushes, waits for the
 * answer, and (with `paceMs`) pauses between pushes, as debounced sync does.
 */
export async function runLoad(
  learners: Learner[],
  options: { seconds: number; batch: number; paceMs?: number },
): Promise<LoadResult> {
  const words = getLessonWords()
  const latencies: number[] = []
  let errors = 0
  let answers = 0
  const started = performance.now()
  const deadline = started + options.seconds * 1000
  let tick = 0
  await Promise.all(
    learners.map(async (learner, index) => {
      let at = Date.now()
      while (performance.now() < deadline) {
        for (let i = 0; i < options.batch; i++) {
          tick++
          const word = words[(index * 97 + tick * 31) % words.length]
          if (!word) continue
          at += 1000
          learner.progress = recordAttempt(
            learner.progress,
            word.id,
            tick % 4 !== 0,
            { now: at, utcOffsetMinutes: 0 },
            `device${index}`,
          )
        }
        const t0 = performance.now()
        try {
          learner.progress = await learner.push(learner.progress)
          latencies.push(performance.now() - t0)
          answers += options.batch
        } catch {
          errors++
        }
        if (options.paceMs) await new Promise((r) => setTimeout(r, options.paceMs))
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  return {
    answersPerSecond: answers / seconds,
    pushesPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    pushes: latencies.length,
    answers,
    seconds,
  }
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return Math.round((kb / 1024) * 10) / 10
}
