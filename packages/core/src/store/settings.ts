import { createStore, type StoreApi } from 'zustand/vanilla'
import { type Journal, tabJournal } from '../ports/journal'
import { STORAGE_KEYS, type Storage } from '../ports/storage'
import { DEFAULT_SETTINGS, type Settings, type SettingsIssue, validateSettings } from '../settings'
import {
  mergeSettings,
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
  /**
   * Whether the last change of `settings` was made on this page (`update`, `reset`), as
   * opposed to read from storage (`load`) or merged from the server (`replace`): what a page
   * follows at once (the interface language) and what it only takes for later.
   */
  changedHere: boolean
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
  /**
   * Keeps this tab's settings synchronously in the journal (when the store has one and they
   * changed since it last did): for a page being hidden or left, where the debounced write
   * to storage may not have begun and one begun then may not finish (a switch turned and the
   * page reloaded at once lost the change). The next `load`, in any tab, merges it into the
   * stored settings field by field (`mergeSettings`: the later change wins), once. Never
   * throws.
   */
  saveNow: () => void
}

/** Options of the settings store. */
export interface SettingsStoreOptions {
  storage: Storage
  debounceMs?: number
  /** The clock changes are stamped with; Date.now by default. */
  now?: () => number
  /**
   * Where `saveNow` keeps the settings as the page goes (e.g. `createLocalStorageJournal`),
   * merged back at the next load. Without one, `saveNow` does nothing.
   */
  journal?: Journal
  /**
   * This device's starting values where they differ from `DEFAULT_SETTINGS` (the site: dark
   * mode when the device prefers it), read by `load` when nothing is stored. They are not
   * stamped nor saved: until the learner changes a setting they follow the device, and a
   * choice the learner made on any device wins over them when settings sync.
   */
  initial?: () => Partial<Settings>
}

/** The journal keys of settings, one per tab: `settings:<tab>`. */
const JOURNAL_KEY = 'settings:'

/** The stamped settings a journal entry holds; undefined for text that is not one. */
function readEntry(text: string | null): StampedSettings | undefined {
  if (text === null) return undefined
  try {
    const entry = JSON.parse(text) as { settings?: unknown; changedAt?: unknown }
    if (typeof entry !== 'object' || entry === null) return undefined
    return {
      settings: validateSettings(entry.settings).settings,
      changedAt: validateStamps(entry.changedAt),
    }
  } catch {
    return undefined
  }
}

/** The settings store, persisted through the Storage port. */
export const createSettingsStore = (
  options: SettingsStoreOptions,
): StoreApi<SettingsStoreState> => {
  const debounceMs = options.debounceMs ?? 300
  const persister = createPersister(options.storage, STORAGE_KEYS.settings, debounceMs)
  const stamps = createPersister(options.storage, STORAGE_KEYS.settingsChangedAt, debounceMs)
  const now = options.now ?? Date.now
  const journal = tabJournal(options.journal, JOURNAL_KEY)
  /** Changes made in this tab (a count): its journal entry is written when it moves. */
  let version = 0
  return createStore<SettingsStoreState>()((set, get) => {
    const save = (
      settings: Settings,
      changedAt: SettingsStamps,
      issues: SettingsIssue[],
      changedHere: boolean,
    ) => {
      version++
      set({ settings, changedAt, issues, changedHere })
      persister.save(settings)
      stamps.save(changedAt)
    }
    const change = (settings: Settings, issues: SettingsIssue[]) => {
      const { settings: before, changedAt } = get()
      save(settings, stampChanges(before, settings, changedAt, now()), issues, true)
    }
    return {
      settings: { ...DEFAULT_SETTINGS },
      changedAt: {},
      issues: [],
      loaded: false,
      changedHere: false,
      update: (patch) => {
        const { settings, issues } = validateSettings({ ...get().settings, ...patch })
        change(settings, issues)
      },
      reset: () => change({ ...DEFAULT_SETTINGS }, []),
      replace: ({ settings, changedAt }) => save(settings, changedAt, [], false),
      load: async () => {
        const [stored, storedStamps] = await Promise.all([
          options.storage.get(STORAGE_KEYS.settings),
          options.storage.get(STORAGE_KEYS.settingsChangedAt),
        ])
        const entries = journal.entries()
        const kept = entries.flatMap(({ text }) => readEntry(text) ?? [])
        if (stored === undefined && !kept.length) {
          const initial = options.initial?.()
          set(
            initial
              ? {
                  settings: validateSettings({ ...DEFAULT_SETTINGS, ...initial }).settings,
                  loaded: true,
                }
              : { loaded: true },
          )
          journal.remove(entries)
          return false
        }
        const validated = stored === undefined ? undefined : validateSettings(stored)
        const base: StampedSettings = {
          settings: validated?.settings ?? { ...DEFAULT_SETTINGS },
          changedAt: stored === undefined ? {} : validateStamps(storedStamps),
        }
        const merged = kept.reduce(mergeSettings, base)
        set({ ...merged, issues: validated?.issues ?? [], loaded: true, changedHere: false })
        if (entries.length) {
          // Stored with what the journal held, then each entry removed if no tab rewrote it.
          persister.save(merged.settings)
          stamps.save(merged.changedAt)
          const [written, stampsWritten] = await Promise.all([persister.flush(), stamps.flush()])
          if (written && stampsWritten) journal.remove(entries)
        }
        return true
      },
      flush: async () => {
        await Promise.all([persister.flush(), stamps.flush()])
      },
      saveNow: () => {
        journal.write(version, () => {
          const { settings, changedAt } = get()
          return JSON.stringify({ settings, changedAt })
        })
      },
    }
  })
}
