import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../adapters/memory-storage'
import type { Backend, BackendUser } from '../ports/backend'
import { merge } from '../progress/merge'
import { recordAttempt } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import { createProgressStore, progressStoreSource } from '../store/progress'
import { createSyncEngine, type SyncClock } from './engine'

/** A clock whose timers run only when the test advances time. */
const fakeClock = () => {
  let now = 0
  let timers: Array<{ at: number; fn: () => void; id: number }> = []
  let next = 1
  const clock: SyncClock & { advance(ms: number): Promise<void> } = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = next++
      timers.push({ at: now + ms, fn, id })
      return id
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id)
    },
    async advance(ms) {
      const end = now + ms
      for (;;) {
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0]
        if (!due) break
        timers = timers.filter((t) => t !== due)
        now = due.at
        due.fn()
        for (let i = 0; i < 10; i++) await Promise.resolve()
      }
      now = end
    },
  }
  return clock
}

/** A backend whose server is a merged record in memory; `online` can be switched off. */
const fakeBackend = () => {
  const user: BackendUser = { id: 'u1', email: 'u@k.t', displayName: 'U', avatar: null }
  let signedIn: BackendUser | null = user
  let pending = () => 0
  const listeners = new Set<(u: BackendUser | null) => void>()
  const state = { online: true, server: emptyProgress(), pushes: 0 }
  const backend = {
    kind: 'pocketbase',
    currentUser: () => signedIn,
    onAuthChange: (l: (u: BackendUser | null) => void) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    setPendingChanges: (count: () => number) => {
      pending = count
    },
    signOut: async (o?: { discardPending?: boolean }) => {
      if (pending() > 0 && !o?.discardPending)
        return { signedOut: false, pendingChanges: pending() }
      signedIn = null
      for (const l of listeners) l(null)
      return { signedOut: true }
    },
    pushProgress: async (p: Progress) => {
      state.pushes++
      if (!state.online) throw new Error('offline')
      state.server = merge(state.server, p)
      return state.server
    },
  } as unknown as Backend
  return { backend, state }
}

const source = () => {
  let p = emptyProgress()
  return {
    get: () => p,
    set: (x: Progress) => {
      p = x
    },
  }
}

describe('sync engine', () => {
  it('debounces changes into one push', async () => {
    const clock = fakeClock()
    const { backend, state } = fakeBackend()
    const src = source()
    const engine = createSyncEngine({ backend, source: src, clock, debounceMs: 100 })
    for (let i = 0; i < 5; i++) {
      src.set(recordAttempt(src.get(), 'w', true, { now: i }, 'dev1'))
      engine.changed()
    }
    expect(engine.getState()).toMatchObject({ status: 'pending', pending: 5 })
    await clock.advance(100)
    expect(state.pushes).toBe(1)
    expect(engine.getState()).toMatchObject({ status: 'synced', pending: 0 })
    expect(state.server.words.w?.correct).toBe(5)
  })

  it('retries with exponential backoff until the server answers', async () => {
    const clock = fakeClock()
    const { backend, state } = fakeBackend()
    const src = source()
    const engine = createSyncEngine({
      backend,
      source: src,
      clock,
      debounceMs: 10,
      retryInitialMs: 1000,
      retryMaxMs: 8000,
      random: () => 0.5,
    })
    state.online = false
    src.set(recordAttempt(src.get(), 'w', true, { now: 1 }, 'dev1'))
    engine.changed()
    await clock.advance(10)
    const delays: number[] = []
    for (let i = 0; i < 5; i++) {
      const { nextRetryAt } = engine.getState()
      delays.push((nextRetryAt ?? 0) - clock.now())
      await clock.advance((nextRetryAt ?? 0) - clock.now())
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000])
    expect(engine.getState()).toMatchObject({ status: 'retrying', pending: 1, failures: 6 })
    state.online = true
    await clock.advance(8000)
    expect(engine.getState()).toMatchObject({ status: 'synced', pending: 0, failures: 0 })
    expect(state.server.words.w?.attempts).toBe(1)
  })

  it('keeps changes made during a push pending', async () => {
    const clock = fakeClock()
    const { backend } = fakeBackend()
    const src = source()
    const engine = createSyncEngine({ backend, source: src, clock, debounceMs: 10 })
    engine.changed()
    const flushing = engine.flush()
    engine.changed()
    await flushing
    expect(engine.getState().pending).toBe(1)
  })

  it('signs out only after a successful flush, then clears local progress', async () => {
    const clock = fakeClock()
    const { backend, state } = fakeBackend()
    const src = source()
    const engine = createSyncEngine({ backend, source: src, clock })
    state.online = false
    src.set(recordAttempt(src.get(), 'w', true, { now: 1 }, 'dev1'))
    engine.changed()
    expect(await engine.signOut()).toEqual({ signedOut: false, pendingChanges: 1 })
    state.online = true
    expect(await engine.signOut()).toEqual({ signedOut: true })
    expect(state.server.words.w?.correct).toBe(1)
    expect(src.get()).toEqual(emptyProgress())
    expect(engine.getState().status).toBe('signedOut')
  })

  it('signs out through source.clear when the source has one (a new device id)', async () => {
    const { backend } = fakeBackend()
    const src = { ...source(), cleared: 0, clear() {} }
    src.clear = () => {
      src.cleared++
    }
    const engine = createSyncEngine({ backend, source: src, clock: fakeClock() })
    expect(await engine.signOut()).toEqual({ signedOut: true })
    expect(src.cleared).toBe(1)
  })

  it('refuses a malformed server answer and retries', async () => {
    const { backend } = fakeBackend()
    ;(backend as { pushProgress: unknown }).pushProgress = async () => ({ version: 2 })
    const src = source()
    const engine = createSyncEngine({ backend, source: src, clock: fakeClock() })
    engine.changed()
    expect(await engine.flush()).toBe(false)
    expect(engine.getState()).toMatchObject({ status: 'retrying', pending: 1 })
    expect(engine.getState().lastError).toMatch(/Invalid progress from the server/)
    expect(src.get()).toEqual(emptyProgress())
  })

  it('syncs the progress store: answers of two devices add up, sign-out starts a new device', async () => {
    const clock = fakeClock()
    const { backend, state } = fakeBackend()
    const stores = [0, 1].map(() =>
      createProgressStore({ storage: createMemoryStorage(), debounceMs: 0 }),
    )
    const [a, b] = stores as [(typeof stores)[0], (typeof stores)[0]]
    const engines = stores.map((s) =>
      createSyncEngine({ backend, source: progressStoreSource(s), clock, debounceMs: 10 }),
    )
    a.getState().recordAttempt('w', true)
    a.getState().recordAttempt('w', false)
    b.getState().recordAttempt('w', true)
    for (const e of engines) e.changed()
    await clock.advance(10)
    await engines[0]?.flush()
    expect(state.server.words.w).toMatchObject({ correct: 2, attempts: 3 })
    expect(a.getState().progress).toEqual(state.server)
    const before = a.getState().deviceId
    expect(await engines[0]?.signOut()).toEqual({ signedOut: true })
    expect(a.getState().progress).toEqual(emptyProgress())
    expect(a.getState().deviceId).not.toBe(before)
  })
})
