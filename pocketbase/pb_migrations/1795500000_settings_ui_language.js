/// <reference path="../pb_data/types.d.ts" />
// The interface language joins the synced settings (issue 17): `auto` follows the meaning
// language, or one of the seven interface languages. The choices are core's
// UI_LANGUAGE_SETTINGS (packages/core/src/settings, checked by its server-parity test).
// Rows saved before this migration get `auto`, what the app assumed for them.

const UI_LANGUAGE_VALUES = ['auto', 'bn', 'id', 'ur', 'tr', 'zh', 'es', 'en']

migrate(
  (app) => {
    const settings = app.findCollectionByNameOrId('settings')
    settings.fields.add(
      new SelectField({
        name: 'uiLanguage',
        maxSelect: 1,
        required: true,
        values: UI_LANGUAGE_VALUES,
      }),
    )
    app.save(settings)
    app
      .db()
      .newQuery("UPDATE {{settings}} SET [[uiLanguage]] = 'auto' WHERE [[uiLanguage]] = ''")
      .execute()
  },
  (app) => {
    const settings = app.findCollectionByNameOrId('settings')
    settings.fields.removeByName('uiLanguage')
    app.save(settings)
  },
)
