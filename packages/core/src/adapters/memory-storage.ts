import type { Storage } from '../ports/storage'

/** Storage kept in memory; values are copied so callers cannot mutate what is stored. */
export const createMemoryStorage = (
  initial: Record<string, unknown> = {},
): Storage & { dump: () => Record<string, unknown> } => {
  const map = new Map<string, string>(
    Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]),
  )
  const read = (key: string): unknown => {
    const raw = map.get(key)
    return raw === undefined ? undefined : JSON.parse(raw)
  }
  return {
    get: async <T>(key: string) => read(key) as T | undefined,
    getMany: async (keys) => Object.fromEntries(keys.map((key) => [key, read(key)])),
    set: async (key, value) => {
      map.set(key, JSON.stringify(value))
    },
    del: async (key) => {
      map.delete(key)
    },
    transact: async (keys, change) => {
      // One synchronous step: nothing else runs between the reads and the writes.
      const values: Record<string, unknown> = Object.fromEntries(
        keys.map((key) => [key, read(key)]),
      )
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
