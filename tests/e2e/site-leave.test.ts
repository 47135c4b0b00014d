// No answer is lost when the learner leaves at once: the page navigated away or the tab
// closed right after the last click (CI once lost a Learn round's last answers this way).
// Nor a setting: dark mode turned on and the page reloaded at once stayed light once.
import {
  answerShownWord,
  appRendered,
  newContext,
  type SiteEnv,
  startSite,
  storedAnswers,
  watchErrors,
} from '../helpers/site'

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
    let page = await context.newPage()
    const errors = watchErrors(page)
    let given = 0
    for (let round = 0; round < 6; round++) {
      await page.goto(`/learn/${(round % 3) + 1}`)
      // One to three answers, the last one followed at once by leaving.
      for (let i = 0; i <= round % 3; i++) {
        await answerShownWord(page, 'learn')
        given++
        if (i < round % 3)
          await page.locator('[data-kalima-widget="learn"][data-state="answering"]').waitFor()
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

  it('counts each answer once when two tabs answer at once and one is closed at once', async () => {
    // Two tabs of one browser share one device id; the closed tab's write may or may not land
    // before it goes, and its journal is taken by the page opened in its place: either way
    // every answer counts once (core's tab marks).
    const context = await newContext(env)
    const kept = await context.newPage()
    const errors = watchErrors(kept)
    await kept.goto('/learn/1')
    let given = 0
    for (let round = 0; round < 4; round++) {
      const closed = await context.newPage()
      errors.push(...watchErrors(closed))
      await closed.goto(`/learn/${round + 2}`)
      await kept.locator('[data-kalima-widget="learn"][data-state="answering"]').waitFor()
      await Promise.all([answerShownWord(kept, 'learn'), answerShownWord(closed, 'learn')])
      given += 2
      await closed.close({ runBeforeUnload: true })
      await kept.locator('[data-kalima-widget="learn"][data-state="answering"]').waitFor()
    }
    const later = await context.newPage()
    errors.push(...watchErrors(later))
    await later.goto('/flash')
    await later.locator('[data-kalima-widget="today-card"]').waitFor()
    await expect.poll(() => storedAnswers(later), { timeout: 5000 }).toBe(given)
    // Still so once the tab that stayed has written too.
    await kept.goto('/about')
    await expect.poll(() => storedAnswers(later), { timeout: 5000 }).toBe(given)
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
