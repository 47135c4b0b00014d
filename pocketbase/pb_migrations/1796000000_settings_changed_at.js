/// <reference path="../pb_data/types.d.ts" />
// Settings sync, newest change of each field wins: the settings record keeps when each of
// its fields was last changed (`changedAt`: { [field]: ms since epoch }, by the record's own
// field names), written by the app with every change (packages/core/src/settings/sync.ts).
// pb_hooks/settings.pb.js keeps, field by field, the newer of the stored value and the one
// written. Records from before hold no stamps: every field counts as never changed.

migrate(
  (app) => {
    const settings = app.findCollectionByNameOrId('settings')
    settings.fields.add(new JSONField({ name: 'changedAt', maxSize: 4096 }))
    app.save(settings)
  },
  (app) => {
    const settings = app.findCollectionByNameOrId('settings')
    settings.fields.removeByName('changedAt')
    app.save(settings)
  },
)
