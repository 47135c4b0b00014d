// The saved copy: tabs of one browser over one IndexedDB (one transaction per write, other
// tabs' writes taken in), a storage that fails, a sign-out in another tab.
import 'fake-indexeddb/auto'
import { createStore as createIdbStore } from 'idb-keyval'
import { createIdbStorage } from '../adapters/idb-storage'
import { createMemoryStorage } from '../adapters/memory-storage'
import { fixedClock } from '../ports/clock'
import { STORAGE_KEYS, type Storage } from '../ports/storage'
import { recordAttempt } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import { until } from './fixtures'
import { createProgressStore } from './progress'
import type { ProgressChange } from './progress-ops'
import { mergeForWrite, readTogether } from './progress-storage'

describe('progress store in two tabs', () => {
  // Two tabs of one site: two stores over the same IndexedDB data, told of each other's
  // writes through a BroadcastChannel.
  const openTabs = async (namespace: string) => {
    const db = createIdbStore(`kalima-tabs-${namespace}`, 'keyval')
    const open = async (now: number) => {
      const tab = createProgressStore({
        storage: createIdbStorage({ namespace, store: db }),
        clock: fixedClock(now),
        debounceMs: 20,
      })
      await tab.getState().load()
      return tab
    }
    const a = await open(1000)
    const b = await open(2000)
    return { a, b, reopen: () => open(3000) }
  }

  it("keeps the answers of both tabs, each tab showing the other's", async () => {
    const { a, b, reopen } = await openTabs('tabs-both')
    a.getState().recordAttempt('w1', true)
    a.getState().recordAttempt('w1', false)
    await a.getState().flush()
    await until(() => b.getState().progress.words.w1?.attempts === 2)
    b.getState().recordAttempt('w2', true)
    b.getState().recordAttempt('w1', true)
    await b.getState().flush()
    await until(() => a.getState().progress.words.w2?.attempts === 1)
    expect(a.getState().progress.words.w1).toMatchObject({ attempts: 3, correct: 2 })
    const later = await reopen()
    expect(later.getState().progress.words.w1).toMatchObject({ attempts: 3, correct: 2 })
    expect(later.getState().progress.words.w2).toMatchObject({ attempts: 1, correct: 1 })
  })

  it("a tab that saves without hearing from the other still keeps the other's answers", async () => {
    const db = createIdbStore('kalima-tabs-deaf', 'keyval')
    const deaf = () =>
      createProgressStore({
        storage: createIdbStorage({ namespace: 'deaf', store: db, channel: null }),
        clock: fixedClock(1000),
        debounceMs: 20,
      })
    const a = deaf()
    const b = deaf()
    await a.getState().load()
    await b.getState().load()
    a.getState().recordAttempt('w1', true)
    await a.getState().flush()
    b.getState().recordAttempt('w2', false)
    await b.getState().flush()
    // b merged what a had stored when it wrote.
    expect(b.getState().progress.words.w1?.attempts).toBe(1)
    const c = deaf()
    await c.getState().load()
    expect(Object.keys(c.getState().progress.words).sort()).toEqual(['w1', 'w2'])
  })

  it('two tabs opened at once on a fresh profile share one device id and keep every answer', async () => {
    // Each tab its own connection to the same database, as two pages of one browser.
    for (let round = 0; round < 5; round++) {
      const name = `kalima-tabs-first-${round}`
      const tab = () =>
        createProgressStore({
          storage: createIdbStorage({ namespace: 'first', store: createIdbStore(name, 'keyval') }),
          clock: fixedClock(1000),
          debounceMs: 20,
        })
      const a = tab()
      const b = tab()
      await Promise.all([a.getState().load(), b.getState().load()])
      expect(a.getState().deviceId).toBe(b.getState().deviceId)
      a.getState().recordAttempt('w1', true)
      b.getState().recordAttempt('w2', false)
      await Promise.all([a.getState().flush(), b.getState().flush()])
      await a.getState().flush()
      const later = tab()
      await later.getState().load()
      expect(later.getState().progress.words.w1?.attempts).toBe(1)
      expect(later.getState().progress.words.w2?.attempts).toBe(1)
      expect(later.getState().deviceId).toBe(a.getState().deviceId)
    }
  })

  it('two tabs of one device answering the same word at the same moment both count', async () => {
    const db = createIdbStore('kalima-tabs-same-word', 'keyval')
    const deaf = () =>
      createProgressStore({
        storage: createIdbStorage({ namespace: 'same', store: db, channel: null }),
        clock: fixedClock(1000),
        debounceMs: 20,
      })
    const a = deaf()
    const b = deaf()
    await a.getState().load()
    await b.getState().load()
    expect(b.getState().deviceId).toBe(a.getState().deviceId)
    // Neither hears of the other's answers before writing its own.
    a.getState().recordAttempt('w1', true)
    b.getState().recordAttempt('w1', false)
    b.getState().recordAttempt('w1', true)
    await Promise.all([a.getState().flush(), b.getState().flush()])
    await a.getState().flush()
    const later = deaf()
    await later.getState().load()
    expect(later.getState().progress.words.w1).toMatchObject({ attempts: 3, correct: 2 })
  })

  it('answers given while two fresh tabs are still loading are counted under their one device id', async () => {
    for (let round = 0; round < 5; round++) {
      const name = `kalima-tabs-early-${round}`
      const tab = () =>
        createProgressStore({
          storage: createIdbStorage({ namespace: 'early', store: createIdbStore(name, 'keyval') }),
          clock: fixedClock(1000),
          debounceMs: 20,
        })
      const a = tab()
      const b = tab()
      const loading = [a.getState().load(), b.getState().load()]
      // Both answer before either has read storage.
      a.getState().recordAttempt('w1', true)
      b.getState().recordAttempt('w1', false)
      b.getState().recordAttempt('w2', true)
      await Promise.all(loading)
      expect(a.getState().progress.words.w1?.attempts).toBe(1)
      expect(b.getState().progress.words.w2?.attempts).toBe(1)
      await Promise.all([a.getState().flush(), b.getState().flush()])
      const later = tab()
      await later.getState().load()
      const device = later.getState().deviceId
      expect(device).toBe(a.getState().deviceId)
      expect(b.getState().deviceId).toBe(device)
      expect(later.getState().progress.words.w1).toMatchObject({ attempts: 2, correct: 1 })
      expect(Object.keys(later.getState().progress.words.w1?.byDevice ?? {})).toEqual([device])
      expect(Object.keys(later.getState().progress.words.w2?.byDevice ?? {})).toEqual([device])
    }
  })

  it('an answer given before a load that fails is still counted', async () => {
    const broken = createMemoryStorage()
    broken.get = () => Promise.reject(new Error('storage unavailable'))
    const store = createProgressStore({ storage: broken, debounceMs: 0 })
    const loading = store.getState().load()
    store.getState().recordAttempt('w1', true)
    await expect(loading).rejects.toThrow('storage unavailable')
    expect(store.getState().progress.words.w1).toMatchObject({ attempts: 1, correct: 1 })
    // The page goes on (screens waiting for the load show what it holds), saying it is not saving.
    expect(store.getState()).toMatchObject({ loaded: true, saveError: true })
  })

  it('after a load that failed, the next answer reads the storage again and saves both', async () => {
    const storage = createMemoryStorage()
    const get = storage.get
    storage.get = () => Promise.reject(new Error('storage unavailable'))
    const store = createProgressStore({ storage, debounceMs: 0 })
    await expect(store.getState().load()).rejects.toThrow('storage unavailable')
    store.getState().recordAttempt('w1', true)
    await store.getState().flush()
    expect(await get(STORAGE_KEYS.progress)).toBeUndefined()
    expect(store.getState().saveError).toBe(true)
    // The storage works again: the next answer reads it, and both answers are written.
    storage.get = get
    store.getState().recordAttempt('w2', false)
    await until(() => !store.getState().saveError)
    await store.getState().flush()
    const stored = (await get(STORAGE_KEYS.progress)) as Progress
    expect(stored.words.w1).toMatchObject({ attempts: 1, correct: 1 })
    expect(stored.words.w2).toMatchObject({ attempts: 1, correct: 0 })
  })

  it('a write that fails (storage full) says so until a write succeeds, and loses no answer', async () => {
    const storage = createMemoryStorage()
    const store = createProgressStore({ storage, debounceMs: 0 })
    await store.getState().load()
    const transact = storage.transact
    storage.transact = () => Promise.reject(new DOMException('full', 'QuotaExceededError'))
    store.getState().recordAttempt('w1', true)
    await store.getState().flush()
    expect(store.getState().saveError).toBe(true)
    storage.transact = transact
    store.getState().recordAttempt('w1', false)
    await store.getState().flush()
    expect(store.getState().saveError).toBe(false)
    expect(((await storage.get(STORAGE_KEYS.progress)) as Progress).words.w1).toMatchObject({
      attempts: 2,
      correct: 1,
    })
  })

  it('a sign-out in one tab is not undone by the other', async () => {
    const { a, b, reopen } = await openTabs('tabs-clear')
    a.getState().recordAttempt('w1', true)
    await a.getState().flush()
    await until(() => b.getState().progress.words.w1 !== undefined)
    await a.getState().clear()
    await until(() => b.getState().progress.words.w1 === undefined)
    expect(b.getState().deviceId).toBe(a.getState().deviceId)
    b.getState().recordAttempt('w3', true)
    await b.getState().flush()
    const later = await reopen()
    expect(Object.keys(later.getState().progress.words)).toEqual(['w3'])
  })
})

describe('a write over what is stored', () => {
  const mine = 'device000001'
  const other = 'device000002'
  const t = { now: 1000, utcOffsetMinutes: 0 }
  const ctx = { deviceId: mine, follow: (p: Progress) => p }
  const answer = (tab: string, seq: number, w = 'w1'): ProgressChange => ({
    tab,
    seq,
    op: { k: 'attempt', w, c: true, t },
  })
  const tab = (changes: ProgressChange[], retired: string[] = []) => ({
    mine,
    base: emptyProgress(),
    changes,
    retired: new Set(retired),
  })
  const counted = (stored: Record<string, unknown>, changes: ProgressChange[]) => {
    const outcome = mergeForWrite(stored, tab(changes), ctx, 5000)
    if (outcome.kind !== 'write') throw new Error(`not written: ${outcome.kind}`)
    return outcome
  }

  it('applies on top of the stored record only the changes its marks say it lacks, and moves the marks', () => {
    const held = recordAttempt(emptyProgress(), 'w1', true, t, mine)
    const stored = {
      [STORAGE_KEYS.progress]: recordAttempt(held, 'w2', false, t, 'device000009'),
      [STORAGE_KEYS.device]: mine,
      [STORAGE_KEYS.tabMarks]: { a: { n: 1, at: 10 }, b: { n: 4, at: 20 } },
    }
    const outcome = counted(stored, [answer('a', 1), answer('a', 2), answer('c', 1, 'w3')])
    expect(outcome.counted).toBe(3)
    expect(outcome.written.words.w1?.attempts).toBe(2)
    expect(outcome.written.words.w2?.attempts).toBe(1)
    expect(outcome.written.words.w3?.attempts).toBe(1)
    expect(outcome.seqs).toEqual({ a: 2, b: 4, c: 1 })
    expect(outcome.values).toEqual({
      [STORAGE_KEYS.progress]: outcome.written,
      [STORAGE_KEYS.tabMarks]: {
        a: { n: 2, at: 5000 },
        b: { n: 4, at: 20 },
        c: { n: 1, at: 5000 },
      },
    })
  })

  it('writes over nothing stored, or over a forged record, from its base', () => {
    expect(counted({}, [answer('a', 1)]).written.words.w1?.attempts).toBe(1)
    const forged = { [STORAGE_KEYS.progress]: { words: 'x' }, [STORAGE_KEYS.device]: other }
    expect(counted(forged, [answer('a', 1)]).written.words.w1?.attempts).toBe(1)
  })

  it("takes another tab's sign-out instead of writing over it, and writes nothing over its own", () => {
    const stored = { [STORAGE_KEYS.progress]: emptyProgress(), [STORAGE_KEYS.device]: other }
    expect(mergeForWrite(stored, tab([answer('a', 1)]), ctx, 5000)).toEqual({
      kind: 'signedOut',
      progress: emptyProgress(),
      deviceId: other,
    })
    expect(mergeForWrite(stored, tab([answer('a', 1)], [other]), ctx, 5000)).toEqual({
      kind: 'retired',
    })
  })

  it('reads a record and its keys in one step where the storage has one, else key by key', async () => {
    const values = { [STORAGE_KEYS.progress]: emptyProgress(), [STORAGE_KEYS.device]: mine }
    const storage = createMemoryStorage(values)
    const keys = [STORAGE_KEYS.progress, STORAGE_KEYS.device, STORAGE_KEYS.tabMarks]
    const expected = { ...values, [STORAGE_KEYS.tabMarks]: undefined }
    expect(await readTogether(storage, keys)).toEqual(expected)
    const { getMany: _, ...transactOnly } = storage
    expect(await readTogether(transactOnly, keys)).toEqual(expected)
    // Key by key: a failed read of a key besides the record's reads as absent.
    const plain: Storage = {
      get: (key) =>
        key === STORAGE_KEYS.device ? Promise.reject(new Error('gone')) : storage.get(key),
      set: storage.set,
      del: storage.del,
    }
    expect(await readTogether(plain, keys)).toEqual({
      ...expected,
      [STORAGE_KEYS.device]: undefined,
    })
    const broken: Storage = { ...plain, get: () => Promise.reject(new Error('unavailable')) }
    await expect(readTogether(broken, keys)).rejects.toThrow('unavailable')
  })
})
