import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../adapters/memory-storage'
import type { Backend, BackendUser } from '../ports/backend'
import { fixedClock } from '../ports/clock'
import { mergeDelta } from '../progress/delta'
import {
  type EpochMove,
  highestEpoch,
  logReset,
  moveEpoch,
  placeReset,
  type ResetLog,
} from '../progress/epochs'
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
  const state = {
    online: true,
    server: emptyProgress(),
    pushes: 0,
    pulls: 0,
    /** What each push sent. */
    sent: [] as Progress[],
  }
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
    pullProgress: async () => {
      state.pulls++
      if (!state.online) throw new Error('offline')
      return state.server
    },
    pushProgressDelta: async (p: Progress) => {
      state.pushes++
      if (!state.online) throw new Error('offline')
      state.sent.push(p)
      state.server = merge(state.server, p)
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

  it('refuses a malformed server record and retries', async () => {
    const { backend } = fakeBackend()
    ;(backend as { pullProgress: unknown }).pullProgress = async () => ({ version: 2 })
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
    await Promise.all(stores.map((s) => s.getState().load()))
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

  it('pushes only the entries that changed since the server acknowledged', async () => {
    const clock = fakeClock()
    const { backend, state } = fakeBackend()
    const src = source()
    const engine = createSyncEngine({ backend, source: src, clock, debounceMs: 10 })
    for (const [i, w] of ['a', 'b', 'c'].entries()) {
      src.set(recordAttempt(src.get(), w, true, { now: i }, 'dev1'))
      engine.changed()
    }
    await clock.advance(10)
    expect(state.pulls).toBe(1)
    // The first push after start: the server had nothing, so all three words.
    expect(Object.keys(state.sent[0]?.words ?? {}).sort()).toEqual(['a', 'b', 'c'])
    src.set(recordAttempt(src.get(), 'b', false, { now: 5 }, 'dev1'))
    engine.changed()
    await clock.advance(10)
    expect(state.pushes).toBe(2)
    expect(Object.keys(state.sent[1]?.words ?? {})).toEqual(['b'])
    expect(state.sent[1]?.decks).toEqual({})
    expect(state.pulls).toBe(1)
    expect(state.server).toEqual(src.get())
    // Nothing changed (a change count without a change): no request, pending cleared.
    engine.changed()
    await clock.advance(10)
    expect(state.pushes).toBe(2)
    expect(engine.getState()).toMatchObject({ status: 'synced', pending: 0 })
  })

  it('pulls other devices’ answers at most every pullIntervalMs, and on flush', async () => {
    const clock = fakeClock()
    const { backend, state } = fakeBackend()
    const src = source()
    const engine = createSyncEngine({
      backend,
      source: src,
      clock,
      debounceMs: 10,
      pullIntervalMs: 1000,
    })
    await engine.start()
    expect(state.pulls).toBe(1)
    // Another device of the learner answers.
    state.server = recordAttempt(state.server, 'x', true, { now: 1 }, 'other')
    src.set(recordAttempt(src.get(), 'y', true, { now: 2 }, 'dev1'))
    engine.changed()
    await clock.advance(10)
    expect(state.pulls).toBe(1)
    expect(src.get().words.x).toBeUndefined()
    await clock.advance(1000)
    src.set(recordAttempt(src.get(), 'y', true, { now: 3 }, 'dev1'))
    engine.changed()
    await clock.advance(10)
    expect(state.pulls).toBe(2)
    expect(src.get().words.x).toMatchObject({ correct: 1 })
    // The pulled record is the base: the push after it carries only this device's change.
    expect(Object.keys(state.sent.at(-1)?.words ?? {})).toEqual(['y'])
    state.server = recordAttempt(state.server, 'z', true, { now: 4 }, 'other')
    expect(await engine.flush()).toBe(true)
    expect(state.pulls).toBe(3)
    expect(src.get()).toEqual(state.server)
  })

  it('offline then online: the delta grows until a push succeeds and delivers everything', async () => {
    const clock = fakeClock()
    const { backend, state } = fakeBackend()
    const src = source()
    const engine = createSyncEngine({
      backend,
      source: src,
      clock,
      debounceMs: 10,
      retryInitialMs: 100,
      random: () => 0.5,
    })
    src.set(recordAttempt(src.get(), 'a', true, { now: 1 }, 'dev1'))
    engine.changed()
    await clock.advance(10)
    expect(state.server.words.a).toMatchObject({ attempts: 1 })
    state.online = false
    for (const [i, w] of ['a', 'b', 'a', 'c'].entries()) {
      src.set(recordAttempt(src.get(), w, i % 2 === 0, { now: 10 + i }, 'dev1'))
      engine.changed()
      await clock.advance(10)
    }
    expect(engine.getState()).toMatchObject({ status: 'retrying', pending: 4 })
    state.online = true
    await clock.advance(10_000)
    expect(engine.getState()).toMatchObject({ status: 'synced', pending: 0 })
    expect(Object.keys(state.sent.at(-1)?.words ?? {}).sort()).toEqual(['a', 'b', 'c'])
    expect(state.server).toEqual(src.get())
    expect(state.server.words.a).toMatchObject({ correct: 3, attempts: 3 })
  })

  it('two devices pushing deltas converge to the summed counts', async () => {
    const clock = fakeClock()
    const { backend, state } = fakeBackend()
    const stores = [0, 1].map(() =>
      createProgressStore({ storage: createMemoryStorage(), debounceMs: 0 }),
    )
    const [a, b] = stores as [(typeof stores)[0], (typeof stores)[0]]
    await Promise.all(stores.map((s) => s.getState().load()))
    const engines = stores.map((s) =>
      createSyncEngine({
        backend,
        source: progressStoreSource(s),
        clock,
        debounceMs: 10,
        pullIntervalMs: 100,
      }),
    )
    for (let round = 0; round < 3; round++) {
      a.getState().recordAttempt('w', true)
      b.getState().recordAttempt('w', false)
      b.getState().recordAttempt('v', true)
      for (const e of engines) e.changed()
      await clock.advance(50)
    }
    await clock.advance(200)
    for (const e of engines) e.changed()
    await clock.advance(50)
    for (const e of engines) e.changed()
    await clock.advance(50)
    expect(state.server.words.w).toMatchObject({ correct: 3, attempts: 6 })
    expect(state.server.words.v).toMatchObject({ correct: 3, attempts: 3 })
    expect(a.getState().progress).toEqual(state.server)
    expect(b.getState().progress).toEqual(state.server)
  })
})

describe('sync engine and two tabs of one browser', () => {
  it('counts an answer once when the server’s copy of it reaches a tab that has not yet saved it', async () => {
    const clock = fakeClock()
    const { backend, state } = fakeBackend()
    const storage = createMemoryStorage()
    // One browser, two tabs: one device id, one storage. Tab one saves only when flushed.
    const one = createProgressStore({ storage, debounceMs: 60_000, clock: fixedClock(1000) })
    const two = createProgressStore({ storage, debounceMs: 0, clock: fixedClock(1000) })
    await one.getState().load()
    await two.getState().load()
    expect(two.getState().deviceId).toBe(one.getState().deviceId)
    const engines = [one, two].map((s) =>
      createSyncEngine({ backend, source: progressStoreSource(s), clock, debounceMs: 10 }),
    )
    // Tab one answers; its sync runs while the answer waits for the tab's next write.
    one.getState().recordAttempt('w', true, { schedule: false })
    engines[0]?.changed()
    await clock.advance(10)
    // Tab two pulls the account and stores what the server holds.
    await engines[1]?.flush()
    await two.getState().flush()
    // Tab one then writes its record over what tab two stored, and syncs again.
    await one.getState().flush()
    engines[0]?.changed()
    await clock.advance(10)
    await engines[1]?.flush()
    expect(one.getState().progress.words.w).toMatchObject({ correct: 1, attempts: 1 })
    expect(state.server.words.w).toMatchObject({ correct: 1, attempts: 1 })
    expect(two.getState().progress.words.w).toMatchObject({ correct: 1, attempts: 1 })
    for (const e of engines) e.dispose()
  })
})

describe('sync engine and two tabs of one browser, in any order', () => {
  type Step = { tab: 0 | 1; action: 'answer' | 'write' | 'sync' | 'push' }
  const step = fc.record<Step>({
    tab: fc.constantFrom(0, 1),
    action: fc.constantFrom('answer', 'answer', 'write', 'sync', 'push'),
  })

  it('property: every answer counts once on the server and in both tabs, whatever the order of answers, writes and syncs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 24 }), async (steps) => {
        const clock = fakeClock()
        const { backend, state } = fakeBackend()
        const storage = createMemoryStorage()
        // Tabs that write only when told: a change can stay pending across any syncs.
        const tabs = [0, 1].map(() =>
          createProgressStore({ storage, debounceMs: 60_000, clock: fixedClock(1000) }),
        )
        for (const tab of tabs) await tab.getState().load()
        const engines = tabs.map((tab) =>
          createSyncEngine({ backend, source: progressStoreSource(tab), clock, debounceMs: 10 }),
        )
        let answers = 0
        for (const { tab, action } of steps) {
          const store = tabs[tab]?.getState()
          const engine = engines[tab]
          if (!store || !engine) continue
          if (action === 'answer') {
            store.recordAttempt(`w${answers % 3}`, answers % 2 === 0, { schedule: false })
            answers++
          } else if (action === 'write') await store.flush()
          else if (action === 'sync') await engine.flush()
          else {
            engine.changed()
            await clock.advance(10)
          }
        }
        // Then every tab writes and syncs, twice round (the second pulls the other's answers).
        for (let round = 0; round < 2; round++)
          for (const [i, tab] of tabs.entries()) {
            await tab.getState().flush()
            await engines[i]?.flush()
          }
        const total = (p: Progress) =>
          Object.values(p.words).reduce((sum, word) => sum + word.attempts, 0)
        expect(total(state.server)).toBe(answers)
        for (const tab of tabs) expect(total(tab.getState().progress)).toBe(answers)
        for (const engine of engines) engine.dispose()
      }),
      { numRuns: 150 },
    )
  })
})

describe('sync engine and a reset the server moves', () => {
  it('follows the move in the store and in another tab, and keeps every answer', async () => {
    const clock = fakeClock()
    // The server: the core's own placement of a pushed reset (as the progress route).
    let server = emptyProgress()
    let log: ResetLog = { resets: [], moves: {} }
    const moves: EpochMove[] = []
    const { backend } = fakeBackend()
    backend.pullProgress = async () => server
    backend.pushProgressDelta = async (delta, options) => {
      const move = placeReset(
        log,
        server.resetAt,
        () => highestEpoch(server),
        delta.resetAt,
        options?.base,
      )
      const stored = server
      server = mergeDelta(server, move ? moveEpoch(delta, move) : delta)
      log = logReset(logReset(log, stored.resetAt, null), server.resetAt, move)
      if (!move) return undefined
      moves.push(move)
      return { moved: move }
    }
    const storage = createMemoryStorage()
    const tab = () => createProgressStore({ storage, debounceMs: 0, clock: fixedClock(1000) })
    const one = tab()
    await one.getState().load()
    const engine = createSyncEngine({
      backend,
      source: progressStoreSource(one),
      clock,
      debounceMs: 10,
    })
    await engine.start()
    // Another device resets the account meanwhile, high above anything here…
    server = { ...emptyProgress(), resetAt: 5_000_000 }
    log = logReset(log, 5_000_000, null)
    // …and this browser resets without having heard of it, then answers in both tabs.
    one.getState().resetAll()
    one.getState().recordAttempt('w1', true)
    await one.getState().flush()
    const ownReset = one.getState().progress.resetAt
    expect(ownReset).toBeLessThan(5_000_000)
    // A second tab opens on this browser's record (reset, not yet synced).
    const two = tab()
    await two.getState().load()
    expect(two.getState().progress.resetAt).toBe(ownReset)
    engine.changed()
    await clock.advance(10)
    // The server received this reset last: it moved it above its own.
    expect(moves).toEqual([{ from: ownReset, to: 5_000_001 }])
    expect(one.getState().progress.resetAt).toBe(5_000_001)
    expect(server.words.w1).toMatchObject({ since: 5_000_001, correct: 1, attempts: 1 })
    // The other tab still holds the device's epoch; its next save follows the move.
    two.getState().recordAttempt('w2', false)
    await two.getState().flush()
    expect(two.getState().progress.resetAt).toBe(5_000_001)
    expect(two.getState().progress.words.w1?.attempts).toBe(1)
    expect(two.getState().progress.words.w2?.attempts).toBe(1)
    // And its answer reaches the server on the moved epoch.
    one.getState().mergeIn(two.getState().progress)
    engine.changed()
    await clock.advance(10)
    expect(server.resetAt).toBe(5_000_001)
    expect(server.words.w2).toMatchObject({ since: 5_000_001, attempts: 1 })
    expect(moves).toHaveLength(1)
    engine.dispose()
  })
})
