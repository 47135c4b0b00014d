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
 * The journal prefix of the default storage (`createIdbStorage()`, namespace 'kalima', keys
 * of version 1): the site's pages and an app of the same origin using the default storage
 * share one journal.
 */
export const DEFAULT_JOURNAL_PREFIX = 'kalima:v1:'

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

/** An entry read from a journal: its key and the text it held (null: remove whatever is there). */
export interface JournalEntry {
  key: string
  text: string | null
}

/** One store's place in a journal: its own entry per tab, and every tab's entries read back. */
export interface TabJournal {
  /** This tab's id: its entry is under the prefix and this id. */
  id: string
  /**
   * Writes this tab's entry (`text()`) when `version`, the count of the store's changes,
   * differs from the one last written. Never throws: a full or blocked journal leaves the
   * asynchronous write as all there is.
   */
  write(version: number, text: () => string): void
  /** Takes `version` as written (what it holds is to be kept no more, e.g. after a sign-out). */
  written(version: number): void
  /**
   * Removes this tab's entry, if it wrote one, when all it held is stored (`version`: the
   * store's change count then); the next change is journaled again. Never throws.
   */
  clear(version: number): void
  /** Every tab's entry under the prefix, as now held; none when the journal cannot be read. */
  entries(): JournalEntry[]
  /** Removes entries, each only if it still holds the text read (a live tab may rewrite it). Never throws. */
  remove(entries: readonly JournalEntry[]): void
}

/**
 * A store's entries in `journal` under `prefix` (`'progress:'`, `'settings:'`), this tab's
 * under `prefix` and a random tab id. Without a journal, it writes and reads nothing.
 */
export function tabJournal(journal: Journal | undefined, prefix: string): TabJournal {
  const id = Math.random().toString(36).slice(2, 12)
  const own = `${prefix}${id}`
  let journaled = 0
  /** Whether this tab's entry may be in the journal. */
  let held = false
  return {
    id,
    write: (version, text) => {
      if (!journal || version === journaled) return
      try {
        journal.set(own, text())
        journaled = version
        held = true
      } catch {
        // The asynchronous write is all there is.
      }
    },
    written: (version) => {
      journaled = version
    },
    clear: (version) => {
      if (!held) return
      try {
        journal?.remove(own)
        held = false
        journaled = version
      } catch {
        // The entry stays: its changes are marked as stored, and a later load skips them.
      }
    },
    entries: () => {
      if (!journal) return []
      let keys: string[]
      try {
        keys = journal.keys().filter((key) => key.startsWith(prefix))
      } catch {
        return []
      }
      return keys.flatMap((key) => {
        try {
          return [{ key, text: journal.get(key) }]
        } catch {
          return []
        }
      })
    },
    remove: (entries) => {
      for (const { key, text } of entries) {
        try {
          if (text === null || journal?.get(key) === text) journal?.remove(key)
        } catch {
          // The entry stays, merged again (merges are idempotent) at a later load.
        }
      }
    },
  }
}
