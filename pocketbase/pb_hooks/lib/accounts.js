/// <reference path="../../pb_data/types.d.ts" />
// The account hooks' logic (pb_hooks/accounts.pb.js): e-mail normalisation, the password
// policy, single-line display names, closed routes, the password reset e-mail. The rules
// themselves are @kalima/core's (lib/account-rules.cjs). Loaded with
// require(`${__hooks}/lib/accounts.js`) (each handler runs in its own VM). Plain JavaScript only.

const rules = require(`${__hooks}/lib/account-rules.cjs`)

/** Routes the app does not use: e-mail change and verification, of any auth collection. */
const CLOSED_ROUTES =
  /^\/api\/collections\/[^/]+\/(request|confirm)-(email-change|verification)\/?$/
const RESET_REQUEST = /^\/api\/collections\/users\/request-password-reset\/?$/
const CLOSED_MESSAGE = 'Changing or verifying an e-mail address is not available on this server.'
/** An account gets at most one reset e-mail in this time (as PocketBase's own limit). */
const RESET_RESEND_MS = 2 * 60 * 1000

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
  try {
    $mails.sendRecordPasswordReset(e.app, e.record)
  } catch (err) {
    e.app.logger().error('Password reset e-mail failed', 'error', String(err))
    throw new ApiError(503, 'The password reset e-mail could not be sent. Please try again later.')
  }
  e.app.store().set(key, Date.now())
  return e.noContent(204)
}

/**
 * The reset e-mail's template: its link opens the site's own page,
 * {APP_URL}/reset-password?token={TOKEN}, unless KALIMA_PASSWORD_RESET_URL says otherwise.
 */
function applyResetTemplate(app, link) {
  const users = app.findCollectionByNameOrId('users')
  users.resetPasswordTemplate.subject = 'Reset your {APP_NAME} password'
  users.resetPasswordTemplate.body =
    '<p>Hello,</p><p>Click the link below to choose a new {APP_NAME} password.</p>' +
    `<p><a href="${link}">Reset password</a></p>` +
    `<p>Or open this address: ${link}</p>` +
    "<p><i>If you didn't ask to reset your password, you can ignore this e-mail.</i></p>"
  app.save(users)
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
  applyResetTemplate,
  signOutEverywhere,
}
