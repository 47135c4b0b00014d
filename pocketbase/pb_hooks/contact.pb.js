/// <reference path="../pb_data/types.d.ts" />
// Contact messages are validated (single-line name, subject and address: no forged lines
// in the plain-text e-mail), stored, then e-mailed to the site's address
// (KALIMA_CONTACT_EMAIL), its labels the UI dictionaries' `email.contact.*` in the team's
// language (KALIMA_CONTACT_LANGUAGE, English by default). A failed e-mail is logged; the
// stored message is kept.

onRecordCreateRequest((e) => {
  const u = Object.assign({}, require(`${__hooks}/lib/env.js`), require(`${__hooks}/lib/mail.js`))
  u.requireText(e.record, ['name', 'subject', 'message'], 'Contact message')
  e.record.set('email', String(e.record.getString('email')).trim())
  u.requireSingleLine(e.record, ['name', 'subject', 'email'], 'Contact message')
  e.next()

  const to = u.env('KALIMA_CONTACT_EMAIL')
  if (!to) {
    e.app
      .logger()
      .warn(
        'Contact message stored but not e-mailed: KALIMA_CONTACT_EMAIL is not set',
        'id',
        e.record.id,
      )
    return
  }
  const r = e.record
  const meta = e.app.settings().meta
  const lang = u.firstLanguage([u.env('KALIMA_CONTACT_LANGUAGE').toLowerCase(), 'en'])
  const m = u.emailTexts(lang)
  const text = `${m['contact.from']} ${r.getString('name')} <${r.getString('email')}>\n${m['contact.subjectLabel']} ${r.getString('subject')}\n\n${r.getString('message')}\n`
  // The labels in the team's language; the sender's words as they wrote them (dir="auto").
  const html = u.htmlIn(
    lang,
    `<p><strong>${u.escapeHtml(m['contact.from'])}</strong> <span dir="auto">${u.escapeHtml(r.getString('name'))}</span> &lt;${u.escapeHtml(r.getString('email'))}&gt;</p>` +
      `<p><strong>${u.escapeHtml(m['contact.subjectLabel'])}</strong> <span dir="auto">${u.escapeHtml(r.getString('subject'))}</span></p>` +
      `<pre dir="auto" style="white-space:pre-wrap;font-family:inherit">${u.escapeHtml(r.getString('message'))}</pre>`,
  )
  try {
    const message = new MailerMessage({
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: to }],
      subject: u.fill(m['contact.subject'], { subject: r.getString('subject') }),
      text,
      html,
      headers: { 'Reply-To': r.getString('email') },
    })
    e.app.newMailClient().send(message)
  } catch (err) {
    e.app
      .logger()
      .error('Contact message stored but the e-mail failed', 'id', r.id, 'error', String(err))
  }
}, 'contact_messages')

onRecordCreateRequest((e) => {
  const u = require(`${__hooks}/lib/mail.js`)
  e.record.set('comment', String(e.record.getString('comment')).trim())
  e.record.set('email', String(e.record.getString('email')).trim())
  u.requireSingleLine(e.record, ['email'], 'Feedback')
  e.next()
}, 'feedback')
