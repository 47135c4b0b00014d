/// <reference path="../../pb_data/types.d.ts" />
// The progress store: validation (the core's own rules, bundled in progress-rules.cjs) and
// the server-side merge of a learner's progress into `progress_entries` rows. Loaded by
// progress.pb.js with require(`${__hooks}/lib/progress-store.js`). Plain JavaScript only.

const { env, invalid, isObject } = require(`${__hooks}/lib/env.js`)

const DAY = 24 * 3600 * 1000

// ---------------------------------------------------------------------------
// Known word ids: from the vocabulary data the app ships, when available.
// ---------------------------------------------------------------------------

/** Adds the word ids found in parsed JSON: strings, `{id}` objects, or decks with `wordIds`. */
function collectIds(value, ids) {
  if (typeof value === 'string') ids[value] = true
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) collectIds(value[i], ids)
  else if (isObject(value)) {
    if (typeof value.id === 'string') ids[value.id] = true
    if (Array.isArray(value.wordIds)) collectIds(value.wordIds, ids)
  }
}

function readJsonFile(path) {
  try {
    return JSON.parse(toString($os.readFile(path)))
  } catch (_) {
    return undefined
  }
}

/**
 * The set of known word ids, or null when no vocabulary is found (ids are then only
 * checked by shape). KALIMA_WORDS_FILE names a JSON list of ids; otherwise the ids come
 * from the app's lesson and surah decks (packages/core/src/vocabulary/data).
 */
let cachedWordIds // undefined until read; the module lives as long as its VM

function knownWordIds() {
  if (cachedWordIds === undefined) cachedWordIds = readKnownWordIds()
  return cachedWordIds
}

function readKnownWordIds() {
  const ids = {}
  let found = false
  const files = env('KALIMA_WORDS_FILE')
    ? [env('KALIMA_WORDS_FILE')]
    : [
        `${__hooks}/../../packages/core/src/vocabulary/data/lessons.json`,
        `${__hooks}/../../packages/core/src/vocabulary/data/surahs.json`,
      ]
  for (let i = 0; i < files.length; i++) {
    const parsed = readJsonFile(files[i])
    if (parsed === undefined) continue
    found = true
    collectIds(parsed, ids)
  }
  return found ? ids : null
}

// ---------------------------------------------------------------------------
// Progress: validated and merged by @kalima/core's own rules (validateProgress, mergeDelta),
// bundled into lib/progress-rules.cjs by scripts/build-pb-rules.mjs (npm run build:pb), and
// stored as one `progress_entries` row per entry (pb_migrations/1763800000_progress_entries.js).
// ---------------------------------------------------------------------------

/** The core's progress rules: { validateProgress, mergeDelta, describeIssues, … }. */
function progressRules() {
  return require(`${__hooks}/lib/progress-rules.cjs`)
}

/**
 * The progress record `p`, validated as the app does (a v1 record upgraded), plus the
 * server's own checks: known word ids and no time more than a day ahead of the server's
 * clock. Throws a BadRequestError listing the problems.
 */
function validateProgress(p, knownIds, now) {
  const rules = progressRules()
  const result = rules.validateProgress(p, {
    maxTimestamp: now + DAY, // allows for a device clock a little ahead
    isKnownWord: knownIds ? (id) => knownIds[id] === true : undefined,
  })
  if (!result.ok) {
    throw invalid(`Invalid progress: ${rules.describeIssues(result.issues)}.`, 'delta')
  }
  return result.progress
}

/** Largest request body of a progress push (a whole record, sent by a first sync, fits). */
const MAX_PROGRESS_BYTES = 1024 * 1024
/** Largest stored entry (the data field's maxSize; a valid entry is at most about 4 KB). */
const MAX_ENTRY_BYTES = 8192
/** Rows per INSERT or DELETE statement (keeps well under SQLite's bound-parameter limit). */
const ROWS_PER_STATEMENT = 200

/** The maps of a progress record and the row-key prefix of their entries. */
const PROGRESS_MAPS = [
  { prefix: 'w:', get: (p) => p.words },
  { prefix: 'deck:', get: (p) => p.decks },
  { prefix: 'test:', get: (p) => p.tests },
  { prefix: 'day:', get: (p) => p.activity.days },
  { prefix: 'hour:', get: (p) => p.activity.hours },
]

function tooLarge() {
  return invalid(
    `Invalid progress: the request is larger than ${MAX_PROGRESS_BYTES} bytes.`,
    'delta',
  )
}

/**
 * The validated delta of a push request `{ delta: Progress }`. The body limit: a declared
 * length over MAX_PROGRESS_BYTES is refused unread, and at most one byte more is ever read.
 */
function requestDelta(e) {
  if (e.request.contentLength > MAX_PROGRESS_BYTES) throw tooLarge()
  let text
  try {
    text = toString(e.request.body, MAX_PROGRESS_BYTES + 1)
  } catch (_) {
    throw tooLarge()
  }
  if (text.length > MAX_PROGRESS_BYTES) throw tooLarge()
  let body
  try {
    body = JSON.parse(text)
  } catch (_) {
    throw invalid('Invalid progress: not valid JSON.', 'delta')
  }
  if (!isObject(body) || body.delta === undefined) {
    throw invalid('Invalid progress: the body must be { "delta": <progress record> }.', 'delta')
  }
  return validateProgress(body.delta, knownWordIds(), Date.now())
}

/** The row keys of a record's entries ('meta' first). */
function rowKeys(p) {
  const keys = ['meta']
  for (let m = 0; m < PROGRESS_MAPS.length; m++) {
    const map = PROGRESS_MAPS[m]
    const entries = Object.keys(map.get(p))
    for (let i = 0; i < entries.length; i++) keys.push(map.prefix + entries[i])
  }
  return keys
}

/**
 * A user's stored entries as `{ rowKey: entry }`: those of `keys`, or all with `keys` null.
 * SQLite assembles them into one JSON object, parsed once.
 */
function readEntries(db, user, keys) {
  const params = { user: user }
  let where = ''
  if (keys) {
    const names = []
    for (let i = 0; i < keys.length; i++) {
      params[`k${i}`] = keys[i]
      names.push(`{:k${i}}`)
    }
    where = ` AND [[key]] IN (${names.join(', ')})`
  }
  const row = new DynamicModel({ entries: '' })
  db.newQuery(
    `SELECT json_group_object([[key]], json([[data]])) AS entries FROM {{progress_entries}} WHERE [[user]] = {:user}${where}`,
  )
    .bind(params)
    .one(row)
  return JSON.parse(row.entries || '{}')
}

/** The (partial) record of stored entries; version and reset time from its `meta` row. */
function recordOf(entries) {
  const rules = progressRules()
  const meta = entries.meta
  const p = {
    version: rules.PROGRESS_VERSION,
    resetAt: meta ? meta.resetAt : 0,
    words: {},
    decks: {},
    tests: {},
    activity: { days: {}, hours: {} },
  }
  const keys = Object.keys(entries)
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]
    const colon = key.indexOf(':')
    if (colon < 0) continue
    const prefix = key.slice(0, colon + 1)
    for (let m = 0; m < PROGRESS_MAPS.length; m++) {
      if (PROGRESS_MAPS[m].prefix === prefix)
        PROGRESS_MAPS[m].get(p)[key.slice(colon + 1)] = entries[key]
    }
  }
  return p
}

/** A record's rows as `{ rowKey: entry }`, the `meta` row included. */
function entriesOf(p) {
  const entries = { meta: { version: p.version, resetAt: p.resetAt } }
  for (let m = 0; m < PROGRESS_MAPS.length; m++) {
    const map = PROGRESS_MAPS[m]
    const values = map.get(p)
    const keys = Object.keys(values)
    for (let i = 0; i < keys.length; i++) entries[map.prefix + keys[i]] = values[keys[i]]
  }
  return entries
}

/** Runs `statement(rows, params)` over `rows` in chunks of ROWS_PER_STATEMENT. */
function inChunks(rows, statement) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    statement(rows.slice(start, start + ROWS_PER_STATEMENT), start)
  }
}

/** Inserts or updates rows `[rowKey, json]` of `user` (ids: the id column's own default). */
function upsertEntries(db, user, rows) {
  const now = new Date().toISOString().replace('T', ' ')
  inChunks(rows, (chunk) => {
    const params = { user: user, now: now }
    const values = []
    for (let i = 0; i < chunk.length; i++) {
      params[`k${i}`] = chunk[i][0]
      params[`d${i}`] = chunk[i][1]
      values.push(`({:user}, {:k${i}}, {:d${i}}, {:now}, {:now})`)
    }
    db.newQuery(
      `INSERT INTO {{progress_entries}} ([[user]], [[key]], [[data]], [[created]], [[updated]]) VALUES ${values.join(', ')} ` +
        'ON CONFLICT ([[user]], [[key]]) DO UPDATE SET [[data]] = excluded.[[data]], [[updated]] = excluded.[[updated]]',
    )
      .bind(params)
      .execute()
  })
}

/** Deletes the rows `keys` of `user`. */
function deleteEntries(db, user, keys) {
  inChunks(keys, (chunk) => {
    const params = { user: user }
    const names = []
    for (let i = 0; i < chunk.length; i++) {
      params[`k${i}`] = chunk[i]
      names.push(`{:k${i}}`)
    }
    db.newQuery(
      `DELETE FROM {{progress_entries}} WHERE [[user]] = {:user} AND [[key]] IN (${names.join(', ')})`,
    )
      .bind(params)
      .execute()
  })
}

/**
 * Merges a validated delta into `user`'s stored progress, in one write transaction (so
 * concurrent pushes of two devices cannot overwrite each other): reads only the rows of the
 * delta's entries (all rows when the delta brings a newer reset, which drops older
 * entries), merges with the core's `mergeDelta`, and writes only the rows that changed.
 */
function mergeProgressDelta(user, delta) {
  const rules = progressRules()
  $app.runInTransaction((txApp) => {
    const db = txApp.db()
    let stored = readEntries(db, user, rowKeys(delta))
    if (delta.resetAt > (stored.meta ? stored.meta.resetAt : 0))
      stored = readEntries(db, user, null)
    const merged = entriesOf(rules.mergeDelta(recordOf(stored), delta))
    const changed = []
    const keys = Object.keys(merged)
    for (let i = 0; i < keys.length; i++) {
      const text = JSON.stringify(merged[keys[i]])
      if (text.length > MAX_ENTRY_BYTES) {
        throw invalid(
          `Invalid progress: ${keys[i]} is larger than ${MAX_ENTRY_BYTES} bytes.`,
          'delta',
        )
      }
      const before = stored[keys[i]]
      if (before === undefined || JSON.stringify(before) !== text) changed.push([keys[i], text])
    }
    // Entries of an older reset (only a newer reset drops stored entries).
    const dropped = Object.keys(stored).filter((key) => merged[key] === undefined)
    if (changed.length > 0) upsertEntries(db, user, changed)
    if (dropped.length > 0) deleteEntries(db, user, dropped)
  })
}

/** POST /api/kalima/progress: merges the signed-in learner's delta; answers `{ ok: true }`. */
function pushProgress(e) {
  mergeProgressDelta(e.auth.id, requestDelta(e))
  return e.json(200, { ok: true })
}

/** The JSON object of one map's entries, assembled by SQLite from the rows of `prefix`. */
const mapSql = (prefix) =>
  `(SELECT json_group_object(substr([[key]], ${prefix.length + 1}), json([[data]])) FROM {{progress_entries}} ` +
  `WHERE [[user]] = {:user} AND substr([[key]], 1, ${prefix.length}) = '${prefix}')`

/**
 * GET /api/kalima/progress: `{ "progress": record }` (null before the first push), the
 * record assembled from its rows by SQLite and sent as it comes (no parsing here).
 */
function pullProgress(e) {
  const row = new DynamicModel({ record: '' })
  let found = true
  try {
    $app
      .db()
      .newQuery(
        `SELECT json_object('version', json_extract([[data]], '$.version'), 'resetAt', json_extract([[data]], '$.resetAt'), ` +
          `'words', json(${mapSql('w:')}), 'decks', json(${mapSql('deck:')}), 'tests', json(${mapSql('test:')}), ` +
          `'activity', json_object('days', json(${mapSql('day:')}), 'hours', json(${mapSql('hour:')}))) AS record ` +
          `FROM {{progress_entries}} WHERE [[user]] = {:user} AND [[key]] = 'meta'`,
      )
      .bind({ user: e.auth.id })
      .one(row)
  } catch (_) {
    found = false // no row: nothing pushed yet
  }
  return e.blob(200, 'application/json', toBytes(`{"progress":${found ? row.record : 'null'}}`))
}

module.exports = { pushProgress, pullProgress }
