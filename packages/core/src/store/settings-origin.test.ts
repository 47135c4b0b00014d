// Where the settings' last change came from: this page (the learner) or elsewhere (storage,
// the server). A page follows the learner's change of interface language at once and only
// remembers one that arrives from another device.
import { createMemoryStorage } from '../adapters/memory-storage'
import { DEFAULT_SETTINGS } from '../settings'
import { createSettingsStore } from './settings'

describe('the settings store says who changed the settings last', () => {
  it('a change made on the page is the learner’s; one loaded or merged in is not', async () => {
    const storage = createMemoryStorage()
    const saved = createSettingsStore({ storage, debounceMs: 0 })
    saved.getState().update({ uiLanguage: 'ur' })
    await saved.getState().flush()

    const store = createSettingsStore({ storage, debounceMs: 0 })
    expect(store.getState().changedHere).toBe(false)
    await store.getState().load()
    expect(store.getState()).toMatchObject({ changedHere: false, loaded: true })
    expect(store.getState().settings.uiLanguage).toBe('ur')

    store.getState().update({ uiLanguage: 'tr' })
    expect(store.getState()).toMatchObject({ changedHere: true })

    // Settings merged with the server's: not this page's change, whatever they hold.
    store.getState().replace({ settings: { ...DEFAULT_SETTINGS, uiLanguage: 'zh' }, changedAt: {} })
    expect(store.getState()).toMatchObject({ changedHere: false })
    expect(store.getState().settings.uiLanguage).toBe('zh')

    store.getState().reset()
    expect(store.getState()).toMatchObject({ changedHere: true, settings: DEFAULT_SETTINGS })
  })
})
