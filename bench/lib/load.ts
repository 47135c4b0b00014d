// Simulated learners syncing answers into one PocketBase: each learner signs in,
// answers words of the lessons, and pushes in batches exactly as the app's sync engine
// does: the delta of its record against the last one the server acknowledged
// (progressDelta + createPocketBaseBackend.pushProgressDelta), after pulling the
// server's record once at sign-in.
import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { createPocketBaseBackend } from '../../packages/core/src/adapters/pocketbase-backend'
import { isEmptyDelta, progressDelta } from '../../packages/core/src/progress/delta'
import { recordAttempt } from '../../packages/core/src/progress/record'
import { emptyProgress, type Progress } from '../../packages/core/src/progress/types'
import { getLessonWords } from '../../packages/core/src/vocabulary/vocabulary'
import { api, superuserToken, type TestPocketBase } from '../../tests/helpers/pocketbase'
import { percentile } from './results'

/** One learner: signed-in backend, local progress and the record the server acknowledged. */
export interface Learner {
  /** Pushes the delta of `progress` against `acked` (as the sync engine does). */
  push(): Promise<void>
  progress: Progress
  acked: Progress
  /** Bytes of JSON sent by delta pushes (for the report). */
  sentBytes: number
  /** The learner's account (for raw API calls of the profile). */
  email: string
  password: string
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
    const learner: Learner = {
      progress: (await backend.pullProgress()) ?? emptyProgress(),
      acked: emptyProgress(),
      sentBytes: 0,
      email,
      password,
      async push() {
        const current = learner.progress
        const delta = progressDelta(current, learner.acked)
        if (isEmptyDelta(delta, learner.acked)) return
        learner.sentBytes += JSON.stringify(delta).length
        if (!backend.pushProgressDelta) throw new Error('the PocketBase backend sends deltas')
        await backend.pushProgressDelta(delta)
        learner.acked = current
      },
    }
    learner.acked = learner.progress
    learners.push(learner)
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
  /** CPU time of this (load generator) process per second of run, 0–2 on two cores. */
  clientCpu: number
  /**
   * p99 of the load generator's own event-loop delay, ms: how late it can be to send or to
   * see an answer. Latency includes it, since generator and server share the machine.
   */
  generatorLagP99: number
  /** CPU time of the server process per second of run (when its pid is given). */
  serverCpu: number
  /** Mean JSON bytes per push. */
  bytesPerPush: number
  /** Mean word entries per learner's record at the end. */
  wordsPerRecord: number
}

/** Answers `batch` words on one learner's record, one second apart. */
export const answer = (
  learner: Learner,
  index: number,
  batch: number,
  clock: { tick: number; at: number[] },
) => {
  const words = getLessonWords()
  for (let i = 0; i < batch; i++) {
    clock.tick++
    const word = words[(index * 97 + clock.tick * 31) % words.length]
    if (!word) continue
    clock.at[index] = (clock.at[index] ?? Date.now()) + 1000
    learner.progress = recordAttempt(
      learner.progress,
      word.id,
      clock.tick % 4 !== 0,
      { now: clock.at[index] as number, utcOffsetMinutes: 0 },
      `device${index}`,
    )
  }
}

/** CPU seconds (user + system) a process has used (Linux /proc). */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return Number.NaN
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/**
 * Runs the learners for `seconds`. Closed loop (default): each answers `batch` words,
 * pushes, waits for the answer, and (with `paceMs`) pauses, as debounced sync does.
 * Open loop (`rate`, answers per second offered): each learner pushes a batch on a fixed
 * schedule (spread evenly over learners) whether or not the server keeps up; a push whose
 * learner is still waiting on its previous one starts when that one ends (the engine has
 * one push in flight), and latency counts from the scheduled time, so queueing shows.
 */
export async function runLoad(
  learners: Learner[],
  options: { seconds: number; batch: number; paceMs?: number; rate?: number; serverPid?: number },
): Promise<LoadResult> {
  const latencies: number[] = []
  let errors = 0
  let answers = 0
  let bytesBefore = 0
  for (const l of learners) bytesBefore += l.sentBytes
  const clock = { tick: 0, at: [] as number[] }
  const lag = monitorEventLoopDelay({ resolution: 5 })
  lag.enable()
  const cpu0 = process.cpuUsage()
  const server0 = cpuSeconds(options.serverPid)
  const started = performance.now()
  const deadline = started + options.seconds * 1000
  const pushOne = async (learner: Learner, since: number) => {
    try {
      await learner.push()
      latencies.push(performance.now() - since)
      answers += options.batch
    } catch {
      errors++
    }
  }
  await Promise.all(
    learners.map(async (learner, index) => {
      if (options.rate) {
        const interval = (learners.length * options.batch * 1000) / options.rate
        let due = started + (index * interval) / learners.length
        while (due < deadline) {
          const wait = due - performance.now()
          if (wait > 0) await new Promise((r) => setTimeout(r, wait))
          answer(learner, index, options.batch, clock)
          await pushOne(learner, due)
          due += interval
        }
        return
      }
      while (performance.now() < deadline) {
        answer(learner, index, options.batch, clock)
        await pushOne(learner, performance.now())
        if (options.paceMs) await new Promise((r) => setTimeout(r, options.paceMs))
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const cpu = process.cpuUsage(cpu0)
  lag.disable()
  let bytes = -bytesBefore
  let words = 0
  for (const l of learners) {
    bytes += l.sentBytes
    words += Object.keys(l.progress.words).length
  }
  return {
    answersPerSecond: answers / seconds,
    pushesPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    pushes: latencies.length,
    answers,
    seconds,
    clientCpu: (cpu.user + cpu.system) / 1e6 / seconds,
    generatorLagP99: lag.percentile(99) / 1e6,
    serverCpu: (cpuSeconds(options.serverPid) - server0) / seconds,
    bytesPerPush: latencies.length ? bytes / latencies.length : 0,
    wordsPerRecord: words / learners.length,
  }
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return Math.round((kb / 1024) * 10) / 10
}
