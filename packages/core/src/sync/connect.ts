/**
 * Wires the stores to a Backend for a signed-in app (the hosted site): progress
 * changes go to the sync engine, settings changes are written remotely with their
 * per-field stamps, and on sign-in the account's settings (newest field wins) and
 * progress are merged into this device.
 * Embeds and signed-out use need none of this: the stores persist locally alone.
 */
import type { StoreApi } from 'zustand/vanilla'
import { type Backend, type RemoteSettings, toRemoteSettings } from '../ports/backend'
import type { Progress } from '../progress/types'
import { fromRemoteSettings, mergeSettings, sameStampedSettings } from '../settings/sync'
import { type ProgressStoreState, progressStoreSource } from '../store/progress'
import type { SettingsStoreState } from '../store/settings'
import {
  createSyncEngine,
  type SyncEngine,
  type SyncOptions,
  type SyncStateStorage,
} from './engine'

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

/** The deck the learner opened last: analytics are filed under it. */
function lastAccessedDeck(decks: Progress['decks']): string | null {
  let best: string | null = null
  let at = -1
  for (const [id, deck] of Object.entries(decks)) {
    if (deck.lastAccessed > at) {
      best = id
      at = deck.lastAccessed
    }
  }
  return best
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
  const outbox: (() => Promise<void>)[] = []
  let sending = false
  const sendOutbox = async () => {
    if (sending || !backend.currentUser()) return
    sending = true
    try {
      while (outbox.length > 0) {
        const next = outbox[0]
        if (!next) break
        await next()
        outbox.shift()
      }
    } catch {
      // Offline or refused: kept in the outbox for the next sync.
    } finally {
      sending = false
    }
  }
  const stopProgress = progress.subscribe((state, previous) => {
    // Sync sends the written record (see progressStoreSource): answers given before the store
    // had loaded are written, and so sendable, once it has.
    if (state.loaded && !previous.loaded) engine.changed()
    if (applyingRemote || state.progress === previous.progress) return
    engine.changed()
    if (!backend.currentUser()) return
    for (const [deck, tests] of Object.entries(state.progress.tests)) {
      const latest = tests.latest
      if (latest && latest.completedAt !== previous.progress.tests[deck]?.latest?.completedAt) {
        const { timeSeconds, correct, attempts, firstTry } = latest
        const result = {
          timeSeconds,
          correct,
          attempts,
          ...(firstTry === undefined ? {} : { firstTry }),
        }
        outbox.push(() => backend.saveTestResult(deck, result))
      }
    }
    const deck = lastAccessedDeck(state.progress.decks)
    for (const [word, entry] of Object.entries(state.progress.words)) {
      const before = previous.progress.words[word]?.timeSpentMs ?? 0
      if (deck && entry.timeSpentMs > before) {
        const timeSpentMs = entry.timeSpentMs - before
        const lastViewedAt = entry.lastViewedAt
        outbox.push(() => backend.recordAnalytics({ deck, word, timeSpentMs, lastViewedAt }))
      }
    }
    void sendOutbox()
  })
  const stopEngine = engine.subscribe((s) => {
    if (s.status === 'synced') void sendOutbox()
  })

  // Settings: the newest change of each field wins (core's mergeSettings over per-field
  // stamps). A change made while signed out, or not yet written when the page went away,
  // keeps its stamp locally and wins over an older server copy on the next sign-in; the
  // server keeps the newer of each field too (pb_hooks/settings.pb.js), so a late write of
  // an old value never replaces a newer one.
  let settingsTimer: ReturnType<typeof setTimeout> | null = null
  let applyingRemoteSettings = false
  /** Merges the server's settings into this device's (newest field wins); returns the result. */
  const mergeRemote = (remote: Partial<RemoteSettings>) => {
    const { settings: current, changedAt } = settings.getState()
    const mine = { settings: current, changedAt }
    const merged = mergeSettings(mine, fromRemoteSettings(remote))
    if (sameStampedSettings(merged, mine)) return merged
    applyingRemoteSettings = true
    try {
      settings.getState().replace(merged)
    } finally {
      applyingRemoteSettings = false
    }
    return merged
  }
  const pushSettings = async () => {
    if (settingsTimer) clearTimeout(settingsTimer)
    settingsTimer = null
    if (!backend.currentUser()) return
    try {
      const { settings: current, changedAt } = settings.getState()
      // What the server stored: ours, or a newer field another device wrote meanwhile.
      mergeRemote(await backend.writeSettings(toRemoteSettings(current, changedAt)))
    } catch {
      // Offline or refused: written again with the next change, flush or sign-in.
    }
  }
  const stopSettings = settings.subscribe((state, previous) => {
    if (applyingRemoteSettings || state.settings === previous.settings) return
    if (!backend.currentUser()) return
    if (settingsTimer) clearTimeout(settingsTimer)
    settingsTimer = setTimeout(() => void pushSettings(), options.settingsDebounceMs ?? 1000)
  })

  const pullSettings = async () => {
    const remote = await backend.readSettings()
    const merged = remote ? mergeRemote(remote) : null
    // The server lacks something this device has (or has no settings yet): write it.
    if (!remote || !merged || !sameStampedSettings(merged, fromRemoteSettings(remote)))
      await pushSettings()
  }
  const stopAuth = backend.onAuthChange((user) => {
    if (user) void pullSettings().catch(() => undefined)
  })
  if (backend.currentUser()) void pullSettings().catch(() => undefined)
  void engine.start()

  return {
    engine,
    async flush() {
      await settings.getState().flush()
      if (settingsTimer) await pushSettings()
      await engine.flush()
    },
    dispose() {
      stopProgress()
      stopEngine()
      stopSettings()
      stopAuth()
      if (settingsTimer) clearTimeout(settingsTimer)
      engine.dispose()
    },
  }
}
