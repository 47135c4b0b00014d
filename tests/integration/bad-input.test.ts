// Bad input gets a clear 400 and changes nothing: forged progress deltas (pushed to the
// progress route, POST /api/kalima/progress), out-of-range
// settings, malformed test results, and contact or feedback messages that are
// incomplete or oversized. Each case reads the data back and compares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ARABIC_FONT_FAMILIES,
  LEGACY_SETTING_NAMES,
  MEANING_FONT_FAMILIES,
  SETTINGS_RANGES,
  TIMER_POSITIONS,
} from '../../packages/core/src/settings'
import {
  api,
  createUser,
  startPocketBase,
  superuserToken,
  type TestPocketBase,
  type TestUser,
} from '../helpers/pocketbase'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import {
  testEnv,
  validContact,
  validFeedback,
  validProgress,
  validSettings,
  validTestResult,
} from './fixtures'

describe('bad input', () => {
  let pb: TestPocketBase
  let sink: SmtpSink
  let user: TestUser
  let admin: string
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    sink = await startSmtpSink()
    pb = await startPocketBase({
      env: testEnv({ ...sink.env, KALIMA_CONTACT_EMAIL: 'site@kalima.test' }),
    })
    user = await createUser(pb.url, 'learner@kalima.test')
    admin = await superuserToken(pb)
    const pushed = await push({ delta: validProgress(2, 3) })
    expect(pushed.status).toBe(200)
    for (const [collection, body] of [
      ['settings', validSettings],
      ['test_results', validTestResult],
    ] as const) {
      const created = await api(pb.url, 'POST', `/api/collections/${collection}/records`, {
        token: user.token,
        body: { ...body, user: user.id },
      })
      expect(created.status).toBe(200)
      ids[collection] = created.body.id
    }
  })
  afterAll(async () => {
    await pb?.stop()
    await sink?.stop()
  })

  /** Pushes a body to the progress route as `as` (default: the learner). */
  const push = (body: unknown, as: TestUser = user) =>
    api(pb.url, 'POST', '/api/kalima/progress', { token: as.token, body })
  /** The learner's record, as the route answers it. */
  const progress = async (as: TestUser = user) =>
    (await api(pb.url, 'GET', '/api/kalima/progress', { token: as.token })).body.progress
  /** Every stored progress row of every user (ids, data, timestamps), as the superuser sees them. */
  const entries = async () =>
    (
      await api(pb.url, 'GET', '/api/collections/progress_entries/records?perPage=500&sort=id', {
        token: admin,
      })
    ).body.items
  const stored = async (collection: string) =>
    (
      await api(pb.url, 'GET', `/api/collections/${collection}/records/${ids[collection]}`, {
        token: admin,
      })
    ).body
  const count = async (collection: string) =>
    (await api(pb.url, 'GET', `/api/collections/${collection}/records?perPage=1`, { token: admin }))
      .body.totalItems
  const patch = (collection: string, body: unknown) =>
    api(pb.url, 'PATCH', `/api/collections/${collection}/records/${ids[collection]}`, {
      token: user.token,
      body,
    })

  describe('forged progress', () => {
    const word = (overrides: Record<string, unknown>) => {
      const p = validProgress(5, 9)
      return { ...p, words: { allah: { ...p.words.allah, ...overrides } } }
    }
    const devices = (n: number) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`dev${i}`, { correct: 0, attempts: 1 }]),
      )
    // The messages are @kalima/core's validateProgress issues: the server runs the same code.
    const cases: Array<[string, unknown, RegExp]> = [
      ['a negative count', word({ correct: -1 }), /words\.allah\.correct must not be negative/],
      ['a fractional count', word({ attempts: 9.5 }), /words\.allah\.attempts must be an integer/],
      [
        'a count of the wrong type',
        word({ correct: '3' }),
        /words\.allah\.correct must be an integer/,
      ],
      [
        'more correct than attempts',
        word({ correct: 10, attempts: 9 }),
        /words\.allah\.correct must not exceed attempts/,
      ],
      [
        'a total that is not the sum of its devices',
        word({ correct: 5, attempts: 900 }),
        /words\.allah\.attempts must be the sum over byDevice/,
      ],
      [
        'a device counter with more correct than attempts',
        word({
          byDevice: {
            fixturedev01: { correct: 9, attempts: 5 },
            other: { correct: 0, attempts: 4 },
          },
        }),
        /words\.allah\.byDevice\.fixturedev01\.correct must not exceed attempts/,
      ],
      [
        'more devices than allowed',
        word({ correct: 0, attempts: 33, byDevice: devices(33) }),
        /words\.allah\.byDevice has 33 entries, at most 32 allowed/,
      ],
      [
        // Event times ahead of the server's clock are clamped (tests/integration/progress-clock.test.ts).
        'a reset epoch far in the future',
        word({ since: Date.now() + 400 * 86400_000 }),
        /words\.allah\.since must be at most/,
      ],
      [
        'an unknown word',
        {
          ...validProgress(),
          words: { ...validProgress().words, notAWord: validProgress().words.allah },
        },
        /words\.notAWord is not a known word/,
      ],
      ['an unexpected field', word({ admin: true }), /words\.allah\.admin unknown field/],
      ['a wrong version', { ...validProgress(), version: 3 }, /progress\.version must be 1 or 2/],
      ['a missing part', { ...validProgress(), tests: undefined }, /progress\.tests is missing/],
      ['an array instead of a record', [1, 2, 3], /must be an object/],
      ['a string instead of a record', 'lots of progress', /must be an object|not valid JSON/],
      [
        'a bad activity key',
        {
          ...validProgress(),
          activity: {
            days: { yesterday: { since: 0, attempts: 1, correct: 1, byDevice: {} } },
            hours: {},
          },
        },
        /activity\.days\.yesterday is not a valid key/,
      ],
      [
        'a forged test result',
        {
          ...validProgress(),
          tests: {
            '1': {
              since: 0,
              best: { timeSeconds: -5, correct: 1, attempts: 1, completedAt: 1 },
              latest: null,
            },
          },
        },
        /tests\.1\.best\.timeSeconds/,
      ],
    ]
    for (const [name, data, message] of cases) {
      it(`rejects ${name} and keeps the stored record`, async () => {
        const before = await entries()
        const answer = await push({ delta: data })
        expect(answer.status).toBe(400)
        expect(answer.body.message).toMatch(message)
        expect(Object.keys(answer.body.data)).toEqual(['delta'])
        expect(await entries()).toEqual(before)
      })
    }

    for (const [name, body, message] of [
      ['a body that is not JSON', 'not json {', /not valid JSON/],
      ['a body without a delta', { data: validProgress() }, /must be \{ "delta"/],
      ['a body that is a list', [validProgress()], /must be \{ "delta"/],
    ] as const) {
      it(`rejects ${name}`, async () => {
        const before = await entries()
        const answer =
          typeof body === 'string'
            ? await api(pb.url, 'POST', '/api/kalima/progress', {
                token: user.token,
                rawBody: body,
              })
            : await push(body)
        expect(answer.status).toBe(400)
        expect(answer.body.message).toMatch(message)
        expect(await entries()).toEqual(before)
      })
    }

    it('rejects a 5 MB body unread', async () => {
      const before = await entries()
      const big = validProgress() as unknown as Record<string, unknown>
      big.padding = 'x'.repeat(5 * 1024 * 1024)
      const answer = await push({ delta: big })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toMatch(/larger than 1048576 bytes/)
      expect(await entries()).toEqual(before)
    })

    it('rejects a 5 MB body sent without a length (chunked)', async () => {
      const before = await entries()
      const text = JSON.stringify({ delta: { ...validProgress(), padding: 'x'.repeat(5 << 20) } })
      const chunks = [text.slice(0, 1000), text.slice(1000)]
      const body = new ReadableStream({
        pull(controller) {
          const chunk = chunks.shift()
          if (chunk === undefined) controller.close()
          else controller.enqueue(new TextEncoder().encode(chunk))
        },
      })
      const response = await fetch(`${pb.url}/api/kalima/progress`, {
        method: 'POST',
        headers: { Authorization: user.token, 'Content-Type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit)
      expect(response.status).toBe(400)
      expect((await response.json()).message).toMatch(/larger than 1048576 bytes/)
      expect(await entries()).toEqual(before)
    })

    it('a forged first push creates nothing', async () => {
      const other = await createUser(pb.url, 'other@kalima.test')
      const answer = await push({ delta: word({ correct: -4 }) }, other)
      expect(answer.status).toBe(400)
      expect(await progress(other)).toBeNull()
      const list = await api(pb.url, 'GET', '/api/collections/progress_entries/records', {
        token: other.token,
      })
      expect(list.body.totalItems).toBe(0)
    })

    it('never lowers a count: a lower push is merged with the stored record', async () => {
      const answer = await push({ delta: validProgress(0, 1) })
      expect(answer).toEqual({ status: 200, body: { ok: true } })
      const after = await progress()
      expect(after.words.allah.correct).toBe(2)
      expect(after.words.allah.attempts).toBe(3)
    })

    it('adds the answers of another device to the same word: nothing lost', async () => {
      const before = (await progress()).words.allah
      const answer = await push({ delta: validProgress(0, 1, 'otherdevice1') })
      expect(answer.status).toBe(200)
      const after = await progress()
      expect(after.words.allah).toMatchObject({
        correct: before.correct,
        attempts: before.attempts + 1,
        byDevice: { ...before.byDevice, otherdevice1: { correct: 0, attempts: 1 } },
      })
      expect(after.activity.hours['9'].attempts).toBe(before.attempts + 1)
    })

    it('writes only the rows that changed', async () => {
      const before = await entries()
      const p = validProgress(0, 1, 'otherdevice1')
      // The same device counts again and a deck opened later: only that deck's row changes.
      const later = p.decks['1'].lastAccessed + 60_000
      const answer = await push({
        delta: {
          ...p,
          words: {},
          tests: {},
          activity: { days: {}, hours: {} },
          decks: { '1': { since: 0, lastAccessed: later } },
        },
      })
      expect(answer.status).toBe(200)
      const after = await entries()
      const changed = after.filter(
        (row: { id: string; updated: string }) =>
          before.find((b: { id: string }) => b.id === row.id)?.updated !== row.updated,
      )
      expect(changed.map((r: { key: string }) => r.key)).toEqual(['deck:1'])
      expect(after).toHaveLength(before.length)
    })

    it("upgrades a v1 record: its counts become the legacy device's", async () => {
      const other = await createUser(pb.url, 'v1-learner@kalima.test')
      const { byDevice: _, ...word } = validProgress(2, 3).words.allah
      const v1 = {
        ...validProgress(2, 3),
        version: 1,
        words: { allah: word },
        activity: { days: {}, hours: {} },
      }
      expect((await push({ delta: v1 }, other)).status).toBe(200)
      const created = await progress(other)
      expect(created.version).toBe(2)
      expect(created.words.allah).toMatchObject({
        correct: 2,
        attempts: 3,
        byDevice: { legacy: { correct: 2, attempts: 3 } },
      })
      // The same v1 record again (another old device) is not counted twice.
      expect((await push({ delta: v1 }, other)).status).toBe(200)
      expect((await progress(other)).words.allah).toMatchObject({ correct: 2, attempts: 3 })
    })

    it('merges a higher count and a new word', async () => {
      const p = validProgress(4, 6)
      const data = {
        ...p,
        words: {
          ...p.words,
          rabb: {
            ...p.words.allah,
            correct: 1,
            attempts: 1,
            byDevice: { fixturedev01: { correct: 1, attempts: 1 } },
          },
        },
      }
      const answer = await push({ delta: data })
      expect(answer.status).toBe(200)
      const after = await progress()
      // 4/6 of this device plus the other device's 0/1 from the test above.
      expect(after.words.allah).toMatchObject({ correct: 4, attempts: 7 })
      expect(after.words.rabb).toMatchObject({ correct: 1, attempts: 1 })
    })

    it('a newer reset drops the older entries and keeps the newer ones', async () => {
      const other = await createUser(pb.url, 'resetter@kalima.test')
      expect((await push({ delta: validProgress(2, 3) }, other)).status).toBe(200)
      const resetAt = Date.now()
      const fresh = validProgress(1, 1, 'newdevice001')
      const after = {
        ...fresh,
        resetAt,
        words: { rabb: { ...fresh.words.allah, since: resetAt } },
        decks: {},
        tests: {},
        activity: { days: {}, hours: {} },
      }
      expect((await push({ delta: after }, other)).status).toBe(200)
      expect(await progress(other)).toEqual(after)
      const keys = (
        await api(pb.url, 'GET', '/api/collections/progress_entries/records', {
          token: other.token,
        })
      ).body.items.map((r: { key: string }) => r.key)
      expect(keys.sort()).toEqual(['meta', 'w:rabb'])
      // An entry from before the reset (a stale device) is dropped, not stored.
      expect((await push({ delta: validProgress(5, 5, 'staledevice1') }, other)).status).toBe(200)
      expect(await progress(other)).toEqual(after)
    })
  })

  describe('out-of-range settings', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['Arabic font too large', { arabicFontSize: 73 }, 'arabicFontSize'],
      ['Arabic font too small', { arabicFontSize: 31 }, 'arabicFontSize'],
      ['second-language font too large', { bengaliFontSize: 49 }, 'bengaliFontSize'],
      ['a font size that is not a number', { bengaliFontSize: 'huge' }, 'bengaliFontSize'],
      ['a colour that is not a colour', { arabicColor: 'red; background:url(x)' }, 'arabicColor'],
      ['an unknown Arabic font', { arabicFontFamily: 'comic-sans' }, 'arabicFontFamily'],
      ['an unknown second-language font', { bengaliFontFamily: 'arial' }, 'bengaliFontFamily'],
      ['an unknown timer position', { timerPosition: 'middle' }, 'timerPosition'],
      ['a negative message duration', { messagesDuration: -1 }, 'messagesDuration'],
    ]
    for (const [name, body, field] of cases) {
      it(`rejects ${name}`, async () => {
        const before = await stored('settings')
        const answer = await patch('settings', body)
        expect(answer.status).toBe(400)
        expect(Object.keys(answer.body.data)).toEqual([field])
        expect(answer.body.data[field].message).toEqual(expect.any(String))
        expect(await stored('settings')).toEqual(before)
      })
    }
  })

  describe("settings ranges are the core's (SETTINGS_RANGES, TIMER_POSITIONS, font lists)", () => {
    /** The server's (original) field name of a core setting. */
    const serverName = (name: string) =>
      Object.entries(LEGACY_SETTING_NAMES).find(([, core]) => core === name)?.[0] ?? name
    for (const [name, { min, max }] of Object.entries(SETTINGS_RANGES)) {
      const field = serverName(name)
      it(`${field}: accepts ${min} and ${max}, rejects ${min - 1} and ${max + 1}`, async () => {
        for (const value of [min, max]) {
          const answer = await patch('settings', { [field]: value })
          expect(answer.status, `${field} = ${value}`).toBe(200)
          expect(answer.body[field]).toBe(value)
        }
        for (const value of [min - 1, max + 1]) {
          const before = await stored('settings')
          const answer = await patch('settings', { [field]: value })
          expect(answer.status, `${field} = ${value}`).toBe(400)
          expect(Object.keys(answer.body.data)).toEqual([field])
          expect(await stored('settings')).toEqual(before)
        }
      })
    }
    for (const [name, values] of [
      ['timerPosition', TIMER_POSITIONS],
      ['arabicFontFamily', ARABIC_FONT_FAMILIES],
      ['meaningFontFamily', MEANING_FONT_FAMILIES],
    ] as const) {
      const field = serverName(name)
      it(`${field}: accepts exactly ${values.join(', ')}`, async () => {
        for (const value of values) {
          const answer = await patch('settings', { [field]: value })
          expect(answer.status, `${field} = ${value}`).toBe(200)
        }
        const answer = await patch('settings', { [field]: `${values[0]}-x` })
        expect(answer.status).toBe(400)
      })
    }
  })

  describe('test results', () => {
    it('rejects more correct answers than attempts', async () => {
      const before = await stored('test_results')
      const answer = await patch('test_results', { correct: 60, attempts: 50 })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toMatch(/correct exceeds attempts/)
      expect(await stored('test_results')).toEqual(before)
    })
    it('keeps a result saved without a first-try score (rows from before it was counted)', async () => {
      expect((await stored('test_results')).firstTry).toBeNull()
    })
    it('accepts a possible first-try score and refuses an impossible one, keeping the row', async () => {
      const ok = await patch('test_results', { correct: 50, attempts: 58, firstTry: 42 })
      expect(ok.status).toBe(200)
      expect(ok.body.firstTry).toBe(42)
      const before = await stored('test_results')
      // Eight mistakes: at most 49 words right the first time, at least 42.
      for (const firstTry of [50, 41, -1, 2.5, 'many', { n: 1 }]) {
        const answer = await patch('test_results', { firstTry })
        expect(answer.status, `firstTry ${JSON.stringify(firstTry)}`).toBe(400)
        expect(Object.keys(answer.body.data)).toEqual(['firstTry'])
      }
      expect(await stored('test_results')).toEqual(before)
    })
    it('rejects a negative time', async () => {
      const before = await stored('test_results')
      const answer = await patch('test_results', { timeSeconds: -3 })
      expect(answer.status).toBe(400)
      expect(Object.keys(answer.body.data)).toEqual(['timeSeconds'])
      expect(await stored('test_results')).toEqual(before)
    })
  })

  describe('contact messages', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['without a name', { ...validContact, name: undefined }, 'name'],
      ['with a blank name', { ...validContact, name: '   ' }, 'name'],
      ['without an e-mail', { ...validContact, email: undefined }, 'email'],
      ['with an invalid e-mail', { ...validContact, email: 'not-an-email' }, 'email'],
      ['without a subject', { ...validContact, subject: '' }, 'subject'],
      ['without a message', { ...validContact, message: undefined }, 'message'],
      ['with an oversized message', { ...validContact, message: 'x'.repeat(5001) }, 'message'],
      ['with a 5 MB message', { ...validContact, message: 'x'.repeat(5 * 1024 * 1024) }, 'message'],
      ['with an oversized subject', { ...validContact, subject: 's'.repeat(201) }, 'subject'],
      ['with a line break in the name', { ...validContact, name: 'A\r\nB: c' }, 'name'],
      ['with a line break in the subject', { ...validContact, subject: 'A\nB: c' }, 'subject'],
      ['with a tab in the subject', { ...validContact, subject: 'A\tB' }, 'subject'],
      [
        'with a line break in the e-mail',
        { ...validContact, email: 'a@b.co\nBcc: c@d.co' },
        'email',
      ],
    ]
    for (const [name, body, field] of cases) {
      it(`rejects a message ${name}`, async () => {
        const before = await count('contact_messages')
        const mails = sink.mails.length
        const answer = await api(pb.url, 'POST', '/api/collections/contact_messages/records', {
          body,
        })
        expect(answer.status).toBe(400)
        expect(Object.keys(answer.body.data)).toContain(field)
        expect(await count('contact_messages')).toBe(before)
        expect(sink.mails.length).toBe(mails)
      })
    }
  })

  describe('feedback', () => {
    for (const [name, body] of [
      ['a rating of 0', { ...validFeedback, rating: 0 }],
      ['a rating of 6', { ...validFeedback, rating: 6 }],
      ['a fractional rating', { ...validFeedback, rating: 3.5 }],
      ['no rating', { comment: 'hi' }],
      ['an oversized comment', { ...validFeedback, comment: 'c'.repeat(2001) }],
      ['an invalid e-mail', { ...validFeedback, email: 'nope' }],
      ['a line break in the e-mail', { ...validFeedback, email: 'f@example.com\r\nX: y' }],
    ] as const) {
      it(`rejects ${name}`, async () => {
        const before = await count('feedback')
        const answer = await api(pb.url, 'POST', '/api/collections/feedback/records', { body })
        expect(answer.status).toBe(400)
        expect(await count('feedback')).toBe(before)
      })
    }
  })

  describe('accounts', () => {
    const validSignUp: Record<string, unknown> = {
      email: 'bad-input@kalima.test',
      password: 'a-long-password-1',
      passwordConfirm: 'a-long-password-1',
    }
    for (const [name, body] of [
      ['a common password sent as a number', { password: 1234567890, passwordConfirm: 1234567890 }],
      ['a list as password', { password: ['a-long-password-1'], passwordConfirm: 'x' }],
      ['a one-letter password', { password: 'mmmmmmmmmmmm', passwordConfirm: 'mmmmmmmmmmmm' }],
      ['a 1,000-character password', { password: `${'p'.repeat(999)}q`, passwordConfirm: 'x' }],
      [
        'a two-line display name',
        { password: 'a-long-password-1', passwordConfirm: 'a-long-password-1', name: 'A\nB' },
      ],
      ['an address with a line break', { email: 'x@kalima.test\nBcc: y@kalima.test' }],
    ] as const) {
      it(`sign-up rejects ${name} and creates nothing`, async () => {
        const before = await count('users')
        const answer = await api(pb.url, 'POST', '/api/collections/users/records', {
          body: { ...validSignUp, ...body },
        })
        expect(answer.status).toBe(400)
        expect(await count('users')).toBe(before)
      })
    }

    for (const [name, body] of [
      ['no token', { password: 'a-long-password-1', passwordConfirm: 'a-long-password-1' }],
      [
        'a forged token',
        {
          token: 'eyJhbGciOiJIUzI1NiJ9.e30.x',
          password: 'a-long-password-1',
          passwordConfirm: 'a-long-password-1',
        },
      ],
      [
        'a number as token',
        { token: 42, password: 'a-long-password-1', passwordConfirm: 'a-long-password-1' },
      ],
    ] as const) {
      it(`confirm-password-reset rejects ${name}`, async () => {
        const answer = await api(pb.url, 'POST', '/api/collections/users/confirm-password-reset', {
          body,
        })
        expect(answer.status).toBe(400)
      })
    }

    it('request-password-reset rejects a malformed address and sends nothing', async () => {
      const mails = sink.mails.length
      for (const email of ['', 'not-an-address', 'a@b.co\r\nBcc: c@d.co', 42]) {
        const answer = await api(pb.url, 'POST', '/api/collections/users/request-password-reset', {
          body: { email },
        })
        expect(answer.status).toBe(400)
      }
      expect(sink.mails.length).toBe(mails)
    })
  })
})
