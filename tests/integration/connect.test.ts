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
    // As the app and the provider do: sync sends what the store has written, after its load.
    void progress.getState().load()
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

  it('counts an answer once when two tabs of one browser sync it', async () => {
    const user = await createUser(pb.url, 'tabs@kalima.test', 'Hafsa')
    // One browser: one storage, so one device id, shared by two tabs.
    const storage = createMemoryStorage()
    const tab = async (debounceMs: number) => {
      const backend = createPocketBaseBackend({ url: pb.url })
      const progress = createProgressStore({ storage, debounceMs })
      await progress.getState().load()
      const settings = createSettingsStore({ storage: createMemoryStorage(), debounceMs: 0 })
      const connection = connectBackend({
        backend,
        progress,
        settings,
        engine: { debounceMs: 20, retryInitialMs: 50, retryMaxMs: 400 },
      })
      connections.push(connection)
      await backend.signIn(user.email, user.password)
      return { backend, progress, connection }
    }
    // Tab one writes its answers late (a slow disk); tab two at once.
    const one = await tab(60_000)
    const two = await tab(0)
    expect(two.progress.getState().deviceId).toBe(one.progress.getState().deviceId)
    one.progress.getState().recordAttempt('min', true, { schedule: false })
    await until(async () => (await one.backend.pullProgress())?.words.min?.attempts === 1)
    // Tab two pulls the account and stores it; then tab one writes and syncs again.
    await two.connection.flush()
    await two.progress.getState().flush()
    await one.progress.getState().flush()
    await one.connection.flush()
    await two.connection.flush()
    expect(one.progress.getState().progress.words.min).toMatchObject({ correct: 1, attempts: 1 })
    expect(two.progress.getState().progress.words.min).toMatchObject({ correct: 1, attempts: 1 })
    expect((await one.backend.pullProgress())?.words.min).toMatchObject({
      correct: 1,
      attempts: 1,
    })
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

  it('settings: the newest change of each field wins across two browsers', async () => {
    const user = await createUser(pb.url, 'fields@kalima.test', 'Zainab')
    // Browser A, signed in, sets the meaning font size: the server has 26 px.
    const a = device()
    await a.backend.signIn(user.email, user.password)
    a.settings.getState().update({ meaningFontSize: 26 })
    await until(async () => (await a.backend.readSettings())?.bengaliFontSize === 26)
    // Browser B, signed out, sets 34 px and dark mode later; then signs in.
    const b = device()
    b.settings.getState().update({ meaningFontSize: 34, darkMode: true })
    await b.backend.signIn(user.email, user.password)
    // Sign-in no longer overwrites the newer local value with the server's older one...
    await until(async () => (await b.backend.readSettings())?.bengaliFontSize === 34)
    expect(b.settings.getState().settings).toMatchObject({ meaningFontSize: 34, darkMode: true })
    // ...and A's next write, which still carries its older 26 px, does not bring it back:
    // the server keeps the newer field, takes A's new Arabic size, and A follows.
    a.settings.getState().update({ arabicFontSize: 60 })
    await until(async () => (await a.backend.readSettings())?.arabicFontSize === 60)
    expect(await a.backend.readSettings()).toMatchObject({
      bengaliFontSize: 34,
      darkMode: true,
      arabicFontSize: 60,
    })
    await until(() => a.settings.getState().settings.meaningFontSize === 34)
    expect(a.settings.getState().settings.darkMode).toBe(true)
    // A third browser signing in gets every field's newest value.
    const c = device()
    await c.backend.signIn(user.email, user.password)
    await until(() => c.settings.getState().settings.arabicFontSize === 60)
    expect(c.settings.getState().settings).toMatchObject({ meaningFontSize: 34, darkMode: true })
  })

  it('the server keeps a newer field over a late write of an older value', async () => {
    const user = await createUser(pb.url, 'late@kalima.test', 'Hamza')
    const backend = createPocketBaseBackend({ url: pb.url })
    await backend.signIn(user.email, user.password)
    await backend.writeSettings({ darkMode: true, changedAt: { darkMode: 2000 } })
    const stored = await backend.writeSettings({
      darkMode: false,
      arabicFontSize: 50,
      changedAt: { darkMode: 1000, arabicFontSize: 1000 },
    })
    expect(stored).toMatchObject({
      darkMode: true,
      arabicFontSize: 50,
      changedAt: { darkMode: 2000, arabicFontSize: 1000 },
    })
    // A write without stamps (an older app) still changes fields nobody stamped.
    expect(await backend.writeSettings({ soundEffects: false })).toMatchObject({
      soundEffects: false,
      darkMode: true,
    })
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
