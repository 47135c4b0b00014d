// A throw-away PocketBase for tests: the real binary on a free loopback port,
// a temporary data directory, our migrations and hooks, stopped afterwards.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// @ts-expect-error plain ESM module without types, shared with `npm run pb`
import { pocketbaseBinary } from '../../pocketbase/paths.mjs'
// @ts-expect-error plain ESM module without types: the flags `npm run pb` runs PocketBase with
import { corsOrigins, pocketbaseArgs, serveArgs } from '../../pocketbase/server.mjs'

/** A running test PocketBase. */
export interface TestPocketBase {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string
  /** The temporary data directory (removed by `stop`). */
  dataDir: string
  /** Superuser credentials created for this instance. */
  admin: { email: string; password: string }
  /** Stops the server; `keepData` leaves the data directory for a restart. */
  stop(options?: { keepData?: boolean }): Promise<void>
  /** Starts it again on the same port with the same data (after `stop({ keepData: true })`). */
  restart(): Promise<void>
  /** Process id of the running server (for memory readings), or undefined when stopped. */
  pid(): number | undefined
}

/** Options for {@link startPocketBase}. */
export interface StartOptions {
  /** Extra environment for the server process (SMTP settings, contact address, …). */
  env?: Record<string, string>
  /** Reuse an existing data directory instead of a new temporary one. */
  dataDir?: string
  /** How long to wait for `/api/health`, in ms. */
  timeoutMs?: number
  /** Serve this directory as the site (`--publicDir` and KALIMA_SITE_DIR, as `npm run pb` does). */
  publicDir?: string
}

/** Whether `port` on 127.0.0.1 can be bound now. */
const isFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })

/** The Vitest worker running this file (1, 2…; 0 in the main process: the global setup). */
const WORKER = Number(process.env.VITEST_POOL_ID ?? 0) % 20
/** Ports handed out so far by this process. */
let handedOut = 0

/**
 * A free TCP port on 127.0.0.1, for a server the caller starts next. Each Vitest worker takes
 * ports from a range of its own (20000 + 500 per worker, below Linux's ephemeral ports), so
 * two test files running side by side never both get the same one between this check and
 * their server's bind: a PocketBase that could not bind would otherwise pass its health check
 * against the other file's server.
 */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 500; tries++) {
    const port = 20_000 + WORKER * 500 + (handedOut++ % 500)
    if (await isFree(port)) return port
  }
  throw new Error(`No free port in this worker's range (20000 + ${WORKER * 500}, 500 ports).`)
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  log: () => string,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`PocketBase exited with code ${child.exitCode}:\n${log()}`)
    }
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`PocketBase did not answer ${url}/api/health within ${timeoutMs} ms:\n${log()}`)
}

/** Starts a PocketBase for one test file; call `stop()` in `afterAll`. */
export async function startPocketBase(options: StartOptions = {}): Promise<TestPocketBase> {
  const bin: string = pocketbaseBinary()
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'kalima-pb-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const admin = { email: 'admin@kalima.test', password: 'test-admin-password-123' }
  // The same flags as `npm run pb` (--dev=false, --encryptionEnv, the hooks and migrations).
  const dirs: string[] = pocketbaseArgs(dataDir)
  const env = {
    ...process.env,
    ...(options.publicDir ? { KALIMA_SITE_DIR: options.publicDir } : {}),
    ...options.env,
  }
  const timeoutMs = options.timeoutMs ?? 20_000

  const migrated = spawnSync(bin, ['migrate', 'up', ...dirs], { env, encoding: 'utf8' })
  if (migrated.status !== 0)
    throw new Error(`migrate up failed:\n${migrated.stderr}${migrated.stdout}`)
  const upsert = spawnSync(bin, ['superuser', 'upsert', admin.email, admin.password, ...dirs], {
    env,
    encoding: 'utf8',
  })
  if (upsert.status !== 0) throw new Error(`superuser upsert failed:\n${upsert.stderr}`)

  let child: ChildProcess
  let output = ''
  const launch = async () => {
    output = ''
    const host = `127.0.0.1:${port}`
    child = spawn(
      bin,
      serveArgs({
        host,
        dataDir,
        origins: corsOrigins(env, { host }),
        publicDir: options.publicDir,
        hooksPool: process.env.KALIMA_PB_HOOKS_POOL,
        hooksWatch: false,
      }),
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    child.stdout?.on('data', (d) => {
      output += d
    })
    child.stderr?.on('data', (d) => {
      output += d
    })
    await waitForHealth(url, child, timeoutMs, () => output)
  }
  const halt = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  await launch()

  return {
    url,
    dataDir,
    admin,
    async stop({ keepData = false } = {}) {
      await halt()
      if (!keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
    restart: launch,
    pid: () => (child.exitCode === null ? child.pid : undefined),
  }
}

/** The answer of one raw API call: status and parsed JSON body (null when empty). */
export interface ApiResponse {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: test helper, bodies are checked by the tests
  body: any
}

/** A raw HTTP call to the PocketBase API, with an optional auth token. */
export async function api(
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = options.token
  let body: string | undefined
  if (options.rawBody !== undefined) {
    body = options.rawBody
    headers['content-type'] = 'application/json'
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['content-type'] = 'application/json'
  }
  const response = await fetch(`${url}${path}`, { method, headers, body })
  const text = await response.text()
  let parsed: unknown = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = text
  }
  return { status: response.status, body: parsed }
}

/** A signed-up and signed-in test user. */
export interface TestUser {
  id: string
  email: string
  password: string
  token: string
}

/** Signs up a user through the public API and signs them in. */
export async function createUser(
  url: string,
  email: string,
  name = 'Test User',
): Promise<TestUser> {
  const password = 'correct-horse-battery'
  const created = await api(url, 'POST', '/api/collections/users/records', {
    body: { email, password, passwordConfirm: password, name },
  })
  if (created.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`)
  const auth = await api(url, 'POST', '/api/collections/users/auth-with-password', {
    body: { identity: email, password },
  })
  if (auth.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(auth.body)}`)
  return { id: created.body.id, email, password, token: auth.body.token }
}

/** A superuser token for reading records the API hides from users. */
export async function superuserToken(pb: TestPocketBase): Promise<string> {
  const auth = await api(pb.url, 'POST', '/api/collections/_superusers/auth-with-password', {
    body: { identity: pb.admin.email, password: pb.admin.password },
  })
  if (auth.status !== 200) throw new Error(`superuser sign-in failed: ${JSON.stringify(auth.body)}`)
  return auth.body.token
}
