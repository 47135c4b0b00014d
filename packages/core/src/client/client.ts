/**
 * One Kalima client per page: the stores, the storage and journal they keep their state in,
 * the backend, reading what is saved, the sync connection, and saving as the page is left.
 * The site, the embed and `KalimaProvider` each create one and do nothing else of this
 * wiring (the pattern of TanStack Query's `QueryClient`: created once, handed to the UI).
 */

import type { StoreApi } from 'zustand/vanilla'
import { createIdbStorage } from '../adapters/idb-storage'
import { createLocalBackend } from '../adapters/local-backend'
import { onPageLeave } from '../adapters/page-leave'
import type { Backend } from '../ports/backend'
import { type Clock, systemClock } from '../ports/clock'
import { createLocalStorageJournal, DEFAULT_JOURNAL_PREFIX, type Journal } from '../ports/journal'
import type { Storage } from '../ports/storage'
import type { Progress } from '../progress/types'
import type { Settings } from '../settings'
import { type AuthState, createAuthStore } from '../store/auth'
import { createLanguageStore, type LanguageStoreState } from '../store/language'
import {
  createProgressStore,
  type ProgressStoreOptions,
  type ProgressStoreState,
} from '../store/progress'
import { createSettingsStore, type SettingsStoreState } from '../store/settings'
import type { BackendConnection, ConnectOptions } from '../sync/connect'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../vocabulary/languages'
import type { LanguageCode } from '../vocabulary/types'

/** The stores of a client: what the widgets read and the learner's answers change. */
export interface KalimaStores {
  settings: StoreApi<SettingsStoreState>
  progress: StoreApi<ProgressStoreState>
  language: StoreApi<LanguageStoreState>
  auth: StoreApi<AuthState>
}

/** Options of {@link createKalimaClient}. Every one is optional: with none, a local client. */
export interface KalimaClientOptions<B extends Backend = Backend> {
  /** Where settings, language and progress are kept; IndexedDB ('kalima:v1:…') by default. */
  storage?: Storage
  /**
   * Where a page being left keeps, synchronously, what the storage has not yet written, until
   * the next load. By default localStorage under `kalima:v1:` when `storage` is the default
   * one (so the site's pages and an app of the same origin share it), none with a storage of
   * the host's own; `null` for none.
   */
  journal?: Journal | null
  /** Accounts and sync; local-only (no sign-in) by default. */
  backend?: B
  /** The clock answers are stamped with; the system clock by default. */
  clock?: Clock
  /** The meaning language before anything is loaded (and when nothing is saved); Bengali by default. */
  defaultLanguage?: LanguageCode
  /**
   * A meaning language the host fixes: the saved one is then not read (the host's wins), and
   * the host sets it on `stores.language` when it changes.
   */
  language?: LanguageCode
  /** This device's starting settings where nothing is saved (the site: dark mode on a dark device). */
  initialSettings?: () => Partial<Settings>
  /** Progress joined with the saved one at the first load (stories, tests); never replaces it. */
  initialProgress?: Progress
  /** Loads the original app's word-key resolver when its data is found (see the progress store). */
  loadLegacyWordResolver?: ProgressStoreOptions['loadLegacyWordResolver']
  /**
   * Stores the host built and keeps itself: used as they are, neither loaded nor saved here
   * (the host loads and saves them). The others are created.
   */
  stores?: Partial<KalimaStores>
  /**
   * Syncs the stores with the backend: pass `connectBackend` (from `@kalima/core`) for a
   * signed-in app. Without it the stores persist locally alone, and no sync code is loaded.
   */
  connect?: (options: ConnectOptions) => BackendConnection
  /**
   * Told when a saved part cannot be read at load (the defaults stay); silent by default, as
   * the progress store's `saving` state already tells the learner (StorageWarning).
   */
  onLoadError?: (part: 'settings' | 'language' | 'progress', error: unknown) => void
}

/** A page's Kalima: its stores, ports and the work of loading and saving them. */
export interface KalimaClient<B extends Backend = Backend> {
  storage: Storage
  backend: B
  clock: Clock
  /** Where a page being left keeps what it has not yet stored; undefined for none. */
  journal: Journal | undefined
  stores: KalimaStores
  /** The sync connection (with `connect`), else undefined. */
  connection: BackendConnection | undefined
  /**
   * Reads the saved settings, language and progress into the client's own stores, once
   * (later calls return the same promise). Resolves once settings and language are in (what
   * a page's first render needs), with whether each was found saved; progress is read
   * alongside, and its store's `loaded` says when it is in. Never rejects: unreadable
   * storage leaves the defaults, and the progress store says it is not saving
   * (StorageWarning).
   */
  load(): Promise<{ settings: boolean; language: boolean }>
  /**
   * From now on, saves as the page is hidden or left: a synchronous copy in the journal
   * first (the writes to storage, debounced, may not finish), then the writes and the sync.
   * Once per client however often it is called; the returned function stops it once every
   * caller has.
   */
  saveOnLeave(): () => void
  /** The synchronous copy and the writes `saveOnLeave` makes, now. */
  saveNow(): void
}

/** The host's stores where it gives them, the others made over the client's ports. */
function createStores(
  options: KalimaClientOptions<Backend>,
  ports: { storage: Storage; journal: Journal | undefined; backend: Backend; clock: Clock },
): KalimaStores {
  const { storage, journal, backend, clock } = ports
  const host = options.stores ?? {}
  return {
    settings:
      host.settings ?? createSettingsStore({ storage, journal, initial: options.initialSettings }),
    progress:
      host.progress ??
      createProgressStore({
        storage,
        clock,
        journal,
        loadLegacyWordResolver: options.loadLegacyWordResolver,
      }),
    language:
      host.language ??
      createLanguageStore({
        storage,
        languages: LANGUAGES,
        defaultLanguage: options.language ?? options.defaultLanguage ?? DEFAULT_LANGUAGE,
      }),
    auth: host.auth ?? createAuthStore(backend),
  }
}

/**
 * Creates a page's client. Nothing touches storage until {@link KalimaClient.load} (a server
 * render creates one and never loads it); the sync connection, when asked for, starts at once.
 */
export function createKalimaClient<B extends Backend = Backend>(
  options: KalimaClientOptions<B> = {},
): KalimaClient<B> {
  const storage = options.storage ?? createIdbStorage()
  const journal =
    options.journal === null
      ? undefined
      : (options.journal ??
        (options.storage ? undefined : createLocalStorageJournal(DEFAULT_JOURNAL_PREFIX)))
  const backend = options.backend ?? (createLocalBackend() as B)
  const clock = options.clock ?? systemClock
  const host = options.stores ?? {}
  const stores = createStores(options, { storage, journal, backend, clock })
  // The client's own stores: the ones it loads and saves.
  const own = {
    settings: host.settings ? undefined : stores.settings,
    progress: host.progress ? undefined : stores.progress,
    language: host.language || options.language !== undefined ? undefined : stores.language,
  }
  const connection = options.connect?.({
    backend,
    progress: stores.progress,
    settings: stores.settings,
    storage: { get: (key) => storage.get(key), set: (key, value) => storage.set(key, value) },
  })

  const failed = (part: 'settings' | 'language' | 'progress') => (error: unknown) => {
    options.onLoadError?.(part, error)
    return false
  }
  let loaded: ReturnType<KalimaClient['load']> | undefined
  const load = () => {
    loaded ??= (async () => {
      if (options.initialProgress) own.progress?.getState().mergeIn(options.initialProgress)
      void own.progress?.getState().load().catch(failed('progress'))
      const [settings, language] = await Promise.all([
        own.settings?.getState().load().catch(failed('settings')) ?? false,
        own.language?.getState().load().catch(failed('language')) ?? false,
      ])
      return { settings, language }
    })()
    return loaded
  }

  const saveNow = () => {
    own.progress?.getState().saveNow()
    own.settings?.getState().saveNow()
    void own.progress?.getState().flush()
    void own.settings?.getState().flush()
    void own.language?.getState().flush()
    void connection?.flush()
  }
  let savers = 0
  let stopSaving: (() => void) | undefined
  const saveOnLeave = () => {
    savers += 1
    stopSaving ??= onPageLeave(saveNow)
    let stopped = false
    return () => {
      if (stopped) return
      stopped = true
      savers -= 1
      if (savers === 0) {
        stopSaving?.()
        stopSaving = undefined
      }
    }
  }

  return { storage, backend, clock, journal, stores, connection, load, saveOnLeave, saveNow }
}
