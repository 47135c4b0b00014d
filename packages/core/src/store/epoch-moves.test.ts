// The server's moves of this browser's resets: followed by the store and by every copy it merges.
import fc from 'fast-check'
import { createMemoryStorage } from '../adapters/memory-storage'
import { STORAGE_KEYS, type Storage } from '../ports/storage'
import { progressArb } from '../progress/arbitraries'
import { restoreBackup } from '../progress/backup'
import { moveEpoch } from '../progress/epochs'
import { recordAttempt } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import { createEpochMoves, followMoves, readMoves, storeMove, withMove } from './epoch-moves'
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

describe('epoch moves', () => {
  const record = (resetAt: number): Progress => ({ ...emptyProgress(), resetAt })

  it('reads the well-formed moves of a stored list and nothing else', () => {
    expect(readMoves({ '5': 9, '7': 'x', '8': 1.5, y: 3, '10': 20 })).toEqual([
      [5, 9],
      [10, 20],
    ])
    expect(readMoves(null)).toEqual([])
    expect(readMoves('5:9')).toEqual([])
  })

  it('adds a move to a stored list, replacing the one from the same epoch', () => {
    expect(withMove({ '5': 9, '7': 8 }, { from: 7, to: 12 })).toEqual({ '5': 9, '7': 12 })
    expect(withMove(undefined, { from: 7, to: 12 })).toEqual({ '7': 12 })
  })

  it('follows no move, a move to the same epoch, and a cycle read from storage, and stops', () => {
    const p = record(100)
    expect(followMoves(new Map(), p)).toBe(p)
    expect(followMoves(new Map([[100, 100]]), p)).toBe(p)
    const cycled = followMoves(
      new Map([
        [100, 200],
        [200, 100],
      ]),
      p,
    )
    expect([100, 200]).toContain(cycled.resetAt)
  })

  it('property: following a chain of moves lands where one move to its end does', () => {
    fc.assert(
      fc.property(progressArb, fc.nat(1000), fc.nat(1000), (p, up, further) => {
        const from = p.resetAt
        const middle = from + 1 + up
        const to = middle + 1 + further
        const moves = new Map([
          [from, middle],
          [middle, to],
        ])
        expect(followMoves(moves, p)).toEqual(moveEpoch(p, { from, to }))
      }),
    )
  })

  it('learns moves from storage and from the server, and follows both', () => {
    const moves = createEpochMoves()
    moves.learn({ '100': 200, bad: 1 })
    expect(moves.follow(record(100)).resetAt).toBe(200)
    moves.add({ from: 200, to: 300 })
    expect(moves.follow(record(100)).resetAt).toBe(300)
    expect(moves.follow(record(50)).resetAt).toBe(50)
  })

  it('stores a move for the other tabs, with or without transactions, and never rejects', async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.epochMoves]: { '5': 9 } })
    await storeMove(storage, { from: 7, to: 12 })
    expect(await storage.get(STORAGE_KEYS.epochMoves)).toEqual({ '5': 9, '7': 12 })
    const plain: Storage = { get: storage.get, set: storage.set, del: storage.del }
    await storeMove(plain, { from: 12, to: 15 })
    expect(await storage.get(STORAGE_KEYS.epochMoves)).toEqual({ '5': 9, '7': 12, '12': 15 })
    const broken: Storage = { ...plain, get: () => Promise.reject(new Error('unavailable')) }
    await expect(storeMove(broken, { from: 1, to: 2 })).resolves.toBeUndefined()
  })
})
