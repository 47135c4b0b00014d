/// <reference path="../pb_data/types.d.ts" />
// Today's plan and the scheduler (issue 19): three settings fields, synced like the others
// (pb_hooks/settings.pb.js). Ranges and defaults as core's SETTINGS_RANGES and
// DEFAULT_SETTINGS (checked by its server-parity test):
// - desiredRetention: percent, 80–97 (default 90), the scheduler's desired retention;
// - newWordsPerDay: 1–50 (default 10), the daily goal of new words;
// - reviewsPerDay: 10–500 (default 200), the most reviews Today's plan holds;
// - newWordsFrom: where new words come from, 'lessons' (default) or a surah deck 'surah-114'
//   … 'surah-89' (core's NEW_WORDS_SOURCES);
// - showStreak: whether the day streak is shown (opt-in, off).
// Existing records get the defaults; a client from before them that creates a record without
// them gets the defaults from the hook.

const FIELDS = [
  { name: 'desiredRetention', min: 80, max: 97, value: 90 },
  { name: 'newWordsPerDay', min: 1, max: 50, value: 10 },
  { name: 'reviewsPerDay', min: 10, max: 500, value: 200 },
]

const NEW_WORDS_SOURCES = ['lessons']
for (let surah = 114; surah >= 89; surah--) NEW_WORDS_SOURCES.push(`surah-${surah}`)

migrate(
  (app) => {
    const settings = app.findCollectionByNameOrId('settings')
    for (const f of FIELDS)
      settings.fields.add(
        new NumberField({ name: f.name, onlyInt: true, required: true, min: f.min, max: f.max }),
      )
    settings.fields.add(
      new SelectField({
        name: 'newWordsFrom',
        maxSelect: 1,
        required: true,
        values: NEW_WORDS_SOURCES,
      }),
    )
    settings.fields.add(new BoolField({ name: 'showStreak' }))
    app.save(settings)
    app.db().newQuery("UPDATE {{settings}} SET [[newWordsFrom]] = 'lessons'").execute()
    for (const f of FIELDS)
      app.db().newQuery(`UPDATE {{settings}} SET [[${f.name}]] = ${f.value}`).execute()
  },
  (app) => {
    const settings = app.findCollectionByNameOrId('settings')
    for (const f of FIELDS) settings.fields.removeByName(f.name)
    settings.fields.removeByName('showStreak')
    settings.fields.removeByName('newWordsFrom')
    app.save(settings)
  },
)
