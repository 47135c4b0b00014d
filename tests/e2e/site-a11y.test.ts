// axe-core on the built site in every interface language: no serious or critical violation
// on the study routes and the content pages, at 390 px, and the document's language is the
// interface's while Arabic text runs say they are Arabic.
import { seriousAxeViolations } from '../helpers/axe'
import { PHONE, type SiteEnv, startSite } from '../helpers/site'

const LANGUAGES = ['en', 'bn', 'id', 'ur', 'tr', 'zh', 'es'] as const
const ROUTES = [
  '/flash',
  '/learn/1',
  '/words/1',
  '/today',
  '/review',
  '/read/1',
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
    // axe is injected into the page: the site's Content-Security-Policy would refuse it.
    const context = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: PHONE,
      bypassCSP: true,
    })
    const page = await context.newPage()
    const failures: string[] = []
    for (const lang of LANGUAGES) {
      for (const route of ROUTES) {
        const path = lang === 'en' ? route : `/${lang}${route}`
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
            throw new Error(`${path} showed no heading: ${shown.slice(0, 300)}`, { cause: error })
          })
        // The page's widget, once it has loaded (not its placeholder).
        await page
          .locator('[data-kalima-widget]:not([aria-busy="true"]):not([inert])')
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => undefined)
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
        failures.push(...(await seriousAxeViolations(page, path)))
      }
    }
    expect(failures).toEqual([])
    await context.close()
  }, 600_000)
})
