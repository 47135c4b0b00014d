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
 */
import type { Backend, SignOutOptions, SignOutResult } from '../ports/backend'
import { isEmptyDelta, progressDelta } from '../progress/delta'
import { type EpochMove, moveEpoch } from '../progress/epochs'
import { merge } from '../progress/merge'
import { emptyProgress, type Progress } from '../progress/types'
import { describeIssues, validateProgress } from '../progress/validate'

/** Timers the engine uses; inject fakes in tests. */
export interface SyncClock {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The local progress the engine syncs (the progress store, or anything like it). */
export interface ProgressSource {
  /** The current local record. */
  get(): Progress
  /** Replaces the local record (already merged); the source persists it locally. */
  set(progress: Progress): void | Promise<void>
  /**
   * Moves the local record's reset `move.from` to the server's epoch `move.to` (see
   * `moveEpoch`), in this record and in any other copy of it (other tabs). Without it the
   * local record keeps its own epoch, and answers counted under it after the move are
   * dropped by the server until the next reset.
   */
  moveEpoch?(move: EpochMove): void | Promise<void>
  /**
   * Discards the local record on sign-out. A source with per-device counters (the progress
   * store) must also start a new device id here; without `clear`, `set(emptyProgress())`.
   */
  clear?(): void | Promise<void>
  /**
   * Writes the source's pending local changes, so that `get` holds them; called before each
   * push. A source whose `get` leaves out changes not yet written (the progress store) needs
   * it, or a push (and a sign-out's last push) would not carry them.
   */
  flush?(): Promise<void>
}

/** Where the engine keeps its own bookkeeping (pending count) across reloads. */
export interface SyncStateStorage {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
}

/** Where the engine is. */
export type SyncStatus =
  /** Nobody is signed in: changes stay local and merge into the account on sign-in. */
  | 'signedOut'
  /** Everything is on the server. */
  | 'synced'
  /** Changes wait for the debounce. */
  | 'pending'
  /** A push is under way. */
  | 'syncing'
  /** The last push failed; another is scheduled (`nextRetryAt`). */
  | 'retrying'

/** What the engine reports to the UI. */
export interface SyncState {
  status: SyncStatus
  /** Local changes not yet acknowledged by the server. */
  pending: number
  /** When the server last acknowledged a push, ms; null if never. */
  lastSyncedAt: number | null
  /** Failed pushes in a row. */
  failures: number
  /** When the next retry runs, ms; null if none is scheduled. */
  nextRetryAt: number | null
  /** The last error's message, for the UI; null after a success. */
  lastError: string | null
}

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

const STORAGE_KEY = 'kalima.sync.v1'

const systemClock: SyncClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** Creates a sync engine for one progress source and one backend. */
export function createSyncEngine(options: SyncOptions): SyncEngine {
  const { backend, source, storage } = options
  const clock = options.clock ?? systemClock
  const debounceMs = options.debounceMs ?? 2000
  const retryInitialMs = options.retryInitialMs ?? 1000
  const retryMaxMs = options.retryMaxMs ?? 5 * 60_000
  const random = options.random ?? Math.random
  const clearOnSignOut = options.clearOnSignOut ?? true
  const pullIntervalMs = options.pullIntervalMs ?? 60_000

  let state: SyncState = {
    status: backend.currentUser() ? 'synced' : 'signedOut',
    pending: 0,
    lastSyncedAt: null,
    failures: 0,
    nextRetryAt: null,
    lastError: null,
  }
  const listeners = new Set<(s: SyncState) => void>()
  let timer: unknown = null
  let running: Promise<boolean> | null = null
  let disposed = false
  /** The last record the server acknowledged (it holds at least this); null: unknown. */
  let acked: Progress | null = null
  /** When the server's record was last pulled (clock ms); null: not since start or sign-in. */
  let pulledAt: number | null = null
  /** The next push pulls first, whatever the interval (flush). */
  let pullRequested = false
  /** Bumped on sign-in and sign-out: a request of an earlier session sets no base. */
  let generation = 0
  const forgetServer = () => {
    generation++
    acked = null
    pulledAt = null
  }

  const setState = (patch: Partial<SyncState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener(state)
  }
  const persist = () =>
    storage
      ?.set(STORAGE_KEY, { pending: state.pending, lastSyncedAt: state.lastSyncedAt })
      .catch(() => {})
  const cancelTimer = () => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
  }
  const schedule = (ms: number) => {
    cancelTimer()
    if (disposed) return
    timer = clock.setTimeout(() => {
      timer = null
      void push()
    }, ms)
  }

  /** The server's whole record, validated, merged into local; it becomes the delta base. */
  const pull = async (session: number) => {
    const remote = await backend.pullProgress()
    if (session !== generation) return
    let base = emptyProgress()
    if (remote) {
      const answer = validateProgress(remote)
      if (!answer.ok)
        throw new Error(`Invalid progress from the server: ${describeIssues(answer.issues)}`)
      base = answer.progress
      const local = source.get()
      if (!isEmptyDelta(progressDelta(base, local), local)) await source.set(merge(local, base))
    }
    acked = base
    pulledAt = clock.now()
  }

  /** Sends what the server lacks: the delta of local progress against `acked`. */
  const send = async (session: number) => {
    const current = source.get()
    const base = acked ?? emptyProgress()
    const delta = progressDelta(current, base)
    if (isEmptyDelta(delta, base)) return
    if (backend.pushProgressDelta) {
      const answer = await backend.pushProgressDelta(delta, { base: base.resetAt })
      if (session !== generation) return
      const moved = answer?.moved
      if (moved) {
        // The server moved this device's reset to a new epoch: the record follows, so its
        // next pushes carry the server's epoch.
        await source.moveEpoch?.(moved)
        acked = moveEpoch(current, moved)
      } else acked = current
      return
    }
    // A backend without delta pushes answers with the merged record.
    const answer = validateProgress(await backend.pushProgress(delta))
    if (!answer.ok)
      throw new Error(`Invalid progress from the server: ${describeIssues(answer.issues)}`)
    if (session !== generation) return
    await source.set(merge(source.get(), answer.progress))
    acked = answer.progress
  }

  /** One sync: pull when due (merged into local), then push the delta. */
  const pushOnce = async (): Promise<boolean> => {
    if (!backend.currentUser()) {
      setState({ status: 'signedOut', nextRetryAt: null })
      return false
    }
    const acknowledged = state.pending
    setState({ status: 'syncing', nextRetryAt: null })
    try {
      const pullDue =
        acked === null ||
        pulledAt === null ||
        pullRequested ||
        clock.now() - pulledAt >= pullIntervalMs
      const session = generation
      if (pullDue) {
        await pull(session)
        pullRequested = false
      }
      await source.flush?.()
      await send(session)
      const pending = Math.max(0, state.pending - acknowledged)
      setState({
        pending,
        lastSyncedAt: clock.now(),
        failures: 0,
        lastError: null,
        status: pending > 0 ? 'pending' : 'synced',
      })
      await persist()
      if (pending > 0) schedule(debounceMs)
      return pending === 0
    } catch (error) {
      const failures = state.failures + 1
      const base = Math.min(retryMaxMs, retryInitialMs * 2 ** (failures - 1))
      const delay = Math.round(base * (0.8 + 0.4 * random()))
      setState({
        status: 'retrying',
        failures,
        lastError: error instanceof Error ? error.message : String(error),
        nextRetryAt: clock.now() + delay,
      })
      schedule(delay)
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

  const unsubscribeAuth = backend.onAuthChange((user) => {
    // Another account (or none): what the server acknowledged is unknown.
    forgetServer()
    if (user) {
      // Sign-in: merge this device's progress (even signed-out progress) with the account's.
      setState({ status: 'pending', failures: 0 })
      schedule(0)
    } else {
      cancelTimer()
      setState({ status: 'signedOut', nextRetryAt: null })
    }
  })
  backend.setPendingChanges(() => state.pending)

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    changed(count = 1) {
      setState({ pending: state.pending + count })
      void persist()
      if (!backend.currentUser()) return
      // While retrying, the backoff timer decides; otherwise debounce.
      if (state.status !== 'retrying' && state.status !== 'syncing') {
        setState({ status: 'pending' })
        schedule(debounceMs)
      }
    },
    async flush() {
      cancelTimer()
      if (running) await running
      if (!backend.currentUser()) return false
      pullRequested = true
      return push()
    },
    async signOut(opts = {}) {
      if (backend.currentUser() && state.pending > 0) {
        cancelTimer()
        if (running) await running
        await push()
      }
      const result = await backend.signOut(opts)
      if (result.signedOut) {
        cancelTimer()
        forgetServer()
        if (clearOnSignOut) await (source.clear ? source.clear() : source.set(emptyProgress()))
        setState({
          status: 'signedOut',
          pending: 0,
          failures: 0,
          nextRetryAt: null,
          lastError: null,
        })
        await persist()
      }
      return result
    },
    async start() {
      const saved = (await storage?.get(STORAGE_KEY).catch(() => undefined)) as
        | { pending?: number; lastSyncedAt?: number | null }
        | undefined
      if (saved && typeof saved.pending === 'number') {
        setState({
          pending: state.pending + saved.pending,
          lastSyncedAt: saved.lastSyncedAt ?? null,
        })
      }
      if (backend.currentUser()) await push()
    },
    dispose() {
      disposed = true
      cancelTimer()
      unsubscribeAuth()
      listeners.clear()
      backend.setPendingChanges(() => 0)
    },
  }
}
