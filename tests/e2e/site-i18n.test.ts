// The interface in the learner's language: pages per language (/ur/…), prerendered in it,
// Urdu right to left, and a learner who switches the interface to Urdu and studies there.

import { bnPages as bn } from '../../packages/react/src/i18n/bn.pages'
import { enPages as en } from '../../packages/react/src/i18n/en.pages'
import { esPages as es } from '../../packages/react/src/i18n/es.pages'
import { idPages as id } from '../../packages/react/src/i18n/id.pages'
import { trPages as tr } from '../../packages/react/src/i18n/tr.pages'
import { urPages as ur } from '../../packages/react/src/i18n/ur.pages'
import { zhPages as zh } from '../../packages/react/src/i18n/zh.pages'
import {
  answerShownWord,
  appRendered,
  completeLearn,
  DESKTOP,
  matchStage,
  PHONE,
  type SiteEnv,
  startSite,
  watchErrors,
} from '../helpers/site'

describe('interface languages', () => {
  let env: SiteEnv
  beforeAll(async () => {
    env = await startSite()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('serves /ur/ pages in Urdu, right to left, before any script runs', async () => {
    const context = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: PHONE,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    await page.goto('/ur/learn/1')
    const html = page.locator('html')
    expect(await html.getAttribute('lang')).toBe('ur')
    expect(await html.getAttribute('dir')).toBe('rtl')
    expect(await page.locator('h1').textContent()).toBe('بنیادی الفاظ 1 - سیکھیں')
    expect(await page.title()).toBe('بنیادی الفاظ 1 · سیکھیں · Kalima')
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
      )
    expect(alternates).toEqual(
      expect.arrayContaining(['bn /bn/learn/1', 'x-default /learn/1', 'ur /ur/learn/1']),
    )
    await page.goto('/bn/flash')
    expect(await page.locator('html').getAttribute('lang')).toBe('bn')
    expect(await page.locator('h1').textContent()).toBe('কালিমার সাথে কুরআনের শব্দ শিখুন')
    await context.close()
  })

  it("sends a Bengali reader from an English address to the Bengali page, fetching none of the English page's code", async () => {
    const context = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: PHONE,
      locale: 'bn-BD',
    })
    const page = await context.newPage()
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    // A slow line: the Bengali page takes 2.5 s to come, more than the 2 s after which an
    // English page that had begun would start its app whether or not it has painted.
    await page.route(/\/bn\/learn\/1$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      await route.continue()
    })
    await page.goto('/learn/1', { waitUntil: 'commit' })
    await page.waitForURL(/\/bn\/learn\/1$/)
    await appRendered(page)
    expect(new URL(page.url()).pathname).toBe('/bn/learn/1')
    expect(await page.locator('h1').textContent()).toBe('মৌলিক শব্দ ১ - শেখা')
    // The Bengali page's dictionary parts, and no English one: no dictionary is built in,
    // and the English page, left at once (index.html), started none of its modules.
    const dictionaries = fetched.filter((path) =>
      /\/assets\/(en|bn)(\.\w+)?-[\w-]+\.js$/.test(path),
    )
    expect(dictionaries.map((path) => path.replace(/-[\w-]+\.js$/, '')).sort()).toEqual([
      '/assets/bn',
      '/assets/bn.site',
    ])
    await context.close()
  })

  it('serves About, Blog, Privacy, Terms, Team and Embed in each language, with no English left', async () => {
    const context = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: PHONE,
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    const texts = { bn, id, ur, tr, zh, es }
    for (const [lang, t] of Object.entries(texts)) {
      for (const name of ['about', 'blog', 'privacy', 'terms', 'team', 'embed'] as const) {
        await page.goto(`/${lang}/${name}`)
        expect(await page.locator('h1').textContent(), `${lang} ${name}`).toBe(t[`${name}.heading`])
        expect(await page.title(), `${lang} ${name}`).toBe(`${t[`${name}.title`]} · Kalima`)
      }
      // The English headings of the About page are nowhere on its translation.
      await page.goto(`/${lang}/about`)
      const body = (await page.locator('main').textContent()) ?? ''
      for (const english of [
        en['about.valuesHeading'],
        en['about.creditsHeading'],
        en['about.values.authenticity.name'],
        en['about.values.accessibility.name'],
        en['about.values.innovation.name'],
      ])
        expect(body, `${lang} about`).not.toContain(english)
    }
    await context.close()
  })

  it('a content page reached by a link loads its texts in the interface language', async () => {
    const context = await env.browser.newContext({ baseURL: env.site.url, viewport: PHONE })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/ur/flash')
    await page
      .locator('footer')
      .getByRole('link', { name: ur['privacy.title'], exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: ur['privacy.heading'] }).waitFor()
    expect(page.url()).toMatch(/\/ur\/privacy$/)
    await page.getByRole('heading', { level: 2, name: ur['privacy.deviceHeading'] }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('mirrors Flashcards in Urdu: Next on the left, Previous on the right, Latin stays LTR', async () => {
    const context = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: DESKTOP,
      locale: 'ur-PK',
    })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/ur/flashcards/1')
    const next = page.getByRole('button', { name: 'اگلا', exact: true })
    const previous = page.getByRole('button', { name: 'پچھلا', exact: true })
    await next.waitFor()
    const nextBox = await next.boundingBox()
    const previousBox = await previous.boundingBox()
    expect(nextBox && previousBox && nextBox.x < previousBox.x).toBe(true)
    // The progress bar fills from the right.
    await next.click()
    const bar = page.locator('[data-kalima-widget="flashcards"] [role="progressbar"]').first()
    const fill = bar.locator('*').first()
    const [barBox, fillBox] = [await bar.boundingBox(), await fill.boundingBox()]
    expect(
      barBox && fillBox && Math.abs(barBox.x + barBox.width - (fillBox.x + fillBox.width)) < 2,
    ).toBe(true)
    expect(await page.locator('.kalima-translit').first().getAttribute('dir')).toBe('ltr')
    expect(errors).toEqual([])
    await context.close()
  })

  it('a learner switches the interface to Urdu and completes Learn and a Match stage at 390 px', async () => {
    const context = await env.browser.newContext({ baseURL: env.site.url, viewport: PHONE })
    // Right answers' feedback passes at once (skipFeedback).
    await context.clock.install()
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/learn/surah/108')
    // The app has taken the prerendered page over (a tap before would reach static HTML).
    await page.locator('[data-kalima-widget]:not([inert])').first().waitFor()
    // A mark on the page: a reload would drop it.
    await page.evaluate(() => Object.assign(window, { kalimaSamePage: true }))
    await page.getByRole('button', { name: 'Settings' }).click()
    const settings = page.getByRole('dialog', { name: 'Settings' })
    await settings.getByRole('combobox', { name: 'Interface language' }).selectOption('ur')
    await page.waitForURL('**/ur/learn/surah/108')
    await page.locator('html[dir="rtl"][lang="ur"]').waitFor({ state: 'attached' })
    // The same page, now in Urdu: not reloaded, its Settings still open, in Urdu.
    await page.getByRole('dialog', { name: 'ترتیبات' }).waitFor()
    expect(await page.evaluate(() => 'kalimaSamePage' in window)).toBe(true)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'ترتیبات' }).waitFor({ state: 'hidden' })
    await page.getByRole('heading', { level: 1, name: 'الکوثر - سیکھیں' }).waitFor()
    // Meanings stay Bengali (the default): only the interface changed.
    const total = await completeLearn(page)
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(`تمام ${total} الفاظ سیکھ لیے`)
    // Links stay in Urdu.
    await page.goto('/ur/match/1')
    await page.locator('[data-kalima-part="stage"]', { hasText: 'مرحلہ 1/5' }).waitFor()
    await matchStage(page)
    await page.getByRole('button', { name: 'اگلا مرحلہ' }).waitFor()
    // Progress grows from the right, where an Urdu line starts: one answer in, the bar's
    // filled part touches its right edge and not its left.
    await page.goto('/ur/learn/1')
    await answerShownWord(page, 'learn')
    const bar = page.locator('[data-kalima-widget="learn"] .kalima-progress').first()
    await expect.poll(() => bar.getAttribute('aria-valuenow')).not.toBe('0')
    const [track, fill] = await bar.evaluate((e) => {
      const r = (el: Element | null) => el?.getBoundingClientRect() ?? new DOMRect()
      const outer = r(e)
      const inner = r(e.firstElementChild)
      return [
        { left: outer.left, right: outer.right },
        { left: inner.left, right: inner.right },
      ]
    })
    expect(fill.right).toBeGreaterThan(track.right - 3)
    expect(fill.left).toBeGreaterThan(track.left + 3)
    expect(errors).toEqual([])
    await context.close()
    // A whole Learn session and a Match stage: 15 s here, twice that on a loaded CI machine.
  }, 90_000)
})
