import { createMemoryStorage } from '../adapters/memory-storage'
import { createMemoryJournal } from '../ports/journal'
import { STORAGE_KEYS } from '../ports/storage'
import { DEFAULT_SETTINGS } from '../settings'
import { mergeSettings } from '../settings/sync'
import { createSettingsStore } from './settings'

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
