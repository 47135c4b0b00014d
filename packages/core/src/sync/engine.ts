/**
 * The sync engine: progress is written locally first (by the progress store),
 * then pushed to the Backend. The engine remembers the last record the server
 * acknowledged (`acked`, in memory) and a push sends only the delta: the entries
 * that differ from it (`progressDelta`); the server merges the delta into what it
 * has and answers with just the record id. So a queue of changes is just a count
 * of changes not yet acknowledged, and any later push carries all of them (the
 * delta grows until a push succeeds). Failed pushes are retried with exponential
 * backoff.
 *
 * Other devices' answers arrive by pulling the server's whole record and merging it
 * into local progress: before the first push after start, a reload or a sign-in
 * (no `acked` yet: the pulled record becomes the base, so the first push carries
 * only what the server lacks), on `flush`, and at most every `pullIntervalMs`
 * (60 s) with pushes. On sign-in this merges progress made while signed out into
 * the account, and the account's into this device.
 *
 * This file wires the engine from its seams: the exchange with the server (exchange.ts: pull
 * and merge, the delta pushed), the timer of pushes and the backoff (push-timer.ts), and the
 * state it reports and keeps across reloads (sync-state.ts).
 */
import type { Backend, SignOutOptions, SignOutResult } from '../ports/backend'
import { emptyProgress } from '../progress/types'
import { createExchange, type Exchange, type ProgressSource } from './exchange'
import {
  createPushTimer,
  type PushTimer,
  type RetryTimings,
  retryDelay,
  type SyncClock,
  systemSyncClock,
} from './push-timer'
import {
  createSyncReport,
  type SyncReport,
  type SyncState,
  type SyncStateStorage,
  type SyncStatus,
} from './sync-state'

export type { ProgressSource, SyncClock, SyncState, SyncStateStorage, SyncStatus }

/** Options of {@link createSyncEngine}. */
export interface SyncOptions {
  backend: Backend
  source: ProgressSource
  /** Keeps the pending count across reloads; without it a reload syncs on the next sign-in. */
  storage?: SyncStateStorage
  clock?: SyncClock
  /** Waits this long after a change before pushing, to batch answers. Default 2000 ms. */
  debounceMs?: number
  /** First retry delay, ms (doubles each failure). Default 1000. */
  retryInitialMs?: number
  /** Longest retry delay, ms. Default 5 minutes. */
  retryMaxMs?: number
  /** Random in [0, 1) for jitter (±20%). Default Math.random. */
  random?: () => number
  /** Clear local progress on sign-out (original-app.md §7). Default true. */
  clearOnSignOut?: boolean
  /**
   * Pulls the server's record (other devices' answers) with a push at most this often,
   * ms. Default 60000. A pull also happens on start, on sign-in and on `flush`.
   */
  pullIntervalMs?: number
}

/** A running sync engine. */
export interface SyncEngine {
  getState(): SyncState
  subscribe(listener: (state: SyncState) => void): () => void
  /** Call after each local change (the store has already saved it locally). */
  changed(count?: number): void
  /**
   * Syncs now (pulls the server's record, then pushes the delta); resolves true when
   * everything pending reached the server.
   */
  flush(): Promise<boolean>
  /**
   * Flushes, then signs out. With changes still pending (offline) it does not sign out
   * unless `discardPending` is set, and says how many changes would be lost.
   */
  signOut(options?: SignOutOptions): Promise<SignOutResult>
  /** Loads the saved pending count and syncs if signed in. */
  start(): Promise<void>
  /** Stops timers and listeners. */
  dispose(): void
}

/** What one push needs (see {@link createPusher}). */
interface PushParts {
  backend: Backend
  source: ProgressSource
  report: SyncReport
  exchange: Exchange
  timer: PushTimer
  clock: SyncClock
  debounceMs: number
  retry: RetryTimings
  random: () => number
}

/** The engine's pushes, one at a time. */
interface Pusher {
  /** Syncs now, or joins the sync under way; resolves true when nothing is left pending. */
  push(): Promise<boolean>
  /** The sync under way, if any. */
  running(): Promise<boolean> | null
}

/**
 * One sync at a time: pull when due (merged into local), then push the delta. A success
 * takes the changes counted before it began off the pending count (those made meanwhile wait
 * for the debounce); a failure schedules a retry with backoff.
 */
function createPusher(parts: PushParts): Pusher {
  const { backend, source, report, exchange, timer, clock } = parts
  let running: Promise<boolean> | null = null
  const pushOnce = async (): Promise<boolean> => {
    if (!backend.currentUser()) {
      report.set({ status: 'signedOut', nextRetryAt: null })
      return false
    }
    const acknowledged = report.get().pending
    report.set({ status: 'syncing', nextRetryAt: null })
    try {
      const pullDue = exchange.pullDue()
      const session = exchange.session()
      if (pullDue) await exchange.pull(session)
      await source.flush?.()
      await exchange.send(session)
      const pending = Math.max(0, report.get().pending - acknowledged)
      report.set({
        pending,
        lastSyncedAt: clock.now(),
        failures: 0,
        lastError: null,
        status: pending > 0 ? 'pending' : 'synced',
      })
      await report.persist()
      if (pending > 0) timer.schedule(parts.debounceMs)
      return pending === 0
    } catch (error) {
      const failures = report.get().failures + 1
      const delay = retryDelay(failures, parts.retry, parts.random)
      report.set({
        status: 'retrying',
        failures,
        lastError: error instanceof Error ? error.message : String(error),
        nextRetryAt: clock.now() + delay,
      })
      timer.schedule(delay)
      return false
    }
  }
  const push = (): Promise<boolean> => {
    if (running) return running
    running = pushOnce().finally(() => {
      running = null
    })
    return running
  }
  return { push, running: () => running }
}

/** What the engine's methods are made of. */
interface EngineParts extends PushParts {
  pusher: Pusher
  clearOnSignOut: boolean
}

/**
 * Follows sign-ins and sign-outs (here or in another tab): another account, or none, and what
 * the server acknowledged is unknown; a sign-in syncs at once. Returns what stops it.
 */
function watchAuth({ backend, exchange, report, timer }: EngineParts): () => void {
  return backend.onAuthChange((user) => {
    exchange.forget()
    if (user) {
      // Sign-in: merge this device's progress (even signed-out progress) with the account's.
      report.set({ status: 'pending', failures: 0 })
      timer.schedule(0)
    } else {
      timer.cancel()
      report.set({ status: 'signedOut', nextRetryAt: null })
    }
  })
}

/** The engine's `signOut`: pending changes pushed first; once signed out, local progress cleared. */
async function signOut(parts: EngineParts, opts: SignOutOptions): Promise<SignOutResult> {
  const { backend, source, report, exchange, timer, pusher } = parts
  if (backend.currentUser() && report.get().pending > 0) {
    timer.cancel()
    const running = pusher.running()
    if (running) await running
    await pusher.push()
  }
  const result = await backend.signOut(opts)
  if (result.signedOut) {
    timer.cancel()
    exchange.forget()
    if (parts.clearOnSignOut) await (source.clear ? source.clear() : source.set(emptyProgress()))
    report.set({ status: 'signedOut', pending: 0, failures: 0, nextRetryAt: null, lastError: null })
    await report.persist()
  }
  return result
}

/** Creates a sync engine for one progress source and one backend. */
export function createSyncEngine(options: SyncOptions): SyncEngine {
  const { backend, source } = options
  const clock = options.clock ?? systemSyncClock
  const debounceMs = options.debounceMs ?? 2000
  const pullIntervalMs = options.pullIntervalMs ?? 60_000
  const retry = {
    retryInitialMs: options.retryInitialMs ?? 1000,
    retryMaxMs: options.retryMaxMs ?? 5 * 60_000,
  }
  const report = createSyncReport(backend.currentUser() ? 'synced' : 'signedOut', options.storage)
  const exchange = createExchange(backend, source, () => clock.now(), pullIntervalMs)
  const timer = createPushTimer(clock, () => void pusher.push())
  const random = options.random ?? Math.random
  const pushParts = { backend, source, report, exchange, timer, clock, debounceMs, retry, random }
  const pusher = createPusher(pushParts)
  const clearOnSignOut = options.clearOnSignOut ?? true
  const parts: EngineParts = { ...pushParts, pusher, clearOnSignOut }
  const unsubscribeAuth = watchAuth(parts)
  backend.setPendingChanges(() => report.get().pending)

  return {
    getState: () => report.get(),
    subscribe: (listener) => report.subscribe(listener),
    changed(count = 1) {
      report.set({ pending: report.get().pending + count })
      void report.persist()
      if (!backend.currentUser()) return
      // While retrying, the backoff timer decides; otherwise debounce.
      const { status } = report.get()
      if (status !== 'retrying' && status !== 'syncing') {
        report.set({ status: 'pending' })
        timer.schedule(debounceMs)
      }
    },
    async flush() {
      // The push starts in this turn when none is under way: the changes counted so far are
      // the ones it acknowledges.
      timer.cancel()
      const running = pusher.running()
      if (running) await running
      if (!backend.currentUser()) return false
      exchange.requestPull()
      return pusher.push()
    },
    signOut: (opts = {}) => signOut(parts, opts),
    async start() {
      await report.restore()
      if (backend.currentUser()) await pusher.push()
    },
    dispose() {
      timer.dispose()
      unsubscribeAuth()
      report.dispose()
      backend.setPendingChanges(() => 0)
    },
  }
}
