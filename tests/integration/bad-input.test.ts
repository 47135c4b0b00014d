// Bad input gets a clear 400 and changes nothing: forged progress, out-of-range
// settings, malformed test results, and contact or feedback messages that are
// incomplete or oversized. Each case reads the data back and compares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    for (const [collection, body] of [
      ['progress', { data: validProgress(2, 3) }],
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
    const cases: Array<[string, unknown, RegExp]> = [
      [
        'a negative count',
        word({ correct: -1 }),
        /words\.allah\.correct must be a whole number from 0/,
      ],
      [
        'a fractional count',
        word({ attempts: 9.5 }),
        /words\.allah\.attempts must be a whole number/,
      ],
      [
        'a count of the wrong type',
        word({ correct: '3' }),
        /words\.allah\.correct must be a whole number/,
      ],
      [
        'more correct than attempts',
        word({ correct: 10, attempts: 9 }),
        /correct exceeds attempts/,
      ],
      [
        'a time far in the future',
        word({ lastAttemptAt: Date.now() + 400 * 86400_000 }),
        /lastAttemptAt/,
      ],
      [
        'an unknown word',
        {
          ...validProgress(),
          words: { ...validProgress().words, notAWord: validProgress().words.allah },
        },
        /unknown word 'notAWord'/,
      ],
      ['an unexpected field', word({ admin: true }), /unexpected field words\.allah\.admin/],
      ['a wrong version', { ...validProgress(), version: 2 }, /unsupported version/],
      ['a missing part', { ...validProgress(), tests: undefined }, /progress\.tests is missing/],
      ['an array instead of a record', [1, 2, 3], /must be an object/],
      ['a string instead of a record', 'lots of progress', /must be an object|not valid JSON/],
      [
        'a bad activity key',
        {
          ...validProgress(),
          activity: { days: { yesterday: { since: 0, attempts: 1, correct: 1 } }, hours: {} },
        },
        /activity\.days has an invalid key/,
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
        const before = await stored('progress')
        const answer = await patch('progress', { data })
        expect(answer.status).toBe(400)
        expect(answer.body.message).toMatch(message)
        expect(await stored('progress')).toEqual(before)
      })
    }

    it('rejects a 5 MB body', async () => {
      const before = await stored('progress')
      const big = validProgress() as unknown as Record<string, unknown>
      big.padding = 'x'.repeat(5 * 1024 * 1024)
      const answer = await patch('progress', { data: big })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toMatch(/larger than 1048576 bytes/)
      expect(await stored('progress')).toEqual(before)
    })

    it('rejects forged progress on create too', async () => {
      const other = await createUser(pb.url, 'other@kalima.test')
      const answer = await api(pb.url, 'POST', '/api/collections/progress/records', {
        token: other.token,
        body: { user: other.id, data: word({ correct: -4 }) },
      })
      expect(answer.status).toBe(400)
      const list = await api(pb.url, 'GET', '/api/collections/progress/records', {
        token: other.token,
      })
      expect(list.body.totalItems).toBe(0)
    })

    it('never lowers a count: a lower update is merged with the stored record', async () => {
      const answer = await patch('progress', { data: validProgress(0, 1) })
      expect(answer.status).toBe(200)
      const after = await stored('progress')
      expect(after.data.words.allah.correct).toBe(2)
      expect(after.data.words.allah.attempts).toBe(3)
      expect(answer.body.data.words.allah.correct).toBe(2)
    })

    it('merges a higher count and a new word', async () => {
      const p = validProgress(4, 6)
      const data = {
        ...p,
        words: { ...p.words, rabb: { ...p.words.allah, correct: 1, attempts: 1 } },
      }
      const answer = await patch('progress', { data })
      expect(answer.status).toBe(200)
      const after = await stored('progress')
      expect(after.data.words.allah).toMatchObject({ correct: 4, attempts: 6 })
      expect(after.data.words.rabb).toMatchObject({ correct: 1, attempts: 1 })
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

  describe('test results', () => {
    it('rejects more correct answers than attempts', async () => {
      const before = await stored('test_results')
      const answer = await patch('test_results', { correct: 60, attempts: 50 })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toMatch(/correct exceeds attempts/)
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
    ] as const) {
      it(`rejects ${name}`, async () => {
        const before = await count('feedback')
        const answer = await api(pb.url, 'POST', '/api/collections/feedback/records', { body })
        expect(answer.status).toBe(400)
        expect(await count('feedback')).toBe(before)
      })
    }
  })
})
