// "Continue with <provider>" on the site: the popup goes to an OpenID Connect provider on
// loopback and back through PocketBase, and the learner lands on /flash signed in, with the
// name the provider gave.
import type { Browser } from 'playwright-core'
import { launchChromium } from '../helpers/browser'
import { type OAuthProvider, startOAuthProvider } from '../helpers/oauth-provider'
import { startPocketBase, type TestPocketBase } from '../helpers/pocketbase'
import { serveSiteDist, watchErrors } from '../helpers/site'
import type { StaticServer } from '../helpers/static-server'

describe('OAuth2 sign-in on the site', () => {
  let provider: OAuthProvider
  let pb: TestPocketBase
  let site: StaticServer
  let browser: Browser
  beforeAll(async () => {
    provider = await startOAuthProvider()
    pb = await startPocketBase({
      env: { KALIMA_RATE_LIMIT_MULTIPLIER: '100', ...provider.env('Kalima ID') },
    })
    ;[site, browser] = await Promise.all([serveSiteDist({ apiOrigin: pb.url }), launchChromium()])
  })
  afterAll(async () => {
    await browser?.close()
    await site?.close()
    await pb?.stop()
    await provider?.close()
  })

  it('signs in with the provider in a popup and shows the name it gave', async () => {
    provider.signInAs({ sub: 'maryam-7', name: 'Maryam', email: 'maryam@kalima.test' })
    const context = await browser.newContext({
      baseURL: site.url,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/auth')
    const popup = context.waitForEvent('page')
    await page.getByRole('button', { name: 'Continue with Kalima ID' }).click()
    // The provider's page opens in a popup, which closes itself once PocketBase has the code.
    const window = await popup
    await window.waitForEvent('close', { timeout: 15_000 })
    await page.waitForURL('**/flash', { timeout: 15_000 })
    await page.locator('.profile__name', { hasText: 'Maryam' }).waitFor()
    expect(provider.refusals).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
