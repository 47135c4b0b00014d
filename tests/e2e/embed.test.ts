// The CDN build of @kalima/embed on its plain demo page (no React, no bundler) in headless
// Chromium: every element renders and completes its flow, reports events, follows its
// attributes, is not touched by the page's CSS and does not touch the page.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DATA_SOURCES, getDeck, type Progress } from '@kalima/core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../helpers/browser'
import { serveEmbed } from '../helpers/embed-server'
import {
  answerAll,
  answerKey,
  answerShownRightly,
  exactly,
  widgetState,
} from '../helpers/embed-study'
import { skipFeedback, storedAnswers } from '../helpers/site'
import type { StaticServer } from '../helpers/static-server'

interface PageEvent {
  type: 'kalima-answer' | 'kalima-complete'
  element: string
  id: string
  detail: {
    mode: string
    wordId?: string
    correct?: boolean
    score: { answered: number; correct: number }
    result?: unknown
  }
}

const events = (page: Page): Promise<PageEvent[]> =>
  page.evaluate(() => (window as unknown as { kalimaEvents: PageEvent[] }).kalimaEvents)

/** Adds an element to the demo page and waits for its widget to show words. */
/**
 * Serves `<origin>/empty.html`: a page with the all-in-one loader and `markup`, no element.
 */
async function routeLoaderPage(page: Page, origin: string, markup = '') {
  await page.route(`${origin}/empty.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><link rel="icon" href="data:,"><script type="module" src="/dist/cdn/kalima-embed.js"></script>${markup}`,
    }),
  )
}

async function addElement(page: Page, tag: string, id: string, attributes: Record<string, string>) {
  await page.evaluate(
    ({ tag, id, attributes }) => {
      const element = document.createElement(tag)
      element.id = id
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
      document.body.append(element)
    },
    { tag, id, attributes },
  )
  await page.locator(`#${id} [data-kalima-widget]`).first().waitFor()
}

/**
 * Stylesheets of @font-face rules the page's document holds: the embed adopts one
 * constructed sheet (no inline <style>, so a strict CSP cannot block it).
 */
const fontSheets = (page: Page) =>
  page.evaluate(
    () =>
      [...document.adoptedStyleSheets, ...document.styleSheets].filter((sheet) =>
        [...sheet.cssRules].some((rule) => rule instanceof CSSFontFaceRule),
      ).length,
  )

const STYLE_PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'color',
  'background-color',
  'display',
  'visibility',
  'line-height',
  'letter-spacing',
  'text-transform',
  'padding-top',
  'padding-left',
  'margin-top',
  'border-top-width',
  'border-top-left-radius',
  'direction',
]

/** Computed styles of elements matched by `selector` (piercing shadow roots one level). */
function computedStyles(page: Page, host: string | null, selectors: string[]) {
  return page.evaluate(
    ({ host, selectors, properties }) => {
      const scope: ParentNode = host
        ? (document.querySelector(host)?.shadowRoot as ShadowRoot)
        : document
      return selectors.map((selector) => {
        const element = scope.querySelector(selector)
        if (!element) return { selector, missing: true }
        const style = getComputedStyle(element)
        return {
          selector,
          ...Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)])),
        }
      })
    },
    { host, selectors, properties: STYLE_PROPERTIES },
  )
}

/** Parts of Learn whose styles the tests compare. */
const LEARN_SELECTORS = [
  '.kalima-embed',
  '.kalima',
  '[data-kalima-widget]',
  '.kalima-learn-arabic',
  '.kalima-option',
  '.kalima-option-text',
  '.kalima-button',
  '.kalima-learn-reveal',
]

const HOSTILE_CSS = `
  html { font-size: 10px !important; }
  * { font-family: 'Comic Sans MS', cursive !important; color: red !important; line-height: 3 !important;
      letter-spacing: 2px !important; text-transform: uppercase !important; box-sizing: content-box !important; }
  button { display: none !important; }
  p, section, span, fieldset, dialog { margin: 40px !important; padding: 0 !important; background: yellow !important;
      border: 5px dashed blue !important; border-radius: 0 !important; visibility: hidden !important; }
  .kalima, .kalima-widget, .kalima-option, .kalima-button, [data-kalima-arabic] { display: none !important; }
  :root { --kalima-undefined-by-page: 1; direction: rtl; }
`

describe('@kalima/embed CDN build on a plain page', () => {
  let browser: Browser
  let server: StaticServer
  const demo = () => `${server.url}/demo/`

  beforeAll(async () => {
    server = await serveEmbed()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  async function openDemo(width = 1280) {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    // A clock the test can move on (answers schedule their words minutes to days ahead).
    await page.clock.install()
    const errors: string[] = []
    const warnings: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('favicon')) errors.push(m.text())
      if (m.type() === 'warning') warnings.push(m.text())
    })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(demo())
    await page.locator('#learn .kalima-learn-arabic').waitFor()
    await page.locator('#match .kalima-match-card').first().waitFor()
    return { page, context, errors, warnings }
  }

  it('Learn goes through surah 112 with clicks and reports each answer and the completion', async () => {
    const { page, context, errors } = await openDemo()
    await answerAll(
      page,
      'learn',
      'kalima-learn-arabic',
      await answerKey({ kind: 'surah', id: 112 }, 'en'),
    )
    await page
      .getByRole('dialog')
      .getByText(/Congratulations/)
      .first()
      .waitFor()
    const learn = (await events(page)).filter((e) => e.id === 'learn')
    const answers = learn.filter((e) => e.type === 'kalima-answer')
    const total = getDeck({ kind: 'surah', id: 112 })?.words.length ?? 0
    expect(answers).toHaveLength(total)
    expect(answers.every((e) => e.detail.correct && e.detail.mode === 'learn')).toBe(true)
    expect(answers.at(-1)?.detail.score).toEqual({ answered: total, correct: total })
    const complete = learn.filter((e) => e.type === 'kalima-complete')
    expect(complete).toHaveLength(1)
    expect(complete[0]?.detail.result).toEqual({ total, correct: total, wrongAttempts: 0 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps an answer given right before the host page is left', async () => {
    const { page, context, errors } = await openDemo()
    const key = await answerKey({ kind: 'surah', id: 112 }, 'en')
    for (let round = 0; round < 3; round++) {
      await answerShownRightly(page, 'learn', 'kalima-learn-arabic', key)
      // Left at once: the element's debounced write has not started.
      await page.goto(demo())
      await page.locator('#learn .kalima-learn-arabic').waitFor()
    }
    await expect
      .poll(() => storedAnswers(page, 'kalima-embed:v1:progress'), { timeout: 5000 })
      .toBe(3)
    expect(errors).toEqual([])
    await context.close()
  })

  it('says in the element when the page cannot save, styled, and saves a copy of the answers', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    // A host page whose IndexedDB cannot be opened (storage blocked in a frame, or broken).
    await context.addInitScript(() => {
      indexedDB.open = () => {
        throw new DOMException('Internal error opening backing store', 'UnknownError')
      }
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(demo())
    const learn = page.locator('#learn')
    await learn.locator('.kalima-learn-arabic').waitFor()
    const warning = learn.getByRole('alert')
    await warning.getByText('Your progress is not being saved.').waitFor()
    // Its stylesheet came with the notice, after the widget's: the shadow root has it.
    expect(
      await warning.evaluate((element) => {
        const style = getComputedStyle(element)
        return { display: style.display, background: style.backgroundColor }
      }),
    ).toEqual({ display: 'flex', background: expect.not.stringMatching(/^rgba\(0, 0, 0, 0\)$/) })
    await warning.getByText('Why?').click()
    await warning.getByText(/restore it later in the Kalima app/).waitFor()
    // The element still teaches: an answer counts, and the copy holds it.
    const key = await answerKey({ kind: 'surah', id: 112 }, 'en')
    await answerShownRightly(page, 'learn', 'kalima-learn-arabic', key)
    const saving = page.waitForEvent('download')
    await warning.getByRole('button', { name: 'Save a copy' }).click()
    const download = await saving
    const file = join(
      mkdtempSync(join(tmpdir(), 'kalima-embed-copy-')),
      download.suggestedFilename(),
    )
    await download.saveAs(file)
    const copy = JSON.parse(readFileSync(file, 'utf8')) as { progress: Progress }
    expect(Object.values(copy.progress.words).reduce((n, w) => n + w.attempts, 0)).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('Match goes through its stages of surah 108 and reports pairs and the completion', async () => {
    const { page, context, errors } = await openDemo()
    const key = await answerKey({ kind: 'surah', id: 108 }, 'bn')
    for (let stage = 0; stage < 5 && (await widgetState(page, 'match')) !== 'complete'; stage++) {
      const cards = page.locator('#match .kalima-match-card[data-card="arabic"]:not([disabled])')
      while ((await cards.count()) > 0) {
        const card = cards.first()
        // The headword: a surah deck's tile also shows the word's form in the surah.
        const headword = await card.locator('[lang="ar"]').first().textContent()
        const meaning = key.get(headword?.trim() ?? '') as string
        expect(meaning).toBeTruthy()
        await card.click()
        await page
          .locator('#match .kalima-match-card[data-card="meaning"]:not([disabled])')
          .filter({ hasText: exactly(meaning) })
          .first()
          .click()
      }
      await page
        .locator('#match')
        .getByRole('button', { name: /Next Stage|Complete Category/ })
        .click()
    }
    await page.locator('#match').getByRole('dialog').getByText('Category Completed!').waitFor()
    const match = (await events(page)).filter((e) => e.id === 'match')
    const pairs = getDeck({ kind: 'surah', id: 108 })?.words.length ?? 0
    expect(match.filter((e) => e.type === 'kalima-answer')).toHaveLength(pairs)
    const complete = match.filter((e) => e.type === 'kalima-complete')
    expect(complete).toHaveLength(1)
    expect(complete[0]?.detail.result).toMatchObject({ totalMoves: pairs })
    expect(errors).toEqual([])
    await context.close()
  })

  it('Test, Flashcards, Words and Review complete their flows', async () => {
    const { page, context, errors } = await openDemo()
    const deck = { kind: 'surah', id: 112 } as const
    const total = getDeck(deck)?.words.length ?? 0

    await addElement(page, 'kalima-test', 'test', { surah: '112', lang: 'en', sound: 'off' })
    await answerAll(page, 'test', 'kalima-test-arabic', await answerKey(deck, 'en'))
    await page.locator('#test').getByRole('dialog').waitFor()
    // The completion dialog is modal: the learner closes it before using the page again.
    await page.keyboard.press('Escape')
    await page.locator('#test').getByRole('dialog').waitFor({ state: 'hidden' })

    await addElement(page, 'kalima-flashcards', 'flashcards', { surah: '112', lang: 'en' })
    for (let i = 0; i < total; i++) {
      await page.locator('#flashcards .kalima-flipcard').click()
      await page.locator('#flashcards .kalima-flipcard[data-state="revealed"]').waitFor()
      // The last card Not yet, the others I knew it; grading shows the next card.
      const grade = i === total - 1 ? 'Not yet' : 'I knew it'
      await page.locator('#flashcards').getByRole('button', { name: grade }).click()
    }
    await page.locator('#flashcards').getByText('Every card graded').waitFor()

    await addElement(page, 'kalima-words', 'words', { surah: '112', lang: 'en' })
    for (let i = 1; i < total; i++) {
      await page.locator('#words').getByRole('button', { name: 'Next', exact: true }).click()
    }

    // Review works on words studied on this site: Test and Flashcards scheduled them within
    // their learning steps, so half an hour later they are due.
    await page.clock.fastForward('30:00')
    await addElement(page, 'kalima-review', 'review', { surah: '112', lang: 'en' })
    for (let turn = 0; turn < 40; turn++) {
      const show = page.locator('#review').getByRole('button', { name: 'Show Meaning' })
      const done = page.locator('#review').getByText(/Review complete|Nothing to review/)
      await show.or(done).first().waitFor()
      if (await done.first().isVisible()) break
      const before = await page.locator('#review').evaluate((e) => e.shadowRoot?.textContent)
      await show.click()
      await page.locator('#review').getByRole('button', { name: 'Good', exact: true }).click()
      // Like a learner, look at the next card before acting again.
      await page.waitForFunction(
        (text) => document.getElementById('review')?.shadowRoot?.textContent !== text,
        before,
      )
    }
    await page.locator('#review').getByText('Review complete').waitFor({ timeout: 5_000 })

    const all = await events(page)
    const of = (id: string, type: PageEvent['type']) =>
      all.filter((e) => e.id === id && e.type === type)
    expect(of('test', 'kalima-answer')).toHaveLength(total)
    expect(of('test', 'kalima-complete')).toHaveLength(1)
    expect(of('test', 'kalima-complete')[0]?.detail.result).toMatchObject({
      correct: total,
      total,
      firstTry: total,
      mistakes: 0,
      missed: [],
    })
    const cards = getDeck(deck)?.words ?? []
    expect(of('flashcards', 'kalima-answer').map((e) => e.detail.correct)).toEqual(
      cards.map((_, i) => i < total - 1),
    )
    expect(of('flashcards', 'kalima-complete')[0]?.detail.result).toEqual({
      seen: total,
      total,
      knew: total - 1,
      notYet: [cards[total - 1]?.id],
    })
    expect(of('words', 'kalima-complete')[0]?.detail.result).toEqual({ seen: total, total })
    expect(of('review', 'kalima-answer').length).toBeGreaterThan(0)
    expect(of('review', 'kalima-complete')).toHaveLength(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('kalima-learn kind="listen" plays each word from the page\'s word-audio source', async () => {
    const { page, context, errors } = await openDemo(390)
    // The test's word-audio source: a recitation fixture (espeak-ng, tests/fixtures) for every
    // word, served by the page's origin as a webmaster's audio folder would be.
    const requested: string[] = []
    await page.route('**/word-audio/**', async (route) => {
      requested.push(new URL(route.request().url()).pathname)
      await route.fulfill({ path: 'tests/fixtures/word-ar.wav', contentType: 'audio/wav' })
    })
    const deck = getDeck({ kind: 'surah', id: 112 })?.words ?? []
    await addElement(page, 'kalima-learn', 'listen', {
      surah: '112',
      lang: 'en',
      kind: 'listen',
      'word-audio': '/word-audio/{surah}/{verse}/{word}.wav',
    })
    const element = page.locator('#listen')
    await element.getByText('Listen. What does this word mean?').waitFor()
    // Play (a learner's tap) fetches the word's recitation at its place in its verse.
    await element.getByRole('button', { name: 'Play pronunciation' }).click()
    await expect.poll(() => requested.length).toBeGreaterThan(0)
    const urls = new Set(
      deck.map((w) => `/word-audio/${w.verse.surah}/${w.verse.ayah}/${w.verse.position}.wav`),
    )
    expect(requested.every((u) => urls.has(u))).toBe(true)
    // Listen shows no word: the learner answers by ear. Here, the option of the word last
    // played; a wrong guess shows the answer, Continue, and the word comes back.
    const key = await answerKey({ kind: 'surah', id: 112 }, 'en')
    const urlOf = (w: (typeof deck)[number]) =>
      `/word-audio/${w.verse.surah}/${w.verse.ayah}/${w.verse.position}.wav`
    let heard = 0
    for (let turn = 0; turn < 40; turn++) {
      const practice = element.locator('[data-kalima-widget="practice"]')
      const state = await practice.getAttribute('data-state')
      if (state === 'complete') break
      if (state === 'wrong') {
        await element.getByRole('button', { name: 'Continue' }).click()
        continue
      }
      if (state !== 'asking') {
        await element
          .locator(
            '[data-kalima-widget="practice"][data-state="asking"], [data-kalima-widget="practice"][data-state="complete"], [data-kalima-widget="practice"][data-state="wrong"]',
          )
          .first()
          .waitFor()
        continue
      }
      // The question asking now has played its word (a request since the last answer).
      await expect.poll(() => requested.length).toBeGreaterThan(heard)
      const last = requested.at(-1) ?? ''
      const word = deck.find((w) => urlOf(w) === last)
      const texts = await element.locator('.kalima-option').allTextContents()
      const index = Math.max(
        0,
        texts.findIndex((t) => t.includes(key.get(word?.arabic ?? '') ?? '@')),
      )
      heard = requested.length
      await element.locator('.kalima-option').nth(index).click()
      await expect.poll(() => practice.getAttribute('data-state')).not.toBe('asking')
      // A right answer's "Correct!" pause passes at once on the page's clock.
      await skipFeedback(page)
    }
    await element.getByText('Well done: every word answered right.').waitFor()
    expect(new Set(requested).size).toBe(deck.length)
    const all = await events(page)
    // Every word was answered right (a word missed, again in the pass over the misses at the
    // session's end).
    const answers = all.filter((e) => e.id === 'listen' && e.type === 'kalima-answer')
    const rightWords = new Set(answers.filter((e) => e.detail.correct).map((e) => e.detail.wordId))
    expect(rightWords.size).toBe(deck.length)
    expect(all.filter((e) => e.id === 'listen' && e.type === 'kalima-complete')).toHaveLength(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('Test counts a mistake, lists the word missed and reviews it in the element', async () => {
    const { page, context, errors } = await openDemo()
    const deck = { kind: 'surah', id: 112 } as const
    const words = getDeck(deck)?.words ?? []
    const key = await answerKey(deck, 'en')
    await addElement(page, 'kalima-test', 'test', { surah: '112', lang: 'en', sound: 'off' })
    const arabic = page.locator('#test .kalima-test-arabic')
    await arabic.waitFor()
    const missed = ((await arabic.textContent()) ?? '').trim()
    const right = exactly(key.get(missed) ?? '')
    await page
      .locator('#test .kalima-option')
      .filter({ hasNot: page.locator('.kalima-option-text', { hasText: right }) })
      .first()
      .click()
    await page.locator('#test .kalima-message[data-kind="wrong"]').waitFor()
    await answerAll(page, 'test', 'kalima-test-arabic', key)
    const dialog = page.locator('#test').getByRole('dialog')
    const list = dialog.getByRole('list', { name: 'Words you missed' })
    // The result dialog renders after the last answer: wait for its list before reading it.
    await list.locator('[lang="ar"]').first().waitFor()
    expect((await list.locator('[lang="ar"]').allTextContents()).map((t) => t.trim())).toEqual([
      missed,
    ])
    const result = (await events(page)).find((e) => e.id === 'test' && e.type === 'kalima-complete')
      ?.detail.result
    expect(result).toMatchObject({
      total: words.length,
      firstTry: words.length - 1,
      mistakes: 1,
      missed: [words.find((w) => w.arabic === missed)?.id],
    })
    // Review this word: Review (fetched on demand) of exactly that word, in the element.
    await dialog.getByRole('button', { name: 'Review this word' }).click()
    await page.locator('#test').getByText('1 left').waitFor()
    expect(await page.locator('#test .kalima-review-arabic').textContent()).toContain(missed)
    await page.locator('#test').getByRole('button', { name: 'Show Meaning' }).click()
    await page.locator('#test').getByRole('button', { name: 'Good', exact: true }).click()
    await page.locator('#test').getByText('You reviewed 1 word.').waitFor()
    await page.locator('#test').getByRole('button', { name: 'Back to the test' }).click()
    await arabic.waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('Flashcards reports each card the learner grades (a flip is not an answer)', async () => {
    const { page, context } = await openDemo()
    await addElement(page, 'kalima-flashcards', 'flashcards', { surah: '112', lang: 'en' })
    await page.locator('#flashcards .kalima-flipcard').click()
    await page.locator('#flashcards .kalima-flipcard[data-state="revealed"]').waitFor()
    await page.locator('#flashcards').getByRole('button', { name: 'Not yet' }).click()
    await expect
      .poll(async () =>
        (await events(page)).filter((e) => e.id === 'flashcards' && e.type === 'kalima-answer'),
      )
      .toHaveLength(1)
      .finally(() => context.close())
  })

  it('re-renders on attribute changes, and warns once per bad value', async () => {
    const { page, context, errors, warnings } = await openDemo()
    const options = page.locator('#learn .kalima-option-text')
    await expect
      .poll(() => options.allTextContents())
      .toSatisfy((t: string[]) => t.every((s) => /[a-z]/i.test(s)))

    await page.locator('#learn').evaluate((e) => e.setAttribute('lang', 'bn'))
    const bengali = /[\u0980-\u09FF]/
    await page.waitForFunction(
      () => {
        const texts = [
          ...(document
            .getElementById('learn')
            ?.shadowRoot?.querySelectorAll('.kalima-option-text') ?? []),
        ]
        return texts.length > 0 && texts.every((t) => /[\u0980-\u09FF]/.test(t.textContent ?? ''))
      },
      null,
      { timeout: 10_000 },
    )
    const shown = (await page.locator('#learn .kalima-learn-arabic').textContent())?.trim() ?? ''
    const key = await answerKey({ kind: 'surah', id: 112 }, 'bn')
    expect((await options.allTextContents()).map((t) => t.trim())).toContain(key.get(shown))
    expect((await options.allTextContents()).every((t) => bengali.test(t))).toBe(true)

    // Sizes and theme follow their attributes.
    await page.locator('#learn').evaluate((e) => e.setAttribute('arabic-size', '60'))
    await expect
      .poll(() =>
        page.locator('#learn .kalima-learn-arabic').evaluate((e) => getComputedStyle(e).fontSize),
      )
      .toBe('60px')
    await page.locator('#learn').evaluate((e) => e.setAttribute('theme', 'dark'))
    await expect
      .poll(() =>
        page.locator('#learn [data-kalima-widget]').evaluate((e) => getComputedStyle(e).color),
      )
      .toBe('rgb(236, 238, 246)')

    // A bad value falls back and warns once, however often it is set.
    for (const value of ['neon', 'neon', 'light', 'neon']) {
      await page.locator('#learn').evaluate((e, v) => e.setAttribute('theme', v), value)
      await page.waitForTimeout(50)
    }
    expect(warnings.filter((w) => w.includes('theme="neon"'))).toHaveLength(1)
    await expect
      .poll(() =>
        page.locator('#learn [data-kalima-widget]').evaluate((e) => getComputedStyle(e).color),
      )
      .toBe('rgb(27, 29, 40)')
    await page.locator('#learn').evaluate((e) => e.setAttribute('surah', '999'))
    await page.waitForTimeout(100)
    expect(warnings.filter((w) => w.includes('surah="999"'))).toHaveLength(1)
    expect(await page.locator('#learn .kalima-option').count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps two elements independent: answering one leaves the other as it was', async () => {
    const { page, context } = await openDemo()
    const matchBefore = await page.locator('#match').evaluate((e) => e.shadowRoot?.innerHTML)
    const key = await answerKey({ kind: 'surah', id: 112 }, 'en')
    await answerShownRightly(page, 'learn', 'kalima-learn-arabic', key)
    await page.locator('#learn').getByText('Correct 1/').waitFor()
    await page.waitForTimeout(300)
    const matchAfter = await page.locator('#match').evaluate((e) => e.shadowRoot?.innerHTML)
    // The timer ticks; everything else in Match is unchanged.
    const strip = (html: string | undefined) => html?.replace(/\d+:\d\d/g, 'T')
    expect(strip(matchAfter)).toBe(strip(matchBefore))
    const all = await events(page)
    expect(all.map((e) => e.id)).toEqual(['learn'])
    await context.close()
  })

  it("is not changed by the page's hostile CSS, and its CSS does not leak into the page", async () => {
    // Page without the widget first: its own styles as they are.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.route('**/dist/cdn/**', (route) => route.abort())
    await page.goto(demo())
    await page.evaluate(() => {
      const button = document.createElement('button')
      button.id = 'page-button'
      button.className = 'kalima-button kalima-option'
      button.textContent = 'A page button'
      document.body.append(button)
    })
    const pageSelectors = ['h1', 'figcaption', '#page-button', 'body']
    const pageBefore = await computedStyles(page, null, pageSelectors)
    await page.unroute('**/dist/cdn/**')
    // Another URL than the one aborted: a document keeps a module's failed fetch (Chromium 150).
    await page.addScriptTag({ url: '../dist/cdn/kalima-embed.js?now', type: 'module' })
    await page.locator('#learn .kalima-learn-arabic').waitFor()
    await page.locator('#match .kalima-match-card').first().waitFor()
    expect(await computedStyles(page, null, pageSelectors)).toEqual(pageBefore)

    const widgetSelectors = LEARN_SELECTORS
    const learnBefore = await computedStyles(page, '#learn', widgetSelectors)
    const matchBefore = await computedStyles(page, '#match', [
      '.kalima-match-card',
      '[data-kalima-widget]',
    ])
    expect(learnBefore.some((s) => 'missing' in s)).toBe(false)
    await page.addStyleTag({ content: HOSTILE_CSS })
    expect(await computedStyles(page, '#learn', widgetSelectors)).toEqual(learnBefore)
    expect(
      await computedStyles(page, '#match', ['.kalima-match-card', '[data-kalima-widget]']),
    ).toEqual(matchBefore)
    // The hostile CSS did apply to the page itself.
    expect((await computedStyles(page, null, ['#page-button']))[0]).toMatchObject({
      display: 'none',
    })
    // One stylesheet of fonts in the document, however many elements.
    expect(await fontSheets(page)).toBe(1)
    await context.close()
  })

  it("leaves the page's globals alone: the scheduler adds nothing to Date.prototype", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.route('**/dist/cdn/**', (route) => route.abort())
    await page.goto(demo())
    // The page has its own Date.prototype.format, as some sites' scripts do.
    await page.evaluate(() => {
      Object.defineProperty(Date.prototype, 'format', {
        value: () => 'the page',
        writable: true,
        configurable: true,
      })
    })
    await page.unroute('**/dist/cdn/**')
    // Another URL than the one aborted: a document keeps a module's failed fetch (Chromium 150).
    await page.addScriptTag({ url: '../dist/cdn/kalima-embed.js?now', type: 'module' })
    await addElement(page, 'kalima-review', 'review', { category: '1' })
    await page.locator('#review [data-kalima-widget="review"]').waitFor()
    expect(
      await page.evaluate(() => ({
        format: (new Date() as unknown as { format(): string }).format(),
        added: ['scheduler', 'diff', 'dueFormat'].filter((n) => n in Date.prototype),
      })),
    ).toEqual({ format: 'the page', added: [] })
    await context.close()
  })

  it("styles an element loaded by its own script as kalima-embed.js does, with only its widget's CSS", async () => {
    const all = await openDemo()
    const expected = await computedStyles(all.page, '#learn', LEARN_SELECTORS)
    await all.context.close()

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    // The demo page without its all-elements script, then Learn's own script alone.
    await page.route('**/dist/cdn/kalima-embed.js', (route) => route.abort())
    await page.goto(demo())
    await page.addScriptTag({ url: '../dist/cdn/kalima-learn.js', type: 'module' })
    await page.locator('#learn .kalima-learn-arabic').waitFor()
    expect(await page.evaluate(() => customElements.get('kalima-match') === undefined)).toBe(true)
    expect(expected.some((s) => 'missing' in s)).toBe(false)
    expect(await computedStyles(page, '#learn', LEARN_SELECTORS)).toEqual(expected)
    const css = await page
      .locator('#learn')
      .evaluate((e) =>
        (e.shadowRoot?.adoptedStyleSheets ?? [])
          .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
          .join('\n'),
      )
    expect(css).toContain('.kalima-learn-reveal')
    expect(css).toContain('.kalima-option')
    expect(css).not.toContain('.kalima-match')
    expect(css).not.toContain('.kalima-review')
    expect(await fontSheets(page)).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('defines every element with the loader alone and fetches a widget only when its element is used', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const fetched: string[] = []
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname))
    await routeLoaderPage(page, server.url, '<p>No element yet</p>')
    await page.goto(`${server.url}/empty.html`)
    await page.waitForFunction(() => customElements.get('kalima-review') !== undefined)
    expect(
      await page.evaluate(() =>
        ['flashcards', 'learn', 'test', 'match', 'words', 'review', 'reader'].every((m) =>
          customElements.get(`kalima-${m}`),
        ),
      ),
    ).toBe(true)
    const scripts = fetched.filter((path) => path.endsWith('.js'))
    // The loader and the shared element shell; no widget, renderer or vocabulary.
    expect(
      scripts.some((path) => /chunks\/(render|match|learn|vocabulary|meanings)/.test(path)),
    ).toBe(false)
    expect(scripts.length).toBeLessThanOrEqual(3)
    const dictionaries = (from: number) =>
      fetched.slice(from).filter((path) => /chunks\/(en|bn)[.-]/.test(path))
    await addElement(page, 'kalima-match', 'match', { surah: '112', lang: 'en' })
    expect(fetched.some((path) => /chunks\/match-/.test(path))).toBe(true)
    expect(fetched.some((path) => /chunks\/render-/.test(path))).toBe(true)
    expect(fetched.some((path) => /chunks\/learn-/.test(path))).toBe(false)
    // A study element fetches the main part of its interface language's UI dictionary and no
    // other part (those are the reader's, the account forms', the settings', the assistant's
    // and the site's); no language is built in, and a Bengali one fetches no English.
    expect(dictionaries(0)).toEqual([expect.stringMatching(/chunks\/en-[\w-]+\.js$/)])
    const before = fetched.length
    await addElement(page, 'kalima-learn', 'learn-bn', { surah: '112', lang: 'bn' })
    await page.locator('#learn-bn').getByText('এই শব্দের অর্থ কী?').waitFor()
    expect(dictionaries(before)).toEqual([expect.stringMatching(/chunks\/bn-[\w-]+\.js$/)])
    await context.close()
  })

  it("fetches its interface language's texts with its widget, not once the widget has mounted", async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await routeLoaderPage(page, server.url)
    // The renderer is held back until the Urdu dictionary has been asked for (at most 5 s):
    // the element asks for it with its widget; were it asked only by the mounted provider,
    // which the renderer brings, the renderer would be let go without it.
    let dictionaryAsked!: () => void
    const asked = new Promise<boolean>((resolve) => {
      dictionaryAsked = () => resolve(true)
    })
    page.on('request', (request) => {
      if (/chunks\/ur-[\w-]+\.js$/.test(request.url())) dictionaryAsked()
    })
    const askedBeforeRenderer: boolean[] = []
    await page.route(/chunks\/render-[\w-]+\.js$/, async (route) => {
      const giveUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000))
      askedBeforeRenderer.push(await Promise.race([asked, giveUp]))
      await route.continue()
    })
    await page.goto(`${server.url}/empty.html`)
    await addElement(page, 'kalima-words', 'words-ur', { surah: '112', lang: 'ur' })
    expect(askedBeforeRenderer).toEqual([true])
    expect(await page.locator('#words-ur .kalima').first().getAttribute('lang')).toBe('ur')
    await context.close()
  })

  it("<kalima-reader> fetches its meaning language's texts loader with its widget; other elements never do", async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await routeLoaderPage(page, server.url)
    const texts: string[] = []
    let textsAsked!: () => void
    const asked = new Promise<boolean>((resolve) => {
      textsAsked = () => resolve(true)
    })
    page.on('request', (request) => {
      const file = /chunks\/(texts\.\w+)-[\w-]+\.js$/.exec(request.url())?.[1]
      if (!file) return
      texts.push(file)
      textsAsked()
    })
    // A words element: no texts loader.
    await page.goto(`${server.url}/empty.html`)
    await addElement(page, 'kalima-words', 'words-tr', { surah: '112', lang: 'tr' })
    expect(texts).toEqual([])
    // The reader's widget is held back until its Turkish texts loader has been asked for (at
    // most 5 s): asked only by the mounted reader, it would come a round trip later.
    const askedBeforeWidget: boolean[] = []
    await page.route(/chunks\/reader-(?!texts-)[\w-]+\.js$/, async (route) => {
      const giveUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000))
      askedBeforeWidget.push(await Promise.race([asked, giveUp]))
      await route.continue()
    })
    await addElement(page, 'kalima-reader', 'reader-tr', { surah: '112', lang: 'tr' })
    await page.locator('#reader-tr .kalima-reader-word').first().waitFor()
    expect(askedBeforeWidget).toEqual([true])
    expect(texts).toEqual(['texts.tr'])
    await context.close()
  })

  it('<kalima-reader surah from to> shows that passage word by word; a word opens its card and parts', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('favicon')) errors.push(m.text())
    })
    await page.route(`${server.url}/reader.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html dir="rtl" lang="ur"><link rel="icon" href="data:,"><script type="module" src="/dist/cdn/kalima-embed.js"></script><kalima-reader id="r" surah="67" from="2" to="3" lang="en"></kalima-reader>',
      }),
    )
    await page.goto(`${server.url}/reader.html`)
    const reader = page.locator('#r')
    await reader.getByRole('listitem', { name: 'Verse 2', exact: true }).waitFor()
    expect(await reader.getByRole('listitem', { name: /^Verse \d+$/ }).count()).toBe(2)
    await reader.getByRole('listitem', { name: 'Verse 3', exact: true }).waitFor()
    // An English element on a right-to-left page stays left to right inside its shadow root.
    expect(await reader.locator('.kalima').first().getAttribute('dir')).toBe('ltr')
    // 67:2, its fifth word لِيَبْلُوَكُمْ: li "so that" + the verb + kum "you".
    await reader
      .getByRole('listitem', { name: 'Verse 2', exact: true })
      .getByRole('button')
      .nth(4)
      .click()
    const parts = reader.getByRole('region', { name: 'Its parts' })
    await parts.waitFor()
    expect(await parts.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/prefix so that, in order to$/),
      expect.stringMatching(/stem /),
      expect.stringMatching(/suffix your, you, plural$/),
    ])
    expect(errors).toEqual([])
    await context.close()
  })

  it('<kalima-learn read="67"> asks the words of Al-Mulk the learner does not know yet', async () => {
    const { page, context } = await openDemo()
    await addElement(page, 'kalima-learn', 'reading', { read: '67', lang: 'en' })
    const counter = page.locator('#reading [data-kalima-part="counter"]')
    await counter.waitFor()
    expect(await counter.textContent()).toMatch(/\/50$/)
    await page.locator('#reading .kalima-learn-arabic').waitFor()
    await context.close()
  })

  it('draws Bengali and Urdu interface text in the bundled faces, not whatever the system has', async () => {
    const { page, context, errors } = await openDemo()
    await addElement(page, 'kalima-learn', 'bengali', { surah: '112', lang: 'bn' })
    await addElement(page, 'kalima-learn', 'urdu-learn', { surah: '112', lang: 'ur' })
    const loaded = () =>
      page.evaluate(() =>
        [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
      )
    // The interface's own faces (the meanings' Bengali is Noto Serif Bengali).
    await expect.poll(loaded).toEqual(expect.arrayContaining(['Noto Sans Bengali']))
    await expect.poll(loaded).toEqual(expect.arrayContaining(['Noto Nastaliq Urdu']))
    const fontOf = (id: string) =>
      page
        .locator(`#${id} .kalima-learn`)
        .first()
        .evaluate((e) => getComputedStyle(e).fontFamily)
    expect(await fontOf('bengali')).toMatch(/^"Noto Sans Bengali"/)
    expect(await fontOf('urdu-learn')).toMatch(/^"Noto Nastaliq Urdu"/)
    expect(errors).toEqual([])
    await context.close()
  })

  it('mirrors an Urdu element inside its shadow root: right to left, Next on the left', async () => {
    const { page, context, errors } = await openDemo()
    await addElement(page, 'kalima-flashcards', 'urdu', { lesson: '1', lang: 'ur' })
    const root = page.locator('#urdu .kalima').first()
    await expect.poll(() => root.getAttribute('lang')).toBe('ur')
    expect(await root.getAttribute('dir')).toBe('rtl')
    expect(await root.evaluate((e) => getComputedStyle(e).direction)).toBe('rtl')
    // The pager in Urdu, mirrored: Next (اگلا) on the left of Previous (پچھلا).
    const next = await page.locator('#urdu').getByRole('button', { name: 'اگلا' }).boundingBox()
    const previous = await page
      .locator('#urdu')
      .getByRole('button', { name: 'پچھلا' })
      .boundingBox()
    expect(next && previous && next.x < previous.x).toBe(true)
    // The Arabic word stays Arabic, right to left, in the Urdu interface.
    expect(await page.locator('#urdu [lang="ar"]').first().getAttribute('dir')).toBe('rtl')
    expect(errors).toEqual([])
    await context.close()
  })

  it('is themable from the page with custom properties and ::part()', async () => {
    const { page, context } = await openDemo()
    await page.addStyleTag({
      content: `kalima-learn { --kalima-accent: rgb(1, 2, 3); --kalima-font-arabic: serif; }
        kalima-learn::part(button) { outline: 3px solid rgb(4, 5, 6); }`,
    })
    const button = page.locator('#learn .kalima-button').first()
    await expect
      .poll(() => button.evaluate((e) => getComputedStyle(e).outlineColor))
      .toBe('rgb(4, 5, 6)')
    expect(
      await page
        .locator('#learn [data-kalima-widget]')
        .evaluate((e) => getComputedStyle(e).getPropertyValue('--kalima-accent')),
    ).toBe('rgb(1, 2, 3)')
    expect(
      await page
        .locator('#learn .kalima-learn-arabic')
        .evaluate((e) => getComputedStyle(e).fontFamily),
    ).toBe('serif')
    expect(await page.locator('#learn .kalima-learn-arabic').getAttribute('lang')).toBe('ar')
    // Dark (written as the attribute parser accepts it, any case, spaces around), the page's
    // colour still wins over the dark theme's, and its other colours are dark's.
    await page.locator('#learn').evaluate((e) => e.setAttribute('theme', ' Dark '))
    const widget = page.locator('#learn [data-kalima-widget]')
    await page.locator('#learn .kalima[data-theme="dark"]').waitFor()
    const colours = () =>
      widget.evaluate((e) => {
        const style = getComputedStyle(e)
        return [style.getPropertyValue('--kalima-accent'), style.getPropertyValue('--kalima-bg')]
      })
    expect(await colours()).toEqual(['rgb(1, 2, 3)', '#12131a'])
    await context.close()
  })
  it('theme="auto" follows the system setting, dark or light, while the page is open', async () => {
    const { page, context, errors } = await openDemo()
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.addStyleTag({ content: 'kalima-learn { --kalima-accent: rgb(1, 2, 3); }' })
    await page.locator('#learn').evaluate((e) => e.setAttribute('theme', 'auto'))
    const widget = page.locator('#learn [data-kalima-widget]')
    const look = () =>
      widget.evaluate((e) => {
        const style = getComputedStyle(e)
        return {
          theme: e.closest<HTMLElement>('.kalima')?.dataset.theme,
          accent: style.getPropertyValue('--kalima-accent'),
          bg: style.getPropertyValue('--kalima-bg'),
        }
      })
    await expect.poll(look).toEqual({ theme: 'dark', accent: 'rgb(1, 2, 3)', bg: '#12131a' })
    // The visitor's system turns light: so does the widget, with no attribute changed.
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(look).toEqual({ theme: 'light', accent: 'rgb(1, 2, 3)', bg: '#ffffff' })
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows the data sources' credit, each linked, under every element", async () => {
    const { page, context } = await openDemo(390)
    for (const id of ['learn', 'match']) {
      const credit = page.locator(`#${id} .kalima-credit`)
      expect(await credit.isVisible(), id).toBe(true)
      for (const source of DATA_SOURCES) {
        const link = credit.getByRole('link', { name: source.name })
        expect(await link.getAttribute('href'), `${id}: ${source.name}`).toBe(source.url)
      }
    }
    await context.close()
  })
})
