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
  /**
   * Optional: reads `keys` in one step no other tab's write can fall in the middle of (one
   * IndexedDB read-only transaction), each value or undefined when absent. Lighter than
   * {@link Storage.transact} for reads: read-only transactions wait for no one else's reads.
   */
  getMany?: (keys: readonly string[]) => Promise<Record<string, unknown>>
  /**
   * Optional: reads `keys` and writes what `change` returns in one step that no other tab
   * or window can interleave with (one IndexedDB read-write transaction). `change` gets the
   * stored values (undefined when absent) and returns the values to write (keys it leaves
   * out stay as they are), or undefined to write nothing; it must be synchronous. Resolves
   * with the values stored afterwards. Used to create this browser's device id once, however
   * many tabs open at the same moment.
   */
  transact?: (
    keys: readonly string[],
    change: (values: Record<string, unknown>) => Record<string, unknown> | undefined,
  ) => Promise<Record<string, unknown>>
}

/** Storage keys of the current schema version; adapters add their namespace in front. */
export const STORAGE_KEYS = {
  progress: 'v1:progress',
  settings: 'v1:settings',
  /** When each setting was last changed (see `SettingsStamps`), for the newest-wins merge. */
  settingsChangedAt: 'v1:settings-changed',
  language: 'v1:language',
  /**
   * This device's id for per-device counters (see `DeviceId`); valid only together with
   * the stored progress record it counts in.
   */
  device: 'v1:device',
  /**
   * Resets of this browser's record that the server moved to a new epoch, `{ [from]: to }`
   * (see `moveEpoch`): every tab moves its copy of the record alike before merging it.
   */
  epochMoves: 'v1:epoch-moves',
  /**
   * How many of each tab's changes the stored progress record holds, `{ [tab]: { n, at } }`
   * (see `TabMarks`): a tab's change taken from the journal by another page is then not
   * applied again by the tab itself, nor by a later page.
   */
  tabMarks: 'v1:tab-marks',
} as const

/** Key of the original app's progress map (localStorage `wordProgress`). */
export const LEGACY_PROGRESS_KEY = 'wordProgress'
