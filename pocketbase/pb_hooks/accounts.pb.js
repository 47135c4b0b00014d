/// <reference path="../pb_data/types.d.ts" />
// Accounts (docs/security.md; the logic is in lib/accounts.js, the rules are @kalima/core's,
// bundled in lib/account-rules.cjs):
// - e-mail addresses are one account whatever their case (stored lower-case; the unique
//   index ignores case: pb_migrations/1795400000_users_email_case_insensitive.js);
// - the password policy is enforced wherever a password is set; display names are one line;
// - the e-mail change and verification routes, which the app never uses, are closed;
// - the password reset e-mail links to the site's own page, and a failed send is reported;
// - the reset and sign-in alert e-mails are written from the UI dictionaries' `email.*`
//   messages in the learner's language (lib/mail.js), not from the collection's templates;
// - POST /api/kalima/sign-out-everywhere rotates the learner's token key (every token ends).

// Only collection routes are looked at (a progress push goes straight on).
routerUse((e) =>
  e.request.url.path.indexOf('/api/collections/') === 0
    ? require(`${__hooks}/lib/accounts.js`).guardRoutes(e)
    : e.next(),
)

// The closed routes' own hooks too, in case a path form is missed by the middleware.
onRecordRequestEmailChangeRequest(() => {
  throw require(`${__hooks}/lib/accounts.js`).closedRoute()
})
onRecordConfirmEmailChangeRequest(() => {
  throw require(`${__hooks}/lib/accounts.js`).closedRoute()
})
onRecordRequestVerificationRequest(() => {
  throw require(`${__hooks}/lib/accounts.js`).closedRoute()
})
onRecordConfirmVerificationRequest(() => {
  throw require(`${__hooks}/lib/accounts.js`).closedRoute()
})

onRecordCreate((e) => require(`${__hooks}/lib/accounts.js`).normalizeEmail(e), 'users')
onRecordUpdate((e) => require(`${__hooks}/lib/accounts.js`).normalizeEmail(e), 'users')
onRecordAuthWithPasswordRequest(
  (e) => require(`${__hooks}/lib/accounts.js`).findByIdentity(e),
  'users',
)
onRecordCreateRequest((e) => require(`${__hooks}/lib/accounts.js`).checkUserRequest(e), 'users')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/accounts.js`).checkUserRequest(e), 'users')
onRecordConfirmPasswordResetRequest(
  (e) => require(`${__hooks}/lib/accounts.js`).checkResetRequest(e),
  'users',
)
onRecordRequestPasswordResetRequest(
  (e) => require(`${__hooks}/lib/accounts.js`).sendPasswordReset(e),
  'users',
)

onMailerRecordPasswordResetSend(
  (e) => require(`${__hooks}/lib/accounts.js`).writeResetMail(e),
  'users',
)
onMailerRecordAuthAlertSend((e) => require(`${__hooks}/lib/accounts.js`).writeAlertMail(e), 'users')
onRecordAuthRequest((e) => require(`${__hooks}/lib/accounts.js`).keepAuthLanguage(e), 'users')

routerAdd(
  'POST',
  '/api/kalima/sign-out-everywhere',
  (e) => require(`${__hooks}/lib/accounts.js`).signOutEverywhere(e),
  $apis.requireAuth('users'),
)
