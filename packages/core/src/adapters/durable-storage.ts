// Whether the browser keeps the learner's progress under storage pressure. Browsers clear a
// "best-effort" origin's IndexedDB when the device runs low on space (cheap phones do) unless
// the origin's storage is persistent (the Storage API's `navigator.storage.persist()`).
import type { StoreApi } from 'zustand/vanilla'
import type { ProgressStoreState } from '../store/progress'

/**
 * How this origin's storage is kept: `persistent` (cleared only by the learner), `best-effort`
 * (the browser may clear it when space runs low), `unknown` (no Storage API, or it failed).
 */
export type StorageDurability = 'persistent' | 'best-effort' | 'unknown'

/** The part of the browser's `StorageManager` used here. */
export interface StorageManagerLike {
  persisted?: () => Promise<boolean>
  persist?: () => Promise<boolean>
}

const browserStorage = (): StorageManagerLike | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage

/** How the browser keeps this origin's storage now (it asks nothing of the learner). */
export async function storageDurability(
  storage: StorageManagerLike | undefined = browserStorage(),
): Promise<StorageDurability> {
  if (!storage?.persisted) return 'unknown'
  try {
    return (await storage.persisted()) ? 'persistent' : 'best-effort'
  } catch {
    return 'unknown'
  }
}

/**
 * Asks the browser to keep this origin's storage (unless it already does). Chromium grants
 * or refuses silently, by the learner's engagement with the site (installed, bookmarked,
 * visited often); Firefox asks the learner once. Resolves to the durability after asking.
 */
export async function askDurableStorage(
  storage: StorageManagerLike | undefined = browserStorage(),
): Promise<StorageDurability> {
  const now = await storageDurability(storage)
  if (now !== 'best-effort' || !storage?.persist) return now
  try {
    return (await storage.persist()) ? 'persistent' : 'best-effort'
  } catch {
    return 'best-effort'
  }
}

/**
 * Asks for durable storage ({@link askDurableStorage}) once the learner has something to lose:
 * the first time the progress record counts an answer (at once if it already does), once.
 * Returns a function that stops waiting.
 */
export function askDurableStorageOnceAnswered(
  progress: StoreApi<ProgressStoreState>,
  storage: StorageManagerLike | undefined = browserStorage(),
): () => void {
  const answered = (state: ProgressStoreState) =>
    state.loaded && Object.values(state.progress.words).some((w) => w.attempts > 0)
  let asked = false
  let stop = () => {}
  const check = (state: ProgressStoreState) => {
    if (asked || !answered(state)) return
    asked = true
    stop()
    void askDurableStorage(storage)
  }
  stop = progress.subscribe(check)
  check(progress.getState())
  return () => stop()
}
