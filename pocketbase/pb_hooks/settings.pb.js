/// <reference path="../pb_data/types.d.ts" />
// Settings sync across devices: the newest change of each field wins, by the core's own merge
// (mergeSettingsWrite in lib/settings-rules.cjs, generated from
// packages/core/src/settings/server.ts): a write with stamps is merged into the stored record
// with the core's mergeSettings, so a tie breaks as on devices (a value the learner set over
// the default, then the larger JSON); a write without stamps (an app from before them)
// changes what it writes, except the fields another device changed with a stamp.
// A reminder time zone must be one the server's zone database knows, and turning reminders
// on makes the learner's unsubscribe token (lib/reminders.js).
onRecordUpdateRequest((e) => {
  const rules = require(`${__hooks}/lib/settings-rules.cjs`)
  // A record's settings by the server's names, and its stamps (null when unreadable).
  const remote = (record, withStamps) => {
    const out = {}
    for (const name of rules.REMOTE_SETTING_FIELDS) out[name] = record.get(name)
    if (withStamps) {
      try {
        out.changedAt = JSON.parse(record.getString('changedAt') || 'null')
      } catch (_) {
        out.changedAt = null
      }
    }
    return out
  }
  // The record written carries the stored stamps unless the request sent its own.
  const body = e.requestInfo().body || {}
  const store = rules.mergeSettingsWrite(
    remote(e.record.original(), true),
    remote(e.record, 'changedAt' in body),
  )
  for (const name in store.values) e.record.set(name, store.values[name])
  e.record.set('changedAt', store.changedAt)
  const reminders = require(`${__hooks}/lib/reminders.js`)
  reminders.checkTimeZone(e)
  e.next()
  reminders.rememberOptIn(e)
}, 'settings')

// A client from before a setting (an app still cached by a service worker) does not send it:
// the record gets the core's default (lib/settings-rules.cjs, generated from
// packages/core/src/settings/server.ts) rather than a 400 that would keep its settings from
// syncing: the interface language `auto` (what that app showed), the reminder hour (not 0,
// midnight), Today's plan and the day streak (shown by default).
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
