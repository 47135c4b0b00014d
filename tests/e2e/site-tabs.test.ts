// Two tabs of the site in one browser share its stored progress: answers given in one show
// in the other at once, and answers given in both are all kept.
import type { Page } from 'playwright-core'
import { getDeck } from '../../packages/core/src/vocabulary/vocabulary'
import {
  completeLearn,
  newContext,
  type SiteEnv,
  startSite,
  storedValue,
  watchErrors,
} from '../helpers/site'

/** The study assistant's figures on the home page, once saved progress is read. */
const figures = (page: Page) => page.locator('.kalima-assistant-stats').textContent()

describe('the site in two tabs', () => {
  let env: SiteEnv
  beforeAll(async () => {
    env = await startSite()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it("shows one tab's answers in the other and keeps both tabs' answers", async () => {
    const context = await newContext(env)
    // Right answers' feedback passes at once (skipFeedback).
    await context.clock.install()
    const home = await context.newPage()
    const study = await context.newPage()
    const errorsOf = [watchErrors(home), watchErrors(study)]

    await home.goto('/flash')
    // No history yet: the home page shows no study assistant until there is some.
    await home.getByRole('link', { name: 'Start with lesson 1' }).waitFor()
    expect(await home.locator('.kalima-assistant').count()).toBe(0)

    // Tab 2 studies surah 112; tab 1, left open on the home page, shows it without a reload.
    await study.goto('/learn/surah/112')
    const first = await completeLearn(study)
    expect(first).toBe(getDeck({ kind: 'surah', id: 112 })?.words.length)
    await expect.poll(() => figures(home), { timeout: 10_000 }).toMatch(/Accuracy\d+%/)

    // Then tab 1 studies surah 108 while tab 2 stays where it is.
    await home.bringToFront()
    await home.goto('/learn/surah/108')
    await completeLearn(home)
    await home.getByRole('dialog').getByText('Congratulations!').first().waitFor()

    // Tab 2, not reloaded since, studies surah 112 again: its save must keep tab 1's answers.
    await study.bringToFront()
    await study.getByRole('dialog').getByRole('button', { name: 'Try Again' }).click()
    await completeLearn(study)
    await study.getByRole('dialog').getByText('Congratulations!').first().waitFor()

    // A new tab reads both sessions from storage: every word of both surahs has an answer.
    const later = await context.newPage()
    await later.goto('/words/surah/112')
    await later.locator('[data-kalima-widget="words"]').waitFor()
    const record = await storedValue<{ words: Record<string, unknown> }>(
      later,
      'kalima:v1:progress',
    )
    const studied = Object.keys(record?.words ?? {})
    for (const id of [112, 108]) {
      const words = getDeck({ kind: 'surah', id })?.words ?? []
      expect(words.length).toBeGreaterThan(0)
      for (const word of words) expect(studied, `${word.id} of surah ${id}`).toContain(word.id)
    }
    expect(errorsOf.flat()).toEqual([])
    await context.close()
  })
})
