// Loading the saved copy: what a new store instance reads, the original app's data imported,
// a forged record ignored, the device id settled with the record.
import 'fake-indexeddb/auto'
import { createStore as createIdbStore } from 'idb-keyval'
import { createIdbStorage } from '../adapters/idb-storage'
import { createMemoryStorage } from '../adapters/memory-storage'
import { fixedClock } from '../ports/clock'
import { LEGACY_PROGRESS_KEY, STORAGE_KEYS } from '../ports/storage'
import { emptyProgress } from '../progress/types'
import { createProgressStore } from './progress'
import { firstLaunchWrites } from './progress-load'

describe('progress store', () => {
  it('progress written through the idb-keyval adapter survives a new store instance', async () => {
    const storage = createIdbStorage({
      namespace: 'test-a',
      store: createIdbStore('kalima-test', 'keyval'),
    })
    const first = createProgressStore({ storage, clock: fixedClock(1000), debounceMs: 50 })
    await first.getState().load()
    first.getState().recordAttempt('w1', true)
    first.getState().recordAttempt('w1', false)
    first.getState().touchDeck('1')
    await first.getState().flush()

    const second = createProgressStore({ storage, clock: fixedClock(2000) })
    await second.getState().load()
    expect(second.getState().loaded).toBe(true)
    expect(second.getState().progress.words.w1).toMatchObject({ correct: 1, attempts: 2 })
    expect(second.getState().progress.decks['1']?.lastAccessed).toBe(1000)
  })

  it('namespaces keep embeds on one site apart', async () => {
    const store = createIdbStore('kalima-test-ns', 'keyval')
    const a = createProgressStore({
      storage: createIdbStorage({ namespace: 'site-a', store }),
      debounceMs: 0,
    })
    a.getState().recordAttempt('w1', true)
    await a.getState().flush()
    const b = createProgressStore({ storage: createIdbStorage({ namespace: 'site-b', store }) })
    await b.getState().load()
    expect(b.getState().progress.words).toEqual({})
  })

  it('imports the original localStorage wordProgress into v1', async () => {
    const localStorage = {
      getItem: (key: string) =>
        key === 'wordProgress'
          ? JSON.stringify({
              '2': {
                mastered: 0,
                viewedWords: { قَالَ: { correct: 1, attempts: 2 } },
                lastAccessed: 5,
              },
            })
          : null,
    }
    const storage = createIdbStorage({
      namespace: 'legacy',
      store: createIdbStore('kalima-test-legacy', 'keyval'),
      legacyLocalStorage: localStorage,
    })
    const store = createProgressStore({
      storage,
      debounceMs: 0,
      resolveLegacyWord: (_d, w) => (w === 'قَالَ' ? 'qaala' : undefined),
    })
    await store.getState().load()
    await store.getState().flush()
    expect(store.getState().progress.words.qaala).toMatchObject({ correct: 1, attempts: 2 })
    expect(await storage.get(STORAGE_KEYS.progress)).toEqual(store.getState().progress)
  })

  it("loads the legacy word resolver only when the original app's data is found", async () => {
    const legacy = { '2': { viewedWords: { قَالَ: { correct: 2, attempts: 3 } } } }
    let loads = 0
    const loadLegacyWordResolver = async () => {
      loads++
      return (_d: string, w: string) => (w === 'قَالَ' ? 'qaala' : undefined)
    }
    const fresh = createProgressStore({
      storage: createMemoryStorage(),
      debounceMs: 0,
      loadLegacyWordResolver,
    })
    await fresh.getState().load()
    expect(loads).toBe(0)
    const store = createProgressStore({
      storage: createMemoryStorage({ [LEGACY_PROGRESS_KEY]: legacy }),
      debounceMs: 0,
      loadLegacyWordResolver,
    })
    await store.getState().load()
    expect(loads).toBe(1)
    expect(store.getState().progress.words.qaala).toMatchObject({ correct: 2, attempts: 3 })
  })

  it('ignores a forged stored record and keeps answers given before loading', async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.progress]: { version: 1, words: 'x' } })
    const store = createProgressStore({ storage, debounceMs: 0 })
    store.getState().recordAttempt('w1', true)
    await store.getState().load()
    expect(store.getState().progress.words.w1?.correct).toBe(1)
  })
})

describe('progress store device id', () => {
  it("is created with the first record, kept with it, and counts this device's answers", async () => {
    const storage = createMemoryStorage()
    const first = createProgressStore({ storage, debounceMs: 0 })
    await first.getState().load()
    const id = first.getState().deviceId
    expect(await storage.get(STORAGE_KEYS.device)).toBe(id)
    first.getState().recordAttempt('w1', true)
    await first.getState().flush()
    expect(first.getState().progress.words.w1?.byDevice).toEqual({
      [id]: { correct: 1, attempts: 1 },
    })

    const again = createProgressStore({ storage, debounceMs: 0 })
    await again.getState().load()
    expect(again.getState().deviceId).toBe(id)
    again.getState().recordAttempt('w1', false)
    expect(again.getState().progress.words.w1?.byDevice).toEqual({
      [id]: { correct: 1, attempts: 2 },
    })
  })

  it('two devices answering the same word add up when merged', async () => {
    const a = createProgressStore({ storage: createMemoryStorage(), debounceMs: 0 })
    const b = createProgressStore({ storage: createMemoryStorage(), debounceMs: 0 })
    await Promise.all([a.getState().load(), b.getState().load()])
    expect(a.getState().deviceId).not.toBe(b.getState().deviceId)
    a.getState().recordAttempt('w1', true)
    a.getState().recordAttempt('w1', true)
    a.getState().recordAttempt('w1', false)
    b.getState().recordAttempt('w1', false)
    a.getState().mergeIn(b.getState().progress)
    b.getState().mergeIn(a.getState().progress)
    expect(a.getState().progress.words.w1).toMatchObject({ correct: 2, attempts: 4 })
    expect(b.getState().progress).toEqual(a.getState().progress)
  })

  it('is not reused without its record, and clear() starts a new one', async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.progress]: { version: 2, words: 'x' },
      [STORAGE_KEYS.device]: 'oldoldoldold',
    })
    const ids = ['fresh0000001', 'fresh0000002']
    const store = createProgressStore({
      storage,
      debounceMs: 0,
      newDeviceId: () => ids.shift() ?? 'none',
    })
    await store.getState().load()
    expect(store.getState().deviceId).toBe('fresh0000001')
    expect(await storage.get(STORAGE_KEYS.device)).toBe('fresh0000001')
    store.getState().recordAttempt('w1', true)
    await store.getState().clear()
    expect(store.getState().progress).toEqual(emptyProgress())
    expect(store.getState().deviceId).toBe('fresh0000002')
    expect(await storage.get(STORAGE_KEYS.device)).toBe('fresh0000002')
    expect(await storage.get(STORAGE_KEYS.progress)).toEqual(emptyProgress())
  })

  it('upgrades a stored v1 record and counts new answers on a new device', async () => {
    const v1 = {
      version: 1,
      resetAt: 0,
      words: {
        w1: {
          since: 0,
          correct: 1,
          attempts: 2,
          lastAttemptAt: 1,
          viewedAt: 1,
          timeSpentMs: 0,
          lastViewedAt: 0,
        },
      },
      decks: {},
      tests: {},
      activity: { days: {}, hours: {} },
    }
    const storage = createMemoryStorage({ [STORAGE_KEYS.progress]: v1 })
    const store = createProgressStore({ storage, debounceMs: 0, newDeviceId: () => 'devicenew001' })
    await store.getState().load()
    store.getState().recordAttempt('w1', true)
    await store.getState().flush()
    expect(store.getState().progress.words.w1).toMatchObject({
      correct: 2,
      attempts: 3,
      byDevice: { legacy: { correct: 1, attempts: 2 }, devicenew001: { correct: 1, attempts: 1 } },
    })
    expect(await storage.get(STORAGE_KEYS.progress)).toMatchObject({ version: 2 })
  })
})

describe('first launch', () => {
  const mine = 'device000001'
  const initial = { ...emptyProgress(), resetAt: 7 }

  it('creates the record and the device id together, only where they are missing', () => {
    expect(firstLaunchWrites({}, mine, initial)).toEqual({
      [STORAGE_KEYS.progress]: initial,
      [STORAGE_KEYS.device]: mine,
    })
    // A forged record is replaced, with the id, whatever id is stored.
    const forged = {
      [STORAGE_KEYS.progress]: { words: 'x' },
      [STORAGE_KEYS.device]: 'device000002',
    }
    expect(firstLaunchWrites(forged, mine, initial)).toEqual({
      [STORAGE_KEYS.progress]: initial,
      [STORAGE_KEYS.device]: mine,
    })
    // A valid record without a valid id (one stored before ids were): the id alone.
    const record = { [STORAGE_KEYS.progress]: emptyProgress(), [STORAGE_KEYS.device]: 'legacy' }
    expect(firstLaunchWrites(record, mine, initial)).toEqual({ [STORAGE_KEYS.device]: mine })
    // Both there (another tab was first): nothing is written, its id is taken.
    const both = { [STORAGE_KEYS.progress]: emptyProgress(), [STORAGE_KEYS.device]: 'device000002' }
    expect(firstLaunchWrites(both, mine, initial)).toBeUndefined()
  })
})
