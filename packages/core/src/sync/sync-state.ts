// What the sync engine reports (its status, the changes not yet on the server, the last sync,
// the failures and the next retry) to its listeners, and the part of it kept across reloads
// (the pending count and the last sync), so a reload still syncs what an earlier page changed.

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

/** Where the engine keeps its own bookkeeping (pending count) across reloads. */
export interface SyncStateStorage {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
}

/** The key the engine's bookkeeping is kept under. */
export const SYNC_STATE_KEY = 'kalima.sync.v1'

/** What an earlier page kept (see {@link SyncReport.persist}); undefined when nothing usable. */
export function readSavedSync(
  saved: unknown,
): { pending: number; lastSyncedAt: number | null } | undefined {
  const kept = saved as { pending?: unknown; lastSyncedAt?: number | null } | undefined | null
  if (!kept || typeof kept.pending !== 'number') return undefined
  return { pending: kept.pending, lastSyncedAt: kept.lastSyncedAt ?? null }
}

/** The engine's state and its listeners. */
export interface SyncReport {
  get(): SyncState
  /** Changes the state and tells every listener. */
  set(patch: Partial<SyncState>): void
  subscribe(listener: (state: SyncState) => void): () => void
  /** Keeps the pending count and the last sync (a promise that never rejects; none without storage). */
  persist(): Promise<void> | undefined
  /** Adds the pending count an earlier page kept, and takes its last sync. */
  restore(): Promise<void>
  /** Drops every listener. */
  dispose(): void
}

/** The state of an engine starting in `status`, kept in `storage` when given. */
export function createSyncReport(status: SyncStatus, storage?: SyncStateStorage): SyncReport {
  let state: SyncState = {
    status,
    pending: 0,
    lastSyncedAt: null,
    failures: 0,
    nextRetryAt: null,
    lastError: null,
  }
  const listeners = new Set<(s: SyncState) => void>()
  const set = (patch: Partial<SyncState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener(state)
  }
  return {
    get: () => state,
    set,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    persist: () =>
      storage
        ?.set(SYNC_STATE_KEY, { pending: state.pending, lastSyncedAt: state.lastSyncedAt })
        .catch(() => {}),
    restore: async () => {
      const saved = readSavedSync(await storage?.get(SYNC_STATE_KEY).catch(() => undefined))
      if (saved) set({ pending: state.pending + saved.pending, lastSyncedAt: saved.lastSyncedAt })
    },
    dispose: () => listeners.clear(),
  }
}
