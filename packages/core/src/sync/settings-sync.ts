// Settings across devices: the newest change of each field wins (core's mergeSettings over
// per-field stamps). A change made while signed out, or not yet written when the page went
// away, keeps its stamp locally and wins over an older server copy on the next sign-in; the
// server keeps the newer of each field too (pb_hooks/settings.pb.js), so a late write of an
// old value never replaces a newer one.
import type { StoreApi } from 'zustand/vanilla'
import { type Backend, type RemoteSettings, toRemoteSettings } from '../ports/backend'
import { fromRemoteSettings, mergeSettings, sameStampedSettings } from '../settings/sync'
import type { SettingsStoreState } from '../store/settings'

/** The settings' side of a connection. */
export interface SettingsSync {
  /** Reads the account's settings, merges them in, and writes what the server lacks. */
  pull(): Promise<void>
  /** Writes a change still waiting for its debounce, now. */
  flush(): Promise<void>
  dispose(): void
}

/** Syncs `settings` with `backend`: a change is written `debounceMs` after it is made. */
export function syncSettings(
  settings: StoreApi<SettingsStoreState>,
  backend: Backend,
  debounceMs: number,
): SettingsSync {
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
    settingsTimer = setTimeout(() => void pushSettings(), debounceMs)
  })

  const pullSettings = async () => {
    const remote = await backend.readSettings()
    const merged = remote ? mergeRemote(remote) : null
    // The server lacks something this device has (or has no settings yet): write it.
    if (!remote || !merged || !sameStampedSettings(merged, fromRemoteSettings(remote)))
      await pushSettings()
  }
  return {
    pull: pullSettings,
    async flush() {
      if (settingsTimer) await pushSettings()
    },
    dispose() {
      stopSettings()
      if (settingsTimer) clearTimeout(settingsTimer)
    },
  }
}
