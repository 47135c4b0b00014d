// Studying on a phone (and on a tablet held upright, or in a laptop's short window): every mode at 360×640 and 390×844, in every meaning language, at the
// default and the largest font sizes. The question with all its answers, the whole card with
// its controls and the whole Match board are on screen without scrolling; every control is a
// 48 px tap target; no Arabic word (nor any word of a meaning) is broken across two lines.
import type { BrowserContext, Page } from 'playwright-core'
import { DEFAULT_SETTINGS, SETTINGS_RANGES } from '../../packages/core/src'
import { LANGUAGE_CODES, type LanguageCode } from '../../packages/core/src/vocabulary/types'
import { getLesson, loadMeanings } from '../../packages/core/src/vocabulary/vocabulary'
import {
  appRendered,
  inTurn,
  type SiteEnv,
  skipFeedback,
  startSite,
  storedAnswers,
  storeValues,
  watchErrors,
} from '../helpers/site'

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const
/** Phones held sideways: a small Android phone and an iPhone. */
const SIDEWAYS = [
  { width: 640, height: 360 },
  { width: 844, height: 390 },
] as const
/**
 * A tablet held upright (an iPad mini's 768 px, its browser's bars taken off) and laptops'
 * windows under 860 px tall: a 1366×768 screen (the browser's bars take 111 px) and 1280×800.
 */
const TABLETS_AND_LAPTOPS = [
  { width: 768, height: 950 },
  { width: 1366, height: 657 },
  { width: 1280, height: 800 },
  // A 1280×720 screen's window (or a small tablet's 1024×600): under 620 px tall the word goes
  // beside its answers, as on a phone held sideways, rather than shrink to fit (to 45 %).
  { width: 1280, height: 600 },
] as const
/** The live `mode` widget's fit: the scale of its word, meaning and verse (1: full size). */
const fitOf = (page: Page, mode: string) =>
  page
    .locator(`[data-kalima-widget="${mode}"]:not([inert])`)
    .evaluate((w) => Number(getComputedStyle(w).getPropertyValue('--kalima-fit') || '1'))
/**
 * The phone matrix: every mode in every language, at the two font sizes on the smallest phone
 * (360×640), and at the largest sizes on 390×844 too. A 390×844 screen is wider and taller than
 * 360×640, and a widget's fit shrinks larger content at least as much (fitScale's monotone
 * property, packages/core/src/layout/fit.test.ts): what fits 360×640 at the default sizes
 * fits 390×844 at them, so that case, the easiest, is not walked again. Each screen of the
 * largest sizes is checked at both phone sizes, the window resized in between as a phone's
 * browser bars or a rotation resize it (one page load for both).
 */
const MATRIX = [
  { viewports: [VIEWPORTS[0]], sizeName: 'default' },
  { viewports: [VIEWPORTS[0], VIEWPORTS[1]], sizeName: 'largest' },
] as const

const SIZES = {
  default: {
    arabicFontSize: DEFAULT_SETTINGS.arabicFontSize,
    meaningFontSize: DEFAULT_SETTINGS.meaningFontSize,
  },
  largest: {
    arabicFontSize: SETTINGS_RANGES.arabicFontSize.max,
    meaningFontSize: SETTINGS_RANGES.meaningFontSize.max,
  },
} as const

/** The lesson holding the language's longest meaning, and that word's place in it. */
async function longest(lang: LanguageCode): Promise<{ lesson: number; index: number }> {
  const meanings = await loadMeanings(lang)
  let best = { lesson: 1, index: 0, length: -1 }
  for (let lesson = 1; lesson <= 12; lesson++) {
    getLesson(lesson).words.forEach((w, index) => {
      const length = (meanings[w.id] ?? '').length
      if (length > best.length) best = { lesson, index, length }
    })
  }
  return best
}

/** What a learner studies: answers, cards, the word. */
const STUDIED =
  '.kalima-option, .kalima-match-card, .kalima-flipcard, .kalima-words-card, .kalima-review-card, .kalima-quiz-word'

/** Stores settings and the meaning language as the app does (IndexedDB), before it loads. */
async function store(page: Page, lang: LanguageCode, settings: Record<string, number>) {
  await page.goto('/about')
  await appRendered(page)
  await storeValues(page, { 'kalima:v1:settings': settings, 'kalima:v1:language': lang })
}

/** Waits until the page shows the learner's settings and fonts, and the fit has settled. */
async function settled(page: Page, widget: string, lang: LanguageCode, arabicSize: number) {
  // Live: the app has taken the prerendered widget over (it is inert until then).
  await page.locator(`[data-kalima-widget="${widget}"]:not([inert])`).first().waitFor()
  // The words have loaded (the widget's placeholder shows none of these).
  await page.locator(STUDIED).first().waitFor()
  await page.waitForFunction(
    ({ widget, lang, arabicSize }) => {
      const el = document.querySelector<HTMLElement>(`[data-kalima-widget="${widget}"]`)
      return (
        el?.getAttribute('style')?.includes(`calc(${arabicSize}px`) &&
        (document.querySelector('[lang].kalima-meaning')?.getAttribute('lang') ?? lang) === lang
      )
    },
    { widget, lang, arabicSize },
  )
  await page.evaluate(async () => {
    await document.fonts.ready
    // Two frames: the resize observers that refit after the fonts have run.
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame)
  })
}

/** The colour drawn on screen at (x, y) of the viewport, as `rgb(r, g, b)`. */
async function drawnColour(page: Page, x: number, y: number): Promise<string> {
  const shot = await page.screenshot({ clip: { x, y, width: 2, height: 2 } })
  return page.evaluate(async (png) => {
    const image = new Image()
    image.src = `data:image/png;base64,${png}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('no canvas')
    ctx.drawImage(image, 0, 0)
    const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data
    return `rgb(${r}, ${g}, ${b})`
  }, shot.toString('base64'))
}

/**
 * Keeps, in the page, a log of what moved its scroll position and where focus went: a page
 * found scrolled (which no step of these tests asks for) says how it got there.
 */
/**
 * The parts of the live `mode` widget matching `parts` (and the study bar), shown but not
 * wholly on the screen: their class and text. Dialogs are left out (closed ones have no box).
 */
function offScreen(page: Page, mode: string, parts: string): Promise<string[]> {
  return page.evaluate(
    ({ mode, parts }) => {
      const widget = document.querySelector(`[data-kalima-widget="${mode}"]:not([inert])`)
      if (!widget) throw new Error(`no ${mode} widget`)
      const shown = [
        ...widget.querySelectorAll(parts),
        ...document.querySelectorAll('.study-bar'),
      ].filter((el) => !el.closest('dialog') && el.getBoundingClientRect().width > 0)
      if (shown.length < 3) throw new Error(`${mode}: nothing shown`)
      return shown
        .filter((el) => {
          const r = el.getBoundingClientRect()
          return r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth
        })
        .map((el) => `${el.className} ${el.textContent?.trim().slice(0, 30)}`)
    },
    { mode, parts },
  )
}
/** A question's word, every answer and its next step (Show answer). */
const QUESTION_PARTS = '.kalima-quiz-word, .kalima-option, .kalima-learn-actions'
/** A card and every button. */
const CARD_PARTS = '.kalima-word-box, .kalima-match-card, button'
/** Opens lesson 1's first question in `mode` (or Today's), in `lang` ('' or 'ur/'). */
async function openQuestion(page: Page, lang: string, mode: 'learn' | 'test' | 'today') {
  await page.goto(mode === 'today' ? `/${lang}today` : `/${lang}${mode}/1`)
  await appRendered(page)
  const widget = page.locator(`[data-kalima-widget="${mode}"]:not([inert])`)
  // A newcomer's Today teaches its first new words on study cards before it asks one: gone
  // through with "Got it" (the card's one primary button).
  if (mode === 'today') {
    await widget
      .and(page.locator('[data-state="studying"], [data-state="asking"]'))
      .first()
      .waitFor()
    for (let card = 0; card < 4; card++) {
      if ((await widget.getAttribute('data-state')) !== 'studying') break
      await widget.locator('.kalima-today-study [data-variant="primary"]').click()
    }
  }
  await widget.locator('.kalima-option').first().waitFor()
}
/** How many px of the Words card's verse (its text and translation) are hidden, to scroll. */
const verseHidden = (page: Page) =>
  page
    .locator('[data-kalima-widget="words"]:not([inert]) .kalima-verse')
    .evaluate((v) => v.scrollHeight - v.clientHeight)
/** Opens lesson 1's first card in `mode`, in `lang` ('' or 'ur/'). */
async function openCard(page: Page, lang: string, mode: 'words' | 'flashcards' | 'match') {
  await page.goto(`/${lang}${mode}/1`)
  await appRendered(page)
  await page.locator(`[data-kalima-widget="${mode}"]:not([inert])`).waitFor()
  await page.locator(STUDIED).first().waitFor()
}

function logScrolls(context: BrowserContext) {
  return context.addInitScript(() => {
    const log: string[] = []
    Object.assign(window, { kalimaScrollLog: log })
    const note = (what: string) => {
      const focus = document.activeElement
      log.push(
        `${what} at ${Math.round(performance.now())} ms: y ${window.scrollY}, height ${document.documentElement.scrollHeight}, focus ${focus?.tagName}.${focus?.className}`,
      )
    }
    addEventListener('scroll', (e) => e.target === document && note('scroll'), true)
    addEventListener('focus', () => note('focus'), true)
  })
}

interface Problem {
  what: string
  detail: string
}

/** Everything a learner needs on screen, every tap target, every word on one line. */
function layoutProblems(page: Page, checkMeanings: boolean): Promise<Problem[]> {
  return page.evaluate(
    ({ checkMeanings, studied }) => {
      const problems: { what: string; detail: string }[] = []
      const vw = document.documentElement.clientWidth
      const vh = window.innerHeight
      if (window.scrollY !== 0) {
        const log = (window as { kalimaScrollLog?: string[] }).kalimaScrollLog ?? []
        problems.push({ what: 'scrolled', detail: `${window.scrollY} (${log.join('; ')})` })
      }
      const name = (el: Element) =>
        `${el.className || el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}"`
      const visible = (el: Element) =>
        el.checkVisibility({ opacityProperty: false, visibilityProperty: true }) &&
        !el.closest('dialog:not([open]), [hidden]')
      const page = document.querySelector('.card-page')
      if (!page) return [{ what: 'no study page', detail: location.pathname }]
      const controls = [
        ...page.querySelectorAll(
          '.study-bar button, .study-bar a, .kalima-widget button, .kalima-widget a, .kalima-widget select',
        ),
      ].filter((el) => visible(el) && !el.closest('.study-bar__list'))
      const cards = [...page.querySelectorAll(studied)].filter(visible)
      if (cards.length === 0)
        problems.push({ what: 'nothing to study shown', detail: location.pathname })
      for (const el of [...controls, ...cards]) {
        const r = el.getBoundingClientRect()
        if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
          problems.push({
            what: 'off screen',
            detail: `${name(el)} ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${vw}×${vh}`,
          })
        }
      }
      for (const el of controls) {
        const r = el.getBoundingClientRect()
        if (Math.min(r.width, r.height) < 47.5) {
          problems.push({
            what: 'tap target < 48 px',
            detail: `${name(el)} ${r.width}×${r.height}`,
          })
        }
      }
      // Every word's glyphs on one line: the line boxes of each word's range share one line.
      const words = [
        ...page.querySelectorAll('[data-kalima-arabic]'),
        ...(checkMeanings
          ? page.querySelectorAll('.kalima-meaning, .kalima-verse-translation')
          : []),
      ].filter(visible)
      for (const el of words) {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? ''
          // A word: letters between spaces (a line may end after a hyphen, as in God-fearing).
          for (const m of text.matchAll(/[^\s\-\u2010]+/gu)) {
            const range = document.createRange()
            range.setStart(node, m.index ?? 0)
            range.setEnd(node, (m.index ?? 0) + m[0].length)
            const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
            if (rects.length < 2) continue
            const size = Number.parseFloat(getComputedStyle(node.parentElement ?? el).fontSize)
            const tops = rects.map((r) => r.top)
            if (Math.max(...tops) - Math.min(...tops) > size / 2) {
              problems.push({ what: 'word broken across lines', detail: m[0] })
            }
          }
        }
      }
      return problems
    },
    { checkMeanings, studied: STUDIED },
  )
}

describe('studying on a phone', () => {
  let env: SiteEnv
  beforeAll(async () => {
    env = await startSite()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('the compact bar: the mode menu switches mode and closes on Escape; Settings opens and Escape closes it', async () => {
    const context = await env.browser.newContext({ baseURL: env.site.url, viewport: VIEWPORTS[1] })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/learn/1')
    // One bar: no site header, no mode tabs.
    await expect(page.locator('.site-header').isVisible()).resolves.toBe(false)
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false)
    const menuButton = page.getByRole('button', { name: 'Base Words I Learn — change mode' })
    await menuButton.click()
    const menu = page.getByRole('navigation', { name: 'Study modes' })
    await menu.getByRole('link', { name: 'Match' }).waitFor()
    // Every mode in the menu is a thumb's target: 48 px tall at least, on the screen.
    const targets = await menu.getByRole('link').evaluateAll((links) =>
      links.map((l) => {
        const r = l.getBoundingClientRect()
        return { name: l.textContent, height: r.height, bottom: r.bottom }
      }),
    )
    expect(targets.length).toBeGreaterThanOrEqual(6)
    for (const target of targets) {
      expect(target.height, target.name ?? '').toBeGreaterThanOrEqual(48)
      expect(target.bottom, target.name ?? '').toBeLessThanOrEqual(VIEWPORTS[1].height)
    }
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    await expect(menuButton.evaluate((b) => b === document.activeElement)).resolves.toBe(true)
    await menuButton.click()
    await menu.getByRole('link', { name: 'Match' }).click()
    await page.waitForURL('**/match/1')
    await page.locator('.kalima-match-card').first().waitFor()
    await page.getByRole('button', { name: 'Settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Settings' })
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('link', { name: 'Go Home' }).click()
    await page.waitForURL('**/flash')
    // Review over every deck is titled by its mode's name: the bar says it once.
    await page.goto('/review')
    await page.getByRole('button', { name: 'Review — change mode', exact: true }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('a finger swiping over the card turns words and flashcards, towards the reading start next (mirrored in Urdu)', async () => {
    const context = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: VIEWPORTS[1],
      hasTouch: true,
      isMobile: true,
    })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const cdp = await context.newCDPSession(page)
    /** A finger's stroke of `dx` pixels across the middle of `card`, in 80 ms. */
    const swipe = async (card: string, dx: number) => {
      const box = await page.locator(card).boundingBox()
      if (!box) throw new Error(`no ${card}`)
      const y = box.y + box.height / 2
      const x = box.x + box.width / 2 - dx / 2
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
      for (let step = 1; step <= 5; step++) {
        const touchPoints = [{ x: x + (dx * step) / 5, y }]
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints })
        await page.waitForTimeout(16)
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    const counter = page.locator('.kalima-counter')
    await page.goto('/words/1')
    await appRendered(page)
    await swipe('.kalima-words-card', -150)
    await expect.poll(() => counter.textContent()).toBe('2/50')
    await swipe('.kalima-words-card', 150)
    await expect.poll(() => counter.textContent()).toBe('1/50')
    // A flashcard turns without flipping: the next card shows its Arabic side.
    await page.goto('/flashcards/1')
    await appRendered(page)
    await swipe('.kalima-flipcard', -150)
    await expect.poll(() => counter.textContent()).toBe('2/50')
    await expect(page.locator('.kalima-flipcard').getAttribute('data-state')).resolves.toBe(
      'hidden',
    )
    // In Urdu the pages turn the other way.
    await page.goto('/ur/words/1')
    await appRendered(page)
    await swipe('.kalima-words-card', 150)
    await expect.poll(() => counter.textContent()).toBe('2/50')
    // The page itself never moved sideways.
    await expect(page.evaluate(() => scrollX)).resolves.toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('a phone held sideways (640×360, 844×390): the compact bar, and the word at its size beside its answers, the whole question on the screen', async () => {
    for (const viewport of SIDEWAYS) {
      const context = await env.browser.newContext({ baseURL: env.site.url, viewport })
      const page = await context.newPage()
      const errors = watchErrors(page)
      // In English, and in Urdu (right to left, Nastaliq's tall lines).
      for (const [lang, mode] of ['', 'ur/'].flatMap((lang) =>
        (['learn', 'test', 'today'] as const).map((mode) => [lang, mode] as const),
      )) {
        const at = `${lang}${mode} at ${viewport.width}×${viewport.height}`
        // The question: its word, every answer, its next step (Show answer), the bar.
        await openQuestion(page, lang, mode)
        expect(await offScreen(page, mode, QUESTION_PARTS), at).toEqual([])
        const live = `[data-kalima-widget="${mode}"]:not([inert])`
        const shown = await page.evaluate((live) => {
          const widget = document.querySelector(live)
          const word = widget?.querySelector('.kalima-quiz-word .kalima-big')
          if (!widget || !word) throw new Error(`no question in ${live}`)
          return {
            bar: getComputedStyle(document.querySelector('.study-bar') ?? widget).display,
            // Shrunk to fit 360 px when the widget was a fixed box, the word was 19 px.
            fit: getComputedStyle(widget).getPropertyValue('--kalima-fit').trim(),
            word: Number.parseFloat(getComputedStyle(word).fontSize),
          }
        }, live)
        expect(shown, at).toEqual({ bar: 'flex', fit: '1', word: 42 })
      }
      // Upright, the same phone fits the question on its screen too (the word may shrink).
      await page.setViewportSize({ width: viewport.height, height: viewport.width })
      await page.goto('/learn/1')
      await appRendered(page)
      await expect
        .poll(() =>
          page.evaluate(() => {
            const widget = document.querySelector('[data-kalima-widget="learn"]:not([inert])')
            return widget ? widget.getBoundingClientRect().bottom <= innerHeight : false
          }),
        )
        .toBe(true)
      expect(errors).toEqual([])
      await context.close()
    }
  })

  it('held sideways (640×360, 844×390), Words, Flashcards, Match and Review put their card and every button on the screen', async () => {
    for (const viewport of SIDEWAYS) {
      const context = await env.browser.newContext({ baseURL: env.site.url, viewport })
      const page = await context.newPage()
      const errors = watchErrors(page)
      // In English, and in Urdu (right to left, Nastaliq's tall lines).
      for (const lang of ['', 'ur/']) {
        const at = `${lang} at ${viewport.width}×${viewport.height}`
        for (const mode of ['words', 'flashcards', 'match'] as const) {
          await openCard(page, lang, mode)
          expect(await offScreen(page, mode, CARD_PARTS), `${mode} ${at}`).toEqual([])
          // The verse takes the height the screen has (it was held to the word's column: 137 px of
          // its 213): the first word's shows whole on an iPhone in English.
          if (mode === 'words' && viewport.height === 390 && lang === '')
            expect(await verseHidden(page), `the verse ${at}`).toBeLessThanOrEqual(1)
          if (mode === 'flashcards') {
            // The meaning's side too.
            await page.locator('.kalima-flipcard').click()
            await page.locator('.kalima-flipcard[data-state="revealed"]').waitFor()
            expect(await offScreen(page, mode, CARD_PARTS), `flashcards turned ${at}`).toEqual([])
          }
        }
      }
      // In a box under 540 px wide (as an embed in a page's column may be) the upright layout
      // stays: the sideways one is for a study page's full width (the kalima-stage container).
      await page.goto('/match/1')
      await appRendered(page)
      await page
        .locator('[data-kalima-widget="match"]:not([inert]) .kalima-match-card')
        .first()
        .waitFor()
      const narrow = await page.evaluate(() => {
        const box = document.querySelector<HTMLElement>('.card-page__mode')
        const match = document.querySelector('[data-kalima-widget="match"]:not([inert])')
        if (!box || !match) throw new Error('no Match in its box')
        const areas = () => getComputedStyle(match).gridTemplateAreas
        const wide = areas()
        box.style.width = '500px'
        return { wide, narrow: areas() }
      })
      expect(narrow.wide).not.toBe('none')
      expect(narrow.narrow).toBe('none')
      // Review: a word answered in Learn is due half an hour later.
      await page.goto('/learn/1')
      await appRendered(page)
      await page.locator('[data-kalima-widget="learn"]:not([inert]) .kalima-option').first().click()
      await expect.poll(() => storedAnswers(page)).toBeGreaterThan(0)
      await page.clock.install({ time: Date.now() + 30 * 60_000 })
      for (const lang of ['', 'ur/']) {
        const at = `${lang} at ${viewport.width}×${viewport.height}`
        await page.goto(`/${lang}review`)
        await appRendered(page)
        const show = page.locator('[data-kalima-widget="review"]:not([inert]) .kalima-review-show')
        await show.waitFor()
        expect(await offScreen(page, 'review', CARD_PARTS), `review ${at}`).toEqual([])
        // Its four grades.
        await show.click()
        await page.locator('.kalima-review-grade-buttons').waitFor()
        expect(await offScreen(page, 'review', CARD_PARTS), `review's grades ${at}`).toEqual([])
      }
      expect(errors).toEqual([])
      await context.close()
    }
  })

  // A tablet held upright and laptops' windows under 860 px tall, in English and in Urdu
  // (right to left, Nastaliq's tall lines: 1366×657 had the last two answers below the fold,
  // 1280×800 Learn's Show answer and Words' pager, 768×950 Words' pager). The widget fits its
  // box once its fonts are in: each check waits for that.
  for (const viewport of TABLETS_AND_LAPTOPS) {
    it(`${viewport.width}×${viewport.height}: the compact bar, and every mode's question or card with all its buttons on the screen at 70 % of its size or more`, async () => {
      const context = await env.browser.newContext({ baseURL: env.site.url, viewport })
      const page = await context.newPage()
      const errors = watchErrors(page)
      for (const lang of ['', 'ur/']) {
        const at = `${lang} at ${viewport.width}×${viewport.height}`
        const check = async (mode: string, parts: string) => {
          await expect
            .poll(() => offScreen(page, mode, parts), { message: `${mode} ${at}`, timeout: 10_000 })
            .toEqual([])
          await expect
            .poll(() => fitOf(page, mode), { message: `${mode}'s size ${at}`, timeout: 10_000 })
            .toBeGreaterThanOrEqual(0.7)
        }
        for (const mode of ['learn', 'test', 'today'] as const) {
          await openQuestion(page, lang, mode)
          await check(mode, QUESTION_PARTS)
        }
        for (const mode of ['words', 'flashcards', 'match'] as const) {
          await openCard(page, lang, mode)
          await check(mode, CARD_PARTS)
          // Under 620 px tall (the sideways layout) the first word's verse shows whole, in
          // Urdu's Nastaliq too: it no longer stops at the height of the word's column.
          if (mode === 'words' && viewport.height < 620)
            await expect
              .poll(() => verseHidden(page), { message: `the verse ${at}`, timeout: 10_000 })
              .toBeLessThanOrEqual(1)
        }
        expect(await page.locator('.study-bar').isVisible(), at).toBe(true)
        expect(await page.locator('.site-header').isVisible(), at).toBe(false)
      }
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it("a window 1280×900 keeps the site header, the banner and the mode tabs, and Urdu's question fits", async () => {
    const context = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: { width: 1280, height: 900 },
    })
    const page = await context.newPage()
    await openQuestion(page, 'ur/', 'learn')
    expect(await page.locator('.site-header').isVisible()).toBe(true)
    expect(await page.locator('.card-page .kalima-modenav').isVisible()).toBe(true)
    expect(await page.locator('.study-bar').isVisible()).toBe(false)
    // The fit settles once the fonts are in (as in the tests above).
    await expect
      .poll(() => offScreen(page, 'learn', QUESTION_PARTS), { timeout: 10_000 })
      .toEqual([])
    await context.close()
  })

  it("a verse taller than its box shows a shade at the box's lower edge until it is scrolled to the end", async () => {
    const context = await env.browser.newContext({ baseURL: env.site.url, viewport: VIEWPORTS[0] })
    const page = await context.newPage()
    await page.goto('/words/1')
    await appRendered(page)
    const verse = page.locator('[data-kalima-widget="words"] .kalima-verse')
    await verse.waitFor()
    const { more, box } = await verse.evaluate((e) => ({
      more: e.scrollHeight > e.clientHeight,
      box: getComputedStyle(e).backgroundColor,
    }))
    // The first word's verse is taller than the box on this phone: it scrolls.
    expect(more).toBe(true)
    /** The colour drawn 2 px above the box's lower edge, a fifth of its width in (beside the
     * centred text, under the shade). */
    const lowerEdge = async () => {
      const rect = await verse.boundingBox()
      if (!rect) throw new Error('no verse box')
      return drawnColour(page, rect.x + rect.width / 5, rect.y + rect.height - 3)
    }
    // More below: shaded, not the box's colour.
    expect(await lowerEdge()).not.toBe(box)
    // Scrolled to the end: the box's own colour.
    await verse.evaluate((e) => e.scrollTo({ top: e.scrollHeight }))
    await expect.poll(lowerEdge).toBe(box)
    await context.close()
  })

  it('the home page tabs that do not fit show a shade at the edge with more, in both reading directions', async () => {
    for (const lang of ['bn', 'ur'] as const) {
      const context = await env.browser.newContext({
        baseURL: env.site.url,
        viewport: VIEWPORTS[0],
      })
      const page = await context.newPage()
      await page.goto(`/${lang}/`)
      await appRendered(page)
      const tabs = page.getByRole('tablist')
      await tabs.scrollIntoViewIfNeeded()
      const {
        more,
        page: colour,
        rtl,
      } = await tabs.evaluate((e) => ({
        more: e.scrollWidth > e.clientWidth,
        page: getComputedStyle(e).backgroundColor,
        rtl: getComputedStyle(e).direction === 'rtl',
      }))
      expect(more).toBe(true)
      expect(rtl).toBe(lang === 'ur')
      /** The colour drawn 2 px inside the row's start or end edge, above the tabs' text. */
      const edge = async (which: 'start' | 'end') => {
        const rect = await tabs.boundingBox()
        if (!rect) throw new Error('no tab row')
        const right = (which === 'end') !== rtl
        return drawnColour(page, right ? rect.x + rect.width - 3 : rect.x + 1, rect.y + 3)
      }
      // At the first tab: more tabs past the end (shaded), none before the start.
      expect(await edge('end'), lang).not.toBe(colour)
      expect(await edge('start'), lang).toBe(colour)
      // Scrolled to the last tab: the other way round.
      await tabs.evaluate(
        (e, rtl) => e.scrollTo({ left: rtl ? -e.scrollWidth : e.scrollWidth }),
        rtl,
      )
      await expect.poll(() => edge('end')).toBe(colour)
      expect(await edge('start'), lang).not.toBe(colour)
      await context.close()
    }
  })

  it("a first visit on a device set to dark is dark from the first frame; the learner's choice of light then stays", async () => {
    const context = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: VIEWPORTS[1],
      colorScheme: 'dark',
    })
    const themeOf = (page: Page) =>
      page.evaluate(() => ({
        page: document.documentElement.dataset.kalimaTheme ?? 'light',
        widgets: document.querySelector<HTMLElement>('#root > .kalima')?.dataset.theme,
      }))
    // Before the app's scripts: the prerendered page and its inline script only, in a page of
    // its own (the browser logs each script it is refused, late on a loaded machine: those
    // are not the app's errors).
    const bare = await context.newPage()
    await bare.route('**/*.js', (route) => route.abort())
    await bare.goto('/learn/1')
    expect(await themeOf(bare)).toEqual({ page: 'dark', widgets: 'dark' })
    await bare.close()
    const page = await context.newPage()
    const errors = watchErrors(page)
    const theme = () => themeOf(page)
    await page.goto('/learn/1')
    await appRendered(page)
    expect(await theme()).toEqual({ page: 'dark', widgets: 'dark' })
    await page.getByRole('button', { name: 'Settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Settings' })
    const dark = dialog.getByRole('switch', { name: 'Dark mode' })
    await expect.poll(() => dark.getAttribute('aria-checked')).toBe('true')
    await dark.click()
    await expect.poll(() => dark.getAttribute('aria-checked')).toBe('false')
    await expect.poll(theme).toEqual({ page: 'light', widgets: 'light' })
    await page.reload()
    await appRendered(page)
    await page.locator('.kalima-learn-arabic').waitFor()
    expect(await theme()).toEqual({ page: 'light', widgets: 'light' })
    expect(errors).toEqual([])
    await context.close()
  })

  it('dark mode from the first frame: the prerendered page is dark before the app runs', async () => {
    const context = await env.browser.newContext({ baseURL: env.site.url, viewport: VIEWPORTS[1] })
    const page = await context.newPage()
    // The learner chose dark mode on an earlier visit (the app keeps this mirror of it).
    await context.addInitScript(() => localStorage.setItem('kalima:theme', 'dark'))
    // No script of the app runs: what shows is the prerendered HTML and its inline script.
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/learn/1')
    const painted = await page.evaluate(() => {
      const root = document.querySelector('#root > .kalima') as HTMLElement
      return {
        theme: root.dataset.theme,
        background: getComputedStyle(root).backgroundColor,
        page: getComputedStyle(document.documentElement).backgroundColor,
      }
    })
    expect(painted).toEqual({
      theme: 'dark',
      background: 'rgb(18, 19, 26)',
      page: 'rgb(18, 19, 26)',
    })
    await context.close()
  })

  for (const { viewports, sizeName } of MATRIX) {
    const sizes = SIZES[sizeName]
    const at = viewports.map((v) => `${v.width}×${v.height}`).join(' and ')
    it(`${at}, ${sizeName} font sizes: every mode in every language fits one screen`, async () => {
      const problems: string[] = []
      // Two languages at a time, each in a context of its own (the run's two cores).
      await inTurn(LANGUAGE_CODES, 2, async (lang) => {
        const { lesson, index } = await longest(lang)
        const context: BrowserContext = await env.browser.newContext({
          baseURL: env.site.url,
          viewport: viewports[0],
        })
        await logScrolls(context)
        const page = await context.newPage()
        // A clock moved on before Review: answers schedule their words minutes ahead.
        await page.clock.install()
        const errors = watchErrors(page)
        await store(page, lang, sizes)
        /** The screen checked at each phone size, the first one last (where the next starts). */
        const check = async (label: string, widget: string) => {
          for (const viewport of [...viewports.slice(1), viewports[0]]) {
            await page.setViewportSize(viewport)
            await settled(page, widget, lang, sizes.arabicFontSize)
            const where = viewports.length > 1 ? ` at ${viewport.width}×${viewport.height}` : ''
            // Chinese wraps between characters by design: only its Arabic is checked for words.
            for (const p of await layoutProblems(page, lang !== 'zh')) {
              problems.push(`${lang} ${label}${where}: ${p.what}: ${p.detail}`)
            }
          }
        }
        for (const mode of ['learn', 'test', 'match'] as const) {
          await page.goto(`/${mode}/${lesson}`)
          await check(`${mode} ${lesson}`, mode)
        }
        // Cards and Words on the word with the longest meaning (Cards turned to its meaning).
        for (const mode of ['flashcards', 'words'] as const) {
          await page.goto(`/${mode}/${lesson}`)
          // Live and settled (the app has taken the prerendered widget over and applied the
          // learner's sizes and fit) before its pager is used.
          await settled(page, mode, lang, sizes.arabicFontSize)
          // Next is the pager's last button (its name is in the interface language).
          // Pressed where it is, as a thumb does: Playwright's click() scrolls its target into
          // view first, and a frame in which the new word is drawn before FitText has fitted it
          // pushed the pager below the fold once (the page then stayed scrolled by 24 px).
          // The presses in one go, in the page: one round trip instead of one each, each press
          // after the page has drawn the last (a macrotask: the re-render is a microtask).
          await page
            .locator('.kalima-nav .kalima-button')
            .last()
            .evaluate(async (next, presses) => {
              for (let i = 0; i < presses; i++) {
                ;(next as HTMLButtonElement).click()
                await new Promise<void>((drawn) => {
                  const channel = new MessageChannel()
                  channel.port1.onmessage = () => drawn()
                  channel.port2.postMessage(null)
                })
              }
            }, index)
          await page.locator('.kalima-counter', { hasText: `${index + 1}/` }).waitFor()
          if (mode === 'flashcards') await page.locator('.kalima-flipcard').click()
          await check(`${mode} ${lesson} word ${index + 1}`, mode)
        }
        // Review, once a word has been studied: keys 1–4 answer Learn's first question.
        await page.goto(`/learn/${lesson}`)
        await page.locator('.kalima-learn[data-state="answering"]').waitFor()
        // The app has taken the prerendered page over (the learner's sizes are applied):
        // before that, keys reach only the static HTML.
        await settled(page, 'learn', lang, sizes.arabicFontSize)
        const counter = page.locator('.kalima-learn [data-kalima-part="counter"]')
        const before = await counter.textContent()
        for (const key of ['1', '2', '3', '4']) await page.keyboard.press(key)
        // One of them was right: the counter moved (it stays so, in the interface language's
        // digits; the "Correct!" state lasts a second, which a busy machine's polling can miss).
        await expect.poll(() => counter.textContent()).not.toBe(before)
        // Half an hour on, the word answered is due. To Review through the bar's mode menu,
        // as a learner on a phone goes.
        await page.clock.fastForward('30:00')
        await page.locator('.study-bar__title').click()
        await page.locator('.study-bar__link[href="/review"]').click()
        await page.locator('.kalima-review-card').waitFor()
        await check('review', 'review')
        await page.locator('.kalima-review-show').click()
        await check('review, meaning shown', 'review')
        // Today: the word due first, then the day's new words, each taught on its study card
        // before it is asked: the question, and (answered: key 1, right or wrong, Enter after a
        // wrong one) the first new word's study card.
        await page.goto('/today')
        await check('today', 'today')
        const today = page.locator('[data-kalima-widget="today"]')
        await page.keyboard.press('1')
        await expect.poll(() => today.getAttribute('data-state')).not.toBe('asking')
        if ((await today.getAttribute('data-state')) === 'wrong') await page.keyboard.press('Enter')
        else await skipFeedback(page)
        await today.and(page.locator('[data-state="studying"]')).waitFor()
        await check('today, a study card', 'today')
        expect(errors).toEqual([])
        await context.close()
      })
      expect(problems).toEqual([])
    }, 600_000)
  }
})
