import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { createStore as createIdbStore } from 'idb-keyval'
import { createIdbStorage } from '../adapters/idb-storage'
import { createMemoryStorage } from '../adapters/memory-storage'
import { fixedClock } from '../ports/clock'
import { createMemoryJournal, type Journal } from '../ports/journal'
import { LEGACY_PROGRESS_KEY, STORAGE_KEYS, type Storage } from '../ports/storage'
import { restoreBackup } from '../progress/backup'
import { recordAttempt } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import { DEFAULT_SETTINGS } from '../settings'
import { mergeSettings } from '../settings/sync'
import type { Language } from '../vocabulary/types'
import { createLanguageStore } from './language'
import { createProgressStore } from './progress'
import { createSettingsStore } from './settings'

const languages: Language[] = [
  { code: 'bn', name: 'বাংলা', enabled: true, dir: 'ltr' },
  { code: 'en', name: 'English', enabled: true, dir: 'ltr' },
  { code: 'zh', name: '中文', enabled: false, dir: 'ltr' },
]

/**
 * Waits until `check` holds (for messages between tabs), failing after 5 s: another tab's
 * write arrives through IndexedDB and a BroadcastChannel, which a loaded machine (the unit
 * tests run in parallel) can delay well past a second.
 */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(check()).toBe(true)
}

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

describe('progress store', () => {
  /** A loaded store over `storage` at 5000 ms, writing `debounceMs` after a change. */
  const loadedStore = async (storage = createMemoryStorage(), debounceMs = 50) => {
    const store = createProgressStore({ storage, clock: fixedClock(5000), debounceMs })
    await store.getState().load()
    return store
  }

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

describe('progress store journal (a page left right after an answer)', () => {
  /** Attempts counted for `id` by the record a fresh tab loads from `storage` and `journal`. */
  const reopen = async (
    storage: ReturnType<typeof createMemoryStorage>,
    journal: ReturnType<typeof createMemoryJournal>,
  ) => {
    const tab = createProgressStore({ storage, journal, debounceMs: 0 })
    await tab.getState().load()
    await tab.getState().flush()
    return tab
  }

  it('keeps answers whose write never finished; the next load stores them once and empties the journal', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    // A tab whose debounced write is still waiting when the page goes.
    const left = createProgressStore({ storage, journal, debounceMs: 60_000 })
    await left.getState().load()
    left.getState().recordAttempt('w1', true, { schedule: false })
    left.getState().recordAttempt('w1', false, { schedule: false })
    left.getState().recordAttempt('w2', true, { schedule: false })
    left.getState().saveNow()
    expect(journal.entries.size).toBe(1)

    const next = await reopen(storage, journal)
    expect(next.getState().progress.words.w1).toMatchObject({ correct: 1, attempts: 2 })
    expect(next.getState().progress.words.w2).toMatchObject({ correct: 1, attempts: 1 })
    expect(next.getState().deviceId).toBe(left.getState().deviceId)
    await until(() => journal.entries.size === 0)
    // Stored once: a third tab counts the same, not twice.
    const third = await reopen(storage, journal)
    expect(third.getState().progress.words.w1).toMatchObject({ correct: 1, attempts: 2 })
  })

  it('writes nothing when nothing changed since the last journal entry, or before loading', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = createProgressStore({ storage, journal, debounceMs: 60_000 })
    tab.getState().saveNow()
    expect(journal.entries.size).toBe(0)
    await tab.getState().load()
    tab.getState().saveNow()
    expect(journal.entries.size).toBe(0)
    tab.getState().recordAttempt('w1', true, { schedule: false })
    tab.getState().saveNow()
    const text = [...journal.entries.values()][0]
    tab.getState().saveNow()
    expect([...journal.entries.values()]).toEqual([text])
  })

  it("a signed-out learner's journal is dropped, never merged into the next learner's record", async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = createProgressStore({ storage, journal, debounceMs: 60_000 })
    await tab.getState().load()
    tab.getState().recordAttempt('w1', true, { schedule: false })
    tab.getState().saveNow()
    await tab.getState().clear()
    expect(journal.entries.size).toBe(0)

    // An entry another tab left under the old device id: not merged, removed.
    journal.set(
      'progress:othertab',
      JSON.stringify({ deviceId: 'oldoldoldold', progress: emptyProgress() }),
    )
    const next = await reopen(storage, journal)
    expect(next.getState().progress.words.w1).toBeUndefined()
    await until(() => journal.entries.size === 0)
  })

  it('an unreadable or forged entry changes nothing and the stored answers stay', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = createProgressStore({ storage, journal, debounceMs: 0 })
    await tab.getState().load()
    tab.getState().recordAttempt('w1', true, { schedule: false })
    await tab.getState().flush()
    const deviceId = tab.getState().deviceId
    journal.set('progress:broken', '{not json')
    journal.set('progress:forged', JSON.stringify({ deviceId, progress: { words: 'x' } }))
    // A good entry after them is still taken.
    const left = JSON.parse(JSON.stringify(tab.getState().progress))
    left.words.w2 = { ...left.words.w1 }
    journal.set('progress:good', JSON.stringify({ deviceId, progress: left }))
    const next = await reopen(storage, journal)
    expect(next.getState().progress.words.w1).toMatchObject({ correct: 1, attempts: 1 })
    expect(next.getState().progress.words.w2).toMatchObject({ correct: 1, attempts: 1 })
    await until(() => journal.entries.size === 0)
  })
})

/**
 * `storage` with `over` in place of its own functions and watchers called by hand (`tell`), as
 * a BroadcastChannel would call them after another tab's write (memory storage tells no one).
 */
const watchedStorage = (storage: Storage, over: Partial<Storage> = {}) => {
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

describe('progress store journal, two tabs of one browser (one device id)', () => {
  const NEVER = 60_000
  /** Attempts at `id` in a record. */
  const attempts = (p: Progress, id = 'w1') => p.words[id]?.attempts ?? 0
  /** A tab of the browser whose writes wait until told (`flush`). */
  const open = async (storage: Storage, journal: Journal) => {
    const tab = createProgressStore({ storage, journal, debounceMs: NEVER })
    await tab.getState().load()
    return tab
  }
  /** What a page opened now counts, once it has taken the journal and written. */
  const reopen = async (storage: Storage, journal: Journal) => {
    const tab = createProgressStore({ storage, journal, debounceMs: 0 })
    await tab.getState().load()
    await tab.getState().flush()
    return attempts(tab.getState().progress)
  }

  it('both answers count when the two tabs answer at once and one is closed before its write', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const kept = await open(storage, journal)
    const closed = await open(storage, journal)
    expect(closed.getState().deviceId).toBe(kept.getState().deviceId)
    kept.getState().recordAttempt('w1', true, { schedule: false })
    closed.getState().recordAttempt('w1', false, { schedule: false })
    await kept.getState().flush()
    // The page goes before its write: only its journal entry is left.
    closed.getState().saveNow()
    expect(await reopen(storage, journal)).toBe(2)
    await until(() => journal.entries.size === 0)
    expect(await reopen(storage, journal)).toBe(2)
  })

  it("a hidden tab's answer taken from its journal by a new page is not counted again when the tab writes", async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const hidden = await open(storage, journal)
    hidden.getState().recordAttempt('w1', true, { schedule: false })
    hidden.getState().saveNow()
    // A new page takes the entry of the tab, which is only hidden, and writes its answer.
    expect(await reopen(storage, journal)).toBe(1)
    // The tab comes back and writes its answer: the stored record holds it already.
    await hidden.getState().flush()
    expect(attempts(hidden.getState().progress)).toBe(1)
    expect(await reopen(storage, journal)).toBe(1)
    // Its next answer counts.
    hidden.getState().recordAttempt('w1', true, { schedule: false })
    await hidden.getState().flush()
    expect(await reopen(storage, journal)).toBe(2)
  })

  it('an entry left by a tab whose write did land is not counted again', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = await open(storage, journal)
    tab.getState().recordAttempt('w1', true, { schedule: false })
    tab.getState().saveNow()
    const left = [...journal.entries]
    await tab.getState().flush()
    // A written tab removes its entry; one closed between its write and that removal leaves it.
    expect(journal.entries.size).toBe(0)
    for (const [key, text] of left) journal.set(key, text)
    expect(await reopen(storage, journal)).toBe(1)
  })

  it('an answer graded after the journal was written is graded once, its attempt counted once', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = await open(storage, journal)
    tab.getState().recordAttempt('w1', true)
    tab.getState().saveNow()
    const next = createProgressStore({ storage, journal, debounceMs: 0 })
    await next.getState().load()
    await next.getState().flush()
    expect(next.getState().progress.words.w1).toMatchObject({ attempts: 1 })
    expect(next.getState().progress.words.w1?.review?.reps).toBe(1)
    // The tab's own grading and write change nothing more.
    await tab.getState().flush()
    const third = createProgressStore({ storage, journal, debounceMs: 0 })
    await third.getState().load()
    expect(third.getState().progress.words.w1).toMatchObject({ attempts: 1 })
    expect(third.getState().progress.words.w1?.review?.reps).toBe(1)
  })

  it('an entry with a malformed change, or changes that make no valid record, is left out whole', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = await open(storage, journal)
    tab.getState().recordAttempt('w1', true, { schedule: false })
    await tab.getState().flush()
    const { deviceId } = tab.getState()
    const base = tab.getState().progress
    const t = { now: 5000, utcOffsetMinutes: 0 }
    const good = { tab: 'other', seq: 1, op: { k: 'attempt', w: 'w1', c: true, t } }
    journal.set(
      'progress:bad-op',
      JSON.stringify({ deviceId, base, changes: [good, { tab: 'other', seq: 2, op: { k: 'x' } }] }),
    )
    journal.set(
      'progress:bad-seq',
      JSON.stringify({ deviceId, base, changes: [{ ...good, seq: -1 }] }),
    )
    journal.set(
      'progress:bad-result',
      JSON.stringify({
        deviceId,
        base,
        changes: [good, { tab: 'other', seq: 2, op: { k: 'test', d: '1', result: { x: 1 } } }],
      }),
    )
    expect(await reopen(storage, journal)).toBe(1)
    await until(() => journal.entries.size === 0)
  })

  it("a tab reading the storage as another page's write lands shows its answer once", async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    // Separate reads, each in its own transaction, may see another page's write between them:
    // here the tab marks are read before it lands and the record after.
    let recordRead: Promise<void> | undefined
    const tabStorage = watchedStorage(storage, {
      get: (key) =>
        key === STORAGE_KEYS.progress && recordRead
          ? recordRead.then(() => storage.get(key))
          : storage.get(key),
    })
    const tab = await open(tabStorage, journal)
    tab.getState().recordAttempt('w1', true, { schedule: false })
    tab.getState().saveNow()
    let landed = () => {}
    recordRead = new Promise((resolve) => {
      landed = resolve
    })
    // The tab hears of a write and reads; meanwhile a new page stores its journaled answer.
    tabStorage.tell()
    expect(await reopen(storage, journal)).toBe(1)
    landed()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(attempts(tab.getState().progress)).toBe(1)
    await tab.getState().flush()
    expect(attempts(tab.getState().progress)).toBe(1)
    expect(await reopen(storage, journal)).toBe(1)
  })

  it("a tab still reading the storage when another tab writes shows that tab's answer once read", async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const other = await open(storage, journal)
    other.getState().recordAttempt('w1', true, { schedule: false })
    // The new tab hears of the other's write just after its own read.
    let reads = 0
    const tabStorage = watchedStorage(storage, {
      transact: async (keys, change) => {
        const values = await storage.transact?.(keys, change)
        if (reads++ === 0) {
          await other.getState().flush()
          tabStorage.tell()
        }
        return values ?? {}
      },
    })
    const tab = await open(tabStorage, journal)
    await until(() => attempts(tab.getState().progress) === 1)
  }, 10_000)

  type Step = { tab: 0 | 1 | 2; action: 'answer' | 'write' | 'hide' | 'close' }
  const step = fc.record<Step>({
    tab: fc.constantFrom(0, 1, 2),
    action: fc.constantFrom('answer', 'answer', 'answer', 'write', 'hide', 'close'),
  })

  it('property: every answer counts once, whatever the order of answers, writes, hidden and closed tabs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const storage = createMemoryStorage()
        const journal = createMemoryJournal()
        const tabs = [await open(storage, journal)]
        tabs.push(await open(storage, journal), await open(storage, journal))
        let answers = 0
        for (const { tab, action } of steps) {
          const store = tabs[tab]
          if (!store) continue
          if (action === 'answer') {
            store.getState().recordAttempt('w1', answers % 2 === 0, { schedule: false })
            answers++
          } else if (action === 'write') await store.getState().flush()
          else if (action === 'hide') store.getState().saveNow()
          else {
            // Closed before its write: what it journaled as it went is all that stays; a new
            // page opens in its place (and takes the journal).
            store.getState().saveNow()
            tabs[tab] = await open(storage, journal)
          }
        }
        for (const tab of tabs) await tab.getState().flush()
        expect(await reopen(storage, journal)).toBe(answers)
        // And no tab shows more than were given (memory storage tells no tab of another's write).
        for (const tab of tabs)
          expect(attempts(tab.getState().progress)).toBeLessThanOrEqual(answers)
      }),
      { numRuns: 150 },
    )
  })
})

describe('settings store', () => {
  it('validates updates, persists them and reloads them', async () => {
    const storage = createMemoryStorage()
    const store = createSettingsStore({ storage, debounceMs: 0 })
    store.getState().update({ arabicFontSize: 99, darkMode: true })
    expect(store.getState().settings).toMatchObject({ arabicFontSize: 72, darkMode: true })
    expect(store.getState().issues).toHaveLength(1)
    await store.getState().flush()
    const again = createSettingsStore({ storage })
    expect(await again.getState().load()).toBe(true)
    expect(again.getState().settings).toMatchObject({ arabicFontSize: 72, darkMode: true })
  })

  it('tells a load with nothing stored (a first visit: the defaults) from one with settings', async () => {
    const fresh = createSettingsStore({ storage: createMemoryStorage() })
    expect(await fresh.getState().load()).toBe(false)
    expect(fresh.getState()).toMatchObject({ settings: DEFAULT_SETTINGS, loaded: true })
  })

  it("starts a first visit from the device's values (dark mode), unstamped and unsaved; a learner's choice replaces them", async () => {
    const storage = createMemoryStorage()
    let dark = true
    const initial = () => (dark ? { darkMode: true } : {})
    const first = createSettingsStore({ storage, debounceMs: 0, initial })
    expect(await first.getState().load()).toBe(false)
    expect(first.getState()).toMatchObject({
      settings: { ...DEFAULT_SETTINGS, darkMode: true },
      changedAt: {},
      loaded: true,
    })
    // Not a choice: a learner's stamped setting elsewhere wins when settings sync.
    const merged = mergeSettings(
      { settings: first.getState().settings, changedAt: first.getState().changedAt },
      { settings: { ...DEFAULT_SETTINGS, darkMode: false }, changedAt: { darkMode: 5 } },
    )
    expect(merged.settings.darkMode).toBe(false)
    // Nothing saved: the next visit follows the device again (now light).
    dark = false
    const second = createSettingsStore({ storage, debounceMs: 0, initial })
    expect(await second.getState().load()).toBe(false)
    expect(second.getState().settings.darkMode).toBe(false)
    // Once the learner has changed a setting, what they see is stored and the device is not asked.
    second.getState().update({ meaningFontSize: 30 })
    await second.getState().flush()
    dark = true
    const third = createSettingsStore({ storage, initial })
    expect(await third.getState().load()).toBe(true)
    expect(third.getState().settings).toMatchObject({ meaningFontSize: 30, darkMode: false })
  })

  it('stamps each change, keeps the stamps across reloads, takes a merge result as it is', async () => {
    const storage = createMemoryStorage()
    let now = 1000
    const store = createSettingsStore({ storage, debounceMs: 0, now: () => now })
    store.getState().update({ meaningFontSize: 30 })
    now = 2000
    store.getState().update({ meaningFontSize: 30, darkMode: true })
    expect(store.getState().changedAt).toEqual({ meaningFontSize: 1000, darkMode: 2000 })
    await store.getState().flush()
    const again = createSettingsStore({ storage })
    await again.getState().load()
    expect(again.getState().changedAt).toEqual({ meaningFontSize: 1000, darkMode: 2000 })
    // A merge's result replaces settings and stamps as they are (nothing stamped anew).
    again.getState().replace({
      settings: { ...DEFAULT_SETTINGS, meaningFontSize: 30, darkMode: false },
      changedAt: { meaningFontSize: 1000, darkMode: 3000 },
    })
    expect(again.getState().settings).toMatchObject({ meaningFontSize: 30, darkMode: false })
    expect(again.getState().changedAt).toEqual({ meaningFontSize: 1000, darkMode: 3000 })
  })

  it('migrates stored original field names', async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.settings]: { bengaliFontSize: 30 } })
    const store = createSettingsStore({ storage })
    await store.getState().load()
    expect(store.getState().settings.meaningFontSize).toBe(30)
  })
})

describe('settings store journal (a page left right after a change)', () => {
  // A debounce no test waits out: the write to storage never begins, as when the page goes
  // before it does.
  const NEVER = 60_000

  it('keeps a change the page left before storing, and the next load stores it', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = createSettingsStore({ storage, journal, debounceMs: NEVER, now: () => 5000 })
    await tab.getState().load()
    tab.getState().update({ darkMode: true })
    tab.getState().saveNow()
    expect(await storage.get(STORAGE_KEYS.settings)).toBeUndefined()

    const next = createSettingsStore({ storage, journal })
    expect(await next.getState().load()).toBe(true)
    expect(next.getState().settings.darkMode).toBe(true)
    expect(next.getState().changedAt).toEqual({ darkMode: 5000 })
    expect(await storage.get(STORAGE_KEYS.settings)).toMatchObject({ darkMode: true })
    expect(await storage.get(STORAGE_KEYS.settingsChangedAt)).toEqual({ darkMode: 5000 })
    // Taken back once: the entry is gone.
    expect([...journal.entries.keys()]).toEqual([])
  })

  it('merges field by field: a later stored change wins over an older one in the journal', async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.settings]: { ...DEFAULT_SETTINGS, darkMode: false, meaningFontSize: 30 },
      [STORAGE_KEYS.settingsChangedAt]: { darkMode: 9000, meaningFontSize: 1000 },
    })
    const journal = createMemoryJournal()
    journal.set(
      'settings:left',
      JSON.stringify({
        settings: { ...DEFAULT_SETTINGS, darkMode: true, meaningFontSize: 40 },
        changedAt: { darkMode: 2000, meaningFontSize: 2000 },
      }),
    )
    const store = createSettingsStore({ storage, journal })
    await store.getState().load()
    expect(store.getState().settings).toMatchObject({ darkMode: false, meaningFontSize: 40 })
    expect(store.getState().changedAt).toEqual({ darkMode: 9000, meaningFontSize: 2000 })
  })

  it('drops an entry that is not settings, changing nothing', async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.settings]: { ...DEFAULT_SETTINGS, darkMode: true },
    })
    const journal = createMemoryJournal()
    journal.set('settings:broken', '{not json')
    const store = createSettingsStore({ storage, journal })
    await store.getState().load()
    expect(store.getState().settings).toEqual({ ...DEFAULT_SETTINGS, darkMode: true })
    expect([...journal.entries.keys()]).toEqual([])
  })

  it('writes nothing when nothing changed, and nothing twice for one change', async () => {
    const journal = createMemoryJournal()
    const writes: string[] = []
    const counting = {
      ...journal,
      set: (key: string, text: string) => {
        writes.push(key)
        journal.set(key, text)
      },
    }
    const store = createSettingsStore({ storage: createMemoryStorage(), journal: counting })
    await store.getState().load()
    store.getState().saveNow()
    expect(writes).toEqual([])
    store.getState().update({ showTransliteration: false })
    store.getState().saveNow()
    store.getState().saveNow()
    expect(writes).toHaveLength(1)
  })

  it('never throws when the journal is full: the debounced write is still made', async () => {
    const storage = createMemoryStorage()
    const full = {
      ...createMemoryJournal(),
      set: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const store = createSettingsStore({ storage, journal: full, debounceMs: 0 })
    await store.getState().load()
    store.getState().update({ darkMode: true })
    expect(() => store.getState().saveNow()).not.toThrow()
    await store.getState().flush()
    expect(await storage.get(STORAGE_KEYS.settings)).toMatchObject({ darkMode: true })
  })
})

describe('language store', () => {
  it('defaults to bn, refuses disabled or unknown languages, and persists', async () => {
    const storage = createMemoryStorage()
    const store = createLanguageStore({ storage, languages })
    expect(store.getState().language).toBe('bn')
    expect(store.getState().setLanguage('zh')).toBe(false)
    expect(store.getState().setLanguage('xx')).toBe(false)
    expect(store.getState().language).toBe('bn')
    expect(store.getState().setLanguage('en')).toBe(true)
    await store.getState().flush()
    const again = createLanguageStore({ storage, languages })
    expect(await again.getState().load()).toBe(true)
    expect(again.getState().language).toBe('en')
  })

  it('tells a load with nothing stored from one with a language, even one it refuses', async () => {
    const fresh = createLanguageStore({ storage: createMemoryStorage(), languages })
    expect(await fresh.getState().load()).toBe(false)
    const refused = createLanguageStore({
      storage: createMemoryStorage({ [STORAGE_KEYS.language]: 'zh' }),
      languages,
    })
    // Stored, so no first visit, but not selectable here: the default stays.
    expect(await refused.getState().load()).toBe(true)
    expect(refused.getState().language).toBe('bn')
  })
})
