/// <reference path="../../pb_data/types.d.ts" />
// Text checks (required, single-line) and HTML escaping for messages people send (contact, feedback) and the
// e-mails made from them. Loaded with require(`${__hooks}/lib/mail.js`). Plain JavaScript only.

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

module.exports = { requireText, requireSingleLine, escapeHtml }
