// The built site's prerendered pages: each route's HTML already holds the page (its h1,
// its title), the app takes that DOM over without replacing it, and a path without a
// page of its own gets the app shell.
// A signed-out visitor studies without the PocketBase SDK, which loads with the sign-in page.
import type { Page } from 'playwright-core'
import { getLesson } from '../../packages/core/src/vocabulary/vocabulary'
import { PHONE, type SiteEnv, startSite, watchErrors } from '../helpers/site'

/** Prerendered path → its h1 and document title, as the app renders them. */
/** How late a font file is answered in the late-font layout-shift test: after the first paint. */
const FONT_DELAY_MS = 800
const SMALL_PHONE = { width: 360, height: 640 }

/**
 * Opens `path` and sums its layout shifts as Chromium scores them (CLS, shifts after input
 * left out), from the first paint until the app is live, the fonts are in and half a second
 * has passed.
 */
async function layoutShifts(
  page: Page,
  path: string,
): Promise<{ shifts: number[]; total: number }> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { kalimaShifts: number[] }).kalimaShifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(path)
  await page.locator('[data-kalima-widget]:not([inert])').first().waitFor()
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(500)
  const shifts = await page.evaluate(
    () => (window as unknown as { kalimaShifts: number[] }).kalimaShifts,
  )
  return { shifts, total: shifts.reduce((sum, value) => sum + value, 0) }
}

/** A study widget's question and answers as shown: its buttons' texts and its Arabic. */
const answers = (page: Page) =>
  page.locator('[data-kalima-widget] button, [data-kalima-widget] [lang="ar"]').allTextContents()

/** A phone without scripts (the page's HTML as painted) and one running the app, each a page. */
async function studyPages(env: SiteEnv) {
  const noScript = await env.browser.newContext({
    baseURL: env.site.url,
    viewport: PHONE,
    javaScriptEnabled: false,
  })
  const app = await env.browser.newContext({
    baseURL: env.site.url,
    viewport: PHONE,
    serviceWorkers: 'block',
  })
  return { noScript, app, html: await noScript.newPage(), page: await app.newPage() }
}

const PAGES = [
  { path: '/flash', h1: 'Learn the words of the Quran with Kalima', title: /^Kalima — / },
  {
    path: '/learn/1',
    h1: `${getLesson(1).title} - Learn`,
    title: `${getLesson(1).title} · Learn · Kalima`,
  },
  { path: '/match/surah/112', h1: ' - Match', title: / · Match · Kalima$/ },
  { path: '/about', h1: 'About Kalima', title: 'About · Kalima' },
  // The reader: the surah's first verses are in the page (the rest drawn by the app).
  { path: '/read/67', h1: 'Surah 67: Al-Mulk', title: 'Surah 67 · Kalima' },
]

describe('prerendered site', () => {
  let env: SiteEnv
  beforeAll(async () => {
    // A browser and servers of its own: its checks of timing start from a fresh state.
    env = await startSite({ own: true })
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('serves each page with its heading and title in the HTML, before any script runs', async () => {
    const context = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: PHONE,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    for (const { path, h1, title } of PAGES) {
      await page.goto(path)
      expect(await page.locator('h1').first().textContent(), path).toContain(h1)
      const documentTitle = await page.title()
      if (typeof title === 'string') expect(documentTitle, path).toBe(title)
      else expect(documentTitle, path).toMatch(title)
      // Styled from the first byte: the stylesheet is in the page.
      expect(await page.locator('main').evaluate((m) => getComputedStyle(m).maxWidth), path).toBe(
        '1100px',
      )
    }
    await context.close()
  })

  it("preloads a Bengali page's interface font, which the page then paints with", async () => {
    const html = await (await fetch(`${env.site.url}/bn/flash`)).text()
    const fonts = [...html.matchAll(/<link rel="preload" as="font"[^>]* href="([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    )
    // Its Bengali letters' face only: the Latin on a Bengali page is the system's.
    expect(fonts).toHaveLength(1)
    expect(fonts[0]).toMatch(/noto-sans-bengali-bengali-400-normal-.*\.woff2$/)
    for (const font of fonts) expect((await fetch(`${env.site.url}${font}`)).status).toBe(200)
    // English pages paint with the system's font: nothing to preload.
    expect(await (await fetch(`${env.site.url}/flash`)).text()).not.toContain('as="font"')
    const context = await env.browser.newContext({ baseURL: env.site.url, viewport: PHONE })
    const page = await context.newPage()
    await page.goto('/bn/flash')
    await page.locator('h1').waitFor()
    expect(
      await page.evaluate(async () => {
        await document.fonts.ready
        return document.fonts.check('16px "Noto Sans Bengali"', 'কালিমা')
      }),
    ).toBe(true)
    await context.close()
  })

  it("draws the header's logo and language names in faces inlined in the page, as the whole faces would", async () => {
    const context = await env.browser.newContext({ baseURL: env.site.url, viewport: PHONE })
    const page = await context.newPage()
    const fontFiles: string[] = []
    page.on('request', (request) => {
      if (/\.woff2?$/.test(new URL(request.url()).pathname)) fontFiles.push(request.url())
    })
    await page.goto('/flash')
    await page.locator('[data-kalima-widget]:not([inert])').first().waitFor()
    await page.evaluate(() => document.fonts.ready)
    // The English home downloads no font: its header's faces are in the page.
    expect(fontFiles).toEqual([])
    const header = page.locator('.site-header')
    expect(
      await header.evaluate(() => document.fonts.check('700 20px "Kalima Logo"', 'كلمة')),
    ).toBe(true)
    // Each cut face shapes its words exactly as the face it was cut from: the same advance.
    const widths = await page.evaluate(async () => {
      const faces = [
        { cut: '700 40px "Kalima Logo"', whole: '700 40px "Noto Kufi Arabic"', text: 'كلمة' },
        { cut: '40px "Kalima Language Names"', whole: '40px "Noto Sans Bengali"', text: 'বাংলা' },
        { cut: '40px "Kalima Language Names"', whole: '40px "Noto Nastaliq Urdu"', text: 'اردو' },
      ]
      const measure = (font: string, text: string) => {
        const span = document.createElement('span')
        span.style.font = font
        span.style.whiteSpace = 'nowrap'
        span.textContent = text
        document.body.append(span)
        const width = span.getBoundingClientRect().width
        span.remove()
        return width
      }
      const out = []
      for (const face of faces) {
        // Both loaded first: a closed language picker draws only the chosen language's name,
        // so the page may not have asked for the cut face of the others yet.
        await document.fonts.load(face.cut, face.text)
        await document.fonts.load(face.whole, face.text)
        out.push({
          text: face.text,
          cut: measure(face.cut, face.text),
          whole: measure(face.whole, face.text),
        })
      }
      return out
    })
    for (const { text, cut, whole } of widths) {
      expect(cut, text).toBeGreaterThan(20)
      expect(Math.abs(cut - whole), text).toBeLessThan(0.5)
    }
    await context.close()
  })

  it('keeps a Bengali and an English page still as their fonts arrive and the app takes over', async () => {
    // Layout shift as Chromium scores it (CLS), from the first paint until the fonts are in
    // and the app has run. The Urdu home apart (next test): Nastaliq (159 KB) swaps in after
    // the first paint and rewraps its text (bench/notes.md).
    const cases = [
      // Fonts on time: on loopback they come before the first paint.
      ...['/bn/flash', '/bn/learn/1', '/flash', '/learn/1'].map((path) => ({
        path,
        viewport: PHONE,
        fontDelay: 0,
        limit: 0.01,
      })),
      // Fonts late, as on a slow phone network: each font file answered FONT_DELAY_MS late,
      // after the first paint. Text drawn in a fallback face then rewraps when the real one
      // comes, but no block may change rows: the Bengali home's header and figures once did
      // (0.17). The limit is Web Vitals' "good" CLS. This machine has no Bengali face of its
      // own, so Bengali is boxes until Kalima's arrives; at 360 px the home's two buttons then
      // take two rows instead of one (0.14), which a phone's own Bengali face does not cause.
      ...(
        [
          ['/bn/flash', PHONE],
          ['/flash', PHONE],
          ['/flash', SMALL_PHONE],
        ] as const
      ).map(([path, viewport]) => ({ path, viewport, fontDelay: FONT_DELAY_MS, limit: 0.1 })),
    ]
    for (const { path, viewport, fontDelay, limit } of cases) {
      const context = await env.browser.newContext({ baseURL: env.site.url, viewport })
      const page = await context.newPage()
      if (fontDelay)
        await page.route(/\.woff2?$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, fontDelay))
          await route.continue()
        })
      const { shifts, total } = await layoutShifts(page, path)
      const label = `${path} at ${viewport.width}×${viewport.height}, fonts ${fontDelay} ms late`
      expect(total, `${label}: ${shifts.join(', ')}`).toBeLessThan(limit)
      await context.close()
    }
  })

  it('swaps Nastaliq into the Urdu home once, spaces with letters, and fetches no other face for it', async () => {
    // Urdu's spaces were in Nastaliq's Latin file and its letters in another: when the Latin
    // file came first the lead paragraph took a fifth line and gave it back (0.19). Now one
    // file draws both, and no face is declared for the digits and Latin letters, which the
    // system draws (an unranged face was fetched for them: Naskh in two weights, Bengali).
    for (const fontDelay of [0, FONT_DELAY_MS]) {
      const context = await env.browser.newContext({ baseURL: env.site.url, viewport: PHONE })
      const page = await context.newPage()
      const fonts: string[] = []
      await page.route(/\.woff2?$/, async (route) => {
        fonts.push(
          route
            .request()
            .url()
            .split('/')
            .pop()
            ?.replace(/-[\w-]{8}\.woff2?$/, '') ?? '',
        )
        if (fontDelay) await new Promise((resolve) => setTimeout(resolve, fontDelay))
        await route.continue()
      })
      const { shifts, total } = await layoutShifts(page, '/ur/flash')
      expect(fonts, `fonts ${fontDelay} ms late`).toEqual(['noto-nastaliq-urdu-arabic-400-normal'])
      // On time, within Web Vitals' "good" CLS (0.07 here at 390 px). Late, not yet: the
      // heading, two lines in the fallback face, takes one in Nastaliq and the hero moves
      // up 64 px (0.15; bench/notes.md).
      if (!fontDelay) expect(total, shifts.join(', ')).toBeLessThan(0.1)
      await context.close()
    }
  })

  it('draws a study page and the reader with the Kufi cut to the Quran’s letters and one Bengali face', async () => {
    const context = await env.browser.newContext({ baseURL: env.site.url, viewport: PHONE })
    for (const path of ['/learn/1', '/read/67']) {
      const page = await context.newPage()
      const fontFiles: string[] = []
      page.on('request', (request) => {
        const file = new URL(request.url()).pathname
        if (file.endsWith('.woff2')) fontFiles.push(file)
      })
      await page.goto(path)
      await page.locator('[data-kalima-widget]:not([inert])').first().waitFor()
      await page.evaluate(() => document.fonts.ready)
      // Two faces in all: the cut Kufi for the Arabic and Noto Serif Bengali's Bengali face
      // for the meanings (their Latin is the system's).
      expect(fontFiles.sort(), path).toEqual([
        expect.stringMatching(/\/noto-kufi-arabic-quran-400-[\w-]+\.woff2$/),
        expect.stringMatching(/\/noto-serif-bengali-bengali-400-normal-[\w-]+\.woff2$/),
      ])
      await page.close()
    }
    await context.close()
  })

  it('takes the prerendered DOM over: the heading is never replaced or hidden', async () => {
    // A first visit: once installed, the service worker answers navigations with the shell.
    const context = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: PHONE,
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    const errors = watchErrors(page)
    // Records every element removed from #root and every "Loading…" shown while the app starts.
    await page.addInitScript(() => {
      const seen = { removed: [] as string[], loading: 0 }
      Object.assign(window, { __prerender: seen })
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element) seen.removed.push(node.localName)
          }
          for (const node of record.addedNodes) {
            if (node instanceof Element && node.matches('main > .loading')) seen.loading++
          }
        }
      }).observe(document, { subtree: true, childList: true })
    })
    for (const { path, h1 } of PAGES) {
      // The prerendered heading, held as the document is parsed (the app starts once the page
      // has painted), must be the page's heading once the app has rendered.
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      await page
        .locator('h1')
        .first()
        .evaluate((h) => Object.assign(window, { __heading: h }))
      await page.locator('html[data-kalima-app="rendered"]').waitFor({ state: 'attached' })
      await page.waitForTimeout(300)
      const heading = page.locator('h1').first()
      expect(await heading.textContent(), path).toContain(h1)
      expect(
        await heading.evaluate(
          (h) => h === (window as unknown as { __heading: Element }).__heading,
        ),
        `${path}: the heading is another element`,
      ).toBe(true)
      const seen = await page.evaluate(
        () =>
          (window as unknown as { __prerender: { removed: string[]; loading: number } })
            .__prerender,
      )
      expect(seen.loading, `${path}: Loading… shown over the page`).toBe(0)
      expect(seen.removed, `${path}: elements replaced`).not.toContain('h1')
      expect(seen.removed, `${path}: elements replaced`).not.toContain('main')
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it("keeps a study page's first question and its answers' order as its HTML shows them", async () => {
    // The prerender and the browser shuffle the page's first session with the same seed.
    const { noScript, app, html, page } = await studyPages(env)
    // A surah deck's too: its words carry their forms in the surah (core's loadStudyPage).
    for (const path of [
      '/learn/1',
      '/test/2',
      '/match/1',
      '/learn/surah/112',
      '/match/surah/113',
      // Last: the interface language it keeps would send the English pages to Bengali ones.
      '/bn/learn/3',
    ]) {
      await html.goto(path)
      const painted = await answers(html)
      expect(painted.length, path).toBeGreaterThan(3)
      // Not live before the app: a tap would reach static HTML and be lost. Nor are the study
      // bar's buttons and the language picker; the links stay live.
      expect(await html.locator('[data-kalima-widget]').first().getAttribute('inert'), path).toBe(
        '',
      )
      for (const control of await html
        .locator('.study-bar button, .site-header .kalima-language')
        .all())
        expect(await control.getAttribute('inert'), path).toBe('')
      expect(await html.locator('.study-bar a').first().getAttribute('inert'), path).toBeNull()
      await page.goto(path)
      // The app has taken the widget over: it answers.
      await page.locator('[data-kalima-widget]:not([inert])').first().waitFor()
      expect(await answers(page), path).toEqual(painted)
      expect(await page.locator('.study-bar [inert], .site-header [inert]').count(), path).toBe(0)
    }
    // A shared Urdu link opened first in an English browser: a first visit's meanings are the
    // page's (core's firstVisitLanguages, for the prerender and the app alike), so the
    // question it asks in Urdu stays in Urdu.
    const first = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: PHONE,
      serviceWorkers: 'block',
      locale: 'en-US',
    })
    const shared = await first.newPage()
    await html.goto('/ur/learn/1')
    const painted = await answers(html)
    await shared.goto('/ur/learn/1')
    await shared.locator('[data-kalima-widget]:not([inert])').first().waitFor()
    expect(await answers(shared)).toEqual(painted)
    await first.close()
    await noScript.close()
    await app.close()
  })

  it('shuffles a session its HTML does not show: a mode opened from another page asks in a new order', async () => {
    // Only a prerendered study page keeps the order its HTML shows. Opened in the app (or from
    // the app shell, which the service worker serves a returning learner), a mode's first
    // session is shuffled at random, like every later one: not the same questions each visit.
    const { noScript, app, html, page } = await studyPages(env)
    // From the home page, and from a page whose HTML shows a study widget but no session
    // (Review with nothing due): the mode is then opened in the app, by its router.
    for (const [from, path] of [
      ['/flash', '/learn/1'],
      ['/review', '/test/2'],
    ] as const) {
      await html.goto(path)
      const painted = await answers(html)
      await page.goto(from)
      await page.locator('html[data-kalima-app="rendered"]').waitFor({ state: 'attached' })
      await page.evaluate((to) => history.pushState(null, '', to), path)
      await page.locator('[data-kalima-widget] [lang="ar"]').first().waitFor()
      const shown = await answers(page)
      expect(shown.length, path).toBe(painted.length)
      // The same word and the same four meanings in the same order: about one chance in a
      // million at random.
      expect(shown, path).not.toEqual(painted)
    }
    await noScript.close()
    await app.close()
  })

  it("keeps the home's Today card as tall as its HTML drew it, so nothing below it moves", async () => {
    for (const path of ['/flash', '/bn/flash', '/ur/flash']) {
      const heights: number[] = []
      for (const javaScriptEnabled of [false, true]) {
        const context = await env.browser.newContext({
          baseURL: env.site.url,
          viewport: PHONE,
          javaScriptEnabled,
        })
        const page = await context.newPage()
        await page.goto(path)
        const card = page.locator('[data-kalima-widget="today-card"]')
        if (javaScriptEnabled)
          await page.locator('[data-kalima-widget="today-card"][data-state="open"]').waitFor()
        await page.evaluate(() => document.fonts.ready)
        heights.push((await card.boundingBox())?.height ?? 0)
        await context.close()
      }
      expect(heights[0], path).toBeGreaterThan(0)
      expect(heights[1], path).toBe(heights[0])
    }
  })

  it('gives other paths the app shell, which the app fills in', async () => {
    const shell = await (await fetch(`${env.site.url}/no/such/page`)).text()
    expect(shell).toContain('Loading…')
    expect(shell).not.toContain('<h1')
    const context = await env.browser.newContext({ baseURL: env.site.url, viewport: PHONE })
    const page = await context.newPage()
    await page.goto('/no/such/page')
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    await page.goto('/learn/99')
    await page.getByRole('heading', { level: 1, name: `${getLesson(1).title} - Learn` }).waitFor()
    await context.close()
  })

  it('does not show "Sign In" to a learner with a saved session before the app starts', async () => {
    const context = await env.browser.newContext({ baseURL: env.site.url, viewport: PHONE })
    await context.addInitScript(() => localStorage.setItem('pocketbase_auth', '{"token":"x"}'))
    // The app's code never arrives (its requests left unanswered): only the page and its
    // inline script.
    const waiting = await context.newPage()
    await waiting.route('**/assets/*.js', () => undefined)
    await waiting.goto('/flash')
    await waiting.waitForTimeout(500)
    const hidden = waiting.locator('a.site-header__signin')
    expect(await hidden.evaluate((a) => getComputedStyle(a).visibility)).toBe('hidden')
    await waiting.close()
    // With the app running, an invalid session is signed out: "Sign In" shows.
    const page = await context.newPage()
    await page.goto('/flash')
    await page.waitForFunction(() => !('session' in document.documentElement.dataset))
    const signIn = page.locator('a.site-header__signin')
    expect(await signIn.evaluate((a) => getComputedStyle(a).visibility)).toBe('visible')
    await context.close()
  })

  it("paints a page before fetching any of the app's code, then the app takes it over", async () => {
    const context = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: PHONE,
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    for (const path of ['/flash', '/learn/1', '/read/67', '/ur/learn/1']) {
      await page.goto(path)
      await page.locator('html[data-kalima-app="rendered"]').waitFor({ state: 'attached' })
      const { firstPaint, scripts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
      }))
      expect(firstPaint, path).toBeGreaterThan(0)
      // The entry, its stages and the page's chunk: each asked for after the first paint.
      expect(scripts.length, path).toBeGreaterThan(3)
      for (const script of scripts)
        expect(script.start, `${path} ${script.file}`).toBeGreaterThan(firstPaint)
      // And the page is the app's: a study widget answers, the prerendered one was inert.
      if (path !== '/flash')
        await page.locator('[data-kalima-widget]:not([inert])').first().waitFor()
    }
    await context.close()
  })

  it('lets a signed-out visitor study without downloading the PocketBase SDK, which the sign-in page loads', async () => {
    const context = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: PHONE,
      // The service worker would precache every chunk, the SDK's too: only the page's own loads count.
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    const sdk: string[] = []
    page.on('request', (request) => {
      if (/\/pocketbase-backend-[\w-]+\.js$/.test(request.url())) sdk.push(request.url())
    })
    await page.goto('/flashcards/1')
    await page.locator('.kalima-flipcard').click()
    await page.locator('.kalima-flipcard[data-state="revealed"]').waitFor()
    // On a phone a study page shows the study bar, not the header: Sign In is on the home page.
    await page.goto('/flash')
    await page.getByRole('link', { name: 'Sign In' }).click()
    await page.getByRole('form', { name: 'Sign In' }).waitFor()
    await expect.poll(() => sdk.length).toBe(1)
    await context.close()
  })
})
