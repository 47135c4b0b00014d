// No answer is lost when the learner leaves at once: the page navigated away or the tab
// closed right after the last click (CI once lost a Learn round's last answers this way).
// Nor a setting: dark mode turned on and the page reloaded at once stayed light once.
import type { Progress } from '@kalima/core'
import type { Page } from 'playwright-core'
import {
  answerShownWord,
  appRendered,
  newContext,
  type SiteEnv,
  skipFeedback,
  startSite,
  storedAnswers,
  storedValue,
  watchErrors,
} from '../helpers/site'

/** Makes the page's IndexedDB writes fail once `window.__refuseWrites` is set (its reads go on). */
const REFUSE_WRITES = `(() => {
  const put = IDBObjectStore.prototype.put
  IDBObjectStore.prototype.put = function (...args) {
    if (!window.__refuseWrites) return put.apply(this, args)
    try {
      this.transaction.abort()
    } catch {}
  }
})()`

/** The answers of every day the stored record counts (its activity log). */
const activityAnswers = async (page: Page) => {
  const record = await storedValue<Progress>(page, 'kalima:v1:progress')
  return Object.values(record?.activity.days ?? {}).reduce((n, day) => n + day.attempts, 0)
}

describe('leaving right after an answer', () => {
  let env: SiteEnv
  beforeAll(async () => {
    env = await startSite()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('keeps every answer when the page is left or the tab closed at once', async () => {
    const context = await newContext(env)
    // Right answers' feedback passes at once between a round's answers (skipFeedback).
    await context.clock.install()
    let page = await context.newPage()
    const errors = watchErrors(page)
    let given = 0
    for (let round = 0; round < 6; round++) {
      await page.goto(`/learn/${(round % 3) + 1}`)
      // One to three answers, the last one followed at once by leaving.
      for (let i = 0; i <= round % 3; i++) {
        await answerShownWord(page, 'learn')
        given++
        if (i < round % 3) {
          await skipFeedback(page)
          await page.locator('[data-kalima-widget="learn"][data-state="answering"]').waitFor()
        }
      }
      if (round % 2 === 0) {
        await page.goto('/about')
      } else {
        await page.close({ runBeforeUnload: true })
        page = await context.newPage()
        errors.push(...watchErrors(page))
        await page.goto('/about')
      }
    }
    // Whatever the last page left to finish is done once the site has loaded again.
    await page.goto('/flash')
    await page.locator('[data-kalima-widget="today-card"]').waitFor()
    await expect.poll(() => storedAnswers(page), { timeout: 5000 }).toBe(given)
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it('counts each answer once when two tabs answer at once and one is closed before its write', async () => {
    // Two tabs of one browser share one device id, and so its counters (the day's answers
    // among them). The tab closed at once never gets its write in (the page refuses it, as a
    // page killed in the background would not finish it): its journal, taken by the next page
    // opened, is all that holds its answer. Every answer counts once, in the words and in
    // the day's activity, whatever the other tab wrote meanwhile (core's tab marks).
    const context = await newContext(env)
    const kept = await context.newPage()
    const errors = watchErrors(kept)
    await kept.goto('/learn/1')
    let given = 0
    for (let round = 0; round < 3; round++) {
      const closed = await context.newPage()
      errors.push(...watchErrors(closed))
      await closed.addInitScript(REFUSE_WRITES)
      await closed.goto(`/learn/${round + 2}`)
      await kept.locator('[data-kalima-widget="learn"][data-state="answering"]').waitFor()
      // Every answer so far is stored, the last closed tab's too (this page took its journal).
      // (Not read before the first: reading would create the site's database before the site.)
      if (given > 0) await expect.poll(() => activityAnswers(kept)).toBe(given)
      await closed.evaluate(() => {
        ;(window as unknown as { __refuseWrites: boolean }).__refuseWrites = true
      })
      await Promise.all([answerShownWord(kept, 'learn'), answerShownWord(closed, 'learn')])
      // The kept tab's write is in before the other goes.
      await expect.poll(() => activityAnswers(kept)).toBe(given + 1)
      given += 2
      await closed.close({ runBeforeUnload: true })
      await kept.locator('[data-kalima-widget="learn"][data-state="answering"]').waitFor()
    }
    const later = await context.newPage()
    errors.push(...watchErrors(later))
    await later.goto('/flash')
    await later.locator('[data-kalima-widget="today-card"]').waitFor()
    await expect.poll(() => storedAnswers(later)).toBe(given)
    await expect.poll(() => activityAnswers(later)).toBe(given)
    // Still so once the tab that stayed has written again.
    await kept.goto('/about')
    await expect.poll(() => activityAnswers(later)).toBe(given)
    expect(await storedAnswers(later)).toBe(given)
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it('keeps a setting changed right before the page is reloaded or the tab closed', async () => {
    const context = await newContext(env)
    let page = await context.newPage()
    const errors = watchErrors(page)
    const darkSwitch = async (from: string) => {
      await page.goto(from)
      await appRendered(page)
      await page.getByRole('button', { name: 'Settings' }).click()
      return page.getByRole('switch', { name: 'Dark mode' })
    }
    // Turned on, then the page reloaded at once (the store writes settings debounced).
    let toggle = await darkSwitch('/learn/1')
    await toggle.click()
    await page.reload()
    toggle = await darkSwitch('/learn/1')
    expect(await toggle.getAttribute('aria-checked')).toBe('true')
    // Turned off, then the tab closed at once.
    await toggle.click()
    await page.close({ runBeforeUnload: true })
    page = await context.newPage()
    errors.push(...watchErrors(page))
    toggle = await darkSwitch('/learn/2')
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)
})
