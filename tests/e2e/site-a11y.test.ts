// axe-core on the built site in every interface language: no serious or critical violation
// on the study routes and the content pages, at 390 px, and the document's language is the
// interface's while Arabic text runs say they are Arabic.
import { seriousAxeViolations } from '../helpers/axe'
import {
  appRendered,
  inTurn,
  messageIdsShown,
  PHONE,
  type SiteEnv,
  startSite,
  widgetSettled,
} from '../helpers/site'

const LANGUAGES = ['en', 'bn', 'id', 'ur', 'tr', 'zh', 'es'] as const
const ROUTES = [
  '/flash',
  '/learn/1',
  '/words/1',
  '/today',
  '/review',
  '/read/1',
  '/vocabulary',
  '/about',
  '/embed',
]

describe('accessibility in every interface language', () => {
  let env: SiteEnv
  beforeAll(async () => {
    env = await startSite()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('finds no serious or critical axe violation on any route in any language', async () => {
    const failures: string[] = []
    // Two languages at a time, each in a context of its own.
    await inTurn(LANGUAGES, 2, async (lang) => {
      // axe is injected into the page: the site's Content-Security-Policy would refuse it.
      const context = await env.browser.newContext({
        baseURL: env.site.url,
        viewport: PHONE,
        bypassCSP: true,
      })
      const page = await context.newPage()
      // What the page reported while it loaded, for a page that never shows its heading.
      const reported: string[] = []
      page.on('console', (m) => reported.push(`console ${m.type()}: ${m.text()}`))
      page.on('pageerror', (e) => reported.push(`pageerror: ${e.message}`))
      page.on('requestfailed', (r) => reported.push(`failed: ${r.url()} ${r.failure()?.errorText}`))
      const pending = new Set<string>()
      page.on('request', (r) => pending.add(r.url()))
      page.on('requestfinished', (r) => pending.delete(r.url()))
      page.on('requestfailed', (r) => pending.delete(r.url()))
      for (const route of ROUTES) {
        const path = lang === 'en' ? route : `/${lang}${route}`
        reported.length = 0
        pending.clear()
        await page.goto(path)
        // A page that never shows its heading is named with what it showed instead.
        await page
          .locator('h1')
          .first()
          .waitFor()
          .catch(async (error: Error) => {
            const shown = await page
              .locator('body')
              .innerText()
              .catch(() => '')
            const state = await page.evaluate(() => ({
              worker: Boolean(navigator.serviceWorker?.controller),
              lang: document.documentElement.lang,
              loaded: performance
                .getEntriesByType('resource')
                .map((e) => e.name.replace(location.origin, '')),
            }))
            throw new Error(
              `${path} showed no heading: ${shown.slice(0, 300)}\n${JSON.stringify(state)}\n${reported.join('\n')}\npending: ${[...pending].join(' ')}`,
              { cause: error },
            )
          })
        // The page's widget, once it has loaded (not its placeholder), where it has one.
        await widgetSettled(page)
        expect(await page.locator('html').getAttribute('lang'), path).toBe(lang)
        const unmarked = await page
          .locator('[class*="-arabic"]:not([lang="ar"]):not(:has([lang="ar"]))')
          .evaluateAll(
            (es) =>
              es.filter(
                (e) =>
                  /[\u0600-\u06ff]/.test(e.textContent ?? '') && e.closest('[lang="ar"]') === null,
              ).length,
          )
        if (lang !== 'ur' && unmarked > 0)
          failures.push(`${path}: ${unmarked} Arabic text runs without lang="ar"`)
        const ids = await messageIdsShown(page)
        if (ids.length > 0) failures.push(`${path}: message ids shown: ${ids.join(' ')}`)
        failures.push(...(await seriousAxeViolations(page, path)))
      }
      await context.close()
    })
    expect(failures).toEqual([])
  }, 600_000)

  it('a coloured button keeps its text readable under the pointer, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      // A first visit follows the device's theme (kalima.ts).
      const context = await env.browser.newContext({
        baseURL: env.site.url,
        viewport: PHONE,
        colorScheme,
      })
      const page = await context.newPage()
      await page.goto('/review')
      await appRendered(page)
      // Nothing is due: Review offers today's session as its primary button.
      const button = page.getByRole('link', { name: "Start today's session" })
      await button.hover()
      // The hover's transition has ended.
      await page.waitForTimeout(400)
      const contrast = await button.evaluate((e) => {
        const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
        const luminance = (c: string) => {
          const [r = 0, g = 0, b = 0] = rgb(c).map((v) => {
            const s = v / 255
            return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
          })
          return 0.2126 * r + 0.7152 * g + 0.0722 * b
        }
        const style = getComputedStyle(e)
        const [hi, lo] = [luminance(style.color), luminance(style.backgroundColor)].sort(
          (a, b) => b - a,
        )
        return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
      })
      expect(contrast, colorScheme).toBeGreaterThanOrEqual(4.5)
      await context.close()
    }
  })
})
