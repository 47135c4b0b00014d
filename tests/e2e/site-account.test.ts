// An account keeps progress across devices: sign up, study, sign out, then sign
// in from a fresh browser context (another device) and find the same progress.
import { getDeck } from '../../packages/core/src/vocabulary/vocabulary'
import {
  completeLearn,
  eventually,
  newContext,
  progressText,
  records,
  type SiteEnv,
  signIn,
  signUp,
  startSite,
  watchErrors,
} from '../helpers/site'

describe('account and sync on the site', () => {
  let env: SiteEnv
  beforeAll(async () => {
    env = await startSite()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('the same progress appears after signing in on another device', async () => {
    const user = {
      name: 'Yusuf',
      email: `account-${Date.now()}@kalima.test`,
      password: 'correct-horse-battery',
    }
    const total = getDeck({ kind: 'surah', id: 108 })?.words.length ?? 0

    // Device 1: sign up (waits 1 s, then /flash), study, sign out.
    const first = await newContext(env)
    // Right answers' feedback passes at once (skipFeedback).
    await first.clock.install()
    const page = await first.newPage()
    const errors = watchErrors(page)
    await signUp(page, user)
    await page.locator('.profile__name', { hasText: user.name }).waitFor()
    await page.goto('/learn/surah/108')
    expect(await completeLearn(page)).toBe(total)
    await page.getByRole('dialog').getByText('Congratulations!').first().waitFor()

    await page.goto('/flash')
    const stats = page.locator('.kalima-assistant-stats')
    await stats.waitFor()
    const figures = (await stats.textContent()) ?? ''
    // Read from the saved answers, not from a not-yet-loaded store.
    expect(figures).toMatch(/Accuracy\d+%/)
    // Every answer scheduled its word within its learning steps: half an hour on, it is due.
    const later = Date.now() + 30 * 60_000
    await page.clock.install({ time: later })
    await page.goto('/review')
    const due = (await page.getByText(/\d+ left/).textContent()) ?? ''
    expect(due).toMatch(/^\d+ left$/)

    // The answers reached PocketBase before the sign-out.
    const [owner] = await records(env, 'users', `email = "${user.email}"`)
    expect(owner?.name).toBe(user.name)
    await eventually(() => progressText(env, owner.id))

    // On a phone a study page (/review) shows the study bar, not the header: Sign Out is at home.
    await page.goto('/flash')
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await page.getByRole('link', { name: 'Sign In' }).waitFor()
    expect(errors).toEqual([])
    await first.close()

    // Device 2: a fresh context, nothing local.
    const second = await newContext(env)
    const other = await second.newPage()
    const otherErrors = watchErrors(other)
    await other.goto('/flash')
    // Nothing local: a newcomer's home, without the study assistant until there is history.
    await other.getByRole('link', { name: 'Start with lesson 1' }).waitFor()
    expect(await other.locator('.kalima-assistant').count()).toBe(0)
    await signIn(other, user)
    await other.locator('.profile__name', { hasText: user.name }).waitFor()
    await expect
      .poll(() => other.locator('.kalima-assistant-stats').textContent(), { timeout: 15_000 })
      .toBe(figures)
    await other.clock.install({ time: later })
    await other.goto('/review')
    await other.getByText(due, { exact: true }).waitFor()
    expect(otherErrors).toEqual([])
    await second.close()
  })
})
