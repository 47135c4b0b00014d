// How Kalima runs PocketBase: the flags every command gets, the CORS origins, the settings
// encryption key, the first superuser, and a quiet `serve`. Used by `npm run pb`
// (pocketbase/start.mjs), `npm start` (scripts/start.mjs) and the tests' helper
// (tests/helpers/pocketbase.ts), so all three run PocketBase the same way.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { hooksDir, migrationsDir, pocketbaseBinary } from './paths.mjs'

/** The environment variable PocketBase reads the settings encryption key from. */
export const ENCRYPTION_ENV = 'KALIMA_PB_ENCRYPTION_KEY'

/**
 * Flags for every PocketBase command. `--dev=false` always: PocketBase turns dev mode on by
 * itself when its binary lies under the system's temp folder, and dev mode prints every SQL
 * statement (token secrets included). `--encryptionEnv`: settings (SMTP, OAuth2 and S3
 * secrets) are stored encrypted with KALIMA_PB_ENCRYPTION_KEY when it is set.
 * @param {string} dataDir PocketBase's data directory.
 * @returns {string[]}
 */
export function pocketbaseArgs(dataDir) {
  return [
    `--dir=${dataDir}`,
    `--migrationsDir=${migrationsDir}`,
    `--hooksDir=${hooksDir}`,
    '--dev=false',
    `--encryptionEnv=${ENCRYPTION_ENV}`,
  ]
}

/**
 * The arguments of `pocketbase serve`.
 * @param {{ host: string, dataDir: string, origins: string[], publicDir?: string,
 *   hooksPool?: string | number, hooksWatch?: boolean }} options
 * @returns {string[]}
 */
export function serveArgs({ host, dataDir, origins, publicDir, hooksPool, hooksWatch = true }) {
  if (origins.length === 0) throw new Error('serveArgs: at least one CORS origin is needed')
  return [
    'serve',
    `--http=${host}`,
    `--origins=${origins.join(',')}`,
    // A push waiting on SQLite's single writer holds a JS VM: a pool larger than the
    // default 15 keeps busy moments from spinning up throwaway VMs (bench: capacity
    // 2,205 → 2,512 answers/s).
    `--hooksPool=${hooksPool ?? 50}`,
    `--hooksWatch=${hooksWatch}`,
    ...(publicDir ? [`--publicDir=${publicDir}`] : []),
    ...pocketbaseArgs(dataDir),
  ]
}

/**
 * Whether a listen address (`127.0.0.1:8090`, `[::1]:8090`, `0.0.0.0:80`, `:8090`) only
 * accepts connections from this machine.
 * @param {string} host
 */
export function isLoopback(host) {
  const name = host
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase()
  return name === 'localhost' || name === '::1' || /^127\.\d+\.\d+\.\d+$/.test(name)
}

/** The URL this machine reaches a listen address at (0.0.0.0 and :: become 127.0.0.1). */
export function localUrl(host) {
  const port = /:(\d+)$/.exec(host)?.[1] ?? '80'
  return isLoopback(host) ? `http://${host}` : `http://127.0.0.1:${port}`
}

/**
 * The origins allowed to call the API from a browser (CORS). KALIMA_CORS_ORIGINS
 * (comma-separated; `*` for any) replaces the default: KALIMA_APP_URL's origin, the server's
 * own, and the dev server's (`devServer`, e.g. `http://127.0.0.1:5173`, also as localhost).
 * The site itself calls its API on its own origin, which needs no CORS.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ host: string, devServer?: string }} options
 * @returns {string[]}
 */
export function corsOrigins(env, { host, devServer }) {
  const configured = (env.KALIMA_CORS_ORIGINS ?? '').trim()
  if (configured) {
    return configured
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
  }
  const origins = new Set()
  const add = (url) => {
    try {
      origins.add(new URL(url).origin)
    } catch {
      throw new Error(`Not a URL: "${url}" (KALIMA_APP_URL must be like https://kalima.example)`)
    }
  }
  if (env.KALIMA_APP_URL?.trim()) add(env.KALIMA_APP_URL.trim())
  add(localUrl(host))
  if (devServer) {
    add(devServer)
    add(devServer.replace('//127.0.0.1:', '//localhost:'))
  }
  return [...origins]
}

/**
 * The settings encryption key: KALIMA_PB_ENCRYPTION_KEY when set (32 characters), else the
 * one kept in `<dataDir>/.encryption-key` (mode 0600), generated on the first start. A
 * production server should get the variable from its secret store instead, so that the key
 * is not stored beside the data it protects.
 * @param {string} dataDir
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ key: string, source: 'env' | 'file' | 'generated', file: string }}
 */
export function encryptionKey(dataDir, env) {
  const file = join(dataDir, '.encryption-key')
  const fromEnv = env[ENCRYPTION_ENV]
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length !== 32) {
      throw new Error(`${ENCRYPTION_ENV} must be exactly 32 characters (it has ${fromEnv.length}).`)
    }
    return { key: fromEnv, source: 'env', file }
  }
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim()
    if (key.length !== 32) throw new Error(`${file} must hold a key of 32 characters.`)
    return { key, source: 'file', file }
  }
  const key = randomBytes(24).toString('base64url') // 32 characters
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' })
  chmodSync(file, 0o600)
  return { key, source: 'generated', file }
}

/**
 * The outcome of `pocketbase kalima-superuser` (pb_hooks/admin.pb.js): a superuser exists
 * (never changed), one was created from KALIMA_PB_ADMIN_EMAIL / _PASSWORD or generated, or
 * the start is refused (a public address and no superuser nor password).
 * @typedef {{ status: 'exists', count: number, envEmailIgnored: boolean }
 *   | { status: 'created', email: string }
 *   | { status: 'generated', email: string, password: string, file: string }
 *   | { status: 'refused' }
 *   | { status: 'invalid', email: string, message: string }} SuperuserResult
 */

/**
 * Applies the migrations, then makes sure a superuser exists (see {@link SuperuserResult}).
 * @param {{ dataDir: string, host: string, env: NodeJS.ProcessEnv }} options
 * @returns {SuperuserResult}
 */
export function prepareData({ dataDir, host, env }) {
  const bin = pocketbaseBinary()
  const run = (args) => {
    const result = spawnSync(bin, [...args, ...pocketbaseArgs(dataDir)], { env, encoding: 'utf8' })
    if (result.status !== 0) {
      throw new Error(
        `pocketbase ${args[0]} failed (exit ${result.status}):\n${result.stderr}${result.stdout}`,
      )
    }
    return result.stdout
  }
  run(['migrate', 'up'])
  const out = run(['kalima-superuser', isLoopback(host) ? 'loopback' : 'public'])
  const line = /KALIMA_SUPERUSER (\{.*\})/.exec(out)
  if (!line) throw new Error(`pocketbase kalima-superuser printed no result:\n${out}`)
  return JSON.parse(line[1])
}

/**
 * What to tell the person starting the server about the superuser, and whether to stop.
 * @param {SuperuserResult} result
 * @param {string} adminUrl
 * @returns {{ lines: string[], fatal: boolean }}
 */
export function superuserNotice(result, adminUrl) {
  switch (result.status) {
    case 'generated':
      return {
        fatal: false,
        lines: [
          `PocketBase superuser created: ${result.email} / ${result.password}`,
          `  Shown only this once; also saved in ${result.file} (readable only by you).`,
          `  Sign in at ${adminUrl}, change the password, then delete that file.`,
        ],
      }
    case 'created':
      return {
        fatal: false,
        lines: [`PocketBase superuser created from KALIMA_PB_ADMIN_EMAIL: ${result.email}`],
      }
    case 'exists':
      return {
        fatal: false,
        lines: result.envEmailIgnored
          ? [
              'A PocketBase superuser already exists: KALIMA_PB_ADMIN_EMAIL / _PASSWORD are only used to create the first one (manage superusers in the admin UI).',
            ]
          : [],
      }
    case 'refused':
      return {
        fatal: true,
        lines: [
          'Refusing to start: PocketBase would listen on a public address with no superuser,',
          'and anyone reaching it first could claim the admin account.',
          'Set KALIMA_PB_ADMIN_EMAIL and KALIMA_PB_ADMIN_PASSWORD for this first start, or',
          'start once on a loopback address (KALIMA_PB_HOST=127.0.0.1:8090) to get a generated one.',
        ],
      }
    case 'invalid':
      return {
        fatal: true,
        lines: [`Cannot create the superuser ${result.email}: ${result.message}`],
      }
    default:
      return { fatal: true, lines: [`Unexpected superuser result: ${JSON.stringify(result)}`] }
  }
}

/** PocketBase's start banner: replaced by the start scripts' own lines. */
const BANNER = /Server started at |^├─ REST API|^└─ Dashboard|^\s*$/

/**
 * Starts `pocketbase serve` with its output filtered: the banner is dropped (the caller prints
 * the URLs), every other line goes to `onLine` as it comes.
 * @param {{ args: string[], env: NodeJS.ProcessEnv, onLine: (line: string, stream: 'out' | 'err') => void }} options
 * @returns {import('node:child_process').ChildProcess}
 */
export function spawnServe({ args, env, onLine }) {
  const child = spawn(pocketbaseBinary(), args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const forward = (stream, name) => {
    let rest = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) if (!BANNER.test(line)) onLine(line, name)
    })
    stream.on('end', () => {
      if (rest && !BANNER.test(rest)) onLine(rest, name)
    })
  }
  forward(child.stdout, 'out')
  forward(child.stderr, 'err')
  return child
}

/** A hint for PocketBase's own error lines, when there is one. */
export function hintFor(line) {
  if (/missing encryption key|invalid settings db data/.test(line)) {
    return `PocketBase cannot read its settings: set ${ENCRYPTION_ENV} to the key they were saved with (or put back pb_data/.encryption-key).`
  }
  if (/address already in use/.test(line)) {
    return 'Another program uses that address: stop it or set KALIMA_PB_HOST (e.g. 127.0.0.1:8091).'
  }
  return undefined
}

/**
 * Resolves true once `${url}/api/health` answers, false if the server exits or does not
 * answer within `timeoutMs`.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 */
export async function waitForHealth(url, child, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}
