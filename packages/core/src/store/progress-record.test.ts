// The record in memory: a pending change (a reset, a merge) replayed on each new base, a copy
// checked before it is merged, merges and resets.
import { createMemoryStorage } from '../adapters/memory-storage'
import { fixedClock } from '../ports/clock'
import { STORAGE_KEYS } from '../ports/storage'
import { restoreBackup } from '../progress/backup'
import { recordAttempt } from '../progress/record'
import { emptyProgress } from '../progress/types'
import { loadedStore } from './fixtures'
import { createProgressStore } from './progress'

describe('progress store', () => {
  it('teaches before it grades: an answer to a word never shown is counted, its card not graded; once shown, graded', async () => {
    const store = await loadedStore(createMemoryStorage())
    await import('../schedule')
    store.getState().recordAttempt('guessed', true, { grade: 'hard' })
    store.getState().markViewed('taught')
    store.getState().recordAttempt('taught', true, { grade: 'hard' })
    await store.getState().flush()
    const { words } = store.getState().progress
    expect(words.guessed).toMatchObject({ attempts: 1, correct: 1 })
    expect(words.guessed?.review).toBeUndefined()
    expect(words.taught).toMatchObject({ attempts: 1, correct: 1 })
    expect(words.taught?.review?.reps).toBe(1)
    // The guess met the word: its next answer is graded.
    store.getState().recordAttempt('guessed', false)
    await store.getState().flush()
    expect(store.getState().progress.words.guessed?.review?.lapses ?? 0).toBe(0)
    expect(store.getState().progress.words.guessed?.review?.reps).toBe(1)
  })

  it('a reset keeps its epoch while it waits to be written: its change is applied again to each new base', async () => {
    const storage = createMemoryStorage()
    const store = await loadedStore(storage)
    store.getState().recordAttempt('w1', true, { schedule: false })
    await store.getState().flush()
    store.getState().resetAll()
    const epoch = store.getState().progress.resetAt
    // Each merge (the server's record, another tab's) replays the pending reset on a new base.
    for (let i = 0; i < 3; i++) store.getState().mergeIn(emptyProgress())
    expect(store.getState().progress.resetAt).toBe(epoch)
    await store.getState().flush()
    const again = createProgressStore({ storage, clock: fixedClock(6000) })
    await again.getState().load()
    expect(again.getState().progress.resetAt).toBe(epoch)
    expect(again.getState().progress.words.w1).toBeUndefined()
  })

  it("a reset not yet written, met again in what another tab stored (the server's record, with another device's answer), stays one reset and keeps that answer", async () => {
    const storage = createMemoryStorage()
    const store = await loadedStore(storage)
    store.getState().recordAttempt('w1', true, { schedule: false })
    await store.getState().flush()
    store.getState().resetAll()
    const reset = store.getState().progress
    // Before this tab writes its reset, another tab stores the server's record: the reset
    // (this tab's sync pushed it) with an answer another device gave under it.
    await storage.set(
      STORAGE_KEYS.progress,
      recordAttempt(reset, 'w2', true, { now: 5100 }, 'tablet'),
    )
    await store.getState().flush()
    expect(store.getState().progress.resetAt).toBe(reset.resetAt)
    expect(store.getState().progress.words.w2).toMatchObject({ attempts: 1, correct: 1 })
    expect(store.getState().progress.words.w1).toBeUndefined()
    expect(await storage.get(STORAGE_KEYS.progress)).toMatchObject({ resetAt: reset.resetAt })
  })

  it("a deck's reset not yet written, met again in what another tab stored, keeps the answers given under it", async () => {
    const storage = createMemoryStorage()
    const store = await loadedStore(storage)
    store.getState().recordAttempt('w1', true, { schedule: false })
    store.getState().recordAttempt('w9', true, { schedule: false })
    await store.getState().flush()
    store.getState().resetDeck('1', ['w1', 'w2'])
    const reset = store.getState().progress
    const epoch = reset.decks['1']?.since ?? 0
    expect(reset.words.w1).toMatchObject({ since: epoch, attempts: 0 })
    // Another tab stores the server's record: the deck's reset, and w2 answered under it.
    await storage.set(
      STORAGE_KEYS.progress,
      recordAttempt(reset, 'w2', true, { now: 5100 }, 'tablet'),
    )
    await store.getState().flush()
    const after = store.getState().progress
    expect(after.decks['1']?.since).toBe(epoch)
    expect(after.words.w2).toMatchObject({ since: epoch, attempts: 1, correct: 1 })
    expect(after.words.w1).toMatchObject({ since: epoch, attempts: 0 })
    // A word of another deck is untouched.
    expect(after.words.w9).toMatchObject({ attempts: 1 })
  })

  it('a copy whose reset would remove answers given here is refused and changes nothing', async () => {
    const store = await loadedStore(createMemoryStorage(), 0)
    store.getState().recordAttempt('w1', true, { schedule: false })
    const copy = { ...emptyProgress(), resetAt: 9000 }
    const before = store.getState().progress
    expect(store.getState().mergeChecked(copy, restoreBackup)).toEqual({ ok: false, removed: 1 })
    expect(store.getState().progress).toBe(before)
  })

  it('merges a remote record, and resets all or one deck', async () => {
    const clock = fixedClock(10)
    const store = createProgressStore({ storage: createMemoryStorage(), clock, debounceMs: 0 })
    const remote = createProgressStore({ storage: createMemoryStorage(), clock, debounceMs: 0 })
    await Promise.all([store.getState().load(), remote.getState().load()])
    store.getState().recordAttempt('w1', true)
    remote.getState().recordAttempt('w2', true)
    store.getState().mergeIn(remote.getState().progress)
    expect(Object.keys(store.getState().progress.words).sort()).toEqual(['w1', 'w2'])
    clock.set(20)
    store.getState().resetDeck('1', ['w1'])
    expect(store.getState().progress.words.w1?.attempts).toBe(0)
    expect(store.getState().progress.words.w2?.attempts).toBe(1)
    clock.set(30)
    store.getState().resetAll()
    expect(store.getState().progress.words).toEqual({})
  })
})
