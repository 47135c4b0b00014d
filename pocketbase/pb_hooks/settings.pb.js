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

// A client from before the interface-language setting (an app still cached by a service
// worker) sends no uiLanguage: the record gets `auto`, what that app showed, instead of a 400
// that would keep its settings from syncing. Likewise a client from before reminders sends no
// reminderHour: it gets the core's default (19), not 0 (midnight); a client from before
// Today's plan sends no desiredRetention, newWordsPerDay, reviewsPerDay or newWordsFrom: the
// core's defaults.
onRecordCreateRequest((e) => {
  if (!e.record.get('uiLanguage')) e.record.set('uiLanguage', 'auto')
  const body = e.requestInfo().body || {}
  if (!('reminderHour' in body)) e.record.set('reminderHour', 19)
  const planDefaults = {
    desiredRetention: 90,
    newWordsPerDay: 10,
    reviewsPerDay: 200,
    newWordsFrom: 'lessons',
  }
  for (const name in planDefaults) if (!(name in body)) e.record.set(name, planDefaults[name])
  const reminders = require(`${__hooks}/lib/reminders.js`)
  reminders.checkTimeZone(e)
  e.next()
  reminders.rememberOptIn(e)
}, 'settings')
