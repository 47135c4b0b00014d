// The app wiring against a real server: a signed-in learner's answers and
// settings reach PocketBase through the stores alone, and a second device that
// signs in gets them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../packages/core/src/adapters/memory-storage'
import { createPocketBaseBackend } from '../../packages/core/src/adapters/pocketbase-backend'
import { createProgressStore } from '../../packages/core/src/store/progress'
import { createSettingsStore } from '../../packages/core/src/store/settings'
import { type BackendConnection, connectBackend } from '../../packages/core/src/sync/connect'
import { api, createUser, startPocketBase, type TestPocketBase } from '../helpers/pocketbase'

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error('condition not met in time')
}

describe('connectBackend', () => {
  let pb: TestPocketBase
  const connections: BackendConnection[] = []
  beforeAll(async () => {
    pb = await startPocketBase({ env: { KALIMA_RATE_LIMIT_MULTIPLIER: '100' } })
  })
  afterAll(async () => {
    for (const c of connections) c.dispose()
    await pb?.stop()
  })

  const device = () => {
    const storage = createMemoryStorage()
    const backend = createPocketBaseBackend({ url: pb.url })
    const progress = createProgressStore({ storage, debounceMs: 0 })
    const settings = createSettingsStore({ storage, debounceMs: 0 })
    const connection = connectBackend({
      backend,
      progress,
      settings,
      engine: { debounceMs: 20, retryInitialMs: 50, retryMaxMs: 400 },
      settingsDebounceMs: 20,
    })
    connections.push(connection)
    return { backend, progress, settings, connection }
  }

  it('syncs answers and settings of a signed-in learner to a second device', async () => {
    const user = await createUser(pb.url, 'connect@kalima.test', 'Amina')
    const phone = device()
    await phone.backend.signIn(user.email, user.password)
    phone.progress.getState().recordAttempt('min', true)
    phone.progress.getState().recordAttempt('min', false)
    phone.settings.getState().update({ arabicFontSize: 56, darkMode: true, uiLanguage: 'ur' })
    await until(() => phone.connection.engine.getState().status === 'synced')
    await until(async () => (await phone.backend.readSettings())?.arabicFontSize === 56)

    const laptop = device()
    await laptop.backend.signIn(user.email, user.password)
    await until(() => laptop.progress.getState().progress.words.min?.attempts === 2)
    expect(laptop.progress.getState().progress.words.min?.correct).toBe(1)
    await until(() => laptop.settings.getState().settings.arabicFontSize === 56)
    expect(laptop.settings.getState().settings.darkMode).toBe(true)
    expect(laptop.settings.getState().settings.uiLanguage).toBe('ur')
  })

  it('keeps a signed-out learner local and merges on sign-in', async () => {
    const user = await createUser(pb.url, 'later@kalima.test', 'Yusuf')
    const tablet = device()
    tablet.progress.getState().recordAttempt('qaAla', true)
    expect(tablet.connection.engine.getState().status).toBe('signedOut')
    await tablet.backend.signIn(user.email, user.password)
    await until(() => tablet.connection.engine.getState().status === 'synced')
    const remote = await tablet.backend.pullProgress()
    expect(remote?.words.qaAla?.correct).toBe(1)
  })

  it('files a completed test and time spent on cards in their own collections', async () => {
    const user = await createUser(pb.url, 'tester@kalima.test', 'Maryam')
    const phone = device()
    await phone.backend.signIn(user.email, user.password)
    const store = phone.progress.getState()
    store.touchDeck('1')
    store.addTimeSpent('min', 4200)
    store.recordTestResult('1', {
      timeSeconds: 95,
      correct: 50,
      attempts: 57,
      completedAt: Date.now(),
    })
    const mine = (collection: string) =>
      api(pb.url, 'GET', `/api/collections/${collection}/records`, { token: user.token })
    await until(async () => (await mine('test_results')).body?.items?.length === 1)
    const [result] = (await mine('test_results')).body.items
    expect(result).toMatchObject({ deck: '1', timeSeconds: 95, correct: 50, attempts: 57 })
    expect(result.completedAt).toBeTruthy()
    await until(async () => (await mine('analytics')).body?.items?.length === 1)
    const [card] = (await mine('analytics')).body.items
    expect(card).toMatchObject({ deck: '1', word: 'min', timeSpentMs: 4200 })
  })

  it('keeps a settings change made just before a reload over older remote settings', async () => {
    const user = await createUser(pb.url, 'reload@kalima.test', 'Khadija')
    const storage = createMemoryStorage()
    const open = async () => {
      const backend = createPocketBaseBackend({ url: pb.url })
      const progress = createProgressStore({ storage, debounceMs: 0 })
      const settings = createSettingsStore({ storage, debounceMs: 0 })
      await settings.getState().load()
      const connection = connectBackend({
        backend,
        progress,
        settings,
        storage,
        engine: { debounceMs: 20, retryInitialMs: 50, retryMaxMs: 400 },
        settingsDebounceMs: 60_000,
      })
      connections.push(connection)
      return { backend, settings, connection }
    }
    const before = await open()
    await before.backend.signIn(user.email, user.password)
    await until(async () => (await before.backend.readSettings()) !== null)
    // Dark mode on, then the page is gone before the (long) debounce writes it.
    before.settings.getState().update({ darkMode: true })
    await before.settings.getState().flush() // saved locally, as the page does when hidden
    before.connection.dispose()

    const after = await open()
    await after.backend.signIn(user.email, user.password)
    await until(async () => (await after.backend.readSettings())?.darkMode === true)
    expect(after.settings.getState().settings.darkMode).toBe(true)
  })

  it('writes overlapping first settings into one record, without a refused create', async () => {
    const user = await createUser(pb.url, 'overlap@kalima.test', 'Bilal')
    const backend = createPocketBaseBackend({ url: pb.url })
    await backend.signIn(user.email, user.password)
    const [a, b] = await Promise.all([
      backend.writeSettings({ arabicFontSize: 50 }),
      backend.writeSettings({ darkMode: true }),
    ])
    expect(a.arabicFontSize).toBe(50)
    expect(b).toMatchObject({ arabicFontSize: 50, darkMode: true })
    const list = await api(pb.url, 'GET', '/api/collections/settings/records', {
      token: user.token,
    })
    expect(list.body.items).toHaveLength(1)
  })
})
