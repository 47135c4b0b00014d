import { createStore, del, get, getMany, set, type UseStore } from 'idb-keyval'
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
  /**
   * Tells other tabs of this origin about writes (`Storage.watch`). Default: a
   * BroadcastChannel named after the namespace, where the browser has one; `null` for none.
   */
  channel?: ChangeChannel | null
}

/** What `createIdbStorage` needs of a BroadcastChannel. */
export interface ChangeChannel {
  postMessage: (message: unknown) => void
  addEventListener: (type: 'message', listener: (event: { data: unknown }) => void) => void
  removeEventListener: (type: 'message', listener: (event: { data: unknown }) => void) => void
}

const defaultChannel = (name: string): ChangeChannel | null => {
  if (typeof BroadcastChannel !== 'function') return null
  const channel = new BroadcastChannel(name)
  // Node's channels keep the process alive; a page's have no unref.
  ;(channel as { unref?: () => void }).unref?.()
  return channel
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
  // Created on first use, like the database.
  let channel: ChangeChannel | null | undefined = options.channel
  const changes = () => {
    if (channel === undefined) channel = defaultChannel(`kalima-storage:${prefix}`)
    return channel
  }
  const announce = (key: string) => {
    try {
      changes()?.postMessage({ key })
    } catch {
      // A closed channel: other tabs read the value on their next write.
    }
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
    set: async (key, value) => {
      await set(prefix + key, value, store)
      announce(key)
    },
    del: async (key) => {
      await del(prefix + key, store)
      announce(key)
    },
    getMany: async (keys) => {
      const values = await getMany(
        keys.map((key) => prefix + key),
        store,
      )
      return Object.fromEntries(keys.map((key, i) => [key, values[i]]))
    },
    transact: (keys, change) =>
      store('readwrite', (objects) => {
        // Requests are chained in callbacks, so the transaction stays active from the first
        // read to the last write: IndexedDB runs read-write transactions on one object store
        // one at a time, across tabs.
        const values: Record<string, unknown> = {}
        return new Promise<Record<string, unknown>>((resolve, reject) => {
          const tx = objects.transaction
          let written: string[] = []
          tx.oncomplete = () => {
            for (const key of written) announce(key)
            resolve(values)
          }
          tx.onabort = () => reject(tx.error)
          const finish = () => {
            let out: Record<string, unknown> | undefined
            try {
              out = change({ ...values })
            } catch (error) {
              tx.abort()
              reject(error)
              return
            }
            if (!out) return
            written = Object.keys(out)
            for (const key of written) {
              objects.put(out[key], prefix + key)
              values[key] = out[key]
            }
          }
          let left = keys.length
          if (left === 0) finish()
          for (const key of keys) {
            const request = objects.get(prefix + key)
            request.onsuccess = () => {
              values[key] = request.result
              if (--left === 0) finish()
            }
          }
        })
      }),
    watch: (key, onChange) => {
      const listener = (event: { data: unknown }) => {
        const data = event.data as { key?: unknown } | null
        if (data && data.key === key) onChange()
      }
      changes()?.addEventListener('message', listener)
      return () => channel?.removeEventListener('message', listener)
    },
  }
}
