import type { Storage } from '../ports/storage'

/** Storage kept in memory; values are copied so callers cannot mutate what is stored. */
export const createMemoryStorage = (
  initial: Record<string, unknown> = {},
): Storage & { dump: () => Record<string, unknown> } => {
  const map = new Map<string, string>(
    Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]),
  )
  return {
    get: async <T>(key: string) => {
      const raw = map.get(key)
      return raw === undefined ? undefined : (JSON.parse(raw) as T)
    },
    set: async (key, value) => {
      map.set(key, JSON.stringify(value))
    },
    del: async (key) => {
      map.delete(key)
    },
    transact: async (keys, change) => {
      // One synchronous step: nothing else runs between the reads and the writes.
      const values: Record<string, unknown> = {}
      for (const key of keys) {
        const raw = map.get(key)
        values[key] = raw === undefined ? undefined : JSON.parse(raw)
      }
      const out = change({ ...values })
      if (out)
        for (const [key, value] of Object.entries(out)) {
          map.set(key, JSON.stringify(value))
          values[key] = value
        }
      return values
    },
    dump: () => Object.fromEntries([...map].map(([k, v]) => [k, JSON.parse(v)])),
  }
}
