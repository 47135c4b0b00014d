// Test fixtures only (not exported from the package): the progress store's tests of its seams.
import { expect } from 'vitest'
import { createMemoryStorage } from '../adapters/memory-storage'
import { fixedClock } from '../ports/clock'
import type { Storage } from '../ports/storage'
import { createProgressStore } from './progress'

/**
 * Waits until `check` holds (for messages between tabs), failing after 5 s: another tab's
 * write arrives through IndexedDB and a BroadcastChannel, which a loaded machine (the unit
 * tests run in parallel) can delay well past a second.
 */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(check()).toBe(true)
}

/** A loaded store over `storage` at 5000 ms, writing `debounceMs` after a change. */
export const loadedStore = async (storage = createMemoryStorage(), debounceMs = 50) => {
  const store = createProgressStore({ storage, clock: fixedClock(5000), debounceMs })
  await store.getState().load()
  return store
}

/**
 * `storage` with `over` in place of its own functions and watchers called by hand (`tell`), as
 * a BroadcastChannel would call them after another tab's write (memory storage tells no one).
 */
export const watchedStorage = (storage: Storage, over: Partial<Storage> = {}) => {
  const heard: (() => void)[] = []
  return {
    ...storage,
    ...over,
    watch: (_key: string, onChange: () => void) => {
      heard.push(onChange)
      return () => {}
    },
    tell: () => {
      for (const onChange of heard) onChange()
    },
  } satisfies Storage & { tell: () => void }
}
