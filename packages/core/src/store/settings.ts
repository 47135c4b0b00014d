import { createStore, type StoreApi } from 'zustand/vanilla'
import { STORAGE_KEYS, type Storage } from '../ports/storage'
import { DEFAULT_SETTINGS, type Settings, type SettingsIssue, validateSettings } from '../settings'
import {
  type SettingsStamps,
  type StampedSettings,
  stampChanges,
  validateStamps,
} from '../settings/sync'
import { createPersister } from './persist'

/** State and actions of the settings store. */
export interface SettingsStoreState {
  settings: Settings
  /** When each field was last changed on this device or a merged one (see `mergeSettings`). */
  changedAt: SettingsStamps
  /** What the last update or load had to fix. */
  issues: SettingsIssue[]
  loaded: boolean
  /** Applies a change at once (validated: clamped, fallbacks), stamps what changed and saves it. */
  update: (patch: Partial<Settings> | Record<string, unknown>) => void
  /** Back to the defaults (a change like any other: stamped, so other devices follow). */
  reset: () => void
  /**
   * Replaces settings and stamps as they are, without stamping (the result of a merge with
   * the server's, `mergeSettings`: see `connectBackend`), and saves them.
   */
  replace: (stamped: StampedSettings) => void
  /**
   * Takes the stored settings (validated). Resolves to whether settings were stored at all:
   * none means the defaults of a first visit.
   */
  load: () => Promise<boolean>
  flush: () => Promise<void>
}

/** Options of the settings store. */
export interface SettingsStoreOptions {
  storage: Storage
  debounceMs?: number
  /** The clock changes are stamped with; Date.now by default. */
  now?: () => number
}

/** The settings store, persisted through the Storage port. */
export const createSettingsStore = (
  options: SettingsStoreOptions,
): StoreApi<SettingsStoreState> => {
  const debounceMs = options.debounceMs ?? 300
  const persister = createPersister(options.storage, STORAGE_KEYS.settings, debounceMs)
  const stamps = createPersister(options.storage, STORAGE_KEYS.settingsChangedAt, debounceMs)
  const now = options.now ?? Date.now
  return createStore<SettingsStoreState>()((set, get) => {
    const save = (settings: Settings, changedAt: SettingsStamps, issues: SettingsIssue[]) => {
      set({ settings, changedAt, issues })
      persister.save(settings)
      stamps.save(changedAt)
    }
    const change = (settings: Settings, issues: SettingsIssue[]) => {
      const { settings: before, changedAt } = get()
      save(settings, stampChanges(before, settings, changedAt, now()), issues)
    }
    return {
      settings: { ...DEFAULT_SETTINGS },
      changedAt: {},
      issues: [],
      loaded: false,
      update: (patch) => {
        const { settings, issues } = validateSettings({ ...get().settings, ...patch })
        change(settings, issues)
      },
      reset: () => change({ ...DEFAULT_SETTINGS }, []),
      replace: ({ settings, changedAt }) => save(settings, changedAt, []),
      load: async () => {
        const [stored, storedStamps] = await Promise.all([
          options.storage.get(STORAGE_KEYS.settings),
          options.storage.get(STORAGE_KEYS.settingsChangedAt),
        ])
        if (stored === undefined) {
          set({ loaded: true })
          return false
        }
        const { settings, issues } = validateSettings(stored)
        set({ settings, changedAt: validateStamps(storedStamps), issues, loaded: true })
        return true
      },
      flush: async () => {
        await Promise.all([persister.flush(), stamps.flush()])
      },
    }
  })
}
