/// <reference path="../../pb_data/types.d.ts" />
// Text checks (required, single-line) and HTML escaping for messages people send (contact,
// feedback) and the e-mails made from them; the texts of every e-mail the server sends, in the
// language it is written in: the UI dictionaries' `email.*` messages, extracted to
// lib/email-messages.json by `npm run build:pb` (no e-mail text is written anywhere else).
// Loaded with require(`${__hooks}/lib/mail.js`). Plain JavaScript only.

const { invalid } = require(`${__hooks}/lib/env.js`)

/** Trims the named text fields of a record and rejects blank required ones. */
function requireText(record, fields, what) {
  for (let i = 0; i < fields.length; i++) {
    const value = String(record.getString(fields[i]) || '').trim()
    record.set(fields[i], value)
    if (value === '') throw invalid(`${what}: ${fields[i]} is required.`, fields[i])
  }
}

/**
 * Rejects line breaks and other control characters in single-line fields (names, subjects,
 * addresses): in the plain-text e-mail made from a message, a CR/LF would forge header-like
 * lines. The rule is @kalima/core's isSingleLine (lib/account-rules.cjs).
 */
function requireSingleLine(record, fields, what) {
  const rules = require(`${__hooks}/lib/account-rules.cjs`)
  for (let i = 0; i < fields.length; i++) {
    if (!rules.isSingleLine(record.getString(fields[i]))) {
      throw invalid(`${what}: ${fields[i]}: ${rules.SINGLE_LINE_MESSAGE}`, fields[i])
    }
  }
}

function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** The interface languages an e-mail is written in; the first is the app's default. */
const LANGUAGES = ['bn', 'id', 'ur', 'tr', 'zh', 'es', 'en']

/** The first of `candidates` that is one of {@link LANGUAGES}, else the app's default. */
function firstLanguage(candidates) {
  for (let i = 0; i < candidates.length; i++) {
    if (LANGUAGES.indexOf(candidates[i]) >= 0) return candidates[i]
  }
  return LANGUAGES[0]
}

/** The first of our languages in an Accept-Language header, or ''. */
function languageOfHeader(header) {
  const tags = String(header || '').split(',')
  for (let i = 0; i < tags.length; i++) {
    const primary = tags[i].split(';')[0].trim().toLowerCase().split('-')[0]
    if (LANGUAGES.indexOf(primary) >= 0) return primary
  }
  return ''
}

/** A text field of the first record of `collection` whose user is `userId`, or ''. */
function userField(app, collection, userId, field) {
  try {
    return app
      .findFirstRecordByFilter(collection, 'user = {:user}', { user: userId })
      .getString(field)
  } catch (_) {
    return ''
  }
}

/**
 * The language of an e-mail to a learner: their interface language when they chose one (the
 * settings' uiLanguage, not 'auto'), else `requestLanguage` (of the request that sends it, when
 * one does), else the one remembered when they turned reminders on, else the app's default.
 */
function learnerLanguage(app, userId, requestLanguage) {
  return firstLanguage([
    userField(app, 'settings', userId, 'uiLanguage'),
    requestLanguage || '',
    userField(app, 'reminder_state', userId, 'language'),
  ])
}

/**
 * The e-mail texts of `lang` by id without `email.` (`greeting`, `reset.subject`, …): the UI
 * dictionaries' `email.*` messages.
 */
function emailTexts(lang) {
  const all = require(`${__hooks}/lib/email-messages.json`)
  return all[firstLanguage([lang])]
}

/**
 * A text's `{name}` placeholders filled from `params` (values as given: a number is written by
 * {@link digits} first); a placeholder without a value stays as it is.
 */
function fill(template, params) {
  return String(template).replace(/\{(\w+)\}/g, (whole, name) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

/** A number written with the language's digits (Bengali's own; the others' are 0–9). */
function digits(lang, n) {
  const text = String(n)
  if (lang !== 'bn') return text
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)))
}

/** The text direction of `lang`: Urdu is written right to left. */
function direction(lang) {
  return lang === 'ur' ? 'rtl' : 'ltr'
}

/**
 * An e-mail's HTML in `lang`: `inner` (HTML) in a block with the language's `lang` and `dir`,
 * so that a mail client lays an Urdu e-mail out right to left.
 */
function htmlIn(lang, inner) {
  return `<div lang="${lang}" dir="${direction(lang)}" style="font-family:sans-serif;line-height:1.6">${inner}</div>`
}

/** A link drawn as a button, `text` and `href` escaped. */
function buttonLink(href, text) {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#4255ff;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(text)}</a>`
}

/** The site's public URL (the app URL setting) without a trailing slash. */
function siteUrl(app) {
  return String(app.settings().meta.appURL || '').replace(/\/+$/, '')
}

/** The URL of a page of the site in `lang` (English at the root, the others under their code). */
function pageUrl(app, lang, path) {
  return `${siteUrl(app)}${lang === 'en' ? '' : `/${lang}`}${path}`
}

module.exports = {
  requireText,
  requireSingleLine,
  escapeHtml,
  LANGUAGES,
  firstLanguage,
  languageOfHeader,
  learnerLanguage,
  emailTexts,
  fill,
  digits,
  direction,
  htmlIn,
  buttonLink,
  siteUrl,
  pageUrl,
}
