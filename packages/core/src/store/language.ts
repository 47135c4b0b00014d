import { createStore, type StoreApi } from 'zustand/vanilla'
import { STORAGE_KEYS, type Storage } from '../ports/storage'
import type { Language, LanguageCode } from '../vocabulary/types'
import { createPersister } from './persist'

/** State and actions of the language store. */
export interface LanguageStoreState {
  language: LanguageCode
  languages: readonly Language[]
  /** Selects a language; returns false (and changes nothing) for unknown or disabled ones. */
  setLanguage: (code: string) => boolean
  /**
   * Takes the stored language, if it is one that can be selected. Resolves to whether a
   * language was stored at all (valid or not): none means a first visit's default.
   */
  load: () => Promise<boolean>
  flush: () => Promise<void>
}

/** Options of the language store. */
export interface LanguageStoreOptions {
  storage: Storage
  /** The languages offered; disabled ones cannot be selected. */
  languages: readonly Language[]
  /** Default 'bn'. */
  defaultLanguage?: LanguageCode
}

/** The chosen meaning language, kept locally, Bengali by default. */
export const createLanguageStore = (
  options: LanguageStoreOptions,
): StoreApi<LanguageStoreState> => {
  const persister = createPersister(options.storage, STORAGE_KEYS.language, 0)
  const selectable = (code: unknown): code is LanguageCode =>
    options.languages.some((l) => l.code === code && l.enabled)
  return createStore<LanguageStoreState>()((set) => ({
    language: options.defaultLanguage ?? 'bn',
    languages: options.languages,
    setLanguage: (code) => {
      if (!selectable(code)) return false
      set({ language: code })
      persister.save(code)
      return true
    },
    load: async () => {
      const stored = await options.storage.get(STORAGE_KEYS.language)
      if (selectable(stored)) set({ language: stored })
      return stored !== undefined
    },
    flush: async () => {
      await persister.flush()
    },
  }))
}
