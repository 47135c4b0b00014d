/// <reference path="../pb_data/types.d.ts" />
// Settings sync across devices: the newest change of each field wins (lib/settings.js).
// A reminder time zone must be one the server's zone database knows, and turning reminders
// on makes the learner's unsubscribe token (lib/reminders.js).
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/settings.js`).keepNewerFields(e)
  const reminders = require(`${__hooks}/lib/reminders.js`)
  reminders.checkTimeZone(e)
  e.next()
  reminders.rememberOptIn(e)
}, 'settings')

// A client from before a setting (an app still cached by a service worker) does not send it:
// the record gets the core's default (lib/settings-rules.cjs, generated from
// packages/core/src/settings/server.ts) rather than a 400 that would keep its settings from
// syncing: the interface language `auto` (what that app showed), the reminder hour (not 0,
// midnight), and Today's plan.
onRecordCreateRequest((e) => {
  const body = e.requestInfo().body || {}
  const defaults = require(`${__hooks}/lib/settings-rules.cjs`).SERVER_FILLED_SETTINGS
  for (const name in defaults) {
    const missing = name === 'uiLanguage' ? !e.record.get(name) : !(name in body)
    if (missing) e.record.set(name, defaults[name])
  }
  const reminders = require(`${__hooks}/lib/reminders.js`)
  reminders.checkTimeZone(e)
  e.next()
  reminders.rememberOptIn(e)
}, 'settings')
