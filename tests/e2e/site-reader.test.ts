// The reader (issue 18) on the built site: words answered in Learn change state in the
// surah at once, the surah's two figures move (learning or known at once, known only once a
// word's card is stable for three weeks: issue 45), and /read/1 fits a 390 px phone.
import type { BrowserContext, Page } from 'playwright-core'
import { setReviewCard } from '../../packages/core/src/progress/record'
import { emptyProgress, type Progress } from '../../packages/core/src/progress/types'
import { newReviewCard } from '../../packages/core/src/schedule'
import { getDeck } from '../../packages/core/src/vocabulary/vocabulary'
import {
  answerShownWord,
  appRendered,
  completeLearn,
  DESKTOP,
  newContext,
  type SiteEnv,
  screenshotPath,
  startSite,
  storedValue,
  storeValues,
  watchErrors,
} from '../helpers/site'

const DAY = 86_400_000

/** The accessible names of the word buttons of a verse. */
const wordNames = (page: Page, ayah: number) =>
  page
    .getByRole('listitem', { name: `Verse ${ayah}` })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))

/** The two figures of a list named `name`, as numbers: learning or known, then known. */
const figures = async (page: Page, name: string) =>
  (await page.getByRole('list', { name, exact: true }).getByRole('listitem').allTextContents()).map(
    (text) => Number(text.match(/(\d+)%/)?.[1]),
  )
const SURAH_FIGURES = 'How much of this surah you know'
const QURAN_FIGURES = "How much of the Quran's words you know"

describe('the reader on the site', () => {
  let env: SiteEnv
  let context: BrowserContext
  let page: Page
  let errors: string[]

  beforeAll(async () => {
    env = await startSite()
    context = await newContext(env)
    // Right answers' feedback passes at once (skipFeedback).
    await context.clock.install()
    page = await context.newPage()
    errors = watchErrors(page)
  })
  afterAll(async () => {
    await env?.stop()
  })
  afterEach(() => {
    expect(errors.splice(0)).toEqual([])
  })

  it('shows words answered in Learn as learning, none known, and known once their cards are stable; both figures move', async () => {
    const deck = getDeck({ kind: 'surah', id: 112 })
    expect(deck?.words.length).toBeGreaterThan(2)
    await page.goto('/read/112')
    await page.getByRole('listitem', { name: 'Verse 1' }).waitFor()
    expect(await figures(page, SURAH_FIGURES)).toEqual([0, 0])
    // ٱللَّهُ, the third word of 112:1, is a word of the surah's deck.
    expect((await wordNames(page, 1))[2]).toMatch(/\(Not studied yet\)$/)

    await page.goto('/learn/surah/112')
    await completeLearn(page)
    // As a learner does, the round's end is seen before leaving (its dialog).
    await page.locator('[data-kalima-widget="learn"][data-state="complete"]').waitFor()
    await page.goto('/read/112')
    await page.getByRole('listitem', { name: 'Verse 1' }).waitFor()
    // The saved answers load after the first paint: the word's state follows them.
    await expect.poll(async () => (await wordNames(page, 1))[2]).toMatch(/\(Learning\)$/)
    // A round of right answers: the first figure rises, and no word is known.
    await expect.poll(async () => (await figures(page, SURAH_FIGURES))[0]).toBeGreaterThan(50)
    expect((await figures(page, SURAH_FIGURES))[1]).toBe(0)
    expect(await page.locator('.kalima-reader-word[data-state="known"]').count()).toBe(0)

    // Weeks of reviews later, as the stored record says it: every word of the deck has a card
    // stable for a month, due in ten days (a later review than the round's, so it is the one
    // kept). The app is left first; the record is seeded from a page of the site that runs no
    // app (its missing favicon is no error of the app's), and read by the next page.
    await page.goto('about:blank')
    const seeder = await context.newPage()
    await seeder.goto('/manifest.webmanifest')
    const now = await seeder.evaluate(() => Date.now())
    let record = (await storedValue<Progress>(seeder, 'kalima:v1:progress')) ?? emptyProgress()
    expect(Object.keys(record.words).length).toBeGreaterThan(0)
    for (const word of deck?.words ?? [])
      record = setReviewCard(record, word.id, {
        ...newReviewCard(now - 30 * DAY),
        state: 2,
        reps: 5,
        difficulty: 5,
        stability: 30,
        lastReview: now,
        due: now + 10 * DAY,
      })
    await storeValues(seeder, { 'kalima:v1:progress': record })
    await seeder.close()
    await page.goto('/read/112')
    await page.getByRole('listitem', { name: 'Verse 1' }).waitFor()
    await expect.poll(async () => (await wordNames(page, 1))[2]).toMatch(/\(Mastered\)$/)
    await expect.poll(async () => (await figures(page, SURAH_FIGURES))[1]).toBeGreaterThan(50)
    const [learning = 0, knownShare = 0] = await figures(page, SURAH_FIGURES)
    expect(learning).toBeGreaterThanOrEqual(knownShare)

    // The list shows the surah's share known, and the Quran's two figures.
    await page.goto('/read')
    await page.getByRole('list', { name: QURAN_FIGURES }).waitFor()
    await page
      .getByRole('link', { name: /Al-Ikhlas/ })
      .filter({ hasText: /([1-9]\d*)% known/ })
      .first()
      .waitFor()
    const quran = await figures(page, QURAN_FIGURES)
    expect(quran[1]).toBeGreaterThan(0)
    expect(quran[0]).toBeGreaterThanOrEqual(quran[1] ?? 0)

    // The home's study assistant says the same, and its surah closest to fully known opens
    // in the reader.
    await page.goto('/flash')
    const assistant = page.locator('[data-kalima-widget="assistant"]')
    const home = assistant.getByRole('list', { name: QURAN_FIGURES })
    await home.waitFor()
    expect(await home.getByRole('listitem').allTextContents()).toEqual([
      `You are learning or know ${quran[0]}% of the Quran's words`,
      `You know ${quran[1]}% of the Quran's words`,
    ])
    const closest = assistant.getByRole('link', { name: /^Closest to fully known: .+, \d+%$/ })
    await closest.click()
    await page.waitForURL(/\/read\/\d+$/)
    await page.getByRole('listitem', { name: 'Verse 1' }).waitFor()
  }, 240_000)

  it('"Study the words of this surah I don\'t know yet" opens a deck of them in Learn and in Test', async () => {
    await page.goto('/read/67')
    const study = page.getByRole('link', {
      name: /^Study \d+ words of this surah I don't know yet$/,
    })
    const before = Number((await study.textContent())?.match(/\d+/)?.[0])
    expect(before).toBeGreaterThan(1)
    await study.click()
    await page.waitForURL('**/learn/read/67')
    await page.getByRole('heading', { name: 'Surah 67: words to learn - Learn' }).waitFor()
    const counter = page.locator('[data-kalima-widget="learn"] [data-kalima-part="counter"]')
    await expect
      .poll(async () => (await counter.textContent())?.match(/\/(\d+)$/)?.[1])
      .toBe(String(before))
    // One answer: that word is learning in the surah at once.
    const arabic = await answerShownWord(page, 'learn')
    await page.goto('/read/67')
    await page.getByRole('listitem', { name: 'Verse 1', exact: true }).waitFor()
    await expect
      .poll(() =>
        page
          .locator('.kalima-reader-word[data-state="learning"]')
          .evaluateAll((words) => words.length),
      )
      .toBeGreaterThan(0)
    expect(arabic).not.toBe('')

    // The same deck in another mode.
    await page.goto('/test/read/67')
    await page.getByRole('heading', { name: 'Surah 67: words to learn - Test' }).waitFor()
    await page.locator('[data-kalima-widget="test"][data-state="answering"]').waitFor()

    // And in Review: the study bar's menu reviews this surah's words, not the whole queue.
    await page.locator('.study-bar__title').click()
    await page.locator('.study-bar a[href="/review/read/67"]').click()
    await page.waitForURL('**/review/read/67')
    await page
      .locator('[data-kalima-widget="review"]:not([aria-busy="true"]):not([inert])')
      .waitFor()
    await expect.poll(() => page.title()).toMatch(/^Surah 67: words to learn · Review/)
  }, 120_000)

  it('opens a word in a dialog with its card and a link to its lesson', async () => {
    await page.goto('/read/1')
    const verse = page.getByRole('listitem', { name: 'Verse 1' })
    await verse.getByRole('button').nth(1).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('link', { name: 'Open its lesson' }).waitFor()
    expect(await dialog.textContent()).toMatch(/2699/)
    // Its facts (meaning, root, part of speech, count) end on one line: the Arabic root too.
    const ends = await dialog.locator('.kalima-reader-card dd').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange()
        range.selectNodeContents(cell)
        return Math.round(range.getBoundingClientRect().right)
      }),
    )
    expect(ends.length).toBeGreaterThanOrEqual(4)
    expect(new Set(ends).size).toBe(1)
    // Its folds (forms, root family, verses) show a chevron: its corner (inline end, block
    // end) turned to point the way the text reads while closed, and down once open.
    const turn = (summary: Element) => {
      const [a = 1, b = 0] = new DOMMatrix(
        getComputedStyle(summary, '::before').transform,
      ).toFloat64Array()
      return Math.round((Math.atan2(b, a) * 180) / Math.PI)
    }
    const fold = dialog.locator('summary', { hasText: 'Its forms in the Quran' })
    expect(await fold.evaluate((s) => getComputedStyle(s, '::before').content)).not.toBe('none')
    // The bottom-right corner turned -45° points right; +45°, down.
    expect(await fold.evaluate(turn)).toBe(-45)
    await fold.click()
    await expect.poll(() => fold.evaluate(turn)).toBe(45)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    // In Urdu the corner is the bottom-left one: +45° points left. (A context of its own:
    // an Urdu page makes Urdu this browser's interface language.)
    const urdu = await newContext(env)
    const ur = await urdu.newPage()
    await ur.goto('/ur/read/1')
    await appRendered(ur)
    await ur.getByRole('listitem', { name: 'آیت 1' }).getByRole('button').nth(1).click()
    expect(await ur.getByRole('dialog').locator('summary').first().evaluate(turn)).toBe(45)
    await urdu.close()
  }, 120_000)

  it('goes from a word to a verse it occurs in, and "Study this word" puts it in Review', async () => {
    await page.goto('/read/1')
    await page.getByRole('listitem', { name: 'Verse 1' }).getByRole('button').nth(1).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Its verses in the Quran').click()
    const first = dialog.locator('.kalima-reader-occurrences a').first()
    const href = (await first.getAttribute('href')) ?? ''
    const [, surah, verse] = href.match(/^\/read\/(\d+)\/(\d+)$/) ?? []
    expect(surah && verse).toBeTruthy()
    await first.click()
    await page.waitForURL(`**${href}`)
    await dialog.waitFor({ state: 'hidden' })
    const target = page.getByRole('listitem', { name: `Verse ${verse}`, exact: true })
    await expect.poll(() => target.evaluate((e) => e === document.activeElement)).toBe(true)

    // A word of the surah not studied yet, added to Review, is due at once.
    await page.locator('.kalima-reader-word[data-state="new"]').first().click()
    await dialog.getByRole('button', { name: 'Study this word' }).first().click()
    await dialog.getByRole('status').filter({ hasText: 'In your reviews' }).first().waitFor()
    await page.keyboard.press('Escape')
    await page.goto('/review')
    await page.locator('[data-kalima-widget="review"] .kalima-review-show').waitFor()
  }, 120_000)

  it('fits /read/1 on a 390 px phone, in Bengali and in Urdu, light and dark', async () => {
    for (const lang of ['bn', 'ur']) {
      // The page in that interface language, its meanings in that language too (the header's
      // language picker, named in the page's language).
      await page.goto(`/${lang}/read/1`)
      await page.locator('.kalima-reader-verse').nth(6).waitFor()
      await page.locator('.site-header select').selectOption(lang)
      await page.waitForLoadState()
      await page.locator('.kalima-reader-verse').nth(6).waitFor()
      await page.evaluate(() => document.fonts.ready)
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        words: [...document.querySelectorAll('.kalima-reader-word')].map(
          (w) => w.getBoundingClientRect().right,
        ),
      }))
      expect(widths.page).toBeLessThanOrEqual(390)
      for (const right of widths.words) expect(right).toBeLessThanOrEqual(390)
      await page.screenshot({ path: screenshotPath(`reader-1-390-${lang}`), fullPage: true })
      await page.evaluate(() => {
        // Dark as the setting gives it from the first frame: no colour transition under way.
        for (const el of document.querySelectorAll<HTMLElement>('.kalima[data-theme]')) {
          el.dataset.animations = 'off'
          el.dataset.theme = 'dark'
        }
      })
      await page.screenshot({ path: screenshotPath(`reader-1-390-${lang}-dark`), fullPage: true })
    }
    for (const [name, viewport] of [
      ['360', { width: 360, height: 640 }],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport)
      await page.goto('/read/1')
      await page.locator('.kalima-reader-verse').nth(6).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
      await page.screenshot({ path: screenshotPath(`reader-1-${name}-ur`), fullPage: true })
      await page.goto('/read')
      await page.locator('a[href$="/read/1"]').first().waitFor()
      await page.screenshot({ path: screenshotPath(`read-list-${name}`) })
      // The surahs fill the page's column under its heading: one column on a phone, several
      // at desktop width (the list once sat in a narrow column centred under the heading).
      const list = await page.evaluate(() => {
        const heading = document.querySelector('h1')?.getBoundingClientRect()
        const items = [...document.querySelectorAll('.kalima-surah-link')]
          .slice(0, 6)
          .map((a) => a.getBoundingClientRect())
        return {
          headingLeft: heading?.left ?? -1,
          lefts: [...new Set(items.map((r) => Math.round(r.left)))],
          right: Math.max(...items.map((r) => r.right)),
        }
      })
      expect(Math.min(...list.lefts)).toBeCloseTo(list.headingLeft, 0)
      expect(list.lefts.length).toBe(name === '360' ? 1 : 3)
      expect(list.right).toBeLessThanOrEqual(viewport.width)
    }
  }, 180_000)
})
