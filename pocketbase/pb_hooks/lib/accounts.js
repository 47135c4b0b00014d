/// <reference path="../../pb_data/types.d.ts" />
// The account hooks' logic (pb_hooks/accounts.pb.js): e-mail normalisation, the password
// policy, single-line display names, closed routes, the password reset and sign-in alert
// e-mails (written from the UI dictionaries in the learner's language, lib/mail.js). The rules
// themselves are @kalima/core's (lib/account-rules.cjs). Loaded with
// require(`${__hooks}/lib/accounts.js`) (each handler runs in its own VM). Plain JavaScript only.

const rules = require(`${__hooks}/lib/account-rules.cjs`)
const mail = require(`${__hooks}/lib/mail.js`)
const { env } = require(`${__hooks}/lib/env.js`)

/** Routes the app does not use: e-mail change and verification, of any auth collection. */
const CLOSED_ROUTES =
  /^\/api\/collections\/[^/]+\/(request|confirm)-(email-change|verification)\/?$/
const RESET_REQUEST = /^\/api\/collections\/users\/request-password-reset\/?$/
const CLOSED_MESSAGE = 'Changing or verifying an e-mail address is not available on this server.'
/** An account gets at most one reset e-mail in this time (as PocketBase's own limit). */
const RESET_RESEND_MS = 2 * 60 * 1000
/**
 * The app store's key (+ the user's id) of the language of the request that is sending the
 * learner an e-mail (its Accept-Language), for the mailer hook, which has no request.
 */
const REQUEST_LANGUAGE_KEY = 'kalima.mailLanguage.'

/** The same refusal for every call of a closed route, whoever asks and whatever they send. */
function closedRoute() {
  return new ForbiddenError(CLOSED_MESSAGE)
}

/**
 * Router middleware: closes the e-mail change and verification routes, and refuses a reset
 * request when no SMTP server is configured (before the account is looked up, so the
 * answer is the same for every address).
 */
function guardRoutes(e) {
  if (e.request.method !== 'POST') return e.next()
  const path = e.request.url.path
  if (CLOSED_ROUTES.test(path)) throw closedRoute()
  if (RESET_REQUEST.test(path) && !e.app.settings().smtp.enabled) {
    e.app.logger().warn('Password reset refused: no SMTP server is configured (KALIMA_SMTP_HOST)')
    throw new ApiError(
      503,
      'Password reset e-mails are not available: e-mail is not configured on this server.',
    )
  }
  return e.next()
}

/** Model hook: a user's e-mail address trimmed and lower-cased, however it is saved. */
function normalizeEmail(e) {
  const email = e.record.getString('email')
  if (email) e.record.set('email', rules.normalizeEmail(email))
  e.next()
}

/** auth-with-password: an address typed with spaces or capitals finds its account. */
function findByIdentity(e) {
  if (!e.record && !e.identityField) {
    try {
      e.record = e.app.findAuthRecordByEmail('users', rules.normalizeEmail(e.identity))
    } catch (_) {
      // unknown address: PocketBase answers "Failed to authenticate."
    }
  }
  e.next()
}

/** Throws a 400 when the request body sets a password the policy refuses. */
function checkPasswordOf(e) {
  const body = e.requestInfo().body
  if (body.password === undefined || body.password === null) return
  const problem = rules.checkPassword(String(body.password))
  if (problem) {
    const message = rules.passwordProblemMessage(problem)
    throw new BadRequestError(message, { password: new ValidationError(problem, message) })
  }
}

/** Throws a 400 when the display name is not a single line. */
function checkNameOf(e) {
  if (!rules.isSingleLine(e.record.getString('name'))) {
    throw new BadRequestError(`name: ${rules.SINGLE_LINE_MESSAGE}`, {
      name: new ValidationError('singleLineText', rules.SINGLE_LINE_MESSAGE),
    })
  }
}

/** users create/update requests: the password policy and a single-line name. */
function checkUserRequest(e) {
  checkPasswordOf(e)
  checkNameOf(e)
  e.next()
}

/** confirm-password-reset: the password policy. */
function checkResetRequest(e) {
  checkPasswordOf(e)
  e.next()
}

/**
 * request-password-reset (for a known account): the e-mail is sent before answering, so a
 * failure answers 503 instead of PocketBase's 204 with a background send that nobody hears
 * fail. At most one e-mail per account every 2 minutes (later requests: 204, nothing sent).
 */
function sendPasswordReset(e) {
  const key = `kalima.passwordReset.${e.record.id}`
  const last = Number(e.app.store().get(key) || 0)
  if (Date.now() - last < RESET_RESEND_MS) return e.noContent(204)
  const languageKey = rememberRequestLanguage(e)
  try {
    $mails.sendRecordPasswordReset(e.app, e.record)
  } catch (err) {
    e.app.logger().error('Password reset e-mail failed', 'error', String(err))
    throw new ApiError(503, 'The password reset e-mail could not be sent. Please try again later.')
  } finally {
    e.app.store().remove(languageKey)
  }
  e.app.store().set(key, Date.now())
  return e.noContent(204)
}

/**
 * Keeps the language of `e`'s request (its Accept-Language) for the e-mail it sends the
 * learner `e.record`, which the mailer hook reads ({@link mailLanguage}); returns the store's
 * key, for the caller to remove once the e-mail is sent.
 */
function rememberRequestLanguage(e) {
  const key = REQUEST_LANGUAGE_KEY + e.record.id
  const language = mail.languageOfHeader(e.requestInfo().headers.accept_language)
  if (language) e.app.store().set(key, language)
  return key
}

/** The language of an e-mail to the learner `record` (lib/mail.js's learnerLanguage). */
function mailLanguage(app, record) {
  return mail.learnerLanguage(
    app,
    record.id,
    String(app.store().get(REQUEST_LANGUAGE_KEY + record.id) || ''),
  )
}

/** How an e-mail greets the learner `record`: their display name, else their address. */
function nameOf(record) {
  return record.getString('name') || record.getString('email')
}

/**
 * The link of a reset e-mail: the site's own reset page, {APP_URL}/reset-password?token={TOKEN}
 * (the site opens it in the language its visitor last chose), unless KALIMA_PASSWORD_RESET_URL
 * says otherwise (its {APP_URL} and {TOKEN} filled in).
 */
function resetLink(app, token) {
  const template = env('KALIMA_PASSWORD_RESET_URL') || '{APP_URL}/reset-password?token={TOKEN}'
  return template.split('{APP_URL}').join(mail.siteUrl(app)).split('{TOKEN}').join(token)
}

/**
 * Mailer hook (users' password reset, however it was asked for): the e-mail's subject, text
 * and HTML written from the dictionaries' `email.reset.*` in the learner's language, its link
 * to the site's reset page ({@link resetLink}) with the token PocketBase made.
 */
function writeResetMail(e) {
  const lang = mailLanguage(e.app, e.record)
  const m = mail.emailTexts(lang)
  const link = resetLink(e.app, String(e.meta.token))
  const greeting = mail.fill(m.greeting, { name: nameOf(e.record) })
  const orOpen = mail.fill(m['reset.link'], { link: link })
  e.message.subject = m['reset.subject']
  e.message.text = `${greeting}\n\n${m['reset.body']}\n\n${orOpen}\n\n${m['reset.ignore']}\n`
  e.message.html = mail.htmlIn(
    lang,
    `<p>${mail.escapeHtml(greeting)}</p><p>${mail.escapeHtml(m['reset.body'])}</p>` +
      `<p>${mail.buttonLink(link, m['reset.action'])}</p>` +
      `<p>${mail.escapeHtml(orOpen)}</p>` +
      `<p><i>${mail.escapeHtml(m['reset.ignore'])}</i></p>`,
  )
  e.next()
}

/**
 * Mailer hook (users' sign-in alert: an account signed in to from a new location): the
 * e-mail written from the dictionaries' `email.alert.*` in the learner's language, with
 * PocketBase's description of the sign-in (device, address) as it gives it.
 */
function writeAlertMail(e) {
  const lang = mailLanguage(e.app, e.record)
  const m = mail.emailTexts(lang)
  const greeting = mail.fill(m.greeting, { name: nameOf(e.record) })
  const meta = e.meta || {}
  const info = String(meta.info || '')
  e.message.subject = m['alert.subject']
  e.message.text = `${greeting}\n\n${m['alert.body']}\n${info}\n\n${m['alert.notYou']}\n\n${m['alert.you']}\n`
  e.message.html = mail.htmlIn(
    lang,
    `<p>${mail.escapeHtml(greeting)}</p><p>${mail.escapeHtml(m['alert.body'])}</p>` +
      `<p dir="ltr"><em>${mail.escapeHtml(info)}</em></p>` +
      `<p><strong>${mail.escapeHtml(m['alert.notYou'])}</strong></p>` +
      `<p>${mail.escapeHtml(m['alert.you'])}</p>`,
  )
  e.next()
}

/**
 * Auth request hook (users): keeps the request's language while PocketBase answers it, for a
 * sign-in alert it sends then (the alert hook reads it).
 */
function keepAuthLanguage(e) {
  const key = rememberRequestLanguage(e)
  try {
    e.next()
  } finally {
    e.app.store().remove(key)
  }
}

/** POST /api/kalima/sign-out-everywhere: a new token key invalidates every token issued. */
function signOutEverywhere(e) {
  const record = e.app.findRecordById('users', e.auth.id)
  record.refreshTokenKey()
  e.app.save(record)
  return e.noContent(204)
}

module.exports = {
  guardRoutes,
  closedRoute,
  normalizeEmail,
  findByIdentity,
  checkUserRequest,
  checkResetRequest,
  sendPasswordReset,
  writeResetMail,
  writeAlertMail,
  keepAuthLanguage,
  signOutEverywhere,
}
