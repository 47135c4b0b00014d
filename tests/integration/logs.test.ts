// Request logs (PocketBase's auxiliary database), set on bootstrap from KALIMA_LOG_LEVEL and
// KALIMA_LOG_DAYS. By default failed requests are logged and successful ones are not: every
// sync push is a request, and logging them all made the log most of the server's writes.
import { afterAll, describe, expect, it } from 'vitest'
import { api, startPocketBase, superuserToken, type TestPocketBase } from '../helpers/pocketbase'

interface LogItem {
  level: number
  message: string
  data: { status?: number }
}

/** Makes one successful and one failed request, then returns the logs once the failure is in. */
async function logsAfterRequests(pb: TestPocketBase): Promise<LogItem[]> {
  const admin = await superuserToken(pb)
  expect((await api(pb.url, 'GET', '/api/collections/users/auth-methods')).status).toBe(200)
  expect((await api(pb.url, 'POST', '/api/kalima/progress', { body: { delta: {} } })).status).toBe(
    401,
  )
  // Logs are written in batches, about 3 s after the last one.
  const deadline = Date.now() + 15_000
  for (;;) {
    const items: LogItem[] = (await api(pb.url, 'GET', '/api/logs?perPage=100', { token: admin }))
      .body.items
    if (items.some((l) => l.message === 'POST /api/kalima/progress') || Date.now() > deadline)
      return items
    await new Promise((r) => setTimeout(r, 250))
  }
}

describe('request logs', () => {
  const servers: TestPocketBase[] = []
  afterAll(async () => {
    await Promise.all(servers.map((pb) => pb.stop()))
  })

  it('by default keeps failed requests for 7 days and leaves out successful ones', async () => {
    const pb = await startPocketBase()
    servers.push(pb)
    const settings = await api(pb.url, 'GET', '/api/settings', {
      token: await superuserToken(pb),
    })
    expect(settings.body.logs).toMatchObject({ minLevel: 4, maxDays: 7 })
    const logs = await logsAfterRequests(pb)
    expect(logs.find((l) => l.message === 'POST /api/kalima/progress')?.data.status).toBe(401)
    // Request logs only: a job's own warning (no status) is not a request.
    expect(logs.filter((l) => l.data.status !== undefined && l.data.status < 400)).toEqual([])
  }, 30_000)

  it('KALIMA_LOG_LEVEL=info logs every request; KALIMA_LOG_DAYS sets how long', async () => {
    const pb = await startPocketBase({ env: { KALIMA_LOG_LEVEL: 'info', KALIMA_LOG_DAYS: '2' } })
    servers.push(pb)
    const logs = await logsAfterRequests(pb)
    expect(logs.map((l) => l.message)).toEqual(
      expect.arrayContaining([
        'GET /api/collections/users/auth-methods',
        'POST /api/kalima/progress',
      ]),
    )
    const settings = await api(pb.url, 'GET', '/api/settings', {
      token: await superuserToken(pb),
    })
    expect(settings.body.logs).toMatchObject({ minLevel: 0, maxDays: 2 })
  }, 30_000)

  it('refuses to start with a level or a number of days it does not know, saying why', async () => {
    await expect(startPocketBase({ env: { KALIMA_LOG_LEVEL: 'loud' } })).rejects.toThrow(
      /KALIMA_LOG_LEVEL must be one of debug, info, warn, error \(got "loud"\)/,
    )
    await expect(startPocketBase({ env: { KALIMA_LOG_DAYS: 'a week' } })).rejects.toThrow(
      /KALIMA_LOG_DAYS must be a whole number of days \(got "a week"\)/,
    )
  }, 60_000)
})
