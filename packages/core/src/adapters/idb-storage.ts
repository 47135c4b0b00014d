import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { LEGACY_PROGRESS_KEY, type Storage } from '../ports/storage'

/** Options of the IndexedDB storage. */
export interface IdbStorageOptions {
  /**
   * Prefix of every key, so several embeds on one site keep separate data
   * (e.g. 'kalima' → 'kalima:v1:progress'). Default 'kalima'.
   */
  namespace?: string
  /** An idb-keyval store (database and object store); the idb-keyval default if omitted. */
  store?: UseStore
  /**
   * Where the original app's data may live (window.localStorage). When IndexedDB has no
   * `wordProgress`, it is read from here, so the progress store can import it into v1.
   */
  legacyLocalStorage?: Pick<globalThis.Storage, 'getItem'>
}

/** Storage in IndexedDB through idb-keyval, with namespaced, versioned keys. */
export const createIdbStorage = (options: IdbStorageOptions = {}): Storage => {
  const prefix = `${options.namespace ?? 'kalima'}:`
  // Opened on first use, so importing the package never touches IndexedDB (SSR, workers).
  let opened: UseStore | undefined = options.store
  const store: UseStore = (mode, callback) => {
    opened ??= createStore('kalima', 'keyval')
    return opened(mode, callback)
  }
  return {
    get: async <T>(key: string) => {
      const value = await get<T>(prefix + key, store)
      if (value !== undefined || key !== LEGACY_PROGRESS_KEY || !options.legacyLocalStorage)
        return value
      const raw = options.legacyLocalStorage.getItem(LEGACY_PROGRESS_KEY)
      if (raw === null) return undefined
      try {
        return JSON.parse(raw) as T
      } catch {
        return undefined
      }
    },
    set: (key, value) => set(prefix + key, value, store),
    del: (key) => del(prefix + key, store),
  }
}
