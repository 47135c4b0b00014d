// Today (issue 19) on the built site at 390 px: a new learner starts from the home page's
// card, completes the day's session (a word answered wrong comes back), and the next day
// (the clock moved on) the words met come back as reviews, asked the other way round, mixed
// with the day's new words.
import type { BrowserContext, Page } from 'playwright-core'
import {
  loadWordForms,
  practiceForm,
  verseGap,
} from '../../packages/core/src/vocabulary/exercise-data'
import {
  getStudyWords,
  loadArabicVerses,
  loadMeanings,
} from '../../packages/core/src/vocabulary/vocabulary'
import {
  appRendered,
  newContext,
  type SiteEnv,
  screenshotPath,
  skipFeedback,
  startSite,
  watchErrors,
} from '../helpers/site'

/**
 * Bengali meanings (the site's default meaning language) by Arabic, and Arabic by meaning; the
 * headword of each form Forms asks, and of each verse gap Fill the verse shows.
 */
async function answerBook() {
  const [meanings, forms, verses] = await Promise.all([
    loadMeanings('bn'),
    loadWordForms(),
    loadArabicVerses(),
  ])
  const byArabic = new Map<string, Set<string>>()
  const byMeaning = new Map<string, Set<string>>()
  const byForm = new Map<string, string>()
  // A verse place may be two study words' (a word and a pronoun of it): every headword there.
  const byGap = new Map<string, Set<string>>()
  for (const w of getStudyWords()) {
    const m = meanings[w.id] ?? ''
    byArabic.set(w.arabic, (byArabic.get(w.arabic) ?? new Set()).add(m))
    byMeaning.set(m, (byMeaning.get(m) ?? new Set()).add(w.arabic))
    const form = practiceForm(w, forms)
    if (form !== undefined) byForm.set(form, w.arabic)
    const gap = w.verse ? verseGap(w.verse, (k) => verses[k]) : undefined
    const key = gap && `${gap.before.trim()}|${gap.after.trim()}`
    if (key) byGap.set(key, (byGap.get(key) ?? new Set()).add(w.arabic))
  }
  return { byArabic, byMeaning, byForm, byGap }
}

type Book = Awaited<ReturnType<typeof answerBook>>

/** Keeps the last text the page spoke (a Listen question plays its word), for the answers. */
function recordSpeech() {
  const synth = window.speechSynthesis
  if (!synth) return
  const speak = synth.speak.bind(synth)
  synth.speak = (utterance: SpeechSynthesisUtterance) => {
    ;(window as unknown as { spoken?: string }).spoken = utterance.text
    speak(utterance)
  }
}

/**
 * Answers the question Today shows, right or wrong; returns its kind and the word asked (its
 * Arabic headword, whatever the kind shows: the Arabic, its meaning, a form, its verse with a
 * gap, or only its sound).
 */
async function answerToday(page: Page, book: Book, right: boolean) {
  const root = page.locator('[data-kalima-widget="today"][data-state="asking"]')
  await root.waitFor()
  const kind = (await root.getAttribute('data-kind')) ?? ''
  const texts = (await root.locator('.kalima-option-text').allTextContents()).map((t) => t.trim())
  const textOf = async (selector: string) =>
    ((await root.locator(selector).textContent()) ?? '').trim()
  let fits: (text: string) => boolean
  let word: string | undefined
  if (kind === 'reverse') {
    const arabic = book.byMeaning.get(await textOf('.kalima-today-meaning')) ?? new Set()
    fits = (t) => arabic.has(t)
  } else if (kind === 'fill') {
    // Split before trimming: the gap is three em spaces, which trim() would take away.
    const verse = (await root.locator('.kalima-today-verse').textContent()) ?? ''
    const [before = '', after = ''] = verse.split('\u2003\u2003\u2003')
    const heads = book.byGap.get(`${before.trim()}|${after.trim()}`) ?? new Set()
    fits = (t) => heads.has(t)
  } else {
    if (kind === 'forms') word = book.byForm.get(await textOf('.kalima-today-arabic'))
    else if (kind === 'listen')
      word = await page.evaluate(() => (window as unknown as { spoken?: string }).spoken)
    else word = await textOf('.kalima-today-arabic')
    const meanings = book.byArabic.get(word ?? '') ?? new Set()
    fits = (t) => meanings.has(t)
  }
  const answer = texts.findIndex(fits)
  const index = right ? answer : texts.findIndex((t) => !fits(t))
  if (answer < 0 || index < 0)
    throw new Error(`no answer to the ${kind} question: ${texts} (${await root.textContent()})`)
  // Keys 1–4 answer, as soon as the question shows.
  await page.keyboard.press(String(index + 1))
  return { kind, word: word ?? texts[answer] ?? '' }
}

/**
 * Goes through the session to its end: each study card with Enter ("Got it" has the keys),
 * each question answered right (after `wrongFirst` wrong). Returns the questions' kinds and
 * words, the words whose study card was shown before each question (`taught`), and the order
 * of the screens (`steps`: 'study' for a study card, 'new' for a question on a word studied
 * in the session, 'review' for another).
 */
async function completeToday(page: Page, book: Book, wrongFirst = 0) {
  const kinds: string[] = []
  const words: string[] = []
  const studied: string[] = []
  /** For each question, whether its word's study card had been shown (new words only). */
  const taught: boolean[] = []
  const steps: ('study' | 'new' | 'review')[] = []
  let answers = 0
  for (let i = 0; i < 300; i++) {
    const root = page.locator('[data-kalima-widget="today"]')
    const done = root.and(page.locator('[data-state="complete"]'))
    const asking = root.and(page.locator('[data-state="asking"]'))
    const studying = root.and(page.locator('[data-state="studying"]'))
    await done.or(asking).or(studying).first().waitFor()
    if (await done.isVisible()) return { kinds, words, studied, taught, steps }
    if (await studying.isVisible()) {
      const word = root.locator('.kalima-today-arabic')
      studied.push(((await word.textContent()) ?? '').trim())
      steps.push('study')
      // Each card is drawn anew (two words may be written alike): wait for this one to go.
      const card = await word.elementHandle()
      await page.keyboard.press('Enter')
      await page.waitForFunction((element) => !element?.isConnected, card)
      continue
    }
    const right = answers++ >= wrongFirst
    const { kind, word } = await answerToday(page, book, right)
    kinds.push(kind)
    words.push(word)
    taught.push(studied.includes(word))
    steps.push(studied.includes(word) ? 'new' : 'review')
    if (!right) {
      await page.getByText('This word comes back in a moment.').waitFor()
      await page.keyboard.press('Enter')
    } else await skipFeedback(page)
  }
  throw new Error('Today never ended')
}

describe("Today's session on the site", () => {
  let env: SiteEnv
  let context: BrowserContext
  let page: Page
  let errors: string[]
  let book: Book

  beforeAll(async () => {
    ;[env, book] = await Promise.all([startSite(), answerBook()])
    context = await newContext(env)
    await context.addInitScript(recordSpeech)
    page = await context.newPage()
    await page.clock.install()
    errors = watchErrors(page)
  })
  afterAll(async () => {
    await env?.stop()
  })
  afterEach(() => {
    expect(errors.splice(0)).toEqual([])
  })

  it("a new learner completes the day's session from the home page's card", async () => {
    await page.goto('/flash')
    const card = page.locator('[data-kalima-widget="today-card"]')
    await card.getByText('10 new words').waitFor()
    await card.getByText('0 review due').or(card.getByText('0 reviews due')).first().waitFor()
    await card.getByRole('link', { name: "Start today's session" }).click()
    await page.waitForURL('**/today')
    // The first new word's study card: taught before it is asked.
    await page.locator('[data-kalima-widget="today"][data-state="studying"]').waitFor()
    await page.screenshot({ path: screenshotPath('today-first-390') })

    const first = await completeToday(page, book, 1)
    // Teach, then ask: ten new words, each shown on its study card before its first question.
    expect(first.studied).toHaveLength(10)
    expect(first.taught.every(Boolean)).toBe(true)
    // Not all one kind (issue 45): the first question after each study card takes the kinds the
    // word can be asked by in turn (recognise, reverse, and fill the verse and forms: every word
    // of lesson 1 has its verse; listen too where the browser has an Arabic voice). The one
    // answered wrong, recognised first, came back in its kind, and once more in the pass over
    // the session's misses at its end: 12 questions.
    expect(first.kinds).toHaveLength(12)
    expect(first.kinds[0]).toBe('recognise')
    expect(new Set(first.kinds).size).toBeGreaterThanOrEqual(3)
    expect(first.kinds.at(-1)).toBe('recognise')
    expect(first.words.slice(1)).toContain(first.words[0])
    expect(first.words.at(-1)).toBe(first.words[0])
    await page.getByText("Today's session is done.").waitFor()
    await page.getByText('10 words: 9 right the first time, mistakes: 1').waitFor()
    await page.screenshot({ path: screenshotPath('today-done-390') })

    await page
      .locator('[data-kalima-widget="today"]')
      .getByRole('link', { name: 'Go Home' })
      .click()
    await page.waitForURL('**/flash')
    await card.getByText('10 done today').waitFor()
    await card.getByText('All done for now. Come back later for your next reviews.').waitFor()
    // A learner who wants more today is offered the next new words.
    expect(
      await card.getByRole('link', { name: 'Learn 10 more new words' }).getAttribute('href'),
    ).toBe('/today?more=1')
    // And what they add to tomorrow's reviews.
    await card.getByText('+10 reviews tomorrow').waitFor()
  }, 180_000)

  it('on a desktop, Today and Review take the page column, not the taskbar column', async () => {
    const desktop = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: { width: 1280, height: 900 },
    })
    const wide = await desktop.newPage()
    for (const path of ['/today', '/review']) {
      await wide.goto(path)
      const mode = wide.locator('.card-page__mode')
      await mode.locator('[data-kalima-widget]:visible').first().waitFor()
      const width = await mode.evaluate((e) => e.getBoundingClientRect().width)
      // The mode's column, where the widget centres itself (40rem at most): far wider than
      // the 8rem taskbar column it fell into before.
      expect(width, path).toBeGreaterThan(500)
      // No taskbar and no study bar at this width: Settings (the daily goal, dark mode) is
      // the header's, and there is one.
      await appRendered(wide)
      const settings = wide.getByRole('button', { name: 'Settings' })
      expect(await settings.count(), path).toBe(1)
      await settings.click()
      await wide.getByRole('dialog', { name: 'Settings' }).getByText('New words a day').waitFor()
      await wide.keyboard.press('Escape')
    }
    await desktop.close()
  })

  it('the next day the words met come back as reviews, mixed with new words', async () => {
    await page.clock.fastForward('24:00:00')
    await page.goto('/flash')
    const card = page.locator('[data-kalima-widget="today-card"]')
    await card.getByText('10 reviews due').waitFor()
    await card.getByText('10 new words').waitFor()
    await card.getByRole('link', { name: "Start today's session" }).click()
    await page.waitForURL('**/today')
    const second = await completeToday(page, book)
    // The new words spread among the reviews (10 and 10: a review, then a new word, in turn),
    // each new word's study card first and its question two screens later; the reviews asked
    // the other way round (meaning → Arabic), the new words in the kinds they can take, in turn.
    const [R, S, N] = ['review', 'study', 'new'] as const
    expect(second.steps).toEqual([
      ...[R, S, R, S, N],
      ...[R, N, S, R, S, N],
      ...[R, N, S, R, S, N],
      ...[R, N, S, R, S, N],
      ...[R, N, S, R, S, N],
      N,
    ])
    const reviewKinds = second.kinds.filter((_, i) => !second.taught[i])
    const newKinds = second.kinds.filter((_, i) => second.taught[i])
    expect(reviewKinds).toEqual(Array(10).fill('reverse'))
    expect(newKinds[0]).toBe('recognise')
    expect(new Set(newKinds).size).toBeGreaterThanOrEqual(3)
    expect(second.studied).toHaveLength(10)
    await page.getByText('20 words: 20 right the first time, mistakes: 0').waitFor()
  }, 180_000)
})
