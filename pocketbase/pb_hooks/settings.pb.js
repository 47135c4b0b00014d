/// <reference path="../pb_data/types.d.ts" />
// Settings sync across devices: the newest change of each field wins (lib/settings.js).
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/settings.js`).keepNewerFields(e)
  e.next()
}, 'settings')

// A client from before the interface-language setting (an app still cached by a service
// worker) sends no uiLanguage: the record gets `auto`, what that app showed, instead of a 400
// that would keep its settings from syncing.
onRecordCreateRequest((e) => {
  if (!e.record.get('uiLanguage')) e.record.set('uiLanguage', 'auto')
  e.next()
}, 'settings')
