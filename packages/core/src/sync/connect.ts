/**
 * Wires the stores to a Backend for a signed-in app (the hosted site): progress
 * changes go to the sync engine, settings changes are written remotely with their
 * per-field stamps, and on sign-in the account's settings (newest field wins) and
 * progress are merged into this device.
 * Embeds and signed-out use need none of this: the stores persist locally alone.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { Backend } from '../ports/backend'
import { type ProgressStoreState, progressStoreSource } from '../store/progress'
import type { SettingsStoreState } from '../store/settings'
import {
  createSyncEngine,
  type SyncEngine,
  type SyncOptions,
  type SyncStateStorage,
} from './engine'
import { recordsOutbox } from './records-outbox'
import { syncSettings } from './settings-sync'

/** Options of {@link connectBackend}. */
export interface ConnectOptions {
  backend: Backend
  progress: StoreApi<ProgressStoreState>
  settings: StoreApi<SettingsStoreState>
  /** Keeps the engine's pending count across reloads. */
  storage?: SyncStateStorage
  /** Passed to the engine (debounce, retry timings, clock). */
  engine?: Omit<SyncOptions, 'backend' | 'source' | 'storage'>
  /** Waits this long after a settings change before writing it remotely. Default 1000 ms. */
  settingsDebounceMs?: number
}

/** The running connection. */
export interface BackendConnection {
  engine: SyncEngine
  /** Writes pending settings and progress now (e.g. when the page is hidden). */
  flush(): Promise<void>
  /** Stops listeners and timers. */
  dispose(): void
}

/** Connects the stores to the backend and starts syncing. */
export function connectBackend(options: ConnectOptions): BackendConnection {
  const { backend, progress, settings } = options
  // While the engine writes merged progress back, that write is not a new local change.
  let applyingRemote = false
  // Sign-out clears local progress and starts a new device id (see progressStoreSource).
  const source = progressStoreSource(progress)
  const engine = createSyncEngine({
    ...options.engine,
    backend,
    storage: options.storage,
    source: {
      ...source,
      set: (merged) => {
        applyingRemote = true
        try {
          source.set(merged)
        } finally {
          applyingRemote = false
        }
      },
      moveEpoch: (move) => {
        applyingRemote = true
        try {
          return source.moveEpoch(move)
        } finally {
          applyingRemote = false
        }
      },
    },
  })
  // Completed tests and time spent on cards also go to their own collections
  // (server-timestamped results, per-card analytics); failed sends are retried.
  const outbox = recordsOutbox(backend)
  const stopProgress = progress.subscribe((state, previous) => {
    // Sync sends the written record (see progressStoreSource): answers given before the store
    // had loaded are written, and so sendable, once it has.
    if (state.loaded && !previous.loaded) engine.changed()
    if (applyingRemote || state.progress === previous.progress) return
    engine.changed()
    outbox.note(state.progress, previous.progress)
  })
  const stopEngine = engine.subscribe((s) => {
    if (s.status === 'synced') void outbox.send()
  })

  const settingsSync = syncSettings(settings, backend, options.settingsDebounceMs ?? 1000)
  const stopAuth = backend.onAuthChange((user) => {
    if (user) void settingsSync.pull().catch(() => undefined)
  })
  if (backend.currentUser()) void settingsSync.pull().catch(() => undefined)
  void engine.start()

  return {
    engine,
    async flush() {
      await settings.getState().flush()
      await settingsSync.flush()
      await engine.flush()
    },
    dispose() {
      stopProgress()
      stopEngine()
      settingsSync.dispose()
      stopAuth()
      engine.dispose()
    },
  }
}
