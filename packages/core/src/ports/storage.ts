/** Key-value storage of JSON values (IndexedDB in browsers, memory in tests). */
export interface Storage {
  /** The value stored under `key`, or undefined. */
  get: <T = unknown>(key: string) => Promise<T | undefined>
  /** Stores a JSON-serializable value under `key`. */
  set: (key: string, value: unknown) => Promise<void>
  /** Removes `key`. */
  del: (key: string) => Promise<void>
  /**
   * Optional: calls `onChange` after another tab or window (another Storage over the same
   * data) has written or removed `key`, so it can read the new value. Not called for this
   * object's own writes. Returns a function that stops watching.
   */
  watch?: (key: string, onChange: () => void) => () => void
}

/** Storage keys of the current schema version; adapters add their namespace in front. */
export const STORAGE_KEYS = {
  progress: 'v1:progress',
  settings: 'v1:settings',
  language: 'v1:language',
  /**
   * This device's id for per-device counters (see `DeviceId`); valid only together with
   * the stored progress record it counts in.
   */
  device: 'v1:device',
} as const

/** Key of the original app's progress map (localStorage `wordProgress`). */
export const LEGACY_PROGRESS_KEY = 'wordProgress'
