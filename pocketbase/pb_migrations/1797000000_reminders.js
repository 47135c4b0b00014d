/// <reference path="../pb_data/types.d.ts" />
// E-mail reminders (issue 19): three settings fields, synced like the others
// (pb_hooks/settings.pb.js), and two private collections for the cron job
// (pb_hooks/reminders.pb.js):
// - settings.reminderEmail (opt-in, off), reminderHour (0–23 local time; not `required`, which
//   for a PocketBase number means non-zero, and midnight is 0), timeZone (IANA name, '' until
//   the learner opts in). Ranges as core's SETTINGS_RANGES (checked by its server-parity test).
// - reminder_state: one row per learner who opted in: the unsubscribe token (random, hidden),
//   when the last reminder went out and when the learner last unsubscribed.
// - reminder_log: every reminder sent and every unsubscribe, with its time.
// Neither collection has API rules: only the hooks and superusers read or write them.

migrate(
  (app) => {
    const settings = app.findCollectionByNameOrId('settings')
    settings.fields.add(new BoolField({ name: 'reminderEmail' }))
    settings.fields.add(new NumberField({ name: 'reminderHour', onlyInt: true, min: 0, max: 23 }))
    settings.fields.add(
      new TextField({
        name: 'timeZone',
        max: 64,
        pattern: '^([A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2})?$',
      }),
    )
    app.save(settings)
    app.db().newQuery('UPDATE {{settings}} SET [[reminderHour]] = 19').execute()

    const users = app.findCollectionByNameOrId('users')
    const user = {
      name: 'user',
      type: 'relation',
      collectionId: users.id,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    }
    const closed = {
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
    }
    app.save(
      new Collection({
        type: 'base',
        name: 'reminder_state',
        ...closed,
        fields: [
          user,
          { name: 'token', type: 'text', required: true, min: 40, max: 40, hidden: true },
          // ms since epoch (0: never)
          { name: 'lastSentAt', type: 'number', onlyInt: true, min: 0 },
          { name: 'unsubscribedAt', type: 'number', onlyInt: true, min: 0 },
          // the first of the seven languages in the opt-in request's Accept-Language, for a
          // learner whose interface language is 'auto' ('' when none matched)
          { name: 'language', type: 'text', max: 5 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_reminder_state_user` ON `reminder_state` (`user`)'],
      }),
    )
    app.save(
      new Collection({
        type: 'base',
        name: 'reminder_log',
        ...closed,
        fields: [
          user,
          {
            name: 'kind',
            type: 'select',
            maxSelect: 1,
            required: true,
            values: ['sent', 'unsubscribed'],
          },
          // ms since epoch, by the server's (or the test's injected) clock
          { name: 'at', type: 'number', onlyInt: true, min: 0, required: true },
          // the learner's local day of a reminder ('YYYY-MM-DD'); '' for an unsubscribe
          { name: 'day', type: 'text', max: 10 },
          { name: 'dueCount', type: 'number', onlyInt: true, min: 0 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: ['CREATE INDEX `idx_reminder_log_user_at` ON `reminder_log` (`user`, `at`)'],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('reminder_log'))
    app.delete(app.findCollectionByNameOrId('reminder_state'))
    const settings = app.findCollectionByNameOrId('settings')
    for (const name of ['reminderEmail', 'reminderHour', 'timeZone'])
      settings.fields.removeByName(name)
    app.save(settings)
  },
)
