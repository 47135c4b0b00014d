import { createProgressStore } from '../store/progress'
import {
  askDurableStorage,
  askDurableStorageOnceAnswered,
  type StorageManagerLike,
  storageDurability,
} from './durable-storage'
import { createMemoryStorage } from './memory-storage'

/** A browser's StorageManager that grants persistence (or not) when asked. */
const manager = (grants: boolean, persisted = false) => {
  const state = { persisted, asked: 0 }
  const storage: StorageManagerLike = {
    persisted: async () => state.persisted,
    persist: async () => {
      state.asked++
      state.persisted = grants
      return grants
    },
  }
  return { storage, state }
}

describe('durable storage', () => {
  it('reports how the browser keeps the storage, without asking', async () => {
    expect(await storageDurability(undefined)).toBe('unknown')
    expect(await storageDurability({})).toBe('unknown')
    expect(await storageDurability({ persisted: () => Promise.reject(new Error('no')) })).toBe(
      'unknown',
    )
    const kept = manager(true, true)
    expect(await storageDurability(kept.storage)).toBe('persistent')
    const loose = manager(true)
    expect(await storageDurability(loose.storage)).toBe('best-effort')
    expect(loose.state.asked).toBe(0)
  })

  it('asks only when the storage is not kept yet, and says what the browser decided', async () => {
    const granting = manager(true)
    expect(await askDurableStorage(granting.storage)).toBe('persistent')
    expect(await askDurableStorage(granting.storage)).toBe('persistent')
    expect(granting.state.asked).toBe(1)
    const refusing = manager(false)
    expect(await askDurableStorage(refusing.storage)).toBe('best-effort')
    expect(await askDurableStorage({ persisted: async () => false })).toBe('best-effort')
    expect(await askDurableStorage(undefined)).toBe('unknown')
  })

  it('asks once the learner has answered, once', async () => {
    const { storage, state } = manager(false)
    const progress = createProgressStore({ storage: createMemoryStorage() })
    await progress.getState().load()
    askDurableStorageOnceAnswered(progress, storage)
    progress.getState().markViewed('min')
    await Promise.resolve()
    expect(state.asked).toBe(0)
    progress.getState().recordAttempt('min', true)
    progress.getState().recordAttempt('min', false)
    await vi.waitFor(() => expect(state.asked).toBe(1))
    progress.getState().recordAttempt('qaAla', true)
    await new Promise((r) => setTimeout(r, 10))
    expect(state.asked).toBe(1)
  })

  it('asks at once for a learner who answered before, and not after being stopped', async () => {
    const returning = manager(true)
    const progress = createProgressStore({ storage: createMemoryStorage() })
    await progress.getState().load()
    progress.getState().recordAttempt('min', true)
    askDurableStorageOnceAnswered(progress, returning.storage)
    await vi.waitFor(() => expect(returning.state.asked).toBe(1))
    const fresh = manager(true)
    const other = createProgressStore({ storage: createMemoryStorage() })
    await other.getState().load()
    askDurableStorageOnceAnswered(other, fresh.storage)()
    other.getState().recordAttempt('min', true)
    await new Promise((r) => setTimeout(r, 10))
    expect(fresh.state.asked).toBe(0)
  })
})
