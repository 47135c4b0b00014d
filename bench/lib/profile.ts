// Where the server's time per push goes: a PocketBase with the shipped hooks plus a
// bench-only route (profile-hooks/profile.pb.js) that times each phase of a push in
// PocketBase's own JS VM, and serial requests whose server CPU is read from /proc:
// GET /api/health (HTTP only, Go), an authenticated JS route that does nothing (HTTP, auth,
// a hook VM) and real pushes. Everything runs serially on one learner whose record holds
// the lesson words, as the capacity runs' learners do after their first run.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { progressDelta } from '../../packages/core/src/progress/delta'
// @ts-expect-error plain ESM module without types, shared with `npm run pb`
import { hooksDir, migrationsDir, pocketbaseBinary } from '../../pocketbase/paths.mjs'
import { api, freePort, type TestPocketBase } from '../../tests/helpers/pocketbase'
import { answer, cpuSeconds, createLearners, runLoad } from './load'
import { median } from './results'

const here = dirname(fileURLToPath(import.meta.url))

/** Names of lib/progress-store.js's internal functions the profile route times. */
const STORE_FUNCTIONS = [
  'validateProgress',
  'knownVocabulary',
  'progressMaps',
  'readEntries',
  'rowKeys',
  'recordOf',
  'entriesOf',
  'upsertEntries',
]

/** The phases of a push the profile route times, in the order a push runs them. */
export const PHASES = ['parse', 'validate', 'read', 'merge', 'transaction', 'write'] as const
export type Phase = (typeof PHASES)[number]
/** Repetitions of a phase in its profile request. */
const PHASE_ITERATIONS = 300

/** One phase's cost per operation: server CPU ms (from /proc) and wall-clock ms (in the VM). */
export interface PhaseTiming {
  cpu: number
  wall: number
}

/** What the profile measured. */
export interface PushProfile {
  /** Per phase; a phase is absent when the store function it needs was not found. */
  phases: Partial<Record<Phase, PhaseTiming>>
  /** Functions of progress-store.js the profile route could not find (renamed since). */
  missing: string[]
  /** Rows a push of the profiled delta writes. */
  changedRows: number
  iterations: number
  /** Server CPU ms per request, serially: HTTP only, HTTP + auth + JS VM, a whole push. */
  cpuMs: { health: number; noop: number; push: number }
  /** Median wall-clock ms per request, serially (client and loopback included). */
  latencyMs: { health: number; noop: number; push: number }
  wordsPerRecord: number
}

/** A PocketBase serving a temporary copy of pb_hooks with the profile route added. */
async function startProfiledPocketBase(env: Record<string, string>): Promise<TestPocketBase> {
  const bin: string = pocketbaseBinary()
  const dataDir = mkdtempSync(join(tmpdir(), 'kalima-pb-profile-'))
  const hooks = mkdtempSync(join(tmpdir(), 'kalima-hooks-profile-'))
  cpSync(hooksDir, hooks, { recursive: true })
  cpSync(join(here, 'profile-hooks', 'profile.pb.js'), join(hooks, 'profile.pb.js'))
  // Export the store's internals to the profile route (a function renamed since is left out).
  const exported = STORE_FUNCTIONS.map(
    (name) => `${name}: typeof ${name} === 'function' ? ${name} : undefined`,
  ).join(', ')
  appendFileSync(
    join(hooks, 'lib', 'progress-store.js'),
    `\nmodule.exports.__profile = { ${exported} }\n`,
  )
  // Word ids are read relative to the hooks folder: point at the repository's data.
  const words = join(hooksDir, '..', '..', 'packages', 'core', 'src', 'vocabulary', 'data')
  const fullEnv = {
    ...process.env,
    KALIMA_WORDS_FILE: join(words, 'lessons.json'),
    // As in the capacity runs: limits checked, never reached.
    KALIMA_RATE_LIMIT_MULTIPLIER: '10000',
    ...env,
  }
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const admin = { email: 'admin@kalima.test', password: 'test-admin-password-123' }
  const dirs = [`--dir=${dataDir}`, `--migrationsDir=${migrationsDir}`, `--hooksDir=${hooks}`]
  for (const args of [
    ['migrate', 'up'],
    ['superuser', 'upsert', admin.email, admin.password],
  ]) {
    const done = spawnSync(bin, [...args, ...dirs], { env: fullEnv, encoding: 'utf8' })
    if (done.status !== 0) throw new Error(`${args[0]} failed:\n${done.stderr}${done.stdout}`)
  }
  let output = ''
  const child: ChildProcess = spawn(
    bin,
    ['serve', `--http=127.0.0.1:${port}`, '--hooksWatch=false', '--hooksPool=50', ...dirs],
    { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  child.stdout?.on('data', (d) => {
    output += d
  })
  child.stderr?.on('data', (d) => {
    output += d
  })
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited:\n${output}`)
    if (Date.now() > deadline) throw new Error(`PocketBase did not start:\n${output}`)
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    dataDir,
    admin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
      rmSync(hooks, { recursive: true, force: true })
    },
    async restart() {
      throw new Error('not supported')
    },
    pid: () => (child.exitCode === null ? child.pid : undefined),
  }
}

/**
 * Profiles pushes of `batch` answers on a PocketBase started with `env`; `pin` is called
 * with its pid (to pin it as the capacity runs are) and returns an undo function.
 */
export async function profilePush(options: {
  batch: number
  requests: number
  env?: Record<string, string>
  pin?: (pid: number | undefined) => () => void
}): Promise<PushProfile> {
  const pb = await startProfiledPocketBase(options.env ?? {})
  const unpin = options.pin?.(pb.pid()) ?? (() => {})
  try {
    const [learner] = await createLearners(pb, 1)
    if (!learner) throw new Error('no learner')
    // Grow the record towards all lesson words, as the capacity runs' learners are.
    await runLoad([learner], { seconds: 3, batch: options.batch })
    const auth = await api(pb.url, 'POST', '/api/collections/users/auth-with-password', {
      body: { identity: learner.email, password: learner.password },
    })
    const token: string = auth.body.token
    const clock = { tick: 10_000, at: [] as number[] }

    // Phases inside the hook VM, on a typical next delta. Each phase is its own request,
    // repeated `iterations` times inside it: its server CPU (from /proc) over the
    // repetitions is the phase's CPU, and the route's own wall-clock timing is reported too.
    answer(learner, 0, options.batch, clock)
    const delta = progressDelta(learner.progress, learner.acked)
    const profileRequest = (phase: string, iterations: number) =>
      api(pb.url, 'POST', '/api/kalima-profile', {
        token,
        body: { delta, iterations, phase },
      })
    // Warm every VM of the pool (each loads the store, the rules and the word list once).
    for (let i = 0; i < 60; i++) await profileRequest('merge', 1)
    const phases: Partial<Record<Phase, PhaseTiming>> = {}
    let missing: string[] = []
    let changedRows = 0
    for (const phase of PHASES) {
      const cpu0 = cpuSeconds(pb.pid())
      const answered = await profileRequest(phase, PHASE_ITERATIONS)
      const cpu = ((cpuSeconds(pb.pid()) - cpu0) * 1000) / PHASE_ITERATIONS
      if (answered.status !== 200) throw new Error(`profile: ${JSON.stringify(answered.body)}`)
      missing = answered.body.missing
      if (phase === 'merge') changedRows = answered.body.changedRows
      const wall = answered.body[phase]
      if (typeof wall === 'number') phases[phase] = { cpu, wall }
    }
    learner.acked = learner.progress // the write phase stored this delta

    const serial = async (request: () => Promise<unknown>) => {
      const times: number[] = []
      const cpu0 = cpuSeconds(pb.pid())
      for (let i = 0; i < options.requests; i++) {
        const t0 = performance.now()
        await request()
        times.push(performance.now() - t0)
      }
      return {
        cpu: ((cpuSeconds(pb.pid()) - cpu0) * 1000) / options.requests,
        latency: median(times),
      }
    }
    const health = await serial(() => fetch(`${pb.url}/api/health`).then((r) => r.text()))
    const noop = await serial(() => api(pb.url, 'GET', '/api/kalima-profile/noop', { token }))
    const push = await serial(async () => {
      answer(learner, 0, options.batch, clock)
      await learner.push()
    })
    return {
      phases,
      missing,
      changedRows,
      iterations: PHASE_ITERATIONS,
      cpuMs: { health: health.cpu, noop: noop.cpu, push: push.cpu },
      latencyMs: { health: health.latency, noop: noop.latency, push: push.latency },
      wordsPerRecord: Object.keys(learner.progress.words).length,
    }
  } finally {
    unpin()
    await pb.stop()
  }
}
