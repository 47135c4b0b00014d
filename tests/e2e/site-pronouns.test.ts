// The Pronouns deck on the built site: reached from the home page's Grammar tab, completed
// in Learn by clicking like a learner; a surah deck shows each word's form there.
import type { BrowserContext, Page } from 'playwright-core'
import { getPronouns } from '../../packages/core/src/vocabulary/vocabulary'
import {
  completeLearn,
  matchStage,
  newContext,
  type SiteEnv,
  startSite,
  watchErrors,
} from '../helpers/site'

describe('the Pronouns deck on the site', () => {
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

  it('is on the home page under Grammar and opens in Cards', async () => {
    await page.goto('/flash')
    await page.getByRole('tab', { name: 'Grammar' }).click()
    const card = page.getByRole('listitem').filter({ hasText: 'Pronouns and suffixes' })
    await card.getByText(`0 of ${getPronouns().length} words mastered`).waitFor()
    await card.getByRole('link', { name: /Practice Now/ }).click()
    await page.waitForURL('**/flashcards/pronouns')
    await page.getByRole('heading', { level: 1, name: /Pronouns and suffixes/ }).waitFor()
  })

  it('Learn: /learn/pronouns to its completion modal', async () => {
    await page.goto('/learn/pronouns')
    expect(await completeLearn(page)).toBe(22)
    const dialog = page.getByRole('dialog')
    await dialog.getByText("You've learned all 22 words!").waitFor()
    expect(await dialog.textContent()).toMatch(/Total Correct\D*22/)
  })

  it('shows attached pronouns as suffixes in Match, and completes a stage', async () => {
    await page.goto('/match/pronouns')
    await page.locator('[data-kalima-part="stage"]').filter({ hasText: 'Stage 1/3' }).waitFor()
    await matchStage(page)
    await page.getByRole('button', { name: 'Next Stage' }).click()
    await page.locator('[data-kalima-part="stage"]').filter({ hasText: 'Stage 2/3' }).waitFor()
    const tiles = await page.locator('button[data-card="arabic"]').allTextContents()
    expect(tiles.length).toBeGreaterThan(0)
    for (const tile of tiles) expect(tile.startsWith('\u0640'), tile).toBe(true)
  })

  it('a surah deck in Cards shows the form the word has there', async () => {
    await page.goto('/flashcards/surah/114')
    const front = page.locator('.kalima-flipcard-front')
    await front.getByText('قَالَ').waitFor()
    await front.locator('.kalima-deck-form', { hasText: 'قُلْ' }).waitFor()
  })
})
