// The site driven by keyboard alone, as a learner without a mouse (or with a
// screen reader) would: skip link, tab order into a mode, and the modes' keys.
import type { BrowserContext, Page } from 'playwright-core'
import { appRendered, newContext, type SiteEnv, startSite, watchErrors } from '../helpers/site'

/** Presses Tab until `matches` is true of the focused element (at most `max` times). */
async function tabTo(page: Page, matches: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, matches)) return
  }
  throw new Error(`no focusable element matching ${matches} within ${max} tabs`)
}

describe('the site by keyboard', () => {
  let env: SiteEnv
  let context: BrowserContext
  let page: Page
  let errors: string[]
  beforeAll(async () => {
    env = await startSite()
    context = await newContext(env)
    page = await context.newPage()
    errors = watchErrors(page)
  })
  afterAll(async () => {
    await env?.stop()
  })
  afterEach(() => {
    expect(errors.splice(0)).toEqual([])
  })

  it('starts with a visible skip link that moves focus to the content', async () => {
    await page.goto(`${env.site.url}/flash`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    // The app has rendered over the page (it starts once the page has painted).
    await appRendered(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    expect(await skip.evaluate((e) => e === document.activeElement)).toBe(true)
    expect((await skip.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
  })

  it('keeps the focus the skip link gave before the app started, once the app has taken over', async () => {
    // A learner quicker than a slow network: the page has painted, its code is still on its
    // way. The app's scripts are held until the skip link has been used.
    const fresh = await newContext(env)
    const early = await fresh.newPage()
    const pageErrors = watchErrors(early)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await early.route(/\/assets\/.*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    try {
      await early.goto(`${env.site.url}/flash`, { waitUntil: 'domcontentloaded' })
      await early.getByRole('heading', { level: 1 }).waitFor()
      await early.keyboard.press('Tab')
      await early.keyboard.press('Enter')
      expect(await early.evaluate(() => document.activeElement?.id)).toBe('main')
      expect(await early.evaluate(() => document.documentElement.dataset.kalimaApp)).toBeUndefined()
      release()
      await appRendered(early)
      // Two frames and a task later, once the app's first effects have run, focus is still on
      // the content.
      await early.evaluate(
        () =>
          new Promise((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))),
          ),
      )
      expect(await early.evaluate(() => document.activeElement?.id)).toBe('main')
      expect(pageErrors).toEqual([])
    } finally {
      release()
      await fresh.close()
    }
  })

  it('flips and moves flashcards with Space and the arrow keys', async () => {
    await page.goto(`${env.site.url}/flashcards/1`)
    await page.getByText('1/50').waitFor()
    // Live: the app has taken the prerendered card over (inert until then).
    await page.locator('[data-kalima-widget="flashcards"]:not([inert])').waitFor()
    await tabTo(page, '.kalima-flipcard, .kalima-flipcard *')
    await page.keyboard.press('Space')
    await page.locator('.kalima-flipcard[data-state="revealed"]').waitFor()
    await page.keyboard.press('ArrowRight')
    await page.getByText('2/50').waitFor()
    await page.keyboard.press('ArrowLeft')
    await page.getByText('1/50').waitFor()
  })

  it('gives the keys to the card on arrival, with nothing focused; elsewhere Space scrolls', async () => {
    await page.goto(`${env.site.url}/flashcards/1`)
    await page.locator('[data-kalima-widget="flashcards"]:not([inert])').waitFor()
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    // Space flips the card instead of scrolling the page; the card then keeps the keys.
    await page.keyboard.press('Space')
    await page.locator('.kalima-flipcard[data-state="revealed"]').waitFor()
    expect(await page.evaluate(() => scrollY)).toBe(0)
    // 2 grades the card "I knew it" and shows the next one; → moves on again.
    await page.keyboard.press('2')
    await page.getByText('2/50').waitFor()
    await page.keyboard.press('ArrowRight')
    await page.getByText('3/50').waitFor()

    await page.goto(`${env.site.url}/words/1`)
    await page.locator('[data-kalima-widget="words"]:not([inert])').waitFor()
    await page.keyboard.press('ArrowRight')
    await page.locator('[data-kalima-widget="words"]').getByText('2/50').waitFor()

    // The home page has no card: Space scrolls it as on any page.
    await page.goto(`${env.site.url}/flash`)
    await appRendered(page)
    await page.keyboard.press('Space')
    await page.waitForFunction(() => scrollY > 0)
  })

  it('answers Learn with the number keys', async () => {
    await page.goto(`${env.site.url}/learn/1`)
    await page.locator('[data-kalima-widget="learn"]:not([inert])').waitFor()
    await tabTo(page, '.kalima-option')
    // Focus is visible on the option reached by Tab.
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element)
      return style.outlineStyle !== 'none' || style.boxShadow !== 'none'
    })
    expect(outline).toBe(true)
    await page.keyboard.press('1')
    await page
      .getByRole('status')
      .filter({ hasText: /Correct! ✨|Try again!/ })
      .first()
      .waitFor()
  })
})
