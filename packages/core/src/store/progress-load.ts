// Loading the saved copy into this tab's record: the stored record (or the original app's data,
// imported once) and the device id, settled in one step on first launch so tabs opened at the
// same moment take one id; the resets moved and the tab marks read with them; the journal's
// entries taken. A load that failed is tried again with the next change. Another tab's writes
// are watched from the first load on, and one heard while this tab is still reading is taken
// once it has read.
import { LEGACY_PROGRESS_KEY, STORAGE_KEYS, type Storage } from '../ports/storage'
import { isDeviceId } from '../progress/device'
import type { LegacyWordResolver } from '../progress/legacy'
import { merge } from '../progress/merge'
import { type DeviceId, emptyProgress, type Progress } from '../progress/types'
import { validateProgress } from '../progress/validate'
import { takeJournal } from './progress-journal'
import type { TabRecord } from './progress-record'
import { type SavedCopy, STORED_KEYS } from './progress-storage'
import { readMarks, seqsOf } from './tab-marks'

/** How the original app's data is imported (see `ProgressStoreOptions`). */
export interface LegacyImport {
  resolveLegacyWord?: LegacyWordResolver
  loadLegacyWordResolver?: () => Promise<LegacyWordResolver>
}

/** What loading found in storage. */
export interface StoredRead {
  /** The stored record (or the original app's, imported), if any. */
  loaded: Progress | undefined
  /** Whether `loaded` is this browser's own record: its device id is then reused. */
  ownRecord: boolean
  storedDevice: unknown
  storedMoves: unknown
  marks: unknown
}

/**
 * The values to write on first launch over the `stored` values ({@link STORED_KEYS}): the
 * record `initial` and the device id `deviceId` where no valid record is stored, the id alone
 * where the record has none; undefined (nothing to write) where both are there. Pure.
 */
export function firstLaunchWrites(
  stored: Record<string, unknown>,
  deviceId: DeviceId,
  initial: Progress,
): Record<string, unknown> | undefined {
  const record = stored[STORAGE_KEYS.progress]
  const valid = record !== undefined && validateProgress(record).ok
  if (valid && isDeviceId(stored[STORAGE_KEYS.device])) return undefined
  if (valid) return { [STORAGE_KEYS.device]: deviceId }
  return { [STORAGE_KEYS.progress]: initial, [STORAGE_KEYS.device]: deviceId }
}

/** What is stored: a valid record (or the original app's, imported) and the device id. */
async function readRecord(storage: Storage, legacy: LegacyImport) {
  const stored = await storage.get(STORAGE_KEYS.progress)
  const storedDevice: unknown = await storage.get(STORAGE_KEYS.device).catch(() => undefined)
  let loaded: Progress | undefined
  let ownRecord = false
  if (stored !== undefined) {
    const result = validateProgress(stored)
    if (result.ok) {
      loaded = result.progress
      ownRecord = true
    }
  } else {
    const original = await storage.get(LEGACY_PROGRESS_KEY)
    if (original !== undefined) {
      const resolve = legacy.resolveLegacyWord ?? (await legacy.loadLegacyWordResolver?.())
      // Fetched only here: a browser holds the original app's data once, if ever.
      const { importLegacyProgress } = await import('../progress/legacy')
      loaded = importLegacyProgress(original, resolve)
    }
  }
  return { loaded, ownRecord, storedDevice }
}

/**
 * Reads what is stored. Where the storage has transactions, the record and the device id
 * `deviceId()` (read once the record is) are created in one step on first launch, so tabs
 * opened at the same moment all take the first tab's id (with a separate id, a tab would
 * later take the other's record as a sign-out and drop its answers); the resets moved and the
 * tab marks are read in the same step (read after another tab's write, they would not match
 * the record read before it).
 */
export async function readStored(
  storage: Storage,
  legacy: LegacyImport,
  deviceId: () => DeviceId,
): Promise<StoredRead> {
  const { loaded, ownRecord, storedDevice } = await readRecord(storage, legacy)
  if (!storage.transact) {
    const storedMoves = await storage.get(STORAGE_KEYS.epochMoves).catch(() => undefined)
    const marks = await storage.get(STORAGE_KEYS.tabMarks).catch(() => undefined)
    return { loaded, ownRecord, storedDevice, storedMoves, marks }
  }
  const mine = deviceId()
  const initial = loaded ?? emptyProgress()
  const values = await storage.transact(STORED_KEYS, (stored) =>
    firstLaunchWrites(stored, mine, initial),
  )
  const record = validateProgress(values[STORAGE_KEYS.progress])
  return {
    loaded: record.ok ? record.progress : loaded,
    ownRecord: record.ok,
    storedDevice: values[STORAGE_KEYS.device],
    storedMoves: values[STORAGE_KEYS.epochMoves],
    marks: values[STORAGE_KEYS.tabMarks],
  }
}

/** Loading one tab's record. */
export interface Loader {
  /** Reads the storage (again), once at a time; settles `saveError` either way. */
  load(): Promise<void>
  /** Reads the storage again after a load that failed (a new change: see the store's `update`). */
  retry(): void
  /** Whether the stored record has been read (a load succeeded): writes wait for it. */
  isRead(): boolean
}

/** The loading of `tab` from `storage`, written through `saved`. */
export function createLoader(
  storage: Storage,
  legacy: LegacyImport,
  tab: TabRecord,
  saved: SavedCopy,
): Loader {
  const { store } = tab
  /** Whether this store watches the stored record for other tabs' writes (from its first load). */
  let watching = false
  let read = false
  /** Whether another tab wrote while this one was reading. */
  let heardWhileReading = false
  let reading: Promise<void> | undefined
  const takeStored = () => void saved.takeStored().catch(() => {})
  const loadStored = async (): Promise<void> => {
    // Another tab's writes are merged in as they happen (where storage can tell). One that
    // lands while this tab is still reading is taken once it has read: heard later, this tab
    // would show the record without it until its own next write.
    if (!watching) {
      watching = true
      storage.watch?.(STORAGE_KEYS.progress, () => {
        if (read) takeStored()
        else heardWhileReading = true
      })
    }
    const found = await readStored(storage, legacy, () => store.get().deviceId)
    // The stored device id is only reused with the record that holds its counts; without it
    // (first start, a lost or forged record) this store's new id is kept.
    if (found.ownRecord && isDeviceId(found.storedDevice))
      store.set({ deviceId: found.storedDevice })
    else if (!storage.transact) await saved.saveDeviceId(store.get().deviceId)
    tab.moves.learn(found.storedMoves)
    tab.storedSeqs = seqsOf(readMarks(found.marks))
    // Changes made before loading finished are applied to what was stored, answers under the
    // device id just settled.
    if (found.loaded) tab.base = merge(tab.follow(tab.base), tab.follow(found.loaded))
    // Records of tabs left before their last answers were stored.
    const journaled = await takeJournal(tab, !storage.transact)
    tab.show()
    read = true
    store.set({ loaded: true })
    if (found.loaded || tab.changes.length > 0 || journaled.length > 0)
      saved.persister.save(store.get().progress)
    if (journaled.length > 0)
      void saved.persister.flush().then((written) => written && tab.journal.remove(journaled))
    if (heardWhileReading) {
      heardWhileReading = false
      takeStored()
    }
  }
  const load = (): Promise<void> => {
    reading ??= loadStored()
      .then(
        () => store.set({ saveError: false }),
        (error: unknown) => {
          store.set({ loaded: true, saveError: true })
          throw error
        },
      )
      .finally(() => {
        reading = undefined
      })
    return reading
  }
  return { load, retry: () => void load().catch(() => {}), isRead: () => read }
}
