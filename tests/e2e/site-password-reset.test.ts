// A forgotten password, end to end on the site as PocketBase serves it in production (the
// built site from --publicDir, one origin): Forgot Password on the sign-in form, the e-mail
// (caught by a local SMTP sink) links to the site's own /reset-password page, a new password
// is set there, and signing in with it works.
import { resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import { launchChromium } from '../helpers/browser'
import {
  api,
  createUser,
  startPocketBase,
  superuserToken,
  type TestPocketBase,
} from '../helpers/pocketbase'
import { PHONE, signIn, watchErrors } from '../helpers/site'
import { mailText, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'

describe('password reset on the site', () => {
  let pb: TestPocketBase
  let sink: SmtpSink
  let browser: Browser

  beforeAll(async () => {
    sink = await startSmtpSink()
    pb = await startPocketBase({
      publicDir: resolve('site/dist'),
      env: { ...sink.env, KALIMA_RATE_LIMIT_MULTIPLIER: '100' },
    })
    // The e-mail links to {APP_URL}: this server's own origin, which serves the site.
    const settings = await api(pb.url, 'PATCH', '/api/settings', {
      token: await superuserToken(pb),
      body: { meta: { appURL: pb.url } },
    })
    expect(settings.status).toBe(200)
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await pb?.stop()
    await sink?.stop()
  })

  it('mails a link to the site, whose page sets a new password to sign in with', async () => {
    const user = await createUser(pb.url, 'forgetful@kalima.test', 'Forgetful')
    const context = await browser.newContext({ baseURL: pb.url, viewport: PHONE })
    const page = await context.newPage()
    const errors = watchErrors(page)

    await page.goto('/auth')
    const form = page.getByRole('form', { name: 'Sign In' })
    await form.getByLabel('Email').fill('Forgetful@Kalima.test')
    await form.getByRole('button', { name: 'Forgot Password' }).click()
    await page.getByRole('status').getByText('Password reset email sent!').waitFor()

    const mail = await sink.waitFor((m) => m.to.includes(user.email))
    const link = mailText(mail.raw).match(
      /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w.-]+/,
    )
    expect(link?.[0].startsWith(`${pb.url}/reset-password?token=`)).toBe(true)

    await page.goto(link?.[0] ?? '')
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor()
    expect(await page.title()).toBe('Choose a new password · Kalima')
    const reset = page.getByRole('form', { name: 'Choose a new password' })
    await reset.getByLabel('New password', { exact: true }).fill('a-fresh-long-password')
    await reset.getByLabel('Repeat new password').fill('a-fresh-long-password')
    await reset.getByRole('button', { name: 'Save new password' }).click()
    await page
      .getByRole('status')
      .getByText('Your password has been changed. You can now sign in with it.')
      .waitFor()
    await page.getByRole('link', { name: 'Go to sign in' }).click()
    await page.waitForURL('**/auth')

    await signIn(page, { email: user.email, password: 'a-fresh-long-password' })
    await page.locator('.profile__name', { hasText: 'Forgetful' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
