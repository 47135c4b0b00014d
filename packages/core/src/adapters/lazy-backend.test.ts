import { describe, expect, it, vi } from 'vitest'
import { BackendError, type BackendUser } from '../ports/backend'
import { createAuthStore } from '../store/auth'
import { createLazyBackend, type LoadedBackend } from './lazy-backend'
import { createLocalBackend } from './local-backend'

const LEARNER: BackendUser = { id: 'u1', email: 'a@b.co', displayName: 'Amina', avatar: null }

/** A server backend in memory: a stored session (or none), sign-in and sign-out. */
const serverBackend = (stored: BackendUser | null = null) => {
  let user = stored
  let pending: () => number = () => 0
  const listeners = new Set<(u: BackendUser | null) => void>()
  const set = (u: BackendUser | null) => {
    user = u
    for (const l of listeners) l(u)
  }
  const backend: LoadedBackend = {
    ...createLocalBackend(),
    kind: 'pocketbase',
    currentUser: () => user,
    onAuthChange: (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    setPendingChanges: (count) => {
      pending = count
    },
    signIn: async (email) => {
      set({ ...LEARNER, email })
      return LEARNER
    },
    signOut: async (opts = {}) => {
      if (pending() > 0 && !opts.discardPending)
        return { signedOut: false, pendingChanges: pending() }
      set(null)
      return { signedOut: true }
    },
    pushProgressDelta: async () => undefined,
  }
  return backend
}

describe('createLazyBackend', () => {
  it('loads nothing for a visitor without a session until a call needs the adapter', async () => {
    const load = vi.fn(async () => serverBackend())
    const backend = createLazyBackend(load, { kind: 'pocketbase', sessionStored: () => false })
    await backend.ready
    expect(load).not.toHaveBeenCalled()
    expect(backend.currentUser()).toBeNull()
    expect(backend.kind).toBe('pocketbase')

    const heard: (BackendUser | null)[] = []
    backend.onAuthChange((u) => heard.push(u))
    // Two calls at once: one load.
    const [providers, user] = await Promise.all([
      backend.listAuthProviders(),
      backend.signIn('a@b.co', 'a long password'),
    ])
    expect(load).toHaveBeenCalledTimes(1)
    expect(providers).toEqual([])
    expect(user).toEqual(LEARNER)
    expect(backend.currentUser()).toEqual(LEARNER)
    expect(heard).toEqual([LEARNER])
  })

  it('loads at once for a stored session and tells earlier listeners who is signed in', async () => {
    const backend = createLazyBackend(async () => serverBackend(LEARNER), {
      kind: 'pocketbase',
      sessionStored: () => true,
    })
    const heard: (BackendUser | null)[] = []
    backend.onAuthChange((u) => heard.push(u))
    expect(backend.currentUser()).toBeNull()
    await backend.ready
    expect(backend.currentUser()).toEqual(LEARNER)
    expect(heard).toEqual([LEARNER])
  })

  it('keeps the auth store loading until the stored session is read', async () => {
    let finish: (b: LoadedBackend) => void = () => {}
    const backend = createLazyBackend(() => new Promise<LoadedBackend>((r) => (finish = r)), {
      kind: 'pocketbase',
      sessionStored: () => true,
    })
    const auth = createAuthStore(backend)
    expect(auth.getState().status).toBe('loading')
    finish(serverBackend(LEARNER))
    await backend.ready
    expect(auth.getState()).toMatchObject({ status: 'signedIn', user: { displayName: 'Amina' } })
  })

  it('shows a signed-out learner as signed out once a stale session turns out empty', async () => {
    const backend = createLazyBackend(async () => serverBackend(null), {
      kind: 'pocketbase',
      sessionStored: () => true,
    })
    const auth = createAuthStore(backend)
    await backend.ready
    expect(auth.getState().status).toBe('signedOut')
  })

  it('hands the sync engine’s pending count to the adapter, so sign-out still waits for it', async () => {
    const backend = createLazyBackend(async () => serverBackend(LEARNER), {
      kind: 'pocketbase',
      sessionStored: () => true,
    })
    backend.setPendingChanges(() => 3)
    await backend.ready
    await expect(backend.signOut()).resolves.toEqual({ signedOut: false, pendingChanges: 3 })
    await expect(backend.signOut({ discardPending: true })).resolves.toEqual({ signedOut: true })
    expect(backend.currentUser()).toBeNull()
  })

  it('rejects a call with a clear error when the adapter cannot load, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<LoadedBackend>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(serverBackend())
    const backend = createLazyBackend(load, { kind: 'pocketbase', sessionStored: () => false })
    const error = await backend.signIn('a@b.co', 'a long password').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BackendError)
    expect(error).toMatchObject({
      code: 'unavailable',
      status: 0,
      message: 'Sorry, something went wrong. Please try again later.',
    })
    expect(backend.currentUser()).toBeNull()
    await expect(backend.signIn('a@b.co', 'a long password')).resolves.toEqual(LEARNER)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('resolves ready even when a stored session’s adapter cannot load (signed out, offline)', async () => {
    const backend = createLazyBackend(() => Promise.reject(new Error('offline')), {
      kind: 'pocketbase',
      sessionStored: () => true,
    })
    const auth = createAuthStore(backend)
    await backend.ready
    expect(auth.getState().status).toBe('signedOut')
  })
})
