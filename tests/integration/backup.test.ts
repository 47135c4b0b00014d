// Backups (pb_hooks/lib/backups.js): PocketBase's built-in backups are scheduled from the
// environment on every start (daily by default, 7 kept, optional S3-compatible target), a
// bad value stops the start with a clear message, and the documented restore procedure
// (POST /api/backups, then POST /api/backups/{key}/restore; PocketBase replaces its data
// directory and re-executes itself in the same process) brings a learner's progress back
// to what the backup holds. A device that still holds the later answers gives them back
// on its next sync.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPocketBaseBackend } from '../../packages/core/src/adapters/pocketbase-backend'
import { newDeviceId } from '../../packages/core/src/progress/device'
import { recordAttempt } from '../../packages/core/src/progress/record'
import { emptyProgress, type Progress } from '../../packages/core/src/progress/types'
import { createSyncEngine } from '../../packages/core/src/sync/engine'
import {
  api,
  createUser,
  startPocketBase,
  superuserToken,
  type TestPocketBase,
  type TestUser,
} from '../helpers/pocketbase'

// Real word ids of lesson 1: this server reads the app's own vocabulary data.
const [W1, W2, W3] = ['min', 'qaAla', 'rab-s'] as const

interface BackupFile {
  key: string
  size: number
  modified: string
}

interface CronJob {
  id: string
  expression: string
}

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('backups', () => {
  const servers: TestPocketBase[] = []
  afterAll(async () => {
    await Promise.all(servers.map((pb) => pb.stop()))
  })

  it('by default backs up daily at 03:00 and keeps 7, on local disk', async () => {
    const pb = await startPocketBase()
    servers.push(pb)
    const token = await superuserToken(pb)
    const settings = await api(pb.url, 'GET', '/api/settings', { token })
    expect(settings.body.backups).toMatchObject({
      cron: '0 3 * * *',
      cronMaxKeep: 7,
      s3: { enabled: false },
    })
    // The schedule is live, not only stored: PocketBase's backup job is registered.
    const crons: CronJob[] = (await api(pb.url, 'GET', '/api/crons', { token })).body
    expect(crons).toContainEqual(
      expect.objectContaining({ id: '__pbAutoBackup__', expression: '0 3 * * *' }),
    )
  })

  it('takes the schedule, retention and S3-compatible target from the environment', async () => {
    const pb = await startPocketBase({
      env: {
        KALIMA_BACKUP_CRON: '30 2 * * 1',
        KALIMA_BACKUP_KEEP: '14',
        KALIMA_BACKUP_S3_ENDPOINT: 'https://s3.example.test',
        KALIMA_BACKUP_S3_BUCKET: 'kalima-backups',
        KALIMA_BACKUP_S3_REGION: 'eu-central-1',
        KALIMA_BACKUP_S3_ACCESS_KEY: 'backup-access-key',
        KALIMA_BACKUP_S3_SECRET: 'backup-secret-value',
        KALIMA_BACKUP_S3_FORCE_PATH_STYLE: 'true',
      },
    })
    servers.push(pb)
    const token = await superuserToken(pb)
    const { backups } = (await api(pb.url, 'GET', '/api/settings', { token })).body
    expect(backups).toMatchObject({
      cron: '30 2 * * 1',
      cronMaxKeep: 14,
      s3: {
        enabled: true,
        endpoint: 'https://s3.example.test',
        bucket: 'kalima-backups',
        region: 'eu-central-1',
        accessKey: 'backup-access-key',
        forcePathStyle: true,
      },
    })
    // PocketBase never sends the secret back.
    expect(JSON.stringify(backups)).not.toContain('backup-secret-value')
    const crons: CronJob[] = (await api(pb.url, 'GET', '/api/crons', { token })).body
    expect(crons).toContainEqual(
      expect.objectContaining({ id: '__pbAutoBackup__', expression: '30 2 * * 1' }),
    )
  })

  it('KALIMA_BACKUP_CRON=off turns automatic backups off', async () => {
    const pb = await startPocketBase({ env: { KALIMA_BACKUP_CRON: 'off' } })
    servers.push(pb)
    const token = await superuserToken(pb)
    const settings = await api(pb.url, 'GET', '/api/settings', { token })
    expect(settings.body.backups.cron).toBe('')
    const crons: CronJob[] = (await api(pb.url, 'GET', '/api/crons', { token })).body
    expect(crons.map((c) => c.id)).not.toContain('__pbAutoBackup__')
  })

  it('refuses to start with a schedule, retention or S3 target it cannot use, saying why', async () => {
    await expect(startPocketBase({ env: { KALIMA_BACKUP_CRON: 'daily' } })).rejects.toThrow(
      /KALIMA_BACKUP_CRON must be a cron expression of 5 fields such as "0 3 \* \* \*".*\(got "daily"\)/,
    )
    await expect(startPocketBase({ env: { KALIMA_BACKUP_KEEP: '0' } })).rejects.toThrow(
      /KALIMA_BACKUP_KEEP must be a whole number of backups from 1 to 10000 \(got "0"\)/,
    )
    await expect(
      startPocketBase({
        env: { KALIMA_BACKUP_S3_BUCKET: 'kalima-backups', KALIMA_BACKUP_S3_REGION: 'auto' },
      }),
    ).rejects.toThrow(
      /missing: KALIMA_BACKUP_S3_ENDPOINT, KALIMA_BACKUP_S3_ACCESS_KEY, KALIMA_BACKUP_S3_SECRET/,
    )
    await expect(
      startPocketBase({
        env: {
          KALIMA_BACKUP_S3_ENDPOINT: 's3.example.test',
          KALIMA_BACKUP_S3_BUCKET: 'b',
          KALIMA_BACKUP_S3_REGION: 'r',
          KALIMA_BACKUP_S3_ACCESS_KEY: 'k',
          KALIMA_BACKUP_S3_SECRET: 's',
        },
      }),
    ).rejects.toThrow(/KALIMA_BACKUP_S3_ENDPOINT must be an http\(s\) URL/)
  }, 60_000)
})

describe('backup and restore', () => {
  let pb: TestPocketBase
  let admin: string
  let learner: TestUser
  beforeAll(async () => {
    pb = await startPocketBase({ env: { KALIMA_RATE_LIMIT_MULTIPLIER: '100' } })
    admin = await superuserToken(pb)
    learner = await createUser(pb.url, 'restored@kalima.test')
  })
  afterAll(async () => {
    await pb?.stop()
  })

  const device = newDeviceId()
  let clock = Date.now() - 60_000
  /** One push of the progress route, as the app's sync engine sends it. */
  const push = async (progress: Progress) => {
    const answer = await api(pb.url, 'POST', '/api/kalima/progress', {
      token: learner.token,
      body: { delta: progress },
    })
    expect(answer.status).toBe(200)
  }
  const answer = (progress: Progress, word: string, correct: boolean) =>
    recordAttempt(progress, word, correct, { now: clock++ }, device)
  const stored = async (): Promise<Progress | null> =>
    (await api(pb.url, 'GET', '/api/kalima/progress', { token: learner.token })).body.progress

  it('restores the learner’s progress to the backup’s, and a device gives the later answers back', async () => {
    // Progress at backup time.
    let local = answer(answer(emptyProgress(), W1, true), W1, false)
    await push(local)
    const atBackup = await stored()
    expect(atBackup?.words[W1]).toMatchObject({ correct: 1, attempts: 2 })

    const created = await api(pb.url, 'POST', '/api/backups', {
      token: admin,
      body: { name: 'before_more_answers.zip' },
    })
    expect(created.status).toBe(204)
    const list: BackupFile[] = (await api(pb.url, 'GET', '/api/backups', { token: admin })).body
    expect(list.map((b) => b.key)).toContain('before_more_answers.zip')

    // More answers after the backup, and a second learner who signs up.
    local = answer(answer(answer(local, W1, true), W2, true), W3, false)
    await push(local)
    expect((await stored())?.words[W1]).toMatchObject({ correct: 2, attempts: 3 })
    const later = await createUser(pb.url, 'after-backup@kalima.test')

    const pid = pb.pid()
    const restore = await api(pb.url, 'POST', '/api/backups/before_more_answers.zip/restore', {
      token: admin,
    })
    expect(restore.status).toBe(204)
    // PocketBase replaces its data directory and re-executes itself in the same process:
    // the server is away for a moment, then answers again with the backup's data.
    await until(async () => {
      try {
        const health = await fetch(`${pb.url}/api/health`)
        if (!health.ok) return false
        const now = await stored()
        return now?.words[W2] === undefined
      } catch {
        return false
      }
    })
    expect(pb.pid()).toBe(pid)

    // The learner's record equals the backup: the later answers are not on the server.
    expect(await stored()).toEqual(atBackup)
    // The account made after the backup is gone (its token no longer signs in).
    const gone = await api(pb.url, 'POST', '/api/collections/users/auth-with-password', {
      body: { identity: later.email, password: later.password },
    })
    expect(gone.status).toBe(400)
    // The backup itself is still listed, and the schedule is applied again on the restart.
    const again = await superuserToken(pb)
    const backups: BackupFile[] = (await api(pb.url, 'GET', '/api/backups', { token: again })).body
    expect(backups.map((b) => b.key)).toContain('before_more_answers.zip')
    const settings = await api(pb.url, 'GET', '/api/settings', { token: again })
    expect(settings.body.backups).toMatchObject({ cron: '0 3 * * *', cronMaxKeep: 7 })

    // A device that kept the later answers (the app keeps every answer locally) gives them
    // back on its next sync: it pulls the restored record, merges, and pushes what it lacks.
    const backend = createPocketBaseBackend({ url: pb.url })
    await backend.signIn(learner.email, learner.password)
    let held = local
    const engine = createSyncEngine({
      backend,
      source: {
        get: () => held,
        set: (p: Progress) => {
          held = p
        },
      },
      debounceMs: 20,
    })
    try {
      expect(await engine.flush()).toBe(true)
    } finally {
      engine.dispose()
    }
    expect(await stored()).toEqual(local)
  }, 90_000)
})
