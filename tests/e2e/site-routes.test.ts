// Every route of the built site renders its main heading on a phone and on a
// desktop, with no console error and no page error.
import { getLesson } from '../../packages/core/src/vocabulary/vocabulary'
import {
  appRendered,
  DESKTOP,
  messageIdsShown,
  PHONE,
  type SiteEnv,
  startSite,
  watchErrors,
} from '../helpers/site'

/** Route → text its h1 contains (a RegExp when the exact wording is the page's own). */
const ROUTES: [path: string, heading: string | RegExp][] = [
  ['/', 'Kalima'],
  ['/flash', 'Kalima'],
  ['/home', 'Kalima'],
  ['/flashcards', `${getLesson(1).title} - Cards`],
  ['/flashcards/3', `${getLesson(3).title} - Cards`],
  ['/learn', `${getLesson(1).title} - Learn`],
  ['/learn/2', `${getLesson(2).title} - Learn`],
  ['/test', `${getLesson(1).title} - Test`],
  ['/test/4', `${getLesson(4).title} - Test`],
  ['/match', `${getLesson(1).title} - Match`],
  ['/match/12', `${getLesson(12).title} - Match`],
  ['/words', `${getLesson(1).title} - Words`],
  ['/words/6', `${getLesson(6).title} - Words`],
  ['/words/surah/114', ' - Words'],
  ['/flashcards/surah/89', ' - Cards'],
  ['/learn/surah/108', ' - Learn'],
  ['/test/surah/113', ' - Test'],
  ['/match/surah/112', ' - Match'],
  ['/review', 'Review'],
  ['/today', "Today's session"],
  ['/about', /./],
  ['/contact', /./],
  ['/feedback', 'Your Feedback Matters'],
  ['/team', /./],
  ['/auth', 'Get Started'],
  ['/ai-dashboard', 'Study Assistant'],
  ['/blog', /./],
  ['/terms', /./],
  ['/privacy', /./],
  ['/embed', /./],
  ['/read', 'Read the Quran'],
  ['/read/67', 'Surah 67: Al-Mulk'],
  // An unknown surah shows the list.
  ['/read/115', 'Read the Quran'],
  ['/vocabulary', 'All the words Kalima teaches'],
  // An unknown deck number falls back to lesson 1, words and title.
  ['/learn/99', 'Base Words I - Learn'],
  ['/match/0', 'Base Words I - Match'],
  ['/words/abc', 'Base Words I - Words'],
  ['/flashcards/surah/2', 'Base Words I - Cards'],
  // A real 404 page.
  ['/no/such/page', 'Page not found'],
]

describe('site routes', () => {
  let env: SiteEnv
  beforeAll(async () => {
    env = await startSite()
  })
  afterAll(async () => {
    await env?.stop()
  })

  for (const [label, viewport] of [
    ['390 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    it(`renders every route's h1 at ${label} without console errors`, async () => {
      const context = await env.browser.newContext({ baseURL: env.site.url, viewport })
      const page = await context.newPage()
      const errors = watchErrors(page)
      const failures: string[] = []
      for (const [path, heading] of ROUTES) {
        await page.goto(path)
        const h1 = page.locator('h1')
        try {
          await h1.first().waitFor({ timeout: 10_000 })
          // While the app takes the prerendered page over, the page may be between its
          // prerendered and its live h1 for a moment: one h1 once it has settled.
          await expect.poll(() => h1.count(), { message: `${path}: one h1` }).toBe(1)
          const text = (await h1.textContent()) ?? ''
          if (typeof heading === 'string') expect(text, path).toContain(heading)
          else expect(text, path).toMatch(heading)
          expect(await page.title(), `${path}: title`).toContain('Kalima')
          // Once the app has rendered over the prerendered page: every text from a dictionary.
          await appRendered(page)
          expect(await messageIdsShown(page), `${path}: message ids shown`).toEqual([])
          expect(
            await page.evaluate(() => [
              document.documentElement.lang,
              document.documentElement.dir,
            ]),
          ).toEqual(['en', 'ltr'])
          // Nothing wider than the viewport (horizontal scrolling on a phone).
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          )
          expect(overflow, `${path}: horizontal overflow`).toBeLessThanOrEqual(0)
          // The mode navigation shows all five modes without scrolling.
          const nav = page.locator('.kalima-modenav ul')
          if (await nav.count()) {
            const hidden = await nav.evaluate((e) => e.scrollWidth - e.clientWidth)
            expect(hidden, `${path}: mode navigation scrolls`).toBeLessThanOrEqual(0)
          }
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message.split('\n')[0]}`)
        }
      }
      expect(page.url()).toContain('/no/such/page')
      expect(failures).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it("moves between pages inside the app, under the interface language's path, and back", async () => {
    const page = await env.browser.newPage({ baseURL: env.site.url, viewport: DESKTOP })
    const errors = watchErrors(page)
    for (const [base, about] of [
      ['', 'About'],
      ['/ur', 'تعارف'],
    ] as const) {
      await page.goto(`${base}/flash`)
      // The app has taken the page over: the header's language picker is live.
      await page.locator('.site-header .kalima-language:not([inert])').first().waitFor()
      // A mark on the window: a full page load would lose it.
      await page.evaluate(() => {
        ;(window as unknown as { kalimaMark: number }).kalimaMark = 1
      })
      const nav = page.getByRole('navigation').first()
      const link = nav.getByRole('link', { name: about })
      expect(await link.getAttribute('aria-current')).toBeNull()
      await link.click()
      await page.waitForURL(`**${base}/about`)
      await expect.poll(() => link.getAttribute('aria-current')).toBe('page')
      expect(
        await page.evaluate(() => (window as unknown as { kalimaMark?: number }).kalimaMark),
      ).toBe(1)
      await page.goBack()
      await page.waitForURL(`**${base}/flash`)
      await expect.poll(() => link.getAttribute('aria-current')).toBeNull()
      expect(
        await page.evaluate(() => (window as unknown as { kalimaMark?: number }).kalimaMark),
      ).toBe(1)
    }
    // `/` (and `/ur`) open the home page at /flash.
    await page.goto('/ur')
    await page.waitForURL('**/ur/flash')
    expect(errors).toEqual([])
    await page.close()
  })

  it('gives each page its own title', async () => {
    const page = await env.browser.newPage({ baseURL: env.site.url, viewport: PHONE })
    const titles = new Map<string, string>()
    for (const path of ['/flash', '/learn/2', '/about', '/auth', '/no/such/page']) {
      await page.goto(path)
      await page.locator('h1').waitFor()
      await page.waitForFunction(() => document.title !== '')
      titles.set(path, await page.title())
    }
    expect(new Set(titles.values()).size).toBe(titles.size)
    expect(titles.get('/learn/2')).toContain(getLesson(2).title)
    expect(titles.get('/no/such/page')).toContain('Page not found')
    await page.close()
  })

  it("links About to the notices of the data, fonts and code the site's files hold, also once installed", async () => {
    const context = await env.browser.newContext({ baseURL: env.site.url, viewport: PHONE })
    const page = await context.newPage()
    await page.goto('/about')
    // Installed: the service worker controls the page and answers navigations with the app,
    // except for text files like this one.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.getByRole('link', { name: 'the notices file' }).click()
    await page.waitForURL('**/NOTICE.txt')
    const notice = (await page.locator('body').textContent()) ?? ''
    // The data's sources and the fonts, as the repository's NOTICE gives them…
    expect(notice).toContain('Quranic Arabic Corpus — https://corpus.quran.com/')
    expect(notice).toContain('Noto Nastaliq Urdu — Copyright 2022 The Noto Project Authors')
    // …and the third-party code the scripts bundle, each with its licence text.
    expect(notice).toMatch(/\* preact [\d.]+ — MIT[\s\S]*Copyright \(c\) 2015-present Jason Miller/)
    expect(notice).toMatch(/\* idb-keyval [\d.]+ — Apache-2.0[\s\S]*Copyright 2016, Jake Archibald/)
    expect(notice).toMatch(/\* ts-fsrs [\d.]+ — MIT/)
    // Kalima's own packages are NOTICE's subject, not entries of the third-party list.
    expect(notice).not.toMatch(/^\* @kalima\//m)
    for (const path of [
      '/LICENSES/GPL-3.0-or-later.txt',
      '/LICENSES/CC-BY-SA-4.0.txt',
      '/LICENSES/OFL-1.1.txt',
      '/embed/v1/NOTICE.txt',
      '/embed/v1/LICENSES/OFL-1.1.txt',
    ]) {
      const answer = await fetch(`${env.site.url}${path}`)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('content-type'), path).toMatch(/^text\/plain/)
    }
    const embedNotice = await (await fetch(`${env.site.url}/embed/v1/NOTICE.txt`)).text()
    expect(embedNotice).toMatch(/\* zustand [\d.]+ — MIT/)
    await context.close()
  })

  it('serves the web manifest and icons', async () => {
    const manifest = await (await fetch(`${env.site.url}/manifest.webmanifest`)).json()
    expect(manifest).toMatchObject({
      name: 'Kalima',
      short_name: 'Kalima',
      theme_color: expect.stringMatching(/^#/),
      start_url: '/flash',
      display: 'standalone',
    })
    const purposes = manifest.icons.map((i: { sizes: string; purpose: string }) =>
      [i.sizes, i.purpose].join(' '),
    )
    expect(purposes).toEqual(
      expect.arrayContaining([
        '192x192 any',
        '512x512 any',
        '192x192 maskable',
        '512x512 maskable',
      ]),
    )
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const answer = await fetch(`${env.site.url}${icon.src}`)
      expect(answer.status, icon.src).toBe(200)
      expect(answer.headers.get('content-type')).toBe(icon.type)
    }
  })
})
