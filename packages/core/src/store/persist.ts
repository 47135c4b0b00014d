import type { Storage } from '../ports/storage'

/** Saves values to one storage key, debounced; `flush` writes the pending value now. */
export interface Persister {
  save: (value: unknown) => void
  flush: () => Promise<void>
}

/** A debounced writer (write-through when `debounceMs` is 0). */
export const createPersister = (storage: Storage, key: string, debounceMs: number): Persister => {
  let pending: { value: unknown } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()

  const write = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (!pending) return writing
    const { value } = pending
    pending = undefined
    // Writes are chained so they land in order.
    writing = writing.then(() => storage.set(key, value)).catch(() => {})
    return writing
  }

  return {
    save: (value) => {
      pending = { value }
      if (debounceMs <= 0) {
        void write()
        return
      }
      if (timer !== undefined) clearTimeout(timer)
      timer = setTimeout(() => void write(), debounceMs)
    },
    flush: write,
  }
}
