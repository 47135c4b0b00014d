// The built site served by PocketBase (as `npm run pb` does) with its security headers:
// every route family loads, takes over and is used (an answer, a sign-up, the service
// worker) under the Content-Security-Policy with no violation and no console error.
import { resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../helpers/browser'
import { startPocketBase, type TestPocketBase } from '../helpers/pocketbase'
import { PHONE, signUp, watchErrors } from '../helpers/site'

const ROUTES = [
  '/',
  '/flash',
  '/home',
  '/words/1',
  '/flashcards/1',
  '/learn/1',
  '/test/1',
  '/match/1',
  '/learn/surah/112',
  '/words',
  '/review',
  '/auth',
  '/about',
  '/contact',
  '/feedback',
  '/team',
  '/blog',
  '/terms',
  '/privacy',
  '/embed',
  '/ai-dashboard',
  '/no-such-page',
]

/** Records every CSP violation of the page (events and console reports). */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  const fromConsole: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) fromConsole.push(message.text())
  })
  return async () => [
    ...fromConsole.splice(0),
    ...(await page
      .evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
      .catch(() => [] as string[])),
  ]
}

describe('the site under its Content-Security-Policy', () => {
  let pb: TestPocketBase
  let browser: Browser
  beforeAll(async () => {
    ;[pb, browser] = await Promise.all([
      startPocketBase({
        publicDir: resolve('site/dist'),
        env: { KALIMA_RATE_LIMIT_MULTIPLIER: '100', KALIMA_APP_URL: 'https://kalima.example' },
      }),
      launchChromium(),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await pb?.stop()
  })

  it('sends the policy and the other security headers with every page', async () => {
    for (const path of ['/', '/learn/1', '/no-such-page', '/sw.js']) {
      const response = await fetch(pb.url + path)
      expect(response.status, path).toBe(200)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
      expect(csp, path).toMatch(/frame-ancestors 'none'/)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      // KALIMA_APP_URL is https: HSTS is on.
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000')
    }
    const api = await fetch(`${pb.url}/api/health`)
    expect(api.headers.get('x-content-type-options')).toBe('nosniff')
    expect(api.headers.get('content-security-policy') ?? '').not.toMatch(/sha256/)
  })

  it('every route family renders and works with no violation', async () => {
    const context = await browser.newContext({ baseURL: pb.url, viewport: PHONE })
    const page = await context.newPage()
    const violations = await watchPolicy(page)
    const errors = watchErrors(page)
    const found: string[] = []
    for (const path of ROUTES) {
      await page.goto(path)
      // Loaded, the app's modules run and the page rendered by them (no request pending).
      await page.locator('#root *').first().waitFor()
      await page.waitForLoadState('networkidle')
      for (const v of await violations()) found.push(`${path}: ${v}`)
    }

    // Using it: an answer in Learn, a sign-up (API calls), the service worker installed.
    await page.goto('/learn/1')
    await page.locator('[data-kalima-widget="learn"] .kalima-option').first().click()
    await signUp(page, {
      name: 'Policy',
      email: `csp-${Date.now()}@kalima.test`,
      password: 'correct-horse-battery',
    })
    await page.locator('.profile__name', { hasText: 'Policy' }).waitFor()
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker?.getRegistration()
      return Boolean(registration?.active)
    })
    for (const v of await violations()) found.push(`after use: ${v}`)

    expect(found).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
