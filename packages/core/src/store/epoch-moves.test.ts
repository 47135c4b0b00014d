// The server's moves of this browser's resets: followed by the store and by every copy it merges.
import { createMemoryStorage } from '../adapters/memory-storage'
import { restoreBackup } from '../progress/backup'
import { recordAttempt } from '../progress/record'
import { loadedStore } from './fixtures'

describe('progress store', () => {
  it('restores a copy saved before the server moved the reset epoch: the copy follows the move, its answers are added and counted', async () => {
    const store = await loadedStore(createMemoryStorage(), 0)
    store.getState().resetAll()
    store.getState().recordAttempt('w1', true, { schedule: false })
    const epoch = store.getState().progress.resetAt
    // The copy: this record, and two answers another device gave to w2 in the same epoch.
    const copy = recordAttempt(
      recordAttempt(store.getState().progress, 'w2', true, { now: 5100 }, 'tablet'),
      'w2',
      false,
      { now: 5200 },
      'tablet',
    )
    // The server moves this learner's reset to a new epoch (another device reset meanwhile).
    await store.getState().moveEpoch({ from: epoch, to: epoch + 1000 })
    const moved = store.getState().progress
    expect(moved.resetAt).toBe(epoch + 1000)
    // Taken as it is, the copy's entries are of the older epoch and would add nothing.
    expect(restoreBackup(moved, copy)).toMatchObject({ ok: true, gain: { answers: 0 } })

    const restored = store.getState().mergeChecked(copy, restoreBackup)
    expect(restored).toMatchObject({ ok: true, gain: { answers: 2, words: 1 } })
    expect(store.getState().progress.words.w2).toMatchObject({ attempts: 2, correct: 1 })
    expect(store.getState().progress.words.w1).toMatchObject({ attempts: 1, correct: 1 })
    // Restoring it again adds nothing.
    expect(store.getState().mergeChecked(copy, restoreBackup)).toMatchObject({
      ok: true,
      gain: { answers: 0 },
    })
  })
})
