/// <reference path="../pb_data/types.d.ts" />
// Settings sync across devices: the newest change of each field wins (lib/settings.js).
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/settings.js`).keepNewerFields(e)
  e.next()
}, 'settings')
