import { createStore, type StoreApi } from 'zustand/vanilla'
import { STORAGE_KEYS, type Storage } from '../ports/storage'
import { DEFAULT_SETTINGS, type Settings, type SettingsIssue, validateSettings } from '../settings'
import { createPersister } from './persist'

/** State and actions of the settings store. */
export interface SettingsStoreState {
  settings: Settings
  /** What the last update or load had to fix. */
  issues: SettingsIssue[]
  loaded: boolean
  /** Applies a change at once (validated: clamped, fallbacks) and saves it. */
  update: (patch: Partial<Settings> | Record<string, unknown>) => void
  /** Back to the defaults. */
  reset: () => void
  load: () => Promise<void>
  flush: () => Promise<void>
}

/** Options of the settings store. */
export interface SettingsStoreOptions {
  storage: Storage
  debounceMs?: number
}

/** The settings store, persisted through the Storage port. */
export const createSettingsStore = (
  options: SettingsStoreOptions,
): StoreApi<SettingsStoreState> => {
  const persister = createPersister(
    options.storage,
    STORAGE_KEYS.settings,
    options.debounceMs ?? 300,
  )
  return createStore<SettingsStoreState>()((set, get) => ({
    settings: { ...DEFAULT_SETTINGS },
    issues: [],
    loaded: false,
    update: (patch) => {
      const { settings, issues } = validateSettings({ ...get().settings, ...patch })
      set({ settings, issues })
      persister.save(settings)
    },
    reset: () => {
      set({ settings: { ...DEFAULT_SETTINGS }, issues: [] })
      persister.save(DEFAULT_SETTINGS)
    },
    load: async () => {
      const stored = await options.storage.get(STORAGE_KEYS.settings)
      if (stored === undefined) return set({ loaded: true })
      const { settings, issues } = validateSettings(stored)
      set({ settings, issues, loaded: true })
    },
    flush: () => persister.flush(),
  }))
}
