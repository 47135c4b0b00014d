// The site pseudo-localised (?pseudo: every interface text accented, 30% longer and marked
// ⟦…⟧) at 390 px over every route: no interface text outside the dictionaries (it would show
// unmarked, in English, whatever the learner's language), none clipped, no page wider than
// the phone. Widget states beyond a route's first screen are covered by storybook-pseudo.
import { pseudoFindings } from '../helpers/pseudo'
import { PHONE, type SiteEnv, startSite, widgetSettled } from '../helpers/site'

const ROUTES = [
  '/flash',
  '/flashcards/3',
  '/learn/2',
  '/test/4',
  '/match/12',
  '/words/6',
  '/words/surah/114',
  '/review',
  '/today',
  '/about',
  '/contact',
  '/feedback',
  '/team',
  '/auth',
  '/ai-dashboard',
  '/blog',
  '/terms',
  '/privacy',
  '/embed',
  '/read',
  '/read/67',
  '/vocabulary',
  '/learn/read/67',
  '/no/such/page',
]
/** Names, not interface text: the app's, and the sources and formats it credits by name. */
const NAMES = ['Kalima']

describe('the site pseudo-localised', () => {
  let env: SiteEnv
  beforeAll(async () => {
    env = await startSite()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('shows every text of every route through the dictionaries, none clipped, at 390 px', async () => {
    const context = await env.browser.newContext({ baseURL: env.site.url, viewport: PHONE })
    const page = await context.newPage()
    const failures: string[] = []
    for (const route of ROUTES) {
      await page.goto(`${route}?pseudo`)
      await page.locator('h1').first().waitFor()
      await widgetSettled(page)
      // The page's heading is pseudo-localised: the mode is on.
      expect(await page.locator('h1').first().innerText(), route).toMatch(/⟦/)
      const found = await pseudoFindings(page, 'body', NAMES)
      if (found.untranslated.length)
        failures.push(`${route}: unmarked ${found.untranslated.join(', ')}`)
      if (found.clipped.length) failures.push(`${route}: clipped ${found.clipped.join(' | ')}`)
      if (found.overflow > 1) failures.push(`${route}: ${found.overflow} px wider than the phone`)
    }
    await context.close()
    expect(failures).toEqual([])
  }, 300_000)
})
