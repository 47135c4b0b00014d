/// <reference path="../pb_data/types.d.ts" />
// Applies Kalima's configuration from the environment on every start:
// SMTP, sender, app URL, rate limits and the users collection's OAuth2
// providers. See pocketbase/README.md for every variable.

onBootstrap((e) => {
  e.next()
  const u = require(`${__hooks}/lib/env.js`)
  const app = e.app

  // --- settings: mail, app URL, rate limits -------------------------------
  const settings = app.settings()
  settings.meta.appName = u.env('KALIMA_APP_NAME') || 'Kalima'
  if (u.env('KALIMA_APP_URL')) settings.meta.appURL = u.env('KALIMA_APP_URL')
  if (u.env('KALIMA_MAIL_FROM')) settings.meta.senderAddress = u.env('KALIMA_MAIL_FROM')
  if (u.env('KALIMA_MAIL_FROM_NAME')) settings.meta.senderName = u.env('KALIMA_MAIL_FROM_NAME')
  else settings.meta.senderName = settings.meta.appName

  if (u.env('KALIMA_SMTP_HOST')) {
    settings.smtp.enabled = true
    settings.smtp.host = u.env('KALIMA_SMTP_HOST')
    settings.smtp.port = Number(u.env('KALIMA_SMTP_PORT') || '587')
    settings.smtp.username = u.env('KALIMA_SMTP_USER')
    settings.smtp.password = u.env('KALIMA_SMTP_PASSWORD')
    settings.smtp.tls = u.envFlag('KALIMA_SMTP_TLS', false)
  }

  // Per client IP. One rule applies per request: the most specific label wins.
  const scale = Math.max(1, Number(u.env('KALIMA_RATE_LIMIT_MULTIPLIER') || '1') || 1)
  const rule = (label, duration, maxRequests) => ({
    label,
    audience: '',
    duration,
    maxRequests: Math.ceil(maxRequests * scale),
  })
  settings.rateLimits.enabled = u.envFlag('KALIMA_RATE_LIMITS', true)
  settings.rateLimits.rules = [
    rule('contact_messages:create', 600, 5),
    rule('feedback:create', 600, 5),
    rule('users:create', 600, 20),
    rule('users:requestPasswordReset', 600, 5),
    rule('users:auth', 60, 20),
    rule('/api/kalima/unsubscribe', 600, 30),
    rule('*:auth', 3, 10),
    rule('*:create', 10, 60),
    rule('/api/batch', 1, 3),
    rule('/api/', 10, 600),
  ]
  // Request logs (the auxiliary database): every sync push is a request, so at scale the
  // log of successful ones is most of the server's writes. KALIMA_LOG_LEVEL: debug, info
  // (every request), warn (default: failed requests and warnings), error.
  const levels = { debug: -4, info: 0, warn: 4, error: 8 }
  const level = (u.env('KALIMA_LOG_LEVEL') || 'warn').toLowerCase()
  if (!(level in levels)) {
    throw new Error(`KALIMA_LOG_LEVEL must be one of debug, info, warn, error (got "${level}").`)
  }
  settings.logs.minLevel = levels[level]
  const days = Number(u.env('KALIMA_LOG_DAYS') || '7')
  if (!Number.isInteger(days) || days < 0) {
    throw new Error(
      `KALIMA_LOG_DAYS must be a whole number of days (got "${u.env('KALIMA_LOG_DAYS')}").`,
    )
  }
  settings.logs.maxDays = days
  // Backups: daily by default, retention and an optional S3 target (KALIMA_BACKUP_*).
  require(`${__hooks}/lib/backups.js`).applyBackups(settings)
  app.save(settings)

  // --- users collection: OAuth2 providers -------------------------------------
  const known = [
    'google',
    'apple',
    'microsoft',
    'facebook',
    'github',
    'gitlab',
    'discord',
    'twitter',
    'spotify',
    'twitch',
    'oidc',
    'oidc2',
    'oidc3',
    'bitbucket',
    'yandex',
    'vk',
    'patreon',
  ]
  const extra = u.env('KALIMA_OAUTH_PROVIDERS') ? u.env('KALIMA_OAUTH_PROVIDERS').split(',') : []
  const names = known.concat(
    extra.map((n) => n.trim().toLowerCase()).filter((n) => n && known.indexOf(n) < 0),
  )
  const providers = []
  for (let i = 0; i < names.length; i++) {
    const key = `KALIMA_OAUTH_${names[i].toUpperCase()}_`
    const clientId = u.env(`${key}CLIENT_ID`)
    if (!clientId) continue
    const provider = { name: names[i], clientId, clientSecret: u.env(`${key}CLIENT_SECRET`) }
    if (u.env(`${key}DISPLAY_NAME`)) provider.displayName = u.env(`${key}DISPLAY_NAME`)
    if (u.env(`${key}AUTH_URL`)) provider.authURL = u.env(`${key}AUTH_URL`)
    if (u.env(`${key}TOKEN_URL`)) provider.tokenURL = u.env(`${key}TOKEN_URL`)
    if (u.env(`${key}USER_INFO_URL`)) provider.userInfoURL = u.env(`${key}USER_INFO_URL`)
    providers.push(provider)
  }
  const users = app.findCollectionByNameOrId('users')
  users.oauth2.providers = providers
  users.oauth2.enabled = providers.length > 0
  // The reset e-mail (its link, its language): pb_hooks/lib/accounts.js.
  app.save(users)
})
