// The saved copy of the progress record (the Storage port: IndexedDB in browsers) and the keys
// kept with it: the device id, the resets the server moved, the tab marks. A write reads what
// is stored, applies this tab's changes on top and writes, in one transaction, so two tabs
// saving at the same moment keep each other's answers; another tab's write is taken in as it
// is heard, its record and marks read together; another tab's sign-out replaces this record.
import type { Clock } from '../ports/clock'
import { STORAGE_KEYS, type Storage } from '../ports/storage'
import { isDeviceId } from '../progress/device'
import { merge } from '../progress/merge'
import { type DeviceId, emptyProgress, type Progress } from '../progress/types'
import { validateProgress } from '../progress/validate'
import { createPersister, type Persister } from './persist'
import { applyChanges, type OpContext, type ProgressChange } from './progress-ops'
import type { TabRecord } from './progress-record'
import { nextMarks, readMarks, seqsOf, type TabSeqs } from './tab-marks'

/** The stored record and the keys read and written with it. */
export const STORED_KEYS = [
  STORAGE_KEYS.progress,
  STORAGE_KEYS.device,
  STORAGE_KEYS.epochMoves,
  STORAGE_KEYS.tabMarks,
] as const

/**
 * `keys` read in one storage step where the storage has one: tab marks read after another
 * tab's write, with a record read before it, would skip this tab's changes that record does
 * not hold yet (shown one answer short). Without one, the first key's read may reject; the
 * others' failures read as absent.
 */
export async function readTogether(
  storage: Storage,
  keys: readonly string[],
): Promise<Record<string, unknown>> {
  if (storage.getMany) return storage.getMany(keys)
  if (storage.transact) return storage.transact(keys, () => undefined)
  const [first, ...rest] = keys
  const values = await Promise.all([
    storage.get(first as string),
    ...rest.map((key) => storage.get(key).catch(() => undefined)),
  ])
  return Object.fromEntries(keys.map((key, i) => [key, values[i]]))
}

/** What a write finds in storage (see {@link mergeForWrite}). */
export type MergedWrite =
  /** The stored id is one this tab gave up: its own sign-out is writing; nothing to save. */
  | { kind: 'retired' }
  /** Another tab signed out (another device id with a valid record): taken, not written over. */
  | { kind: 'signedOut'; progress: Progress; deviceId: DeviceId }
  /** `written` (with the marks `seqs`) is to be stored as `values`, the first `counted` changes in it. */
  | {
      kind: 'write'
      written: Progress
      seqs: TabSeqs
      counted: number
      values: Record<string, unknown>
    }

/** This tab as a write sees it: its device id when the write began, base, changes, retired ids. */
export interface WritingTab {
  mine: DeviceId
  base: Progress
  changes: readonly ProgressChange[]
  retired: ReadonlySet<DeviceId>
}

/**
 * What writing `tab` over the `stored` values ({@link STORED_KEYS}) does, at `now`: what is
 * stored, with this tab's changes since its last write applied on top (each only if the
 * stored marks say the record lacks it) and the marks moved; or, under another device id,
 * nothing. Pure: the storage's transaction calls it.
 */
export function mergeForWrite(
  stored: Record<string, unknown>,
  tab: WritingTab,
  ctx: OpContext,
  now: number,
): MergedWrite {
  const device = stored[STORAGE_KEYS.device]
  const record =
    stored[STORAGE_KEYS.progress] === undefined
      ? undefined
      : validateProgress(stored[STORAGE_KEYS.progress])
  if (isDeviceId(device) && device !== tab.mine) {
    if (tab.retired.has(device)) return { kind: 'retired' }
    if (record?.ok) return { kind: 'signedOut', progress: record.progress, deviceId: device }
  }
  // A change counted by another tab sharing this device id is not taken as this one's, and one
  // the stored record holds already (taken from this tab's journal by another page, or from a
  // journal this tab took) is not applied again.
  const counted = tab.changes.length
  const current = record?.ok ? merge(ctx.follow(tab.base), ctx.follow(record.progress)) : tab.base
  const marks = readMarks(stored[STORAGE_KEYS.tabMarks])
  const seqs = seqsOf(marks)
  const written = ctx.follow(
    applyChanges(ctx.follow(current), tab.changes.slice(0, counted), seqs, ctx),
  )
  const values = {
    [STORAGE_KEYS.progress]: written,
    [STORAGE_KEYS.tabMarks]: nextMarks(marks, seqs, now),
  }
  return { kind: 'write', written, seqs, counted, values }
}

/**
 * Takes in what another tab stored: merged into this tab's record, so neither tab's answers
 * are lost when both save. A record stored under another device id is another tab's sign-out
 * (`clear`): its empty record and new id replace this tab's.
 */
export async function takeStored(storage: Storage, tab: TabRecord): Promise<void> {
  const {
    [STORAGE_KEYS.progress]: stored,
    [STORAGE_KEYS.device]: storedDevice,
    [STORAGE_KEYS.epochMoves]: storedMoves,
    [STORAGE_KEYS.tabMarks]: marks,
  } = await readTogether(storage, STORED_KEYS)
  const { store } = tab
  if (stored === undefined || !store.get().loaded) return
  const result = validateProgress(stored)
  if (!result.ok) return
  tab.moves.learn(storedMoves)
  tab.storedSeqs = seqsOf(readMarks(marks))
  result.progress = tab.follow(result.progress)
  if (isDeviceId(storedDevice) && tab.retired.has(storedDevice)) return
  if (isDeviceId(storedDevice) && storedDevice !== store.get().deviceId) {
    tab.restart(result.progress)
    store.set({ deviceId: storedDevice })
    return
  }
  tab.base = merge(tab.follow(tab.base), result.progress)
  tab.show()
}

/**
 * Writes this tab's record merged with the stored one, read and written in one storage
 * transaction (see {@link mergeForWrite}), so two tabs saving at the same moment cannot
 * overwrite each other's answers. A stored record under another device id is another tab's
 * sign-out: it is taken instead of written over.
 */
export async function writeMerged(storage: Storage, tab: TabRecord, clock: Clock): Promise<void> {
  const transact = storage.transact
  if (!transact) return
  const { store } = tab
  const mine = store.get().deviceId
  let outcome = { kind: 'retired' } as MergedWrite
  await transact(STORED_KEYS, (stored) => {
    tab.moves.learn(stored[STORAGE_KEYS.epochMoves])
    const writing = { mine, base: tab.base, changes: tab.changes, retired: tab.retired }
    outcome = mergeForWrite(stored, writing, tab.context(), clock.now())
    return outcome.kind === 'write' ? outcome.values : undefined
  })
  if (outcome.kind === 'signedOut') {
    tab.restart(outcome.progress)
    store.set({ deviceId: outcome.deviceId })
  } else if (outcome.kind === 'write' && store.get().deviceId === mine) {
    tab.base = outcome.written
    tab.storedSeqs = outcome.seqs
    tab.changes.splice(0, outcome.counted)
    // Everything this tab journaled is stored: its entry is not needed any more.
    if (tab.changes.length === 0) tab.journal.clear(tab.version)
    tab.show()
  }
}

/** The saved copy of one tab's record. */
export interface SavedCopy {
  /** Writes the record, debounced (see {@link writeMerged}); `flush` writes it now. */
  persister: Persister
  /** Takes in what another tab stored (see {@link takeStored}). */
  takeStored(): Promise<void>
  /** Stores `id` as this browser's device id. Never rejects. */
  saveDeviceId(id: DeviceId): Promise<void>
  /**
   * Stores the empty record (a sign-out) and the new device id `deviceId`, in one transaction
   * where the storage has them. Never rejects.
   */
  clear(deviceId: DeviceId): Promise<void>
}

/** The saved copy of `tab` in `storage`, written `debounceMs` after a change (0: at once). */
export function createSavedCopy(
  storage: Storage,
  tab: TabRecord,
  clock: Clock,
  debounceMs: number,
): SavedCopy {
  const { store } = tab
  const saveDeviceId = (id: DeviceId) => storage.set(STORAGE_KEYS.device, id).catch(() => {})
  const persister = createPersister(
    storage,
    STORAGE_KEYS.progress,
    debounceMs,
    async () => {
      await takeStored(storage, tab)
      // Without transactions the whole record is written as this tab sees it.
      tab.base = store.get().progress
      tab.changes.length = 0
      store.set({ written: tab.base })
      return tab.base
    },
    storage.transact ? () => writeMerged(storage, tab, clock) : undefined,
    (ok) => {
      if (store.get().saveError !== !ok) store.set({ saveError: !ok })
    },
  )
  const clear = async (deviceId: DeviceId) => {
    // The pending save (this tab's old record) becomes the empty record, written as it is.
    persister.save(emptyProgress(), { overwrite: true })
    if (!storage.transact) {
      await Promise.all([saveDeviceId(deviceId), persister.flush()])
      return
    }
    await persister.flush()
    // Then the empty record and the new id in one step: the other tabs' next save sees the
    // new id with the empty record and takes both (see writeMerged).
    await storage
      .transact([], () => ({
        [STORAGE_KEYS.progress]: emptyProgress(),
        [STORAGE_KEYS.device]: deviceId,
      }))
      .catch(() => {})
  }
  return { persister, takeStored: () => takeStored(storage, tab), saveDeviceId, clear }
}
