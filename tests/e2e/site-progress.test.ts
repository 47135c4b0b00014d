// One progress model on every screen: for a scripted history, the home page, the study
// assistant's dashboard, the deck cards and /review show the same due, known ("mastered") and
// daily target figures (core's progressCounts), opening a card changes none of them, and the
// home page continues where the learner left off.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { progressCounts } from '../../packages/core/src/progress/counts'
import { merge } from '../../packages/core/src/progress/merge'
import {
  markViewed,
  recordAttempt,
  setReviewCard,
  touchDeck,
} from '../../packages/core/src/progress/record'
import { emptyProgress, type Progress } from '../../packages/core/src/progress/types'
import { applyReview, gradeCard, newReviewCard } from '../../packages/core/src/schedule'
import { getLesson } from '../../packages/core/src/vocabulary/vocabulary'
import {
  answerShownWord,
  appRendered,
  newContext,
  type SiteEnv,
  startSite,
  storedAnswers,
  storedValue,
  storeValues,
  watchErrors,
} from '../helpers/site'

const DAY = 86_400_000
const DEVICE = 'e2e-seed'

/**
 * Yesterday: lesson 1's first 10 words answered right 3 times (learning: three right answers
 * are not known). Today: 5 of them reviewed Easy (not due again for days), 3 of those known (a
 * card stable for a month, as weeks of reviews leave it, due in ten days), the next 15
 * answered once (learning), 5 more only opened, lesson 2's first 3 answered, and lesson 2 last
 * opened in Learn.
 */
function scriptedHistory(now: number): Progress {
  const one = getLesson(1).words.map((w) => w.id)
  const two = getLesson(2).words.map((w) => w.id)
  const at = (ms: number) => ({ now: ms, utcOffsetMinutes: 0 })
  let p = emptyProgress()
  for (const id of one.slice(0, 10))
    for (let i = 0; i < 3; i++) p = recordAttempt(p, id, true, at(now - DAY + i), DEVICE)
  for (const id of one.slice(0, 5))
    p = applyReview(p, id, gradeCard(newReviewCard(now), 'easy', now), 'easy', at(now), DEVICE)
  for (const id of one.slice(0, 3)) {
    const card = p.words[id]?.review ?? newReviewCard(now)
    p = setReviewCard(p, id, { ...card, stability: 30, due: now + 10 * DAY })
  }
  one.slice(10, 25).forEach((id, i) => {
    p = recordAttempt(p, id, i % 2 === 0, at(now), DEVICE)
  })
  for (const id of one.slice(25, 30)) p = markViewed(p, id, now)
  for (const id of two.slice(0, 3)) p = recordAttempt(p, id, true, at(now), DEVICE)
  p = touchDeck(p, '1', now - DAY, 'match')
  return touchDeck(p, '2', now, 'learn')
}

/** Writes a progress record where the site keeps it (IndexedDB 'kalima', key kalima:v1:progress). */
async function seed(page: Page, record: unknown, key = 'kalima:v1:progress') {
  await storeValues(page, { [key]: record })
}

/** The stored record's entry of a deck, once the site has saved it (its writes are debounced). */
const storedDeck = async (page: Page, deckId: string) =>
  (await storedValue<Progress>(page, 'kalima:v1:progress'))?.decks[deckId]?.mode ?? null

/** The value of one of the study assistant's figures. */
const stat = (page: Page, label: string) =>
  page.locator('.kalima-assistant-stat', { hasText: label }).locator('dd').textContent()

/** A deck card of the home page by its title. */
const card = (page: Page, title: string) =>
  page.getByRole('listitem', { name: title, exact: true }).first()

describe('one progress model on every screen', () => {
  let env: SiteEnv
  beforeAll(async () => {
    env = await startSite()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it("imports the original app's progress, its words matched by their Arabic", async () => {
    const context = await newContext(env)
    const page = await context.newPage()
    // A browser that has the original app's progress and nothing of Kalima's yet: the database
    // made on a page of the site's origin that runs no app.
    await page.goto('/manifest.webmanifest')
    await page.evaluate(async () => {
      const open = indexedDB.open('kalima')
      open.onupgradeneeded = () => open.result.createObjectStore('keyval')
      await new Promise((resolve) => {
        open.onsuccess = resolve
      })
      open.result.close()
    })
    // The original app kept each lesson's answers by the word's Arabic (its wordProgress).
    const [first, second] = getLesson(1).words
    if (!first || !second) throw new Error('lesson 1 has no words')
    await seed(
      page,
      {
        '1': {
          viewedWords: {
            [first.arabic]: { correct: 3, attempts: 4 },
            [second.arabic]: { correct: 1, attempts: 1 },
          },
        },
      },
      'kalima:wordProgress',
    )
    const errors = watchErrors(page)
    await page.goto('/flash')
    await expect
      .poll(async () => (await card(page, getLesson(1).title).textContent()) ?? '')
      .toContain('0 of 50 words mastered · 2 learning')
    await expect
      .poll(async () => (await storedValue<Progress>(page, 'kalima:v1:progress'))?.words[first.id])
      .toMatchObject({ correct: 3, attempts: 4 })
    expect(
      (await storedValue<Progress>(page, 'kalima:v1:progress'))?.words[second.id],
    ).toMatchObject({ correct: 1, attempts: 1 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('home, dashboard, deck cards and /review agree on due, known and the daily target', async () => {
    const context = await newContext(env)
    const page = await context.newPage()
    const errors = watchErrors(page)
    // A newcomer: one tap to lesson 1 in Words, with a hint, and no empty assistant.
    await page.goto('/flash')
    await appRendered(page)
    const start = page.getByRole('link', { name: 'Start with lesson 1' })
    await start.waitFor()
    expect(await start.getAttribute('href')).toBe('/words/1')
    expect(await page.getByText('Listen to it, then press Next.').count()).toBe(1)
    expect(await page.locator('.kalima-assistant').count()).toBe(0)
    // One way in (issue 45): the hero's first action starts Today, which teaches, then asks;
    // every other way is one tap away with a line on what it is for: lesson 1 in Words (above),
    // the other modes on it, and Review.
    const firstAction = page.locator('.hero').getByRole('link').first()
    expect(await firstAction.textContent()).toBe("Start today's session")
    expect(await firstAction.getAttribute('href')).toBe('/today')
    const ways = page.getByRole('list', { name: 'Or study another way' })
    expect(await ways.getByRole('listitem').count()).toBe(6)
    for (const [name, href, line] of [
      ['Cards', '/flashcards/1', 'Turn each card and say how well you knew the word.'],
      ['Learn', '/learn/1', 'Choose each word’s meaning until you know them all.'],
      ['Test', '/test/1', 'Check yourself: one try per word, and your score.'],
      ['Match', '/match/1', 'Pair the words with their meanings against the clock.'],
      ['Review', '/review', 'Go over the words that are due, so they stay.'],
    ]) {
      const way = ways.getByRole('listitem').filter({ hasText: line })
      expect(await way.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(
        href,
      )
    }

    const now = Date.now()
    const record = scriptedHistory(now)
    await seed(page, record)
    const all = progressCounts(record, { now })
    const lesson1 = progressCounts(
      record,
      { now },
      getLesson(1).words.map((w) => w.id),
    )
    const lesson2 = progressCounts(
      record,
      { now },
      getLesson(2).words.map((w) => w.id),
    )
    // The script's figures, as the model defines them.
    expect(all).toMatchObject({ known: 3, learning: 25, due: 23, newToday: 18 })
    // The daily goal of new words is the newWordsPerDay setting (10 by default): 18 met it.
    const dailyTarget = `Goal reached: ${all.newToday} new words today`
    expect(lesson1.due + lesson2.due).toBe(all.due)

    const title1 = getLesson(1).title
    const title2 = getLesson(2).title
    const checkHome = async () => {
      await page.goto('/flash')
      await page.locator('.kalima-assistant-stats').waitFor()
      expect(await stat(page, 'Reviews due')).toBe(String(all.due))
      expect(await stat(page, 'Words mastered')).toBe(`${all.known} of ${all.total} words mastered`)
      expect(await stat(page, 'Daily target')).toBe(dailyTarget)
      const one = card(page, title1)
      expect(await one.locator('.kalima-deckcard-mastered').textContent()).toBe(
        `${lesson1.known} of 50 words mastered · ${lesson1.learning} learning`,
      )
      expect(await one.locator('.kalima-deckcard-due').textContent()).toBe(
        `${lesson1.due} due for review`,
      )
      expect(await card(page, title2).locator('.kalima-deckcard-due').textContent()).toBe(
        `${lesson2.due} due for review`,
      )
      // Continue where the learner left off: lesson 2 in Learn.
      const resume = page.getByRole('link', { name: `Continue: ${title2} · Learn` })
      expect(await resume.getAttribute('href')).toBe('/learn/2')
    }
    await checkHome()

    await page.goto('/ai-dashboard')
    await page.locator('.kalima-assistant-stats').waitFor()
    expect(await stat(page, 'Reviews due')).toBe(String(all.due))
    expect(await stat(page, 'Words mastered')).toBe(`${all.known} of ${all.total} words mastered`)
    expect(await stat(page, 'Daily target')).toBe(dailyTarget)
    const bar = page.getByRole('progressbar', { name: title1, exact: true })
    expect(await bar.getAttribute('aria-valuetext')).toContain(
      `${lesson1.known} of 50 words mastered`,
    )
    expect(await page.getByText('What do mastered, learning and due mean?').count()).toBe(1)

    await page.goto('/review')
    await page.getByText(`This session: 20 of the ${all.due} words due`).waitFor()
    expect(await page.getByText('20 left').count()).toBe(1)
    expect(await page.getByText('Nothing answered yet').count()).toBe(0)

    // Opening cards is not an answer: Words on lesson 3 and Cards on lesson 4 change nothing.
    await page.goto('/words/3')
    await page.locator('[data-kalima-widget="words"]').waitFor()
    await expect.poll(() => storedDeck(page, '3')).toBe('words')
    await page.goto('/flashcards/4')
    await page.locator('[data-kalima-widget="flashcards"]').waitFor()
    await expect.poll(() => storedDeck(page, '4')).toBe('flashcards')
    await page.goto('/flash')
    await page.locator('.kalima-assistant-stats').waitFor()
    expect(await stat(page, 'Reviews due')).toBe(String(all.due))
    expect(await card(page, getLesson(3).title).locator('.kalima-deckcard-due').count()).toBe(0)
    // …but they are where the learner was last (once the last page's record is read: the
    // figures above can show a moment before it).
    await page.getByRole('link', { name: `Continue: ${getLesson(4).title} · Cards` }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
  it('a copy of progress saved on one browser restores on another, adding to its answers', async () => {
    const now = Date.now()
    const record = scriptedHistory(now)
    const answers = (p: Progress) => Object.values(p.words).reduce((n, w) => n + w.attempts, 0)
    // The first browser: the scripted learner saves a copy from the settings.
    const first = await newContext(env)
    const page = await first.newPage()
    const errors = watchErrors(page)
    await page.goto('/flash')
    await appRendered(page)
    await seed(page, record)
    // The settings are on every study page: here Review's.
    await page.goto('/review')
    await page.getByRole('button', { name: 'Settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Settings' })
    const saving = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Save a copy of my progress' }).click()
    const download = await saving
    const name = download.suggestedFilename()
    expect(name).toMatch(/^kalima-progress-\d{4}-\d{2}-\d{2}\.json$/)
    // Kept past the browser context, which deletes its downloads.
    const file = join(mkdtempSync(join(tmpdir(), 'kalima-copy-')), name)
    await download.saveAs(file)
    const copy = JSON.parse(readFileSync(file, 'utf8'))
    expect(copy).toMatchObject({ format: 'kalima-progress', version: 1 })
    expect(answers(copy.progress)).toBe(answers(record))
    await dialog.getByText(`Copy saved as ${name}.`).waitFor()
    expect(errors).toEqual([])
    await first.close()

    // Another browser, where the learner has answered one word of lesson 3 on their own.
    const second = await newContext(env)
    const other = await second.newPage()
    const otherErrors = watchErrors(other)
    await other.goto('/flash')
    await appRendered(other)
    const word = getLesson(3).words[0]?.id ?? ''
    await seed(
      other,
      recordAttempt(emptyProgress(), word, true, { now, utcOffsetMinutes: 0 }, 'phone'),
    )
    // The header's Settings, on any page: here the home page.
    await other.goto('/flash')
    await other.locator('.kalima-assistant-stats').waitFor()
    await other.getByRole('banner').getByRole('button', { name: 'Settings' }).click()
    const settings = other.getByRole('dialog', { name: 'Settings' })
    const input = settings.locator('input[type="file"]')
    // A file that is not a copy says so and changes nothing.
    await input.setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('[1, 2]'),
    })
    await settings
      .getByText('This file is not a copy of Kalima progress. Nothing was changed.')
      .waitFor()
    expect(await storedAnswers(other)).toBe(1)
    await input.setInputFiles(file)
    const words = Object.values(record.words).filter((w) => w.attempts > 0).length
    await settings
      .getByText(
        new RegExp(`restored: ${answers(record)} answers added\\. ${words} words are new here\\.`),
      )
      .waitFor()
    await expect.poll(() => storedAnswers(other)).toBe(answers(record) + 1)
    // The home's figures are the merged record's.
    await other.keyboard.press('Escape')
    await settings.waitFor({ state: 'hidden' })
    const merged = merge(
      record,
      recordAttempt(emptyProgress(), word, true, { now, utcOffsetMinutes: 0 }, 'phone'),
    )
    await expect
      .poll(() => stat(other, 'Reviews due'))
      .toBe(String(progressCounts(merged, { now: Date.now() }).due))
    expect(otherErrors).toEqual([])
    await second.close()
  })

  it('asks the browser to keep its storage once the learner has answered, not before', async () => {
    const context = await newContext(env)
    // Counts the site's requests for persistent storage (Chromium here would refuse them).
    await context.addInitScript(() => {
      const w = window as unknown as { persistAsked: number }
      w.persistAsked = 0
      navigator.storage.persist = async () => {
        w.persistAsked++
        return true
      }
    })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const asked = () =>
      page.evaluate(() => (window as unknown as { persistAsked: number }).persistAsked)
    await page.goto('/learn/1')
    await appRendered(page)
    await page
      .locator('[data-kalima-widget="learn"]:not([inert])[data-state="answering"]')
      .waitFor()
    expect(await asked()).toBe(0)
    await answerShownWord(page, 'learn')
    await expect.poll(asked).toBe(1)
    await answerShownWord(page, 'learn')
    await page.waitForTimeout(300)
    expect(await asked()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('without working storage, Today still runs, says the answers are not saved and saves a copy', async () => {
    const context = await newContext(env)
    // A browser whose IndexedDB cannot be opened (a broken or disabled database).
    await context.addInitScript(() => {
      indexedDB.open = () => {
        throw new DOMException('Internal error opening backing store', 'UnknownError')
      }
    })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/today')
    const warning = page.getByRole('alert')
    await warning.getByText('Your progress is not being saved.').waitFor()
    // The session is not stuck waiting for the storage: its first question is there, once (the
    // app took the prerendered page over instead of showing a second one beside it).
    // (A new word's study card first: "Got it" has the keys; the first question three cards on.)
    const today = page.locator('[data-kalima-widget="today"]')
    await today.and(page.locator('[data-state="studying"]')).waitFor()
    expect(await page.locator('.card-page').count()).toBe(1)
    for (let card = 0; card < 3; card++) await today.getByRole('button', { name: 'Got it' }).click()
    await today.and(page.locator('[data-state="asking"]')).waitFor()
    await page.keyboard.press('1')
    const saving = page.waitForEvent('download')
    await warning.getByRole('button', { name: 'Save a copy' }).click()
    const download = await saving
    const file = join(mkdtempSync(join(tmpdir(), 'kalima-copy-')), download.suggestedFilename())
    await download.saveAs(file)
    const copy = JSON.parse(readFileSync(file, 'utf8')) as { progress: Progress }
    expect(Object.values(copy.progress.words).reduce((n, w) => n + w.attempts, 0)).toBe(1)
    await warning.getByText(`Copy saved as ${download.suggestedFilename()}.`).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
