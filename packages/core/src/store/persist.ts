import type { Storage } from '../ports/storage'

/** Saves values to one storage key, debounced; `flush` writes the pending value now. */
export interface Persister {
  /**
   * Schedules `value` to be written. With `overwrite`, it is written as it is, without
   * going through `prepare` (e.g. a sign-out's empty record must not be merged).
   */
  save: (value: unknown, options?: { overwrite?: boolean }) => void
  /** Writes the pending value now; resolves whether the last write (this one) succeeded. */
  flush: () => Promise<boolean>
}

/**
 * A debounced writer (write-through when `debounceMs` is 0). `prepare`, when given, turns
 * the pending value into what is written, at the moment of writing (e.g. merged with what
 * another tab stored); if it fails, the value is written as it is. `write`, when given,
 * replaces the plain `storage.set(key, value)` of a non-overwrite save (e.g. a read, merge
 * and write in one storage transaction); `prepare` then is not called. `written`, when given,
 * hears whether each write succeeded.
 */
export const createPersister = (
  storage: Storage,
  key: string,
  debounceMs: number,
  prepare?: (value: unknown) => Promise<unknown>,
  write?: (value: unknown) => Promise<void>,
  written?: (ok: boolean) => void,
): Persister => {
  let pending: { value: unknown; overwrite: boolean } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  /** The last write, resolving whether it succeeded (writes never reject the chain). */
  let writing: Promise<boolean> = Promise.resolve(true)

  const writePending = (): Promise<boolean> => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (!pending) return writing
    const { value, overwrite } = pending
    pending = undefined
    // Writes are chained so they land in order.
    writing = writing.then(async () => {
      try {
        if (write && !overwrite) await write(value)
        else {
          let out = value
          if (prepare && !overwrite) out = await prepare(value).catch(() => value)
          await storage.set(key, out)
        }
        written?.(true)
        return true
      } catch {
        written?.(false)
        return false
      }
    })
    return writing
  }

  return {
    save: (value, options) => {
      // An overwrite stays one until it is written, even if a later save joins it.
      pending = { value, overwrite: Boolean(options?.overwrite || pending?.overwrite) }
      if (debounceMs <= 0) {
        void writePending()
        return
      }
      if (timer !== undefined) clearTimeout(timer)
      timer = setTimeout(() => void writePending(), debounceMs)
    },
    flush: writePending,
  }
}
