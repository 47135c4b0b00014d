import { createMemoryStorage } from '../adapters/memory-storage'
import { STORAGE_KEYS } from '../ports/storage'
import type { Language } from '../vocabulary/types'
import { createLanguageStore } from './language'

const languages: Language[] = [
  { code: 'bn', name: 'বাংলা', enabled: true, dir: 'ltr' },
  { code: 'en', name: 'English', enabled: true, dir: 'ltr' },
  { code: 'zh', name: '中文', enabled: false, dir: 'ltr' },
]

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
