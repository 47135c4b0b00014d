/**
 * A small synchronous store for the moment a page is left: the browser's `localStorage`,
 * where a write is done before the page goes, while an IndexedDB transaction begun then
 * (a read, a merge and a write) may never finish. The progress store keeps a tab's record
 * there as the page is hidden or left (`saveNow`) and takes it back into the stored record
 * at the next load.
 */
export interface Journal {
  /**
   * Writes `text` under `key` now.
   * @throws Error when the store is full or unavailable (nothing is written then).
   */
  set(key: string, text: string): void
  /** The text under `key`; null when there is none. */
  get(key: string): string | null
  /** Removes `key` (nothing happens when it is absent). */
  remove(key: string): void
  /** The keys written through this journal, by any tab. */
  keys(): string[]
}

/**
 * A journal in `localStorage` under `prefix` (e.g. `'kalima:v1:'`); `undefined` where there
 * is no usable `localStorage` (a server, a sandboxed frame, storage blocked by the browser).
 */
export function createLocalStorageJournal(prefix: string): Journal | undefined {
  let store: globalThis.Storage
  try {
    store = globalThis.localStorage
    if (!store) return undefined
    store.getItem(prefix)
  } catch {
    return undefined
  }
  return {
    set: (key, text) => store.setItem(prefix + key, text),
    get: (key) => store.getItem(prefix + key),
    remove: (key) => store.removeItem(prefix + key),
    keys: () => {
      const keys: string[] = []
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)
        if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length))
      }
      return keys
    },
  }
}

/** A journal in memory, shared by the stores given the same one (tests: tabs of one browser). */
export function createMemoryJournal(): Journal & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    set: (key, text) => void entries.set(key, text),
    get: (key) => entries.get(key) ?? null,
    remove: (key) => void entries.delete(key),
    keys: () => [...entries.keys()],
  }
}
