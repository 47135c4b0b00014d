/// <reference path="../pb_data/types.d.ts" />
// Kalima's schema: the users auth collection plus one collection per kind of
// learner data, each with owner-only API rules, and two write-only inboxes
// (contact messages, feedback). The rules are the security boundary; every one
// is covered by tests/integration/access.test.ts.

migrate(
  (app) => {
    // A learner's own records: only they can read or write them.
    const own = {
      listRule: 'user = @request.auth.id',
      viewRule: 'user = @request.auth.id',
      createRule: "@request.auth.id != '' && @request.body.user = @request.auth.id",
      updateRule:
        'user = @request.auth.id && (@request.body.user:isset = false || @request.body.user = @request.auth.id)',
      deleteRule: 'user = @request.auth.id',
    }
    // Anyone may send; nobody may read, change or delete through the API.
    const inbox = {
      listRule: null,
      viewRule: null,
      createRule: '',
      updateRule: null,
      deleteRule: null,
    }

    const users = app.findCollectionByNameOrId('users')
    const userField = {
      name: 'user',
      type: 'relation',
      collectionId: users.id,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    }
    const created = { name: 'created', type: 'autodate', onCreate: true, onUpdate: false }
    const updated = { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true }
    const int = (name, min, max, required) => ({
      name,
      type: 'number',
      onlyInt: true,
      min,
      max,
      required: !!required,
    })
    const color = (name) => ({
      name,
      type: 'text',
      required: true,
      max: 9,
      pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
    })
    const select = (name, values) => ({
      name,
      type: 'select',
      maxSelect: 1,
      required: true,
      values,
    })
    const bool = (name) => ({ name, type: 'bool' })
    const deckId = {
      name: 'deck',
      type: 'text',
      required: true,
      max: 40,
      pattern: '^[A-Za-z0-9_-]+$',
    }

    // users: display name (original: displayName, default 'User') and avatar.
    const name = users.fields.getByName('name')
    name.max = 80
    const avatar = users.fields.getByName('avatar')
    avatar.maxSize = 2 * 1024 * 1024
    users.oauth2.mappedFields.name = 'name'
    users.oauth2.mappedFields.avatarURL = 'avatar'
    app.save(users)

    // settings: one record per user; ranges and choices of original-app.md §5 and §9.
    app.save(
      new Collection({
        type: 'base',
        name: 'settings',
        ...own,
        fields: [
          userField,
          bool('showRepetition'),
          int('arabicFontSize', 32, 72, true),
          int('bengaliFontSize', 16, 48, true),
          color('arabicColor'),
          color('bengaliColor'),
          bool('showTransliteration'),
          bool('showTransliterationToggle'),
          color('transliterationColor'),
          select('timerPosition', ['top-left', 'top-right', 'bottom-left', 'bottom-right']),
          int('messagesDuration', 500, 5000, true),
          select('arabicFontFamily', ['naskh', 'kufi', 'thuluth', 'default']),
          select('bengaliFontFamily', ['solaimanlipi', 'kalpurush', 'default']),
          bool('soundEffects'),
          bool('animationsEnabled'),
          bool('darkMode'),
          created,
          updated,
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_settings_user` ON `settings` (`user`)'],
      }),
    )

    // progress: the whole progress record (packages/core/src/progress/types.ts) as JSON,
    // validated and merged on the server (pb_hooks/progress.pb.js); `updated` is lastSynced.
    app.save(
      new Collection({
        type: 'base',
        name: 'progress',
        ...own,
        fields: [
          userField,
          { name: 'data', type: 'json', required: true, maxSize: 1024 * 1024 },
          created,
          updated,
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_progress_user` ON `progress` (`user`)'],
      }),
    )

    // analytics: time spent on and last view of each card, per deck.
    app.save(
      new Collection({
        type: 'base',
        name: 'analytics',
        ...own,
        fields: [
          userField,
          deckId,
          { name: 'word', type: 'text', required: true, max: 64, pattern: '^[A-Za-z0-9_:.-]+$' },
          int('timeSpentMs', 0, 1e10),
          { name: 'lastViewed', type: 'date', required: true },
          created,
          updated,
        ],
        indexes: [
          'CREATE UNIQUE INDEX `idx_analytics_user_deck_word` ON `analytics` (`user`, `deck`, `word`)',
        ],
      }),
    )

    // test_results: the latest completed Test per user and deck; completedAt is server time.
    app.save(
      new Collection({
        type: 'base',
        name: 'test_results',
        ...own,
        fields: [
          userField,
          deckId,
          int('timeSeconds', 0, 86400),
          int('correct', 0, 10000),
          int('attempts', 0, 100000),
          { name: 'completedAt', type: 'autodate', onCreate: true, onUpdate: true },
          created,
        ],
        indexes: [
          'CREATE UNIQUE INDEX `idx_test_results_user_deck` ON `test_results` (`user`, `deck`)',
        ],
      }),
    )

    // contact_messages: stored and e-mailed to the site (pb_hooks/contact.pb.js).
    app.save(
      new Collection({
        type: 'base',
        name: 'contact_messages',
        ...inbox,
        fields: [
          { name: 'name', type: 'text', required: true, max: 100 },
          { name: 'email', type: 'email', required: true },
          { name: 'subject', type: 'text', required: true, max: 200 },
          { name: 'message', type: 'text', required: true, max: 5000 },
          created,
        ],
      }),
    )

    // feedback: rating 1–5, optional comment and e-mail.
    app.save(
      new Collection({
        type: 'base',
        name: 'feedback',
        ...inbox,
        fields: [
          int('rating', 1, 5, true),
          { name: 'comment', type: 'text', max: 2000 },
          { name: 'email', type: 'email' },
          created,
        ],
      }),
    )
  },
  (app) => {
    for (const name of [
      'feedback',
      'contact_messages',
      'test_results',
      'analytics',
      'progress',
      'settings',
    ]) {
      try {
        app.delete(app.findCollectionByNameOrId(name))
      } catch (_) {
        // already gone
      }
    }
  },
)
