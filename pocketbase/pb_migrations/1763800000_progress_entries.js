/// <reference path="../pb_data/types.d.ts" />
// Progress as small rows: one `progress_entries` row per entry of a learner's progress
// record (a word, a deck, a deck's tests, an activity day or hour) plus one `meta` row
// (version, resetAt), so a sync push reads and writes only the entries it changes instead
// of the whole ~110 KB record. Nobody writes entries through the records API: the app
// pushes deltas to POST /api/kalima/progress (pb_hooks/progress.pb.js), which validates and
// merges them with @kalima/core's rules. Replaces the one-JSON-record `progress` collection
// of 1763700000_kalima_init.js; its records are split into entries here.

/**
 * Row keys: `meta`, then a prefix per map of the record. The hooks take them from the core
 * (PROGRESS_ROW_PREFIXES in packages/core/src/progress/rows.ts, via lib/progress-rules.cjs);
 * this migration keeps its own copy on purpose: a migration is a snapshot of the format it
 * migrates to, and must not change when the core's does (a later format gets a new migration).
 */
const MAPS = [
  ['w:', '$.words'],
  ['deck:', '$.decks'],
  ['test:', '$.tests'],
  ['day:', '$.activity.days'],
  ['hour:', '$.activity.hours'],
]

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    app.save(
      new Collection({
        type: 'base',
        name: 'progress_entries',
        listRule: 'user = @request.auth.id',
        viewRule: 'user = @request.auth.id',
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            name: 'user',
            type: 'relation',
            collectionId: users.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          // 'meta' or '<w|deck|test|day|hour>:<key>' (keys are at most 64 characters).
          {
            name: 'key',
            type: 'text',
            required: true,
            max: 80,
            pattern: '^(meta|(w|deck|test|day|hour):[A-Za-z0-9_:.-]+)$',
          },
          // One entry of the record (≤ 32 device counters: about 4 KB at most).
          { name: 'data', type: 'json', required: true, maxSize: 8192 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        // Serves `user = ?` lookups too (its leading column): no separate index on user.
        indexes: [
          'CREATE UNIQUE INDEX `idx_progress_entries_user_key` ON `progress_entries` (`user`, `key`)',
        ],
      }),
    )

    // Split the stored records (validated v2 records) into entries, then drop the collection.
    let old
    try {
      old = app.findCollectionByNameOrId('progress')
    } catch (_) {
      return
    }
    const db = app.db()
    db.newQuery(
      `INSERT INTO progress_entries (user, [key], data, created, updated)
       SELECT user, 'meta', json_object('version', json_extract(data, '$.version'),
         'resetAt', json_extract(data, '$.resetAt')), created, updated FROM progress`,
    ).execute()
    for (const [prefix, path] of MAPS) {
      db.newQuery(
        `INSERT INTO progress_entries (user, [key], data, created, updated)
         SELECT p.user, {:prefix} || e.key, e.value, p.created, p.updated
         FROM progress p, json_each(p.data, {:path}) e`,
      )
        .bind({ prefix, path })
        .execute()
    }
    app.delete(old)
  },
  (app) => {
    // Back to one JSON record per user (the schema of 1763700000_kalima_init.js).
    const users = app.findCollectionByNameOrId('users')
    const own = 'user = @request.auth.id'
    app.save(
      new Collection({
        type: 'base',
        name: 'progress',
        listRule: own,
        viewRule: own,
        createRule: "@request.auth.id != '' && @request.body.user = @request.auth.id",
        updateRule: `${own} && (@request.body.user:isset = false || @request.body.user = @request.auth.id)`,
        deleteRule: own,
        fields: [
          {
            name: 'user',
            type: 'relation',
            collectionId: users.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          { name: 'data', type: 'json', required: true, maxSize: 1024 * 1024 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_progress_user` ON `progress` (`user`)'],
      }),
    )
    const part = (prefix) =>
      `(SELECT json_group_object(substr(e.[key], ${prefix.length + 1}), json(e.data))
        FROM progress_entries e WHERE e.user = m.user AND e.[key] LIKE '${prefix}%')`
    app
      .db()
      .newQuery(
        `INSERT INTO progress (user, data, created, updated)
         SELECT m.user, json_object(
           'version', json_extract(m.data, '$.version'),
           'resetAt', json_extract(m.data, '$.resetAt'),
           'words', json(${part('w:')}),
           'decks', json(${part('deck:')}),
           'tests', json(${part('test:')}),
           'activity', json_object('days', json(${part('day:')}), 'hours', json(${part('hour:')}))
         ), m.created, (SELECT max(updated) FROM progress_entries e WHERE e.user = m.user)
         FROM progress_entries m WHERE m.[key] = 'meta'`,
      )
      .execute()
    app.delete(app.findCollectionByNameOrId('progress_entries'))
  },
)
