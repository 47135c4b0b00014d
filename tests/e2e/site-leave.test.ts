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
