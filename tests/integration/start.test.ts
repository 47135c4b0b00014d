// `npm run pb` (pocketbase/start.mjs) and `npm start` (scripts/start.mjs) as a person runs
// them: the first superuser (generated once, never reset, none on a public address), the
// settings encrypted at rest, CORS only for the app's own origins, a console without SQL,
// and a stop that leaves no process behind.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { api, freePort } from '../helpers/pocketbase'

const OLD_DEFAULT = { email: 'admin@kalima.local', password: 'kalima-admin-password' }

interface Started {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
  stop: () => Promise<number | null>
}

/** Runs a start script with `env`; resolves once `ready` matches its output (or it exits). */
async function run(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 45_000,
): Promise<Started> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => {
    output += d
  })
  child.stderr?.on('data', (d) => {
    output += d
  })
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const deadline = Date.now() + timeoutMs
  while (!ready.test(output) && child.exitCode === null && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100))
  }
  if (!ready.test(output) && child.exitCode === null) {
    child.kill('SIGKILL')
    throw new Error(`${script} did not get ready:\n${output}`)
  }
  return {
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

const signIn = (url: string, email: string, password: string) =>
  api(url, 'POST', '/api/collections/_superusers/auth-with-password', {
    body: { identity: email, password },
  })

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kalima-start-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('npm run pb (pocketbase/start.mjs)', () => {
  const dataDir = tempDir()
  let port = 0
  let url = ''
  let generated = { email: '', password: '' }

  it('creates the first superuser with a generated password, printed once and kept in a 0600 file', async () => {
    port = await freePort()
    url = `http://127.0.0.1:${port}`
    const pb = await run(
      'pocketbase/start.mjs',
      {
        KALIMA_PB_DATA: dataDir,
        KALIMA_PB_HOST: `127.0.0.1:${port}`,
        KALIMA_APP_URL: 'https://kalima.example',
        KALIMA_SMTP_HOST: 'smtp.kalima.example',
        KALIMA_SMTP_PASSWORD: 'smtp-secret-5e3f9a',
      },
      /Ctrl-C stops it/,
    )
    try {
      const printed = /superuser created: (\S+) \/ (\S+)/.exec(pb.output())
      expect(printed, pb.output()).not.toBeNull()
      generated = { email: printed?.[1] ?? '', password: printed?.[2] ?? '' }
      expect(generated.password).toMatch(/^[A-Za-z0-9]{24}$/)
      expect(pb.output().split(generated.password)).toHaveLength(2) // printed once

      const file = join(dataDir, '.superuser')
      expect(statSync(file).mode & 0o777).toBe(0o600)
      expect(readFileSync(file, 'utf8')).toContain(`password: ${generated.password}`)

      expect((await signIn(url, generated.email, generated.password)).status).toBe(200)
      expect((await signIn(url, OLD_DEFAULT.email, OLD_DEFAULT.password)).status).toBe(400)

      // --dev=false: no SQL on the console, only a few lines.
      expect(pb.output()).not.toMatch(/SELECT|INSERT|UPDATE `/)
      expect(pb.output().trim().split('\n').length).toBeLessThanOrEqual(6)
    } finally {
      await pb.stop()
    }
  })

  it('keeps the settings encrypted at rest with a generated key (0600)', () => {
    const key = join(dataDir, '.encryption-key')
    expect(statSync(key).mode & 0o777).toBe(0o600)
    expect(readFileSync(key, 'utf8').trim()).toHaveLength(32)
    const db = readFileSync(join(dataDir, 'data.db'))
    expect(db.includes('smtp.kalima.example')).toBe(false)
    expect(db.includes('smtp-secret-5e3f9a')).toBe(false)
  })

  it('never resets nor adds a superuser on a restart with KALIMA_PB_ADMIN_EMAIL / _PASSWORD; backups hold no secret file', async () => {
    const pb = await run(
      'pocketbase/start.mjs',
      {
        KALIMA_PB_DATA: dataDir,
        KALIMA_PB_HOST: `127.0.0.1:${port}`,
        KALIMA_APP_URL: 'https://kalima.example',
        KALIMA_PB_ADMIN_EMAIL: 'ops@kalima.example',
        KALIMA_PB_ADMIN_PASSWORD: 'another-password-123',
      },
      /Ctrl-C stops it/,
    )
    try {
      expect(pb.output()).not.toMatch(/superuser created/)
      expect(pb.output()).toMatch(/already exists/)
      const auth = await signIn(url, generated.email, generated.password)
      expect(auth.status).toBe(200)
      expect((await signIn(url, 'ops@kalima.example', 'another-password-123')).status).toBe(400)
      const list = await api(url, 'GET', '/api/collections/_superusers/records', {
        token: auth.body.token,
      })
      expect(list.body.totalItems).toBe(1)

      // A backup carries neither the generated password nor the settings key.
      const backup = await api(url, 'POST', '/api/backups', {
        token: auth.body.token,
        body: { name: 'secrets.zip' },
      })
      expect(backup.status).toBe(204)
      const zip = readFileSync(join(dataDir, 'backups', 'secrets.zip'))
      expect(zip.includes('data.db')).toBe(true) // file names are stored as plain text
      expect(zip.includes('.superuser')).toBe(false)
      expect(zip.includes('.encryption-key')).toBe(false)
    } finally {
      await pb.stop()
    }
  })

  it('answers CORS only for the app’s own origin, and shows the hooks’ warnings', async () => {
    const pb = await run(
      'pocketbase/start.mjs',
      {
        KALIMA_PB_DATA: dataDir,
        KALIMA_PB_HOST: `127.0.0.1:${port}`,
        KALIMA_APP_URL: 'https://kalima.example/',
      },
      /Ctrl-C stops it/,
    )
    try {
      const preflight = (origin: string) =>
        fetch(`${url}/api/collections/users/auth-with-password`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        })
      const foreign = await preflight('https://evil.example')
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
      const own = await preflight('https://kalima.example')
      expect(own.headers.get('access-control-allow-origin')).toBe('https://kalima.example')

      // A warning of the hooks reaches the console (PocketBase writes its logs in batches).
      const sent = await api(url, 'POST', '/api/collections/contact_messages/records', {
        body: { name: 'Amina', email: 'amina@kalima.test', subject: 'Hello', message: 'Salaam' },
      })
      expect(sent.status).toBe(200)
      expect(
        await eventually(() => /WARN Contact message stored but not e-mailed/.test(pb.output())),
        pb.output(),
      ).toBe(true)
    } finally {
      await pb.stop()
    }
  })

  it('refuses a public address without a superuser, and starts there with KALIMA_PB_ADMIN_PASSWORD', async () => {
    const fresh = tempDir()
    const publicPort = await freePort()
    const refused = await run(
      'pocketbase/start.mjs',
      { KALIMA_PB_DATA: fresh, KALIMA_PB_HOST: `0.0.0.0:${publicPort}` },
      /Ctrl-C stops it/,
    )
    expect(await refused.exited).not.toBe(0)
    expect(refused.output()).toMatch(/Refusing to start/)
    expect(refused.output()).toMatch(/KALIMA_PB_ADMIN_PASSWORD/)
    expect(existsSync(join(fresh, '.superuser'))).toBe(false)

    const pb = await run(
      'pocketbase/start.mjs',
      {
        KALIMA_PB_DATA: fresh,
        KALIMA_PB_HOST: `0.0.0.0:${publicPort}`,
        KALIMA_PB_ADMIN_EMAIL: 'ops@kalima.example',
        KALIMA_PB_ADMIN_PASSWORD: 'a-long-password-456',
      },
      /Ctrl-C stops it/,
    )
    try {
      const local = `http://127.0.0.1:${publicPort}`
      expect(pb.output()).not.toMatch(/a-long-password-456/)
      expect((await signIn(local, 'ops@kalima.example', 'a-long-password-456')).status).toBe(200)
      expect(existsSync(join(fresh, '.superuser'))).toBe(false)
    } finally {
      await pb.stop()
    }
  })
})

/** Every process below `pid`, from `ps`. */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((row) => row.trim().split(/\s+/).map(Number) as [number, number])
  const found: number[] = []
  const visit = (parent: number) => {
    for (const [child, ppid] of rows) {
      if (ppid === parent) {
        found.push(child)
        visit(child)
      }
    }
  }
  visit(pid)
  return found
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  )
const eventually = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) return false
    await new Promise((r) => setTimeout(r, 100))
  }
  return true
}

describe('npm start (scripts/start.mjs)', () => {
  const start = async () => {
    const [pbPort, sitePort] = [await freePort(), await freePort()]
    const app = await run(
      'scripts/start.mjs',
      {
        KALIMA_PB_DATA: tempDir(),
        KALIMA_PB_HOST: `127.0.0.1:${pbPort}`,
        KALIMA_SITE_PORT: String(sitePort),
      },
      /Press Ctrl-C/,
      60_000,
    )
    return {
      app,
      pocketbase: `http://127.0.0.1:${pbPort}/api/health`,
      site: `http://127.0.0.1:${sitePort}/`,
    }
  }

  it('prints a short console (URLs, superuser notice; no SQL) and SIGTERM stops every process', async () => {
    const { app, pocketbase, site } = await start()
    const pid = app.child.pid ?? 0
    try {
      expect(app.output()).toContain(site)
      expect(app.output()).toMatch(/superuser created/)
      expect(await answers(site)).toBe(true)
      expect((await fetch(pocketbase)).status).toBe(200)
      expect(app.output()).not.toMatch(/SELECT|INSERT/)
      expect(app.output().trim().split('\n').length).toBeLessThanOrEqual(12)
    } finally {
      const children = descendants(pid)
      expect(children.length).toBeGreaterThan(0)
      process.kill(pid, 'SIGTERM')
      await app.exited
      expect(await eventually(() => children.every((child) => !alive(child)))).toBe(true)
      expect(await answers(pocketbase)).toBe(false)
      expect(await answers(site)).toBe(false)
    }
  }, 90_000)

  it('stops the dev server too when PocketBase dies', async () => {
    const { app, pocketbase, site } = await start()
    const server = descendants(app.child.pid ?? 0).find((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('pocketbase\0serve'),
    )
    expect(server).toBeDefined()
    process.kill(server ?? 0, 'SIGKILL')
    expect(await app.exited).not.toBe(0)
    expect(app.output()).toMatch(/stopping Kalima/)
    expect(await answers(site)).toBe(false)
    expect(await answers(pocketbase)).toBe(false)
  }, 90_000)
})
