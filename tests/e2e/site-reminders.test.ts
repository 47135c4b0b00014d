// E-mail reminders on the built site: a signed-in learner turns them on in Settings (the
// browser's time zone is filled in and synced), and the unsubscribe link of their e-mails
// works in a signed-out browser and refuses a forged token. Screenshots of both screens at
// 390×844, 360×640 and 1280 wide, with Bengali and Urdu, light and dark
// (test-results/screenshots/reminders-*).
import type { BrowserContext, Page } from 'playwright-core'
import { api, createUser, type TestUser } from '../helpers/pocketbase'
import {
  DESKTOP,
  eventually,
  PHONE,
  records,
  type SiteEnv,
  screenshotPath,
  startSite,
  watchErrors,
} from '../helpers/site'

const SMALL = { width: 360, height: 640 }

/** How each interface names what the test clicks. */
const UI = {
  en: {
    prefix: '',
    settings: 'Settings',
    reminders: 'E-mail me on days with reviews due',
    hour: 'Reminder time',
    zone: 'Time zone',
    done: 'You are unsubscribed',
    invalid: 'This unsubscribe link is not valid',
  },
  ur: {
    prefix: '/ur',
    settings: 'ترتیبات',
    reminders: 'جس دن دہرائی باقی ہو، مجھے ای میل کریں',
    hour: 'یاد دہانی کا وقت',
    zone: 'منطقۂ وقت',
    done: 'یاد دہانیاں بند ہو گئیں',
    invalid: 'یہ لنک درست نہیں',
  },
} as const

describe('e-mail reminders on the site', () => {
  let env: SiteEnv
  beforeAll(async () => {
    env = await startSite()
  })
  afterAll(async () => {
    await env?.stop()
  })

  /** A context signed in as `user` (the PocketBase SDK's stored session), in a time zone. */
  const signedIn = async (
    user: TestUser,
    options: { viewport: { width: number; height: number }; locale: string; timezoneId: string },
  ): Promise<BrowserContext> => {
    const context = await env.browser.newContext({ baseURL: env.site.url, ...options })
    const record = (
      await api(env.pb.url, 'GET', `/api/collections/users/records/${user.id}`, {
        token: user.token,
      })
    ).body
    await context.addInitScript(
      ([token, model]) => {
        if (!localStorage.getItem('kalima-test-session'))
          localStorage.setItem('pocketbase_auth', JSON.stringify({ token, record: model }))
        localStorage.setItem('kalima-test-session', '1')
      },
      [user.token, record] as const,
    )
    return context
  }

  const openSettings = async (page: Page, lang: keyof typeof UI) => {
    await page.goto(`${UI[lang].prefix}/learn/1`)
    const dialog = page.getByRole('dialog', { name: UI[lang].settings })
    // A click before the app has taken the prerendered page over does nothing: click again.
    for (let attempt = 0; attempt < 5 && !(await dialog.isVisible()); attempt++) {
      await page.getByRole('button', { name: UI[lang].settings }).first().click()
      await dialog.waitFor({ timeout: 3000 }).catch(() => undefined)
    }
    // The reminders are shown once the stored session is read (signed in).
    await dialog.getByRole('switch', { name: UI[lang].reminders }).waitFor()
    return dialog
  }

  it('a signed-in learner turns reminders on; the browser’s time zone and the hour sync', async () => {
    const user = await createUser(env.pb.url, `remind-${Date.now()}@kalima.test`, 'Amina')
    const context = await signedIn(user, {
      viewport: PHONE,
      locale: 'en-US',
      timezoneId: 'Asia/Dhaka',
    })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const dialog = await openSettings(page, 'en')
    const toggle = dialog.getByRole('switch', { name: UI.en.reminders })
    await toggle.click()
    await dialog.getByRole('combobox', { name: UI.en.hour }).selectOption('20')
    expect(await dialog.getByRole('combobox', { name: UI.en.zone }).inputValue()).toBe('Asia/Dhaka')
    const [stored] = await eventually(async () => {
      const found = await records(env, 'settings', `user = "${user.id}"`)
      return found[0]?.reminderEmail && found[0]?.reminderHour === 20 ? found : undefined
    })
    expect(stored).toMatchObject({ reminderEmail: true, reminderHour: 20, timeZone: 'Asia/Dhaka' })
    // Opting in made the learner's unsubscribe token.
    const [state] = await records(env, 'reminder_state', `user = "${user.id}"`)
    expect(state?.token).toMatch(/^[A-Za-z0-9]{40}$/)
    await toggle.focus()
    await page.screenshot({ path: screenshotPath('reminders-settings-bn-390'), fullPage: false })
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows the reminder settings in both languages, every width, light and dark', async () => {
    for (const lang of ['en', 'ur'] as const) {
      const user = await createUser(env.pb.url, `shots-${lang}-${Date.now()}@kalima.test`, 'Amina')
      for (const [width, viewport] of [
        ['390', PHONE],
        ['360', SMALL],
        ['1280', DESKTOP],
      ] as const) {
        const context = await signedIn(user, {
          viewport,
          locale: lang === 'ur' ? 'ur-PK' : 'en-US',
          timezoneId: lang === 'ur' ? 'Asia/Karachi' : 'Asia/Dhaka',
        })
        const page = await context.newPage()
        const dialog = await openSettings(page, lang)
        const toggle = dialog.getByRole('switch', { name: UI[lang].reminders })
        if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click()
        const zone = dialog.getByRole('combobox', { name: UI[lang].zone })
        await zone.scrollIntoViewIfNeeded()
        expect(await zone.isVisible()).toBe(true)
        const name = `reminders-settings-${lang === 'ur' ? 'ur' : 'bn'}-${width}`
        await page.screenshot({ path: screenshotPath(name) })
        if (width === '390') {
          await dialog.getByRole('switch').first().click() // dark mode is the first switch
          await zone.scrollIntoViewIfNeeded()
          await page.screenshot({ path: screenshotPath(`${name}-dark`) })
          await dialog.getByRole('switch').first().click()
        }
        await context.close()
      }
    }
  })

  it('the unsubscribe link works signed out, in the learner’s language; a forged one changes nothing', async () => {
    const user = await createUser(env.pb.url, `unsub-${Date.now()}@kalima.test`, 'Dawud')
    const settings = await api(env.pb.url, 'POST', '/api/collections/settings/records', {
      token: user.token,
      body: {
        user: user.id,
        reminderEmail: true,
        reminderHour: 19,
        timeZone: 'Asia/Karachi',
        uiLanguage: 'ur',
        arabicFontSize: 42,
        bengaliFontSize: 22,
        arabicColor: '#333',
        bengaliColor: '#4255ff',
        transliterationColor: '#666',
        timerPosition: 'top-right',
        messagesDuration: 1500,
        arabicFontFamily: 'kufi',
        bengaliFontFamily: 'kalpurush',
      },
    })
    expect(settings.status, JSON.stringify(settings.body)).toBe(200)
    const [state] = await records(env, 'reminder_state', `user = "${user.id}"`)
    const token: string = state.token

    for (const [lang, viewport, width] of [
      ['ur', PHONE, '390'],
      ['ur', SMALL, '360'],
      ['en', DESKTOP, '1280'],
    ] as const) {
      const context = await env.browser.newContext({ baseURL: env.site.url, viewport })
      const page = await context.newPage()
      const errors = watchErrors(page)
      const forged = `${token.slice(0, 39)}${token.endsWith('A') ? 'B' : 'A'}`
      await page.goto(`${UI[lang].prefix}/unsubscribe?u=${user.id}&t=${forged}`)
      const before = (await records(env, 'settings', `user = "${user.id}"`))[0]
      await page.getByRole('alert').filter({ hasText: UI[lang].invalid }).waitFor()
      // Nothing changed: the same value, the same change stamp.
      expect((await records(env, 'settings', `user = "${user.id}"`))[0]).toEqual(before)
      await page.screenshot({
        path: screenshotPath(`reminders-unsubscribe-invalid-${lang}-${width}`),
      })
      // A 400 here is the expected answer to the forged token, not a page error.
      errors.length = 0
      await page.goto(`${UI[lang].prefix}/unsubscribe?u=${user.id}&t=${token}`)
      await page.getByText(UI[lang].done).waitFor()
      await page.screenshot({ path: screenshotPath(`reminders-unsubscribe-${lang}-${width}`) })
      expect(errors).toEqual([])
      await context.close()
    }
    expect((await records(env, 'settings', `user = "${user.id}"`))[0]?.reminderEmail).toBe(false)
    // Opening the link again changed nothing more: one unsubscribe recorded.
    const log = await records(env, 'reminder_log', `user = "${user.id}"`)
    expect(log.map((l) => l.kind)).toEqual(['unsubscribed'])
  })
})
