// Rate limits per client IP, set on bootstrap (pb_hooks/bootstrap.pb.js) with
// production values: contact and feedback 5 per 10 min, password reset 5 per
// 10 min, sign-up 20 per 10 min. The request over the limit gets 429 and
// stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPocketBaseBackend } from '../../packages/core/src/adapters/pocketbase-backend'
import { BackendError } from '../../packages/core/src/ports/backend'
import { api, startPocketBase, superuserToken, type TestPocketBase } from '../helpers/pocketbase'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { validContact, validFeedback } from './fixtures'

describe('rate limits', () => {
  let pb: TestPocketBase
  let admin: string
  let sink: SmtpSink
  beforeAll(async () => {
    // A mailer, so a password reset request is answered 204 (without one it is refused: 503).
    sink = await startSmtpSink()
    pb = await startPocketBase({ env: sink.env })
    admin = await superuserToken(pb)
  })
  afterAll(async () => {
    await pb?.stop()
    await sink?.stop()
  })

  const count = async (collection: string) =>
    (await api(pb.url, 'GET', `/api/collections/${collection}/records?perPage=1`, { token: admin }))
      .body.totalItems

  for (const [collection, body, limit] of [
    ['contact_messages', validContact, 5],
    ['feedback', validFeedback, 5],
  ] as const) {
    it(`${collection}: ${limit} per 10 minutes, then 429`, async () => {
      for (let i = 0; i < limit; i++) {
        expect(
          (await api(pb.url, 'POST', `/api/collections/${collection}/records`, { body })).status,
        ).toBe(200)
      }
      const over = await api(pb.url, 'POST', `/api/collections/${collection}/records`, { body })
      expect(over.status).toBe(429)
      expect(await count(collection)).toBe(limit)
    })
  }

  it('the adapter reports a limited contact message with the failure text', async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    const error = await backend.sendContactMessage(validContact).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BackendError)
    expect(error).toMatchObject({
      code: 'resource-exhausted',
      status: 429,
      message: 'Sorry, something went wrong. Please try again later.',
    })
  })

  it('password reset: 5 per 10 minutes, then 429', async () => {
    const path = '/api/collections/users/request-password-reset'
    for (let i = 0; i < 5; i++) {
      expect(
        (await api(pb.url, 'POST', path, { body: { email: `p${i}@kalima.test` } })).status,
      ).toBe(204)
    }
    expect((await api(pb.url, 'POST', path, { body: { email: 'p@kalima.test' } })).status).toBe(429)
  })

  it('sign-up: 20 per 10 minutes, then 429', async () => {
    const signUp = (i: number) =>
      api(pb.url, 'POST', '/api/collections/users/records', {
        body: {
          email: `s${i}@kalima.test`,
          password: 'long-enough-1',
          passwordConfirm: 'long-enough-1',
        },
      })
    for (let i = 0; i < 20; i++) expect((await signUp(i)).status).toBe(200)
    expect((await signUp(20)).status).toBe(429)
    expect(await count('users')).toBe(20)
  })
})
