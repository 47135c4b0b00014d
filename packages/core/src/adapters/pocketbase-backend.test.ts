import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../errors/messages'
import { BackendError } from '../ports/backend'
import { emptyProgress, type Progress } from '../progress/types'
import { createLocalBackend } from './local-backend'
import { createPocketBaseBackend, toBackendError } from './pocketbase-backend'

const responseError = (status: number, data: Record<string, unknown> = {}) =>
  new ClientResponseError({
    url: 'http://x',
    status,
    response: { status, message: 'server says', data },
  })

/** A fetch that answers every call with one status and body. */
const answering = (status: number, body: unknown): typeof fetch =>
  (async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch

describe('toBackendError', () => {
  it.each([
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [429, 'resource-exhausted'],
    [500, 'internal'],
    [503, 'unavailable'],
    [418, 'unknown'],
  ] as const)('maps HTTP %i to %s', (status, code) => {
    expect(toBackendError(responseError(status)).code).toBe(code)
  })

  it('reports the first invalid field of a 400 as the message', () => {
    const error = toBackendError(
      responseError(400, { password: { code: 'x', message: 'Too short.' } }),
    )
    expect(error.message).toBe('password: Too short.')
    expect(error.detail).toContain('server says')
  })

  it('uses the given message for the learner and keeps the server detail', () => {
    const error = toBackendError(responseError(429), MESSAGES.contactFailure)
    expect(error).toMatchObject({
      code: 'resource-exhausted',
      status: 429,
      message: MESSAGES.contactFailure,
    })
  })

  it('treats a network failure as internal with status 0', () => {
    const error = toBackendError(new ClientResponseError(new TypeError('fetch failed')))
    expect(error).toMatchObject({ code: 'internal', status: 0 })
  })
})

describe('PocketBase backend messages (original-app.md §8)', () => {
  it("sign-in failure is 'Username or password is incorrect'", async () => {
    const backend = createPocketBaseBackend({
      url: 'http://x',
      fetch: answering(400, { message: 'Failed to authenticate.' }),
    })
    await expect(backend.signIn('a@b.c', 'x')).rejects.toThrow(MESSAGES.loginFailed)
  })

  it("a taken e-mail is 'User already signed up!'", async () => {
    const backend = createPocketBaseBackend({
      url: 'http://x',
      fetch: answering(400, {
        data: { email: { code: 'validation_not_unique', message: 'Value must be unique.' } },
      }),
    })
    await expect(
      backend.signUp({
        username: 'u',
        email: 'a@b.c',
        password: 'a-long-password-1',
        passwordRepeat: 'a-long-password-1',
      }),
    ).rejects.toThrow(MESSAGES.emailInUse)
  })

  it("a failed reset e-mail is 'Error sending password reset email.'", async () => {
    const backend = createPocketBaseBackend({ url: 'http://x', fetch: answering(500, {}) })
    await expect(backend.requestPasswordReset('a@b.c')).rejects.toThrow(MESSAGES.resetEmailFailed)
  })

  it("account data while signed out is 'User not authenticated'", async () => {
    const backend = createPocketBaseBackend({ url: 'http://x', fetch: answering(500, {}) })
    await expect(
      backend.saveTestResult('1', { timeSeconds: 1, correct: 1, attempts: 1 }),
    ).rejects.toThrow(MESSAGES.notAuthenticated)
  })

  it('sign-out is held back while changes are pending', async () => {
    const backend = createPocketBaseBackend({ url: 'http://x' })
    backend.setPendingChanges(() => 2)
    expect(await backend.signOut()).toEqual({ signedOut: false, pendingChanges: 2 })
    expect(await backend.signOut({ discardPending: true })).toEqual({ signedOut: true })
  })
})

/** A signed-in backend whose fetch answers from `answer` and records every call. */
const signedIn = (answer: (url: string, init: RequestInit) => [number, unknown]) => {
  const calls: Array<{ url: string; method: string; body: unknown; auth: string | null }> = []
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input)
    const headers = new Headers(init.headers)
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      auth: headers.get('Authorization'),
    })
    const [status, body] = answer(url, init)
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof globalThis.fetch
  const backend = createPocketBaseBackend({ url: 'http://x', fetch })
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))
  const token = `e30.${payload}.sig`
  backend.client.authStore.save(token, {
    id: 'user1',
    collectionId: 'c',
    collectionName: 'users',
    email: 'a@b.c',
  })
  return { backend, calls, token }
}

const record = (): Progress => ({
  ...emptyProgress(),
  decks: { '1': { since: 0, lastAccessed: 5 } },
})

describe('PocketBase backend progress (the server route /api/kalima/progress)', () => {
  it('pushes a delta as { delta } and needs only a small answer', async () => {
    const { backend, calls, token } = signedIn(() => [200, { ok: true }])
    const delta = record()
    await backend.pushProgressDelta?.(delta)
    expect(calls).toEqual([
      { url: 'http://x/api/kalima/progress', method: 'POST', body: { delta }, auth: token },
    ])
  })

  it("sends the last synced reset as base and returns the server's move of the reset", async () => {
    const moved = { from: 7, to: 5_000_001 }
    const { backend, calls } = signedIn(() => [200, { ok: true, moved }])
    const delta = { ...record(), resetAt: 7 }
    expect(await backend.pushProgressDelta?.(delta, { base: 3 })).toEqual({ moved })
    expect(calls[0]?.body).toEqual({ delta, base: 3 })
    // A malformed move is ignored rather than followed.
    const odd = signedIn(() => [200, { ok: true, moved: { from: 'x', to: 1 } }])
    expect(await odd.backend.pushProgressDelta?.(delta, { base: 3 })).toBeUndefined()
  })

  it('pulls the whole record, or null before the first push', async () => {
    let stored: Progress | null = null
    const { backend, calls } = signedIn(() => [200, { progress: stored }])
    expect(await backend.pullProgress()).toBeNull()
    stored = record()
    expect(await backend.pullProgress()).toEqual(record())
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET http://x/api/kalima/progress',
      'GET http://x/api/kalima/progress',
    ])
  })

  it('pushes a whole record as a delta against nothing and answers the merged record', async () => {
    const merged = { ...record(), resetAt: 7 }
    const { backend, calls } = signedIn((_, init) =>
      init.method === 'POST' ? [200, { ok: true }] : [200, { progress: merged }],
    )
    expect(await backend.pushProgress(record())).toEqual(merged)
    expect(calls.map((c) => c.method)).toEqual(['POST', 'GET'])
    expect(calls[0]?.body).toEqual({ delta: record() })
  })

  it("reports the server's refusal of a forged delta as invalid-argument", async () => {
    const { backend } = signedIn(() => [
      400,
      {
        status: 400,
        message: 'Invalid progress: words.x is not a known word.',
        data: { delta: { code: 'validation_invalid', message: 'Invalid progress: …' } },
      },
    ])
    const error = await backend.pushProgressDelta?.(record()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BackendError)
    expect(error).toMatchObject({ code: 'invalid-argument', status: 400 })
    expect((error as BackendError).detail).toContain('words.x is not a known word')
  })

  it("is 'User not authenticated' while signed out, without a request", async () => {
    const calls: string[] = []
    const backend = createPocketBaseBackend({
      url: 'http://x',
      fetch: (async (input: RequestInfo | URL) => {
        calls.push(String(input))
        return new Response('{}')
      }) as typeof fetch,
    })
    await expect(backend.pullProgress()).rejects.toThrow(MESSAGES.notAuthenticated)
    await expect(backend.pushProgressDelta?.(record())).rejects.toThrow(MESSAGES.notAuthenticated)
    expect(calls).toEqual([])
  })
})

describe('local backend', () => {
  it('has no accounts, no providers and nothing pending', async () => {
    const backend = createLocalBackend()
    expect(backend.currentUser()).toBeNull()
    expect(await backend.listAuthProviders()).toEqual([])
    await expect(backend.signIn('a@b.c', 'x')).rejects.toBeInstanceOf(BackendError)
    await expect(
      backend.sendContactMessage({ name: 'a', email: 'a@b.c', subject: 's', message: 'm' }),
    ).rejects.toThrow(/kept on this device only/)
    expect(await backend.signOut()).toEqual({ signedOut: true })
    expect(await backend.pullProgress()).toBeNull()
  })
})

describe('PocketBase backend sign-out', () => {
  it('ends realtime subscriptions and clears the stored session', async () => {
    const backend = createPocketBaseBackend({ url: 'http://x', fetch: answering(200, {}) })
    backend.client.authStore.save('token', { id: 'u1', collectionName: 'users' } as never)
    let unsubscribed = 0
    backend.client.realtime.unsubscribe = async (topic?: string) => {
      if (topic === undefined) unsubscribed++
    }
    expect(await backend.signOut()).toEqual({ signedOut: true })
    expect(unsubscribed).toBe(1)
    expect(backend.client.authStore.token).toBe('')
    expect(backend.client.authStore.record).toBeNull()
  })

  it('refuses a new password the policy does not accept before any request', async () => {
    let requests = 0
    const backend = createPocketBaseBackend({
      url: 'http://x',
      fetch: (async () => {
        requests++
        return new Response('{}', { status: 200 })
      }) as typeof fetch,
    })
    await expect(backend.confirmPasswordReset('t', 'aaaaaaaaaaaa', 'aaaaaaaaaaaa')).rejects.toThrow(
      MESSAGES.passwordTooCommon,
    )
    await expect(
      backend.confirmPasswordReset('', 'a-long-password-1', 'a-long-password-1'),
    ).rejects.toThrow(MESSAGES.resetLinkInvalid)
    expect(requests).toBe(0)
  })
})
