// The progress store as sync's source while the scheduler's chunk is slow to come: a push
// sends the answer (written at once), not waiting for its card, which a later push carries.
import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../adapters/memory-storage'
import { createProgressStore, progressStoreSource } from './progress'

let arrive: () => void = () => {}
const arrived = new Promise<void>((resolve) => {
  arrive = resolve
})
vi.mock('../schedule', async (importOriginal) => {
  await arrived
  return importOriginal()
})

describe('progressStoreSource', () => {
  it('writes and sends an answer before its card is graded, and the card once it is', async () => {
    const store = createProgressStore({ storage: createMemoryStorage(), debounceMs: 60_000 })
    await store.getState().load()
    const source = progressStoreSource(store)
    // Shown first (its study card): an answer to a word never shown is not graded.
    store.getState().markViewed('w')
    store.getState().recordAttempt('w', true)
    // Not yet written: not what sync sends.
    expect(source.get().words.w).toBeUndefined()
    await source.flush()
    expect(source.get().words.w).toMatchObject({ correct: 1, attempts: 1 })
    expect(source.get().words.w?.review).toBeUndefined()
    arrive()
    await store.getState().flush()
    expect(source.get().words.w?.review?.reps).toBe(1)
  })
})
