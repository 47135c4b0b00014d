/// <reference path="../../pb_data/types.d.ts" />
// E-mail reminders (pb_hooks/reminders.pb.js; operators: pocketbase/README.md, Reminders).
// Who gets one and when is @kalima/core's rule (reminderDue, dueReviewCount), bundled in
// lib/reminder-rules.cjs; the texts are the UI dictionaries' `email.greeting` and
// `email.reminder.*` messages (lib/mail.js's emailTexts). Loaded with
// require(`${__hooks}/lib/reminders.js`). Plain JavaScript only.

const { env, invalid } = require(`${__hooks}/lib/env.js`)
const mail = require(`${__hooks}/lib/mail.js`)

const rules = () => require(`${__hooks}/lib/reminder-rules.cjs`)
const progressRules = () => require(`${__hooks}/lib/progress-rules.cjs`)

/** Reminders sent at most per run of the job, unless KALIMA_REMINDERS_PER_RUN says otherwise. */
const DEFAULT_PER_RUN = 200

/** The job's schedule unless KALIMA_REMINDERS_CRON says otherwise: every 5 minutes. */
const DEFAULT_SCHEDULE = '*/5 * * * *'

// ---------------------------------------------------------------------------
// Time zones: Go's zone database (goja has no Intl).
// ---------------------------------------------------------------------------

/**
 * Whether Go's zone database knows `name` as spelt (`new Timezone` answers UTC for a name it
 * does not know, so only 'UTC' itself may come back as UTC).
 */
function knownZone(name) {
  return rules().isTimeZoneName(name) && new Timezone(name).string() === name
}

/**
 * The core's ZoneOffset port on the server: minutes to add to UTC in `timeZone` at `at`
 * (ms), from Go's zone database; undefined for an unknown zone. `cache` (per run) keeps the
 * zone objects.
 */
function goZoneOffset(cache) {
  return (timeZone, at) => {
    if (!(timeZone in cache)) cache[timeZone] = knownZone(timeZone) ? new Timezone(timeZone) : null
    const zone = cache[timeZone]
    if (!zone || !Number.isFinite(at)) return undefined
    const t = new DateTime(new Date(at).toISOString()).time().in(zone)
    const local = Date.UTC(
      Number(t.year()),
      Number(t.month()) - 1,
      Number(t.day()),
      Number(t.hour()),
      Number(t.minute()),
    )
    return Math.round((local - (at - (at % 60000))) / 60000)
  }
}

// ---------------------------------------------------------------------------
// Settings writes: time zone checked, unsubscribe token made at opt-in.
// ---------------------------------------------------------------------------

/**
 * Before a settings write (create or update request): a time zone must be one Go's database
 * knows (the collection's pattern checks only its shape), else 400 and nothing is saved.
 */
function checkTimeZone(e) {
  const zone = e.record.getString('timeZone')
  if (zone !== '' && !knownZone(zone))
    throw invalid(`Settings: timeZone "${zone}" is not a known IANA time zone.`, 'timeZone')
}

/** The learner's reminder state row, or null. */
function stateOf(app, userId) {
  try {
    return app.findFirstRecordByFilter('reminder_state', 'user = {:user}', { user: userId })
  } catch (_) {
    return null
  }
}

/**
 * After a settings write that has reminders on: the learner's state row exists, with its
 * unsubscribe token, and remembers the request's language (Accept-Language) for e-mails to a
 * learner whose interface language is 'auto' (the server does not know the meaning language).
 */
function rememberOptIn(e) {
  const record = e.record
  if (!record.getBool('reminderEmail')) return
  const app = e.app
  let state = stateOf(app, record.getString('user'))
  if (!state) {
    state = new Record(app.findCollectionByNameOrId('reminder_state'))
    state.set('user', record.getString('user'))
    state.set('token', $security.randomString(40))
    state.set('lastSentAt', 0)
    state.set('unsubscribedAt', 0)
  }
  const info = e.requestInfo()
  const language = mail.languageOfHeader(info.headers.accept_language)
  if (language) state.set('language', language)
  app.save(state)
}

// ---------------------------------------------------------------------------
// The job.
// ---------------------------------------------------------------------------

function parseJson(text, fallback) {
  try {
    const value = JSON.parse(text || 'null')
    return value === null || value === undefined ? fallback : value
  } catch (_) {
    return fallback
  }
}

/**
 * Reviews due at `now` in a learner's stored progress (the core's dueReviewCount), and when
 * each answered word was first met (newWordTimes: the day's goal of new words).
 */
function progressOf(app, userId, now) {
  const p = progressRules()
  const row = new DynamicModel({ words: '', meta: '' })
  app
    .db()
    .newQuery(
      `SELECT (SELECT COALESCE(json_group_object(substr([[key]], {:from}), json([[data]])), '{}') FROM {{progress_entries}} ` +
        `WHERE [[user]] = {:user} AND substr([[key]], 1, {:len}) = {:prefix}) AS words, ` +
        `COALESCE((SELECT [[data]] FROM {{progress_entries}} WHERE [[user]] = {:user} AND [[key]] = {:meta}), '{}') AS meta`,
    )
    .bind({
      user: userId,
      prefix: p.PROGRESS_ROW_PREFIXES.words,
      len: p.PROGRESS_ROW_PREFIXES.words.length,
      from: p.PROGRESS_ROW_PREFIXES.words.length + 1,
      meta: p.PROGRESS_META_ROW,
    })
    .one(row)
  const meta = parseJson(row.meta, {})
  const resetAt = typeof meta.resetAt === 'number' ? meta.resetAt : 0
  const words = parseJson(row.words, {})
  return {
    dueCount: rules().dueReviewCount(words, resetAt, now),
    metAt: rules().newWordTimes(words, resetAt),
  }
}

/** The unsubscribe query of a learner's links. */
function unsubscribeQuery(userId, token) {
  return `u=${encodeURIComponent(userId)}&t=${encodeURIComponent(token)}`
}

/**
 * The reminder e-mail of one learner: subject, text and HTML in `lang`, with the one-click
 * unsubscribe link (the site's /unsubscribe page) and the List-Unsubscribe headers (RFC 2369,
 * RFC 8058: mail clients POST to the API route itself).
 */
function reminderMessage(app, to, name, lang, dueCount, userId, token) {
  const m = mail.emailTexts(lang)
  const escapeHtml = mail.escapeHtml
  const query = unsubscribeQuery(userId, token)
  const review = mail.pageUrl(app, lang, '/review')
  const unsubscribe = mail.pageUrl(app, lang, `/unsubscribe?${query}`)
  const api = `${(env('KALIMA_API_URL') || mail.siteUrl(app)).replace(/\/+$/, '')}/api/kalima/unsubscribe?${query}`
  const greeting = mail.fill(m.greeting, { name: name })
  const body = mail.fill(m['reminder.body'], { count: mail.digits(lang, dueCount) })
  const text = `${greeting}\n\n${body}\n\n${m['reminder.action']}: ${review}\n\n--\n${m['reminder.why']}\n${m['reminder.unsubscribe']}: ${unsubscribe}\n`
  const html = mail.htmlIn(
    lang,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p>${mail.buttonLink(review, m['reminder.action'])}</p>` +
      `<hr><p style="font-size:13px;color:#555">${escapeHtml(m['reminder.why'])}<br>` +
      `<a href="${escapeHtml(unsubscribe)}">${escapeHtml(m['reminder.unsubscribe'])}</a></p>`,
  )
  const meta = app.settings().meta
  return new MailerMessage({
    from: { address: meta.senderAddress, name: meta.senderName },
    to: [{ address: to }],
    subject: m['reminder.subject'],
    text: text,
    html: html,
    headers: {
      'List-Unsubscribe': `<${api}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
}

/** A whole number from the environment within [min, max], else `fallback`. */
function envInt(name, fallback, min, max) {
  const raw = env(name)
  if (raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`)
  }
  return n
}

/** The job's schedule (KALIMA_REMINDERS_CRON), or '' when reminders are off ('off'). */
function schedule() {
  const value = env('KALIMA_REMINDERS_CRON')
  if (value.toLowerCase() === 'off') return ''
  return value || DEFAULT_SCHEDULE
}

/**
 * One run of the job at `now` (ms): every learner who opted in and whose hour has come is
 * checked by the core's rule and, when it says so, sent one reminder through the configured
 * SMTP; at most KALIMA_REMINDERS_PER_RUN (default 200) a run, the rest in the next runs of
 * the hour. A send is claimed first (the state row's lastSentAt moves only if no other run
 * moved it), so two runs at once cannot send twice; a failed send gives the claim back and
 * is logged, and the next run tries again. Returns `{ sent, due, failed, capped }`.
 */
function runReminders(app, now) {
  const result = { sent: 0, due: 0, failed: 0, capped: 0 }
  const r = rules()
  const perRun = envInt('KALIMA_REMINDERS_PER_RUN', DEFAULT_PER_RUN, 1, 100000)
  const offsetOf = goZoneOffset({})
  const rows = arrayOf(
    new DynamicModel({
      user: '',
      reminderHour: 0,
      timeZone: '',
      uiLanguage: '',
      changedAt: '',
      newWordsPerDay: 0,
    }),
  )
  app
    .db()
    .newQuery(
      "SELECT [[user]], [[reminderHour]], [[timeZone]], [[uiLanguage]], COALESCE([[changedAt]], '') AS changedAt, COALESCE([[newWordsPerDay]], 0) AS newWordsPerDay FROM {{settings}} WHERE [[reminderEmail]] = 1 ORDER BY [[user]]",
    )
    .all(rows)
  if (rows.length === 0) return result
  // Said only when a learner asked for reminders: a server without reminders stays quiet.
  if (!app.settings().smtp.enabled) {
    app
      .logger()
      .warn('Reminders not sent: SMTP is not configured (KALIMA_SMTP_HOST)', 'optedIn', rows.length)
    return result
  }
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]
    const stamps = parseJson(row.changedAt, {})
    const input = {
      now: now,
      optedIn: true,
      optedInAt: typeof stamps.reminderEmail === 'number' ? stamps.reminderEmail : 0,
      unsubscribedAt: 0,
      timeZone: row.timeZone,
      hour: row.reminderHour,
      lastSentAt: 0,
      dueCount: 1,
    }
    // The cheap checks first (the hour), then the state and the learner's due reviews.
    if (!r.reminderDue(input, offsetOf).send) continue
    const state = stateOf(app, row.user)
    if (!state) continue // opted in before this server made tokens: made at the next write
    input.unsubscribedAt = state.getInt('unsubscribedAt')
    input.lastSentAt = state.getInt('lastSentAt')
    const progress = progressOf(app, row.user, now)
    input.dueCount = progress.dueCount
    // The day's goal of new words (a record from before the setting counts none).
    if (row.newWordsPerDay > 0)
      input.goal = { newWordsPerDay: row.newWordsPerDay, metAt: progress.metAt }
    const decision = r.reminderDue(input, offsetOf)
    if (!decision.send) continue
    result.due++
    if (result.sent + result.failed >= perRun) {
      result.capped++
      continue
    }
    const claimed = app
      .db()
      .newQuery(
        'UPDATE {{reminder_state}} SET [[lastSentAt]] = {:now} WHERE [[id]] = {:id} AND [[lastSentAt]] = {:before}',
      )
      .bind({ now: now, id: state.id, before: input.lastSentAt })
      .execute()
    if (claimed.rowsAffected() !== 1) continue // another run sent it
    let user
    try {
      user = app.findRecordById('users', row.user)
      // As lib/mail.js's learnerLanguage, from the rows already read (no request here).
      const lang = mail.firstLanguage([row.uiLanguage, state.getString('language')])
      const name = user.getString('name') || user.getString('email')
      app
        .newMailClient()
        .send(
          reminderMessage(
            app,
            user.getString('email'),
            name,
            lang,
            input.dueCount,
            row.user,
            state.getString('token'),
          ),
        )
    } catch (err) {
      app
        .db()
        .newQuery('UPDATE {{reminder_state}} SET [[lastSentAt]] = {:before} WHERE [[id]] = {:id}')
        .bind({ before: input.lastSentAt, id: state.id })
        .execute()
      result.failed++
      app.logger().error('Reminder e-mail failed', 'user', row.user, 'error', String(err))
      continue
    }
    const log = new Record(app.findCollectionByNameOrId('reminder_log'))
    log.set('user', row.user)
    log.set('kind', 'sent')
    log.set('at', now)
    log.set('day', decision.day)
    log.set('dueCount', input.dueCount)
    app.save(log)
    result.sent++
  }
  if (result.sent || result.failed || result.capped)
    app
      .logger()
      .info('Reminders run', 'sent', result.sent, 'failed', result.failed, 'capped', result.capped)
  return result
}

// ---------------------------------------------------------------------------
// Unsubscribe: POST /api/kalima/unsubscribe?u=<user id>&t=<token> (or the same in a JSON body).
// ---------------------------------------------------------------------------

/** The answer to a link that is not a learner's own: 400, the same whatever was wrong. */
function invalidLink() {
  return invalid('This unsubscribe link is not valid; nothing was changed.', 't')
}

/**
 * Turns a learner's reminders off through the token of their e-mails, signed in or not: the
 * settings field `reminderEmail` becomes false with a change stamp of now (so every device
 * takes it: newest change wins), the state row keeps when, and the log records it. A wrong,
 * forged or another learner's token changes nothing and gets the same 400 as an unknown
 * user. Idempotent: a second click answers 200 and records nothing new.
 */
function unsubscribe(e, now) {
  const r = rules()
  const info = e.requestInfo()
  const body = info.body || {}
  const userId = info.query.u || body.u
  const token = info.query.t || body.t
  if (!r.isRecordId(userId) || !r.isUnsubscribeToken(token)) throw invalidLink()
  const app = e.app
  const state = stateOf(app, userId)
  if (!state || !$security.equal(state.getString('token'), token)) throw invalidLink()
  let changed = false
  app.runInTransaction((txApp) => {
    const fresh = txApp.findRecordById('reminder_state', state.id)
    let on = false
    let settings
    try {
      settings = txApp.findFirstRecordByFilter('settings', 'user = {:user}', { user: userId })
      on = settings.getBool('reminderEmail')
    } catch (_) {} // no settings record: nothing to turn off
    if (on) {
      const stamps = parseJson(settings.getString('changedAt'), {})
      const previous = typeof stamps.reminderEmail === 'number' ? stamps.reminderEmail : 0
      const stamp = Math.max(now, previous + 1)
      stamps.reminderEmail = stamp
      settings.set('reminderEmail', false)
      settings.set('changedAt', stamps)
      txApp.save(settings)
      fresh.set('unsubscribedAt', stamp)
      txApp.save(fresh)
      const log = new Record(txApp.findCollectionByNameOrId('reminder_log'))
      log.set('user', userId)
      log.set('kind', 'unsubscribed')
      log.set('at', now)
      txApp.save(log)
      changed = true
    }
  })
  return e.json(200, { unsubscribed: true, changed: changed })
}

module.exports = {
  checkTimeZone,
  rememberOptIn,
  runReminders,
  unsubscribe,
  schedule,
  goZoneOffset,
}
