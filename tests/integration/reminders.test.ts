// E-mail reminders against a real PocketBase and the SMTP sink (pb_hooks/reminders.pb.js).
// The job's clock is injected through the test-only route POST /api/kalima/reminders/run
// (on only with KALIMA_REMINDERS_TEST_CLOCK=1, and for superusers only). The learners' hour
// is 12 hours away from the real clock's, so the real cron job (also registered) never
// meets it while the tests run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPocketBaseBackend } from '../../packages/core/src/adapters/pocketbase-backend'
import { UNSUBSCRIBE_LINK_INVALID } from '../../packages/core/src/ports/backend'
import {
  api,
  createUser,
  startPocketBase,
  superuserToken,
  type TestPocketBase,
  type TestUser,
} from '../helpers/pocketbase'
import { mailText, type SinkMail, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { testEnv, validSettings } from './fixtures'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Asia/Dhaka is UTC+6 all year. */
const DHAKA = 6 * HOUR

/** The learners' reminder hour: 12 hours from Dhaka's hour now. */
const hour = (new Date(Date.now() + DHAKA).getUTCHours() + 12) % 24
/** The next moment, one day ahead at least, that is `hour`:10 in Dhaka. */
const atHour = (() => {
  const local = new Date(Date.now() + DHAKA + DAY)
  local.setUTCHours(hour, 10, 0, 0)
  return local.getTime() - DHAKA
})()

const card = (due: number) => ({
  due,
  stability: 2,
  difficulty: 5,
  elapsedDays: 1,
  scheduledDays: 2,
  learningSteps: 0,
  reps: 2,
  lapses: 0,
  state: 2,
  lastReview: Date.now() - DAY,
})

/** A progress record with one answered word whose review card is due at `due`. */
const progressWithCard = (due: number) => {
  const now = Date.now()
  const byDevice = { reminddevice1: { correct: 2, attempts: 2 } }
  return {
    version: 2,
    resetAt: 0,
    words: {
      allah: {
        since: 0,
        correct: 2,
        attempts: 2,
        byDevice,
        lastAttemptAt: now - HOUR,
        viewedAt: now - DAY,
        timeSpentMs: 1000,
        lastViewedAt: now - HOUR,
        review: card(due),
      },
    },
    decks: {},
    tests: {},
    activity: { days: {}, hours: {} },
  }
}

describe('e-mail reminders', () => {
  let pb: TestPocketBase
  let sink: SmtpSink
  let admin: string
  const users: Record<string, TestUser> = {}

  /** Signs a learner up with reminders set as given and, when `due` is a time, a review due then. */
  const learner = async (
    name: string,
    settings: Record<string, unknown>,
    due: number | null,
  ): Promise<TestUser> => {
    const user = await createUser(pb.url, `${name}@kalima.test`, name)
    const created = await api(pb.url, 'POST', '/api/collections/settings/records', {
      token: user.token,
      body: { ...validSettings, uiLanguage: 'auto', user: user.id, ...settings },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    if (due !== null) {
      const pushed = await api(pb.url, 'POST', '/api/kalima/progress', {
        token: user.token,
        body: { delta: progressWithCard(due), base: 0 },
      })
      expect(pushed.status, JSON.stringify(pushed.body)).toBe(200)
    }
    users[name] = user
    return user
  }

  const run = async (now: number) => {
    const answer = await api(pb.url, 'POST', '/api/kalima/reminders/run', {
      token: admin,
      body: { now },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body as { sent: number; due: number; failed: number; capped: number }
  }

  const mailsTo = (user: TestUser): SinkMail[] =>
    sink.mails.filter((m) => m.to.includes(user.email))

  const settingsOf = async (user: TestUser) =>
    (await api(pb.url, 'GET', '/api/collections/settings/records', { token: user.token })).body
      .items[0]

  const log = async (user: TestUser) =>
    (
      await api(
        pb.url,
        'GET',
        `/api/collections/reminder_log/records?filter=${encodeURIComponent(`user='${user.id}'`)}&sort=at`,
        { token: admin },
      )
    ).body.items as Array<{ kind: string; at: number; day: string; dueCount: number }>

  /** The unsubscribe link's query (u, t) of a reminder e-mail. */
  const linkOf = (mail: SinkMail) => {
    const match = mailText(mail.raw).match(/\/unsubscribe\?u=([a-z0-9]+)&(?:amp;)?t=([A-Za-z0-9]+)/)
    if (!match) throw new Error('no unsubscribe link in the e-mail')
    return { u: match[1] as string, t: match[2] as string }
  }

  const unsubscribe = (query: { u: string; t: string }) =>
    api(pb.url, 'POST', `/api/kalima/unsubscribe?u=${query.u}&t=${query.t}`)

  beforeAll(async () => {
    sink = await startSmtpSink()
    pb = await startPocketBase({
      env: testEnv({
        ...sink.env,
        KALIMA_APP_URL: 'https://kalima.example',
        KALIMA_REMINDERS_TEST_CLOCK: '1',
      }),
    })
    admin = await superuserToken(pb)
    const reminders = { reminderEmail: true, reminderHour: hour, timeZone: 'Asia/Dhaka' }
    await learner('amina', { ...reminders, uiLanguage: 'bn' }, Date.now() - HOUR)
    await learner('bilal', reminders, Date.now() + 30 * DAY) // nothing due
    await learner('chand', { ...reminders, reminderEmail: false }, Date.now() - HOUR)
    await learner('dawud', { ...reminders, uiLanguage: 'ur' }, Date.now() - HOUR)
  }, 60_000)
  afterAll(async () => {
    await pb?.stop()
    await sink?.stop()
  })

  it('runs as a cron job every 5 minutes', async () => {
    const crons = await api(pb.url, 'GET', '/api/crons', { token: admin })
    expect(crons.status).toBe(200)
    expect(crons.body).toContainEqual({ id: 'kalimaReminders', expression: '*/5 * * * *' })
  })

  it('sends nothing before the learner’s hour', async () => {
    expect(await run(atHour - HOUR)).toMatchObject({ sent: 0, due: 0 })
    expect(sink.mails).toHaveLength(0)
  })

  it('sends a learner with reviews due and the opt-in exactly one reminder at their hour', async () => {
    const amina = users.amina as TestUser
    const dawud = users.dawud as TestUser
    expect(await run(atHour)).toMatchObject({ sent: 2, failed: 0, capped: 0 })
    const [mail] = mailsTo(amina)
    expect(mailsTo(amina)).toHaveLength(1)
    // In the learner's interface language, with the count in its digits.
    expect(mail?.subject).toBe('কালিমায় আপনার পুনরালোচনার সময় হয়েছে')
    const text = mailText(mail?.raw ?? '')
    expect(text).toContain('আজ পুনরালোচনার শব্দ: ১টি')
    expect(text).toContain('https://kalima.example/bn/review')
    expect(text).toContain('https://kalima.example/bn/unsubscribe?u=')
    // One-click unsubscribe for mail clients (RFC 8058).
    expect(mail?.raw).toMatch(
      /List-Unsubscribe: <https:\/\/kalima\.example\/api\/kalima\/unsubscribe\?u=[a-z0-9]{15}&t=[A-Za-z0-9]{40}>/,
    )
    expect(mail?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(mailsTo(dawud)[0]?.subject).toBe('کلمہ میں آپ کی دہرائی کا وقت ہو گیا')
    expect(await log(amina)).toMatchObject([
      {
        kind: 'sent',
        at: atHour,
        day: new Date(atHour + DHAKA).toISOString().slice(0, 10),
        dueCount: 1,
      },
    ])
  })

  it('sends none without due reviews, nor without the opt-in', () => {
    expect(mailsTo(users.bilal as TestUser)).toHaveLength(0)
    expect(mailsTo(users.chand as TestUser)).toHaveLength(0)
  })

  it('sends nothing on a second run in the same hour', async () => {
    expect(await run(atHour + 5 * 60_000)).toMatchObject({ sent: 0, due: 0 })
    expect(await run(atHour + 45 * 60_000)).toMatchObject({ sent: 0, due: 0 })
    expect(sink.mails).toHaveLength(2)
  })

  it('refuses another learner’s, a forged or a malformed token, signed out, and changes nothing', async () => {
    const amina = linkOf(mailsTo(users.amina as TestUser)[0] as SinkMail)
    const dawud = linkOf(mailsTo(users.dawud as TestUser)[0] as SinkMail)
    const forged = 'A'.repeat(40)
    for (const query of [
      { u: amina.u, t: dawud.t },
      { u: dawud.u, t: amina.t },
      { u: amina.u, t: forged },
      // Its last character changed (to one it is not: a random token may end in 'x').
      { u: amina.u, t: `${amina.t.slice(0, 39)}${amina.t.endsWith('x') ? 'y' : 'x'}` },
      { u: amina.u, t: '' },
      { u: 'nobody000000000', t: amina.t },
    ]) {
      const answer = await unsubscribe(query)
      expect(answer.status, JSON.stringify(query)).toBe(400)
      expect(answer.body.message).toBe('This unsubscribe link is not valid; nothing was changed.')
    }
    expect((await settingsOf(users.amina as TestUser)).reminderEmail).toBe(true)
    expect((await settingsOf(users.dawud as TestUser)).reminderEmail).toBe(true)
    expect((await log(users.amina as TestUser)).map((l) => l.kind)).toEqual(['sent'])
  })

  it('unsubscribes with the e-mail’s link without signing in; none after that', async () => {
    const amina = users.amina as TestUser
    const before = Date.now()
    const answer = await unsubscribe(linkOf(mailsTo(amina)[0] as SinkMail))
    expect(answer).toMatchObject({ status: 200, body: { unsubscribed: true, changed: true } })
    const settings = await settingsOf(amina)
    expect(settings.reminderEmail).toBe(false)
    // Stamped now, so every device's settings merge takes it (newest change wins).
    expect(settings.changedAt.reminderEmail).toBeGreaterThanOrEqual(before)
    // A second click changes nothing and records nothing more.
    expect((await unsubscribe(linkOf(mailsTo(amina)[0] as SinkMail))).body.changed).toBe(false)
    expect((await log(amina)).map((l) => l.kind).sort()).toEqual(['sent', 'unsubscribed'])

    // The next day at the hour: Dawud (still opted in, still due) gets his; Amina none.
    expect(await run(atHour + DAY)).toMatchObject({ sent: 1 })
    expect(mailsTo(amina)).toHaveLength(1)
    expect(mailsTo(users.dawud as TestUser)).toHaveLength(2)
  })

  it('turns reminders off by a mail client’s one-click POST (List-Unsubscribe-Post)', async () => {
    const dawud = users.dawud as TestUser
    const header = mailsTo(dawud)[1]?.raw.match(/List-Unsubscribe: <([^>]+)>/)?.[1] ?? ''
    const path = header.replace('https://kalima.example', '')
    const response = await fetch(`${pb.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect((await settingsOf(dawud)).reminderEmail).toBe(false)
    expect(await run(atHour + 2 * DAY)).toMatchObject({ sent: 0 })
  })

  it('unsubscribes through the app’s PocketBase adapter, signed out; refuses a forged link', async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    expect(backend.currentUser()).toBeNull()
    const link = linkOf(mailsTo(users.dawud as TestUser)[0] as SinkMail)
    await expect(backend.unsubscribeReminders(link.u, `${link.t.slice(1)}x`)).rejects.toMatchObject(
      { status: 400, message: UNSUBSCRIBE_LINK_INVALID },
    )
    await expect(backend.unsubscribeReminders(link.u, link.t)).resolves.toBeUndefined()
  })

  it('keeps the reminder records and tokens private', async () => {
    const amina = users.amina as TestUser
    for (const collection of ['reminder_state', 'reminder_log']) {
      const list = await api(pb.url, 'GET', `/api/collections/${collection}/records`, {
        token: amina.token,
      })
      expect(list.status).toBe(403)
      const create = await api(pb.url, 'POST', `/api/collections/${collection}/records`, {
        token: amina.token,
        body: { user: amina.id, token: 'A'.repeat(40), kind: 'sent', at: 1 },
      })
      expect(create.status).toBe(403)
    }
    // The test clock's route is for superusers only.
    const asLearner = await api(pb.url, 'POST', '/api/kalima/reminders/run', {
      token: amina.token,
      body: { now: atHour },
    })
    expect(asLearner.status).toBe(403)
  })

  it('refuses a time zone the server does not know, and saves nothing', async () => {
    const bilal = users.bilal as TestUser
    const settings = await settingsOf(bilal)
    for (const timeZone of ['Mars/Olympus_Mons', 'asia/dhaka', 'Asia Dhaka']) {
      const answer = await api(
        pb.url,
        'PATCH',
        `/api/collections/settings/records/${settings.id}`,
        {
          token: bilal.token,
          body: { timeZone },
        },
      )
      expect(answer.status, timeZone).toBe(400)
    }
    expect((await settingsOf(bilal)).timeZone).toBe('Asia/Dhaka')
  })

  it('sends none on a day whose goal of new words is met, though reviews are due', async () => {
    // The learners' hour 12 hours ago (Dhaka), on a day that is over for the others' sends.
    const local = new Date(Date.now() + DHAKA - 12 * HOUR)
    local.setUTCHours(hour, 10, 0, 0)
    const runAt = local.getTime() - DHAKA
    /**
     * A word reviewed before (due), first met two days before the run (not a new word of
     * its day, whatever the time of day the test runs at), and a new word first met 5
     * minutes before the run.
     */
    const record = () => {
      const base = progressWithCard(runAt - HOUR)
      const met = runAt - 5 * 60_000
      return {
        ...base,
        words: {
          allah: {
            ...base.words.allah,
            viewedAt: runAt - 2 * DAY,
            lastAttemptAt: runAt - 2 * HOUR,
            lastViewedAt: runAt - 2 * HOUR,
          },
          rabb: {
            since: 0,
            correct: 1,
            attempts: 1,
            byDevice: { reminddevice1: { correct: 1, attempts: 1 } },
            lastAttemptAt: met,
            viewedAt: met,
            timeSpentMs: 500,
            lastViewedAt: met,
            review: card(runAt + DAY),
          },
        },
      }
    }
    const reminders = { reminderEmail: true, reminderHour: hour, timeZone: 'Asia/Dhaka' }
    const met = await learner('emre', { ...reminders, newWordsPerDay: 1 }, null)
    const notMet = await learner('farah', { ...reminders, newWordsPerDay: 2 }, null)
    for (const user of [met, notMet]) {
      const pushed = await api(pb.url, 'POST', '/api/kalima/progress', {
        token: user.token,
        body: { delta: record(), base: 0 },
      })
      expect(pushed.status, JSON.stringify(pushed.body)).toBe(200)
    }
    // One new word met that day: emre's goal (1) is met, farah's (2) is not.
    expect(await run(runAt)).toMatchObject({ sent: 1, failed: 0 })
    expect(mailsTo(met)).toHaveLength(0)
    expect(await log(met)).toEqual([])
    expect(mailsTo(notMet)).toHaveLength(1)
    expect((await log(notMet)).map((l) => l.kind)).toEqual(['sent'])
  })
})

describe('settings from an app older than reminders', () => {
  it('get reminders off at 19:00 and no time zone, not midnight', async () => {
    const pb = await startPocketBase({ env: testEnv() })
    try {
      const user = await createUser(pb.url, 'older@kalima.test')
      const created = await api(pb.url, 'POST', '/api/collections/settings/records', {
        token: user.token,
        body: { ...validSettings, user: user.id },
      })
      expect(created.status).toBe(200)
      expect(created.body).toMatchObject({ reminderEmail: false, reminderHour: 19, timeZone: '' })
      // Nor Today's goals and the scheduler's retention: the core's defaults.
      expect(created.body).toMatchObject({
        desiredRetention: 90,
        newWordsPerDay: 10,
        reviewsPerDay: 200,
        showStreak: true,
      })
      // Midnight stays a choice.
      const midnight = await api(
        pb.url,
        'PATCH',
        `/api/collections/settings/records/${created.body.id}`,
        {
          token: user.token,
          body: { reminderHour: 0 },
        },
      )
      expect(midnight.body.reminderHour).toBe(0)
    } finally {
      await pb.stop()
    }
  })
})

describe('e-mail reminders without SMTP', () => {
  it('stay quiet while nobody asked for them, then say why none is sent', async () => {
    const pb = await startPocketBase({ env: testEnv({ KALIMA_REMINDERS_TEST_CLOCK: '1' }) })
    try {
      const admin = await superuserToken(pb)
      const run = async () => {
        const answer = await api(pb.url, 'POST', '/api/kalima/reminders/run', {
          token: admin,
          body: { now: Date.now() },
        })
        expect(answer.status).toBe(200)
        expect(answer.body).toEqual({ sent: 0, due: 0, failed: 0, capped: 0 })
      }
      /** The job's warnings, once the log batch (written about 3 s after) is in. */
      const warnings = async (atLeast: number) => {
        const deadline = Date.now() + 8_000
        for (;;) {
          const items: Array<{ message: string; data: { optedIn?: number } }> = (
            await api(pb.url, 'GET', '/api/logs?perPage=100', { token: admin })
          ).body.items
          const found = items.filter((l) => l.message.startsWith('Reminders not sent'))
          if (found.length >= atLeast || Date.now() > deadline) return found
          await new Promise((r) => setTimeout(r, 250))
        }
      }
      await run()
      expect(await warnings(1)).toEqual([])

      const user = await createUser(pb.url, 'eager@kalima.test')
      const created = await api(pb.url, 'POST', '/api/collections/settings/records', {
        token: user.token,
        body: { ...validSettings, user: user.id, reminderEmail: true, timeZone: 'Asia/Dhaka' },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      await run()
      const found = await warnings(1)
      expect(found.map((l) => l.message)).toEqual([
        'Reminders not sent: SMTP is not configured (KALIMA_SMTP_HOST)',
      ])
      expect(found[0]?.data.optedIn).toBe(1)
    } finally {
      await pb.stop()
    }
  }, 40_000)
})

describe('e-mail reminders in production', () => {
  it('has no test clock route without KALIMA_REMINDERS_TEST_CLOCK', async () => {
    const pb = await startPocketBase({ env: testEnv() })
    try {
      const admin = await superuserToken(pb)
      const answer = await api(pb.url, 'POST', '/api/kalima/reminders/run', {
        token: admin,
        body: { now: Date.now() },
      })
      expect(answer.status).toBe(404)
    } finally {
      await pb.stop()
    }
  })
})
