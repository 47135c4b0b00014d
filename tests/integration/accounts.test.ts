// Accounts, mail and inboxes through the PocketBase Backend adapter against a
// real server: sign-up with display name, sign-in, password reset e-mail caught
// by a local SMTP sink, contact message stored and e-mailed, feedback stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPocketBaseBackend } from '../../packages/core/src/adapters/pocketbase-backend'
import { MESSAGES } from '../../packages/core/src/errors/messages'
import { BackendError } from '../../packages/core/src/ports/backend'
import { api, startPocketBase, superuserToken, type TestPocketBase } from '../helpers/pocketbase'
import { mailText, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { testEnv, validContact } from './fixtures'

describe('accounts and messages', () => {
  let pb: TestPocketBase
  let sink: SmtpSink
  const email = 'maryam@kalima.test'
  const password = 'a-long-password-1'

  beforeAll(async () => {
    sink = await startSmtpSink()
    pb = await startPocketBase({
      env: testEnv({
        ...sink.env,
        KALIMA_CONTACT_EMAIL: 'site@kalima.test',
        KALIMA_APP_URL: 'https://kalima.example',
        KALIMA_PASSWORD_RESET_URL: 'https://kalima.example/reset-password?token={TOKEN}',
      }),
    })
  })
  afterAll(async () => {
    await pb?.stop()
    await sink?.stop()
  })

  const rejection = async (promise: Promise<unknown>): Promise<BackendError> => {
    try {
      await promise
    } catch (error) {
      expect(error).toBeInstanceOf(BackendError)
      return error as BackendError
    }
    throw new Error('expected a rejection')
  }

  it('signs up with a display name and is signed in', async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    const seen: Array<string | null> = []
    backend.onAuthChange((u) => seen.push(u?.displayName ?? null))
    const result = await backend.signUp({
      username: 'Maryam',
      email,
      password,
      passwordRepeat: password,
    })
    expect(result.profileUpdated).toBe(true)
    expect(result.user).toMatchObject({ email, displayName: 'Maryam', avatar: null })
    expect(backend.currentUser()?.displayName).toBe('Maryam')
    expect(seen.at(-1)).toBe('Maryam')
    const admin = await superuserToken(pb)
    const stored = await api(pb.url, 'GET', `/api/collections/users/records/${result.user.id}`, {
      token: admin,
    })
    expect(stored.body.name).toBe('Maryam')
  })

  it("refuses differing passwords without a request: 'Passwords do not match'", async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    const error = await rejection(
      backend.signUp({
        username: 'X',
        email: 'x@kalima.test',
        password: 'a-long-password-1',
        passwordRepeat: 'a-long-password-2',
      }),
    )
    expect(error.message).toBe(MESSAGES.passwordsDoNotMatch)
    expect(error.status).toBeUndefined()
  })

  it("says 'User already signed up!' for a taken e-mail", async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    const error = await rejection(
      backend.signUp({ username: 'Again', email, password, passwordRepeat: password }),
    )
    expect(error.message).toBe('User already signed up!')
    expect(error.code).toBe('already-exists')
  })

  it("refuses a password against the policy with the policy's message", async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    const error = await rejection(
      backend.signUp({
        username: 'Short',
        email: 'short@kalima.test',
        password: 'abc',
        passwordRepeat: 'abc',
      }),
    )
    expect(error.code).toBe('invalid-argument')
    expect(error.message).toBe(MESSAGES.passwordTooShort)
  })

  it('signs in with e-mail and password, and signs out', async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    const user = await backend.signIn(email, password)
    expect(user.displayName).toBe('Maryam')
    expect(await backend.signOut()).toEqual({ signedOut: true })
    expect(backend.currentUser()).toBeNull()
  })

  it("says 'Username or password is incorrect' for a wrong password or unknown user", async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    expect((await rejection(backend.signIn(email, 'wrong-password'))).message).toBe(
      'Username or password is incorrect',
    )
    expect((await rejection(backend.signIn('nobody@kalima.test', password))).message).toBe(
      'Username or password is incorrect',
    )
  })

  it('e-mails a password reset link to the app', async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    expect(await backend.requestPasswordReset(email)).toBe('Password reset email sent!')
    const mail = await sink.waitFor((m) => m.to.includes(email))
    expect(mail.from).toBe('noreply@kalima.test')
    expect(mailText(mail.raw)).toMatch(/https:\/\/kalima\.example\/reset-password\?token=[\w.-]+/)
  })

  it("asks for the e-mail first: 'Please enter your email to reset password.'", async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    expect((await rejection(backend.requestPasswordReset('  '))).message).toBe(
      'Please enter your email to reset password.',
    )
  })

  it("says 'User not authenticated' for account data while signed out", async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    const error = await rejection(
      backend.pushProgress({
        version: 2,
        resetAt: 0,
        words: {},
        decks: {},
        tests: {},
        activity: { days: {}, hours: {} },
      }),
    )
    expect(error.message).toBe('User not authenticated')
    expect(await backend.readSettings()).toBeNull()
  })

  it('lists no OAuth2 providers when none is configured', async () => {
    expect(await createPocketBaseBackend({ url: pb.url }).listAuthProviders()).toEqual([])
  })

  it('stores a contact message and e-mails it to the site address', async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    const subject = 'Question about lesson 4'
    expect(await backend.sendContactMessage({ ...validContact, subject })).toBe(
      'Thank you for your message! We will get back to you soon.',
    )
    const mail = await sink.waitFor((m) => m.to.includes('site@kalima.test'))
    expect(mail.subject).toBe(`[Kalima contact] ${subject}`)
    expect(mail.raw).toMatch(/Reply-To: .*aisha@example\.com/i)
    expect(mailText(mail.raw)).toContain(validContact.message)
    const admin = await superuserToken(pb)
    const stored = await api(pb.url, 'GET', '/api/collections/contact_messages/records', {
      token: admin,
    })
    expect(stored.body.items).toHaveLength(1)
    expect(stored.body.items[0]).toMatchObject({ ...validContact, subject })
  })

  it("answers a bad contact message with 'Sorry, something went wrong. Please try again later.'", async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    const error = await rejection(backend.sendContactMessage({ ...validContact, email: 'nope' }))
    expect(error.message).toBe('Sorry, something went wrong. Please try again later.')
    expect(error.code).toBe('invalid-argument')
    expect(error.detail).toMatch(/email/)
  })

  it('stores feedback', async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    await backend.sendFeedback({ rating: 5, comment: '  Beautiful  ', email: '' })
    const admin = await superuserToken(pb)
    const stored = await api(pb.url, 'GET', '/api/collections/feedback/records', { token: admin })
    expect(stored.body.items).toHaveLength(1)
    expect(stored.body.items[0]).toMatchObject({ rating: 5, comment: 'Beautiful', email: '' })
  })

  it('merge-writes settings and reads them back', async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    await backend.signIn(email, password)
    expect(await backend.readSettings()).toBeNull()
    const first = await backend.writeSettings({ arabicFontSize: 50 })
    expect(first).toMatchObject({
      arabicFontSize: 50,
      bengaliFontSize: 22,
      arabicFontFamily: 'kufi',
    })
    await backend.writeSettings({ darkMode: true })
    expect(await backend.readSettings()).toMatchObject({ arabicFontSize: 50, darkMode: true })
    const error = await rejection(backend.writeSettings({ arabicFontSize: 99 }))
    expect(error.code).toBe('invalid-argument')
    expect(error.message).toMatch(/^arabicFontSize: /)
    expect((await backend.readSettings())?.arabicFontSize).toBe(50)
  })

  it('records analytics (time adds up) and test results (server time)', async () => {
    const backend = createPocketBaseBackend({ url: pb.url })
    await backend.signIn(email, password)
    await backend.recordAnalytics({
      deck: '1',
      word: 'allah',
      timeSpentMs: 1000,
      lastViewedAt: Date.UTC(2025, 0, 1),
    })
    await backend.recordAnalytics({
      deck: '1',
      word: 'allah',
      timeSpentMs: 500,
      lastViewedAt: Date.UTC(2025, 0, 2),
    })
    await backend.saveTestResult('1', { timeSeconds: 80, correct: 50, attempts: 52 })
    const before = Date.now()
    await backend.saveTestResult('1', { timeSeconds: 70, correct: 50, attempts: 51 })
    const pbc = backend.client
    const analytics = await pbc.collection('analytics').getFullList()
    expect(analytics).toHaveLength(1)
    expect(analytics[0]).toMatchObject({
      timeSpentMs: 1500,
      lastViewed: '2025-01-02 00:00:00.000Z',
    })
    const tests = await pbc.collection('test_results').getFullList()
    expect(tests).toHaveLength(1)
    expect(tests[0]).toMatchObject({ deck: '1', timeSeconds: 70, correct: 50, attempts: 51 })
    expect(Date.parse(String(tests[0]?.completedAt).replace(' ', 'T'))).toBeGreaterThanOrEqual(
      before - 1000,
    )
  })
})

describe('OAuth2 providers from the environment', () => {
  let pb: TestPocketBase
  beforeAll(async () => {
    pb = await startPocketBase({
      env: testEnv({
        KALIMA_OAUTH_GOOGLE_CLIENT_ID: 'google-id',
        KALIMA_OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
        KALIMA_OAUTH_APPLE_CLIENT_ID: 'apple-id',
        KALIMA_OAUTH_APPLE_CLIENT_SECRET: 'apple-secret',
      }),
    })
  })
  afterAll(async () => {
    await pb?.stop()
  })

  it('lists exactly the configured providers', async () => {
    const providers = await createPocketBaseBackend({ url: pb.url }).listAuthProviders()
    expect(providers).toEqual([
      { name: 'google', displayName: 'Google' },
      { name: 'apple', displayName: 'Apple' },
    ])
  })
})
