import { createMemoryStorage } from '../adapters/memory-storage'
import { createMemoryJournal } from '../ports/journal'
import { STORAGE_KEYS, type Storage } from '../ports/storage'
import { DEFAULT_SETTINGS } from '../settings'
import { createSettingsStore } from '../store/settings'
import type { ConnectOptions } from '../sync/connect'
import { createKalimaClient } from './client'

/** A client over `storage` and a memory journal, debounced writes left to `saveNow`. */
const clientOver = (storage: Storage, more: Parameters<typeof createKalimaClient>[0] = {}) => {
  const journal = createMemoryJournal()
  return { journal, client: createKalimaClient({ storage, journal, ...more }) }
}

/** A storage whose every read fails (a broken IndexedDB). */
const brokenStorage = (): Storage => {
  const fail = () => Promise.reject(new Error('IndexedDB is broken'))
  return { ...createMemoryStorage(), get: fail, getMany: fail, transact: fail }
}

describe('createKalimaClient', () => {
  it('reads the saved settings, language and progress once, saying which were found', async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.language]: 'ur' })
    const { client } = clientOver(storage)
    const first = client.load()
    expect(client.load()).toBe(first)
    await expect(first).resolves.toEqual({ settings: false, language: true })
    expect(client.stores.language.getState().language).toBe('ur')
    await vi.waitFor(() => expect(client.stores.progress.getState().loaded).toBe(true))
    expect(client.stores.settings.getState().settings).toEqual(DEFAULT_SETTINGS)
  })

  it('keeps an answer given before the page is left: the next page load finds it', async () => {
    const storage = createMemoryStorage()
    const { client, journal } = clientOver(storage)
    await client.load()
    await vi.waitFor(() => expect(client.stores.progress.getState().loaded).toBe(true))
    client.stores.progress.getState().recordAttempt('w1', true)
    client.saveNow()
    // The synchronous copy, there before any write to storage could finish.
    expect([...journal.entries.keys()].some((key) => key.startsWith('progress:'))).toBe(true)
    const next = createKalimaClient({ storage, journal })
    await next.load()
    await vi.waitFor(() =>
      expect(next.stores.progress.getState().progress.words.w1?.attempts).toBe(1),
    )
  })

  it('joins initial progress with the saved one rather than replacing it', async () => {
    const storage = createMemoryStorage()
    const saved = createKalimaClient({ storage, journal: null })
    await saved.load()
    await vi.waitFor(() => expect(saved.stores.progress.getState().loaded).toBe(true))
    saved.stores.progress.getState().recordAttempt('w1', true)
    await saved.stores.progress.getState().flush()
    const seeded = createKalimaClient({ storage: createMemoryStorage(), journal: null })
    seeded.stores.progress.getState().recordAttempt('w2', false)
    const initialProgress = seeded.stores.progress.getState().progress
    const client = createKalimaClient({ storage, journal: null, initialProgress })
    await client.load()
    await vi.waitFor(() => expect(client.stores.progress.getState().loaded).toBe(true))
    const words = client.stores.progress.getState().progress.words
    expect(words.w1?.attempts).toBe(1)
    expect(words.w2?.attempts).toBe(1)
  })

  it("neither loads nor saves a host's own stores, nor a language the host fixes", async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.language]: 'ur',
      [STORAGE_KEYS.settings]: { settings: { ...DEFAULT_SETTINGS, darkMode: true } },
    })
    const settings = createSettingsStore({ storage })
    const { client } = clientOver(storage, { stores: { settings }, language: 'tr' })
    expect(client.stores.settings).toBe(settings)
    await expect(client.load()).resolves.toEqual({ settings: false, language: false })
    expect(settings.getState().loaded).toBe(false)
    expect(client.stores.language.getState().language).toBe('tr')
  })

  it('goes on with the defaults when storage cannot be read, and says so when asked', async () => {
    const failed: string[] = []
    const client = createKalimaClient({
      storage: brokenStorage(),
      journal: null,
      onLoadError: (part) => failed.push(part),
    })
    await expect(client.load()).resolves.toEqual({ settings: false, language: false })
    await vi.waitFor(() => expect(failed.sort()).toEqual(['language', 'progress', 'settings']))
    expect(client.stores.language.getState().language).toBe('bn')
  })

  it('connects the stores to the backend only when asked, and flushes the sync on save', async () => {
    const connected: ConnectOptions[] = []
    const flush = vi.fn(async () => {})
    const local = createKalimaClient({ storage: createMemoryStorage(), journal: null })
    expect(local.connection).toBeUndefined()
    const client = createKalimaClient({
      storage: createMemoryStorage(),
      journal: null,
      connect: (options) => {
        connected.push(options)
        return { engine: {} as never, flush, dispose: () => {} }
      },
    })
    expect(connected).toHaveLength(1)
    expect(connected[0]?.progress).toBe(client.stores.progress)
    expect(connected[0]?.settings).toBe(client.stores.settings)
    expect(connected[0]?.backend).toBe(client.backend)
    client.saveNow()
    expect(flush).toHaveBeenCalledTimes(1)
  })

  it('saves on page leave once however many callers ask, until the last one stops', () => {
    const listeners = new Map<string, number>()
    const target = {
      addEventListener: (type: string) => listeners.set(type, (listeners.get(type) ?? 0) + 1),
      removeEventListener: (type: string) => listeners.set(type, (listeners.get(type) ?? 0) - 1),
    }
    vi.stubGlobal('window', target)
    vi.stubGlobal('document', { ...target, visibilityState: 'visible' })
    try {
      const client = createKalimaClient({ storage: createMemoryStorage(), journal: null })
      const stopA = client.saveOnLeave()
      const stopB = client.saveOnLeave()
      expect(listeners.get('pagehide')).toBe(1)
      stopA()
      stopA()
      expect(listeners.get('pagehide')).toBe(1)
      stopB()
      expect(listeners.get('pagehide')).toBe(0)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
