// Each study mode completed by clicking like a learner, on the built site with a
// real PocketBase behind /api.
import type { BrowserContext, Page } from 'playwright-core'
import {
  getDeck,
  getLesson,
  getWords,
  loadMeanings,
} from '../../packages/core/src/vocabulary/vocabulary'
import {
  answerShownWord,
  completeLearn,
  completeTest,
  eventually,
  matchStage,
  missTestWord,
  newContext,
  records,
  type SiteEnv,
  screenshotPath,
  signUp,
  startSite,
  watchErrors,
} from '../helpers/site'

describe('study modes on the site', () => {
  let env: SiteEnv
  let context: BrowserContext
  let page: Page
  let errors: string[]
  const user = {
    name: 'Amina',
    email: `modes-${Date.now()}@kalima.test`,
    password: 'correct-horse-battery',
  }

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

  it('Learn: a surah deck to its completion modal with totals', async () => {
    const total = getDeck({ kind: 'surah', id: 108 })?.words.length
    await page.goto('/learn/surah/108')
    // One wrong answer first, to see it counted.
    const meanings = await loadMeanings('bn')
    const arabic = (await page.locator('.kalima-learn-arabic').textContent()) ?? ''
    const shown = new Set(
      getWords()
        .filter((w) => w.arabic === arabic)
        .map((w) => meanings[w.id]),
    )
    const options = await page.locator('.kalima-option-text').allTextContents()
    const wrong = options.findIndex((o) => !shown.has(o.trim()))
    await page.locator('.kalima-option').nth(wrong).click()
    await page.getByRole('status').filter({ hasText: 'Try again!' }).waitFor()

    expect(await completeLearn(page)).toBe(total)
    const dialog = page.getByRole('dialog')
    await dialog.getByText(`You've learned all ${total} words!`).waitFor()
    const text = (await dialog.textContent()) ?? ''
    expect(text).toMatch(new RegExp(`Total Correct\\D*${total}`))
    expect(text).toMatch(/Total Wrong Attempts\D*1/)
    await dialog.getByRole('link', { name: 'Go to Home' }).click()
    await page.waitForURL('**/flash')
  })

  it('Test: a signed-in learner completes a deck; the result reaches PocketBase', async () => {
    await signUp(page, user)
    const deck = getDeck({ kind: 'surah', id: 112 })
    await page.goto('/test/surah/112')
    await page.getByRole('timer').first().waitFor()
    // Two words answered wrong first: 6 of 8 right the first time, below the pass mark of
    // 80 % (7 of 8). The test can be failed, and says so: no congratulation (issue 45).
    const missed = [await missTestWord(page)]
    await answerShownWord(page, 'test')
    await page.locator('[data-kalima-widget="test"] li[data-state="correct"]').waitFor()
    missed.push(await missTestWord(page))
    const total = deck?.words.length ?? 0
    expect(total).toBe(8)
    expect(await completeTest(page)).toBe(total)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Not there yet' }).waitFor()
    const text = (await dialog.textContent()) ?? ''
    expect(text).not.toMatch(/Congratulations|You passed|completed all/)
    expect(text).toContain('You got 6 of 8 right the first time. The pass mark is 7 of 8 (80%).')
    expect(text).toMatch(/\d+:\d\d/)
    expect(text).toContain(`Right the first time${total - 2} of ${total}`)
    expect(text).toContain('Mistakes2')
    const list = dialog.getByRole('list', { name: 'Words you missed' })
    expect((await list.locator('[lang="ar"]').allTextContents()).map((t) => t.trim())).toEqual(
      missed,
    )
    // Reviewing the words missed is the first action.
    const actions = dialog.locator('.kalima-dialog-actions').getByRole('button')
    expect(await actions.first().textContent()).toBe('Review these 2 words')
    await page.screenshot({ path: screenshotPath('test-failed-390') })
    const [owner] = await records(env, 'users', `email = "${user.email}"`)
    const results = await eventually(async () => {
      const found = await records(env, 'test_results', `user = "${owner.id}"`)
      return found.length > 0 ? found : undefined
    })
    expect(results[0]).toMatchObject({ user: owner.id, firstTry: total - 2, attempts: total + 2 })
    expect(JSON.stringify(results[0])).toContain('112')

    // Review these 2 words: a Review session of exactly the words missed.
    await dialog.getByRole('button', { name: 'Review these 2 words' }).click()
    const review = page.getByRole('region', { name: 'Review' })
    await review.getByText('2 left').waitFor()
    expect(await review.locator('.kalima-review-arabic').textContent()).toContain(missed[0])
    for (let i = 0; i < 2; i++) {
      await review.getByRole('button', { name: 'Show Meaning' }).click()
      await review.getByRole('button', { name: 'Good' }).click()
    }
    await review.getByText('You reviewed 2 words.').waitFor()
    await review.getByRole('button', { name: 'Back to the test' }).click()
    await page.getByRole('timer').first().waitFor()
  })

  it('Match: lesson 1 through 5 stages to Category Completed!', async () => {
    await page.goto('/match/1')
    const stage = page.locator('[data-kalima-part="stage"]')
    for (let n = 1; n <= 5; n++) {
      await stage.filter({ hasText: `Stage ${n}/5` }).waitFor()
      await matchStage(page)
      await page.getByRole('button', { name: n === 5 ? 'Complete Category' : 'Next Stage' }).click()
    }
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Category Completed!').waitFor()
    const text = (await dialog.textContent()) ?? ''
    expect(text).toContain("You've successfully completed all stages!")
    expect(text).toMatch(/\d+:\d\d/)
    // 50 pairs, each matched with one move.
    expect(text).toMatch(/Total Moves\D*50/)
    await dialog.getByRole('link', { name: 'Next Category' }).click()
    await page.waitForURL('**/match/2')
  })

  it('Flashcards: flip, next and previous within 1..total', async () => {
    const lesson = getLesson(2)
    await page.goto('/flashcards/2')
    const counter = page.locator('[data-kalima-widget="flashcards"] [data-kalima-part="counter"]')
    await counter.filter({ hasText: `1/${lesson.words.length}` }).waitFor()
    const previous = page.getByRole('button', { name: 'Previous' })
    const next = page.getByRole('button', { name: 'Next', exact: true })
    expect(await previous.isDisabled()).toBe(true)
    const card = page.locator('.kalima-flipcard')
    const arabic = page.locator('.kalima-flipcard-front')
    expect(await card.getAttribute('data-state')).toBe('hidden')
    await card.click()
    await expect.poll(() => card.getAttribute('data-state')).toBe('revealed')
    await next.click()
    await counter.filter({ hasText: `2/${lesson.words.length}` }).waitFor()
    expect(await previous.isDisabled()).toBe(false)
    // Moving unflips the card: the front (Arabic) of the next word shows.
    expect(await card.getAttribute('data-state')).toBe('hidden')
    expect(await arabic.textContent()).toContain(lesson.words[1]?.arabic)
    await previous.click()
    await counter.filter({ hasText: `1/${lesson.words.length}` }).waitFor()
    expect(await previous.isDisabled()).toBe(true)
    for (let i = 1; i < lesson.words.length; i++) {
      if (await next.isDisabled()) break
      await next.click()
    }
    await counter.filter({ hasText: `${lesson.words.length}/${lesson.words.length}` }).waitFor()
    expect(await next.isDisabled()).toBe(true)
  })

  it('Flashcards: grade every card, a summary of the not-yet words, study them again', async () => {
    const deck = getDeck({ kind: 'surah', id: 112 })
    const total = deck?.words.length ?? 0
    await page.goto('/flashcards/surah/112')
    const counter = page.locator('[data-kalima-widget="flashcards"] [data-kalima-part="counter"]')
    await counter.filter({ hasText: `1/${total}` }).waitFor()
    const notYet: string[] = []
    for (let i = 0; i < total; i++) {
      await counter.filter({ hasText: `${i + 1}/${total}` }).waitFor()
      await page.locator('.kalima-flipcard').click()
      // The first card is graded Not yet with the button, the others I knew it with key 2.
      if (i === 0) {
        notYet.push(((await page.locator('.kalima-flashcards-arabic').textContent()) ?? '').trim())
        await page.getByRole('button', { name: 'Not yet' }).click()
      } else {
        await page.locator('.kalima-flipcard').focus()
        await page.keyboard.press('2')
      }
    }
    await page.getByRole('heading', { name: 'Every card graded' }).waitFor()
    const list = page.getByRole('list', { name: 'Words to study again' })
    expect((await list.locator('[lang="ar"]').allTextContents()).map((t) => t.trim())).toEqual(
      notYet,
    )
    await page.screenshot({ path: screenshotPath('flashcards-summary-390') })
    await page.getByRole('button', { name: 'Study these again' }).click()
    await counter.filter({ hasText: '1/1' }).waitFor()
    // Grading waits for the card to be turned: its buttons are disabled until then.
    await expect.poll(() => page.getByRole('button', { name: 'I knew it' }).isDisabled()).toBe(true)
    await page.locator('.kalima-flipcard').click()
    await page.getByRole('button', { name: 'I knew it' }).click()
    await page.getByText('You knew every card!').waitFor()
  })

  it('Words: the example verse with the word highlighted', async () => {
    await page.goto('/words/1')
    const verse = page.locator('.kalima-verse-arabic')
    await verse.waitFor()
    expect(await verse.getAttribute('lang')).toBe('ar')
    expect(await verse.getAttribute('dir')).toBe('rtl')
    const mark = verse.locator('mark')
    expect(await mark.count()).toBe(1)
    expect(((await mark.textContent()) ?? '').trim()).not.toBe('')
    expect(((await page.locator('.kalima-verse-translation').textContent()) ?? '').trim()).not.toBe(
      '',
    )
    await page.screenshot({ path: screenshotPath('words-390'), fullPage: true })
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.locator('.kalima-counter', { hasText: '2/' }).waitFor()
    expect(await verse.locator('mark').count()).toBe(1)
  })

  it('Review: grades a word due after studying', async () => {
    // Every answer in Learn, Test and Match scheduled its word (right: Good, wrong: Again),
    // within its learning steps: half an hour later the words are due for review.
    await page.clock.install({ time: Date.now() + 30 * 60_000 })
    await page.goto('/review')
    const show = page.getByRole('button', { name: 'Show Meaning' })
    await show.waitFor()
    const remaining = page.getByText(/\d+ left/)
    const before = Number(((await remaining.textContent()) ?? '').match(/\d+/)?.[0])
    expect(before).toBeGreaterThan(0)
    await show.click()
    await page.getByRole('button', { name: 'Good' }).click()
    await expect
      .poll(async () => Number(((await remaining.textContent()) ?? '').match(/\d+/)?.[0]))
      .toBe(before - 1)
  })
})
