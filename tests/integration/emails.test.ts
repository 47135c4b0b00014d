// The e-mails the server sends a learner or the team, written from the UI dictionaries'
// `email.*` messages (pb_hooks/lib/email-messages.json) in the reader's language: the password
// reset and the sign-in alert in the learner's (the settings' interface language, else the
// request's), a contact message in the team's (KALIMA_CONTACT_LANGUAGE). Reminders:
// reminders.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enAccount } from '../../packages/react/src/i18n/en.account'
import { esAccount } from '../../packages/react/src/i18n/es.account'
import { trAccount } from '../../packages/react/src/i18n/tr.account'
import { urAccount } from '../../packages/react/src/i18n/ur.account'
import {
  api,
  createUser,
  startPocketBase,
  type TestPocketBase,
  type TestUser,
} from '../helpers/pocketbase'
import { mailText, type SinkMail, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { testEnv, validContact, validSettings } from './fixtures'

const SITE = 'https://kalima.example'

describe("the server's e-mails, in their reader's language", () => {
  let pb: TestPocketBase
  let sink: SmtpSink

  beforeAll(async () => {
    sink = await startSmtpSink()
    pb = await startPocketBase({
      env: testEnv({
        ...sink.env,
        KALIMA_APP_URL: SITE,
        KALIMA_CONTACT_EMAIL: 'team@kalima.test',
        KALIMA_CONTACT_LANGUAGE: 'ur',
      }),
    })
  })
  afterAll(async () => {
    await pb?.stop()
    await sink?.stop()
  })

  /** A POST to the API with the headers a browser adds (its languages, its user agent). */
  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${pb.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  /** Asks for a reset e-mail for `user` from a browser whose languages are `languages`. */
  const requestReset = async (user: TestUser, languages: string): Promise<SinkMail> => {
    const answer = await post(
      '/api/collections/users/request-password-reset',
      { email: user.email },
      { 'accept-language': languages },
    )
    expect(answer.status).toBe(204)
    return sink.waitFor((m) => m.to.includes(user.email) && m.subject.length > 0)
  }

  /** The token of the reset link in a reset e-mail's text. */
  const tokenOf = (mail: SinkMail, page: string): string => {
    const escaped = page.replace(/[.?/]/g, (c) => `\\${c}`)
    const token = new RegExp(`${escaped}\\?token=([\\w.-]+)`).exec(mailText(mail.raw))?.[1]
    if (!token) throw new Error(`no link to ${page} in the e-mail`)
    return token
  }

  it("writes the reset e-mail in the request's language for a learner who chose none, its link to the site's reset page", async () => {
    const user = await createUser(pb.url, 'selim@kalima.test', 'Selim')
    const mail = await requestReset(user, 'tr-TR,tr;q=0.9,en;q=0.5')
    expect(mail.subject).toBe(trAccount['email.reset.subject'])
    const text = mailText(mail.raw)
    expect(text).toContain('Merhaba Selim,')
    expect(text).toContain(trAccount['email.reset.body'])
    expect(text).toContain(trAccount['email.reset.ignore'])
    expect(text).toContain('lang="tr" dir="ltr"')
    // The token in the link works: the reset page's form sets the new password with it.
    const token = tokenOf(mail, `${SITE}/reset-password`)
    const password = 'a-brand-new-password-7'
    const confirmed = await post(
      '/api/collections/users/confirm-password-reset',
      { token, password, passwordConfirm: password },
      {},
    )
    expect(confirmed.status).toBe(204)
    const signIn = await post(
      '/api/collections/users/auth-with-password',
      { identity: user.email, password },
      {},
    )
    expect(signIn.status).toBe(200)
  })

  it("prefers the learner's chosen interface language to the request's, right to left in Urdu", async () => {
    const user = await createUser(pb.url, 'dawud@kalima.test', 'Dawud')
    const created = await api(pb.url, 'POST', '/api/collections/settings/records', {
      token: user.token,
      body: { ...validSettings, uiLanguage: 'ur', user: user.id },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const mail = await requestReset(user, 'es-ES,es;q=0.9')
    expect(mail.subject).toBe(urAccount['email.reset.subject'])
    const text = mailText(mail.raw)
    expect(text).toContain(urAccount['email.reset.action'])
    expect(text).toContain('lang="ur" dir="rtl"')
    expect(text).not.toContain(esAccount['email.reset.body'])
    tokenOf(mail, `${SITE}/reset-password`)
  })

  it("writes the sign-in alert of a new location in the learner's language", async () => {
    const user = await createUser(pb.url, 'lucia@kalima.test', 'Lucía')
    // Signed in before from Node's fetch (createUser); now from another browser, in Spanish.
    const signIn = await post(
      '/api/collections/users/auth-with-password',
      { identity: user.email, password: user.password },
      { 'accept-language': 'es-MX,es;q=0.9', 'user-agent': 'Mozilla/5.0 (Another Browser)' },
    )
    expect(signIn.status).toBe(200)
    const mail = await sink.waitFor((m) => m.to.includes(user.email))
    expect(mail.subject).toBe(esAccount['email.alert.subject'])
    const text = mailText(mail.raw)
    expect(text).toContain('Hola, Lucía:')
    expect(text).toContain(esAccount['email.alert.notYou'])
    expect(text).not.toContain(enAccount['email.alert.body'])
  })

  it("e-mails a contact message to the team in the team's language, the sender's words as written", async () => {
    const subject = 'Lesson 4 question'
    const sent = await api(pb.url, 'POST', '/api/collections/contact_messages/records', {
      body: { ...validContact, subject },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const mail = await sink.waitFor((m) => m.to.includes('team@kalima.test'))
    expect(mail.subject).toBe(`[کلمہ رابطہ] ${subject}`)
    const text = mailText(mail.raw)
    expect(text).toContain(`${urAccount['email.contact.from']} ${validContact.name} <`)
    expect(text).toContain(`${urAccount['email.contact.subjectLabel']} ${subject}`)
    expect(text).toContain(validContact.message)
  })
})
