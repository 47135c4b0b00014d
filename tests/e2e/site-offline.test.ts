// Offline after the first visit: once the service worker controls the page, a
// Learn session works with the network cut, and its answers reach PocketBase
// when the network returns. Then screenshots of the main screens at 390 px.
import { readdirSync, readFileSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { getDeck } from '../../packages/core/src/vocabulary/vocabulary'
import { urPages as ur } from '../../packages/react/src/i18n/ur.pages'
import {
  appRendered,
  completeLearn,
  newContext,
  PHONE,
  progressText,
  records,
  type SiteEnv,
  screenshotPath,
  serveSiteDist,
  setOffline,
  signUp,
  startSite,
  watchErrors,
} from '../helpers/site'

/** Whether every word id of a deck appears in the user's synced progress. */
async function progressHas(env: SiteEnv, userId: string, ids: string[]): Promise<boolean> {
  const text = await progressText(env, userId)
  // A word's entry is the row key `"w:<id>"`.
  return ids.every((id) => text.includes(`"w:${id}"`))
}

describe('the site offline', () => {
  let env: SiteEnv
  let context: BrowserContext
  let page: Page
  let errors: string[]
  beforeAll(async () => {
    // A browser and servers of its own: its checks of timing start from a fresh state.
    env = await startSite({ own: true })
    context = await newContext(env)
    // Right answers' feedback passes at once (skipFeedback).
    await context.clock.install()
    page = await context.newPage()
    errors = watchErrors(page)
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('completes a Learn session offline and syncs it when the network returns', async () => {
    const user = {
      name: 'Maryam',
      email: `offline-${Date.now()}@kalima.test`,
      password: 'correct-horse-battery',
    }
    await signUp(page, user)
    // The service worker has installed (precached everything) and controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const [owner] = await records(env, 'users', `email = "${user.email}"`)
    const deck = getDeck({ kind: 'surah', id: 112 })
    const ids = deck?.words.map((w) => w.id) ?? []
    expect(ids.length).toBeGreaterThan(0)
    expect(await progressHas(env, owner.id, ids)).toBe(false)

    await setOffline(context, true)
    // A full navigation with the network off: the app shell and the chunks come
    // from the precache, the deck's words and meanings too.
    await page.goto('/learn/surah/112')
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
    expect(await completeLearn(page)).toBe(ids.length)
    await page.getByRole('dialog').getByText(`learned all ${ids.length} words`).waitFor()
    await page.goto('/words/surah/112')
    await page.locator('.kalima-verse-arabic mark').waitFor()
    expect(await progressHas(env, owner.id, ids)).toBe(false)

    await setOffline(context, false)
    await expect.poll(() => progressHas(env, owner.id, ids), { timeout: 20_000 }).toBe(true)
    // Only the failed API calls made while offline may have logged errors.
    expect(
      errors.splice(0).filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED/.test(e)),
    ).toEqual([])
  })

  it('works offline in Urdu too: a study page and a content page, right to left', async () => {
    const urdu = await newContext(env)
    const tab = await urdu.newPage()
    const tabErrors = watchErrors(tab)
    await tab.goto('/ur/flash')
    await tab.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await tab.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await setOffline(urdu, true)
    // Full navigations, answered by the app shell and the precached chunks.
    await tab.goto('/ur/learn/1')
    await tab.locator('[data-kalima-widget="learn"][data-state="answering"]').waitFor()
    expect(await tab.locator('html').getAttribute('dir')).toBe('rtl')
    expect(await tab.locator('html').getAttribute('lang')).toBe('ur')
    expect(await tab.locator('h1').first().textContent()).toBe('بنیادی الفاظ 1 - سیکھیں')
    await tab.goto('/ur/about')
    await tab.getByRole('heading', { level: 1, name: ur['about.heading'] }).waitFor()
    await tab.getByRole('heading', { level: 2, name: ur['about.valuesHeading'] }).waitFor()
    await setOffline(urdu, false)
    expect(tabErrors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual(
      [],
    )
    await urdu.close()
  })

  it("loads a page again, once, when a module of the app's code fails to arrive", async () => {
    const flaky = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: PHONE,
      serviceWorkers: 'block',
    })
    const tab = await flaky.newPage()
    // The app's entry module: when its fetch (or one of its modules') fails, the app never runs.
    const html = await (await fetch(`${env.site.url}/learn/1`)).text()
    // (named in the page, index.html's script adds it once the page has painted)
    const dropped = /<meta name="kalima:entry" content="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(dropped).toMatch(/^\/assets\/.+\.js$/)
    let documents = 0
    tab.on('request', (r) => {
      if (r.isNavigationRequest()) documents += 1
    })
    /**
     * Aborts every fetch of `file` made by the first `drops` documents loaded (counted from
     * `documents` = 0): a document may fetch it twice (its preload, then the import) or once
     * (Chromium 150 keeps a failed preload's failure for the import).
     */
    const drop = async (file: string) => {
      const state = { drops: 0 }
      await tab.route(`**${file}`, (route) =>
        documents <= state.drops ? route.abort('aborted') : route.continue(),
      )
      return state
    }
    /** Opens lesson `id` with its first `drops` documents failing to fetch: loaded twice. */
    const open = async (dropping: { drops: number }, drops: number, id: number) => {
      Object.assign(dropping, { drops })
      documents = 0
      await tab.goto(`/learn/${id}`)
      if (drops === Number.POSITIVE_INFINITY) {
        // Dropped every time: one more load, not a loop; the page stays its readable HTML.
        await tab.waitForTimeout(3000)
        expect(await tab.locator('h1').first().textContent()).toContain(
          getDeck({ kind: 'lesson', id })?.title ?? '-',
        )
      } else {
        // The page loads again by itself and the app takes it over.
        await tab.locator('[data-kalima-widget="learn"]:not([inert])').waitFor()
      }
      expect(documents).toBe(2)
    }
    const entry = await drop(dropped)
    await open(entry, 1, 1)
    await open(entry, Number.POSITIVE_INFINITY, 2)
    // Dropped as the network goes: the page stays as it is until the network is back, then
    // loads again and the app takes it over.
    let fetched = 0
    documents = 0
    await tab.unroute(`**${dropped}`)
    await tab.route(`**${dropped}`, async (route) => {
      fetched += 1
      if (fetched > 1) return route.continue()
      await setOffline(flaky, true)
      // The page knows it is offline before the fetch fails, as when a network really goes
      // (the emulation reaches the page a moment after the CDP call: once, the failure came
      // first, the page loaded again at once, offline, and a third time when back online).
      await tab.waitForFunction(() => !navigator.onLine)
      return route.abort('internetdisconnected')
    })
    await tab.goto('/learn/3')
    await tab.waitForTimeout(1500)
    expect(documents).toBe(1)
    expect(await tab.locator('h1').first().textContent()).toContain(
      getDeck({ kind: 'lesson', id: 3 })?.title ?? '-',
    )
    await setOffline(flaky, false)
    await tab.locator('[data-kalima-widget="learn"]:not([inert])').waitFor()
    expect(documents).toBe(2)
    // A later stage of the app's code (start.tsx, imported a task after the entry) dropped
    // in the first document, as the page preloads it and as the app imports it: loaded
    // again too; dropped every time: one more load, the page stays readable.
    await tab.unroute(`**${dropped}`)
    const stage = /<meta name="kalima:module" content="(\/assets\/start-[^"]+\.js)"/.exec(html)?.[1]
    expect(stage).toBeDefined()
    const later = await drop(stage ?? '')
    await open(later, 1, 4)
    await open(later, Number.POSITIVE_INFINITY, 5)
    await tab.unroute(`**${stage}`)
    // Once the app runs, a module script that fails (one an extension adds, say) reloads nothing.
    documents = 0
    await tab.evaluate(() => {
      const script = document.createElement('script')
      script.type = 'module'
      script.src = '/assets/missing-module.js'
      document.body.append(script)
    })
    await tab.waitForTimeout(1500)
    expect(documents).toBe(0)
    await flaky.close()
  })

  it('a new version deployed while a learner answers takes over at their next page, not in the middle of the question, and the page keeps the files it runs', async () => {
    // The site as deployed, then a new version of it: its service worker script changes, and
    // one of the files the page loads lazily (the Settings dialog's texts) has a new name; the
    // host no longer has the old one.
    const worker = readFileSync('site/dist/sw.js', 'utf8')
    const settingsTexts = readdirSync('site/dist/assets').find((name) =>
      /^en\.settings-[\w-]+\.js$/.test(name),
    )
    if (!settingsTexts) throw new Error('no en.settings chunk in site/dist/assets')
    const renamed = settingsTexts.replace(/-[\w-]+\.js$/, '-next.js')
    const nextWorker = `${worker.replaceAll(settingsTexts, renamed)}\n// the next version\n`
    let deployed = false
    const site = await serveSiteDist({
      apiOrigin: env.pb.url,
      replace: (path) => {
        if (!deployed) return undefined
        if (path === '/sw.js') return nextWorker
        if (path === `/assets/${settingsTexts}`) return null
        if (path === `/assets/${renamed}`)
          return readFileSync(`site/dist/assets/${settingsTexts}`, 'utf8')
        return undefined
      },
    })
    const learner = await env.browser.newContext({ baseURL: site.url, viewport: PHONE })
    const tab = await learner.newPage()
    const tabErrors = watchErrors(tab)
    try {
      // A first visit installs the app; the next day's visit runs the installed version.
      await tab.goto('/learn/1')
      await tab.waitForFunction(() => navigator.serviceWorker.controller !== null)
      await tab.goto('/learn/1')
      await appRendered(tab)
      expect(await tab.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
      // In the middle of a session: a word answered right (keys 1-4 try every answer).
      await tab.locator('.kalima-learn[data-state="answering"]:not([inert])').waitFor()
      const counter = tab.locator('.kalima-learn [data-kalima-part="counter"]')
      const before = await counter.textContent()
      for (const key of ['1', '2', '3', '4']) await tab.keyboard.press(key)
      await expect.poll(() => counter.textContent()).not.toBe(before)
      const during = await counter.textContent()
      await tab.evaluate(() => Object.assign(window, { kalimaSameDocument: true }))
      // The new version is deployed; the browser finds it (as it does at a navigation or
      // every 24 hours) and its worker takes the page over.
      deployed = true
      await tab.evaluate(async () => {
        const taken = new Promise((done) =>
          navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
        )
        await (await navigator.serviceWorker.getRegistration())?.update()
        await taken
      })
      await tab.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')
      // Time for the page to react to it (registerSW's default reloaded it here).
      await tab.waitForTimeout(1500)
      expect(await tab.evaluate(() => 'kalimaSameDocument' in window)).toBe(true)
      expect(await counter.textContent()).toBe(during)
      // The page opens Settings, whose texts it loads now: the installed version's file,
      // which the new version no longer lists and the host no longer has, still arrives.
      const settingsRequests: number[] = []
      tab.on('response', (r) => {
        if (r.url().endsWith(`/assets/${settingsTexts}`)) settingsRequests.push(r.status())
      })
      await tab.locator('.study-bar').getByRole('button', { name: 'Settings' }).click()
      await tab.getByRole('dialog').getByText('Restore default settings').waitFor()
      expect(settingsRequests).toEqual([200])
      await tab.keyboard.press('Escape')
      await tab.getByRole('dialog').waitFor({ state: 'hidden' })
      // The learner's next page is a page load: the new version's code.
      await tab.locator('.study-bar__title').click()
      await tab.locator('.study-bar__link[href="/test/1"]').click()
      await tab.waitForURL('**/test/1')
      await appRendered(tab)
      expect(await tab.evaluate(() => 'kalimaSameDocument' in window)).toBe(false)
      expect(await tab.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toBe(
        `${site.url}/test/1`,
      )
      expect(tabErrors).toEqual([])
    } finally {
      await learner.close()
      await site.close()
    }
  })

  it('reads a surah opened once offline, and every surah after "Read offline"; none is installed up front', async () => {
    const reader = await newContext(env)
    const tab = await reader.newPage()
    const tabErrors = watchErrors(tab)
    const fetched: string[] = []
    tab.on('request', (r) => fetched.push(new URL(r.url()).pathname))
    await tab.goto('/flash')
    await tab.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await tab.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // The install fetched no surah's data (each surah in seven languages: ~20 MB in all).
    expect(fetched.filter((path) => /\/assets\/reader-/.test(path))).toEqual([])
    await tab.goto('/read/112')
    await tab
      .getByRole('listitem', { name: 'Verse 1', exact: true })
      .getByRole('button')
      .first()
      .waitFor()
    expect(
      fetched.some((path) => /\/assets\/reader-[0-9a-f]+\/112\.words\.reader\.js$/.test(path)),
    ).toBe(true)

    await setOffline(reader, true)
    await tab.goto('/read/112')
    const verse1 = tab.getByRole('listitem', { name: 'Verse 1', exact: true })
    await verse1.getByRole('button').first().waitFor()
    expect(await verse1.getByRole('button').count()).toBeGreaterThan(2)
    // A surah never opened says it could not be loaded, and nothing breaks.
    await tab.goto('/read/2')
    await tab.getByRole('alert').filter({ hasText: 'could not be loaded' }).waitFor()
    await setOffline(reader, false)

    // "Read offline" downloads every surah in the learner's language: then any reads offline.
    await tab.goto('/read')
    // Its size is said before it starts: the build's gzip sizes of the files one language needs.
    const size = await tab.getByText(/About [\d.]+ MB to download, once\./).textContent()
    expect(Number(size?.match(/About ([\d.]+) MB/)?.[1])).toBeGreaterThan(1)
    await tab.getByRole('button', { name: 'Download every surah' }).click()
    await tab
      .getByRole('status')
      .filter({ hasText: 'Every surah is ready to read offline.' })
      .waitFor({ timeout: 120_000 })
    await setOffline(reader, true)
    await tab.goto('/read/2')
    await tab
      .getByRole('listitem', { name: 'Verse 286', exact: true })
      .getByRole('button')
      .first()
      .waitFor({ state: 'attached' })
    await tab.goto('/read/67')
    await tab
      .getByRole('listitem', { name: 'Verse 1', exact: true })
      .getByRole('button')
      .first()
      .waitFor()
    await setOffline(reader, false)
    expect(
      tabErrors.filter(
        (e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|ERR_FAILED|dynamically imported/.test(e),
      ),
    ).toEqual([])
    await reader.close()
  }, 240_000)

  it('saves screenshots of home, a card page and the dashboard at 390 px, light and dark', async () => {
    await page.goto('/flash')
    await page.locator('.kalima-assistant-stats').waitFor()
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page.screenshot({ path: screenshotPath('home-390'), fullPage: true })

    await page.goto('/flashcards/1')
    await page.locator('.kalima-flipcard').waitFor()
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page.screenshot({ path: screenshotPath('flashcards-390'), fullPage: true })
    await page.locator('.kalima-flipcard').click()
    await page.waitForTimeout(700)
    await page.screenshot({ path: screenshotPath('flashcards-flipped-390') })

    await page.goto('/ai-dashboard')
    await page.locator('.kalima-assistant-stats').waitFor()
    await page.screenshot({ path: screenshotPath('dashboard-390'), fullPage: true })

    // Dark mode, from the Settings panel of a card page.
    await page.goto('/learn/1')
    await page.getByRole('button', { name: 'Settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Settings' })
    const dark = dialog.getByRole('switch', { name: 'Dark mode' })
    await dark.click()
    await expect.poll(() => dark.getAttribute('aria-checked')).toBe('true')
    await page.screenshot({ path: screenshotPath('settings-dark-390') })
    // Signed in, a settings change reaches the server after 1 s (core's connect.ts); a
    // reload before that brings the older remote settings back, so wait like a learner would.
    await page.waitForTimeout(1_500)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await page.locator('.kalima-learn-arabic').waitFor()
    await page.screenshot({ path: screenshotPath('learn-dark-390'), fullPage: true })
    await page.goto('/flash')
    await page.locator('.kalima-assistant-stats').waitFor()
    await page.screenshot({ path: screenshotPath('home-dark-390'), fullPage: true })
    await page.goto('/match/1')
    await page.locator('.kalima-match-card').first().waitFor()
    await page.screenshot({ path: screenshotPath('match-dark-390'), fullPage: true })
    expect(errors).toEqual([])
  })
})
