/// <reference path="../../pb_data/types.d.ts" />
// The progress store: validation (the core's own rules, bundled in progress-rules.cjs) and
// the server-side merge of a learner's progress into `progress_entries` rows. Loaded by
// progress.pb.js with require(`${__hooks}/lib/progress-store.js`). Plain JavaScript only.

const { env, invalid, isObject } = require(`${__hooks}/lib/env.js`)

const DAY = 24 * 3600 * 1000

// ---------------------------------------------------------------------------
// Known word and deck ids: from the vocabulary data the app ships, when available.
// ---------------------------------------------------------------------------

/**
 * Adds the ids found in parsed JSON: word ids (strings, `{id}` objects, the `wordIds` of
 * decks) to `vocab.words`, and deck ids to `vocab.decks`: an object with `wordIds` and a
 * string `deckId` names its deck; with `deckOf`, a deck object's id comes from `deckOf`
 * (the app's lessons are '3', its surah decks 'surah-112', as the core's `deckIdOf`).
 */
function collectIds(value, vocab, deckOf) {
  if (typeof value === 'string') vocab.words[value] = true
  else if (Array.isArray(value))
    for (let i = 0; i < value.length; i++) collectIds(value[i], vocab, deckOf)
  else if (isObject(value)) {
    if (Array.isArray(value.wordIds)) {
      collectIds(value.wordIds, vocab, undefined)
      const deck =
        typeof value.deckId === 'string' ? value.deckId : deckOf ? deckOf(value) : undefined
      if (typeof deck === 'string') vocab.decks[deck] = true
    } else if (typeof value.id === 'string') vocab.words[value.id] = true
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
 * The known ids `{ words, decks, wordCount, deckCount }` (a set is null when no vocabulary
 * names any: such ids are then only checked by shape, and capped by PROGRESS_LIMITS).
 * KALIMA_WORDS_FILE names a JSON list of word ids (and optionally decks with a `deckId`);
 * otherwise the ids come from the app's lesson and surah decks, its Pronouns deck
 * (packages/core/src/vocabulary/data) and the reader's decks (`read-1` … `read-114`).
 */
let cachedVocabulary // undefined until read; the module lives as long as its VM

function knownVocabulary() {
  if (cachedVocabulary === undefined) cachedVocabulary = readVocabulary()
  return cachedVocabulary
}

function readVocabulary() {
  const vocab = { words: {}, decks: {} }
  const data = `${__hooks}/../../packages/core/src/vocabulary/data`
  const files = env('KALIMA_WORDS_FILE')
    ? [[env('KALIMA_WORDS_FILE'), undefined]]
    : [
        [`${data}/lessons.json`, (lesson) => String(lesson.id)],
        [`${data}/surahs.json`, (surah) => `surah-${surah.id}`],
      ]
  for (let i = 0; i < files.length; i++) {
    const parsed = readJsonFile(files[i][0])
    if (parsed !== undefined) collectIds(parsed, vocab, files[i][1])
  }
  if (!env('KALIMA_WORDS_FILE')) {
    // The Pronouns deck: its words are pronouns.json's ids, its key the core's PRONOUNS_DECK_ID.
    const pronouns = readJsonFile(`${data}/pronouns.json`)
    if (Array.isArray(pronouns)) {
      const wordIds = pronouns.map((p) => (isObject(p) ? p.id : undefined))
      collectIds({ deckId: progressRules().PRONOUNS_DECK_ID, wordIds: wordIds }, vocab, undefined)
    }
    // The reader's decks (read-1 … read-114): words of a surah the learner did not know yet,
    // all of them words of the decks above.
    const reading = progressRules().READING_DECK_IDS
    for (let i = 0; i < reading.length; i++) vocab.decks[reading[i]] = true
  }
  const wordCount = Object.keys(vocab.words).length
  const deckCount = Object.keys(vocab.decks).length
  return {
    words: wordCount > 0 ? vocab.words : null,
    decks: deckCount > 0 ? vocab.decks : null,
    wordCount: wordCount,
    deckCount: deckCount,
  }
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
 * server's own checks: known word and deck ids, and reset epochs at most a day ahead of the
 * server's clock. Then the server's clock bounds the device's: event times later than
 * `now` are clamped to it, and activity days outside the kept window (see `dayWindow`) are
 * left out. Throws a BadRequestError listing the problems.
 */
function validateProgress(p, vocab, now) {
  const rules = progressRules()
  const result = rules.validateProgress(p, {
    maxEpoch: now + DAY, // epochs are ordered, not times: only bounded
    isKnownWord: vocab.words ? (id) => vocab.words[id] === true : undefined,
    isKnownDeck: vocab.decks ? (id) => vocab.decks[id] === true : undefined,
  })
  if (!result.ok) {
    throw invalid(`Invalid progress: ${rules.describeIssues(result.issues)}.`, 'delta')
  }
  const progress = rules.clampEventTimes(result.progress, now)
  const window = dayWindow(now)
  const days = progress.activity.days
  const kept = {}
  const keys = Object.keys(days)
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] >= window.first && keys[i] <= window.last) kept[keys[i]] = days[keys[i]]
  }
  progress.activity = { days: kept, hours: progress.activity.hours }
  return progress
}

/** 'YYYY-MM-DD' of a UTC moment. */
function utcDay(ms) {
  return new Date(ms).toISOString().slice(0, 10)
}

/**
 * The activity days the server keeps, by its own clock: from STORED_ACTIVITY_YEARS ago to
 * tomorrow (a learner's local day runs up to 14 hours ahead of UTC).
 */
function dayWindow(now) {
  const years = progressRules().STORED_ACTIVITY_YEARS
  return { first: utcDay(now - years * 365.25 * DAY), last: utcDay(now + DAY) }
}

/** Largest request body of a progress push (a whole record, sent by a first sync, fits). */
const MAX_PROGRESS_BYTES = 1024 * 1024
/** Largest stored entry (the data field's maxSize; a valid entry is at most about 4 KB). */
const MAX_ENTRY_BYTES = 8192
/** Rows per INSERT or DELETE statement (keeps well under SQLite's bound-parameter limit). */
const ROWS_PER_STATEMENT = 200

/**
 * The maps of a progress record, the row-key prefix of their entries (from the core's
 * rules: PROGRESS_ROW_PREFIXES) and the most rows a learner may hold of each: the known
 * words and decks (PROGRESS_LIMITS without a vocabulary), the kept days, 24 hours.
 */
function progressMaps(vocab) {
  const rules = progressRules()
  const prefix = rules.PROGRESS_ROW_PREFIXES
  const limits = rules.PROGRESS_LIMITS
  const words = vocab.words ? vocab.wordCount : limits.words
  const decks = vocab.decks ? vocab.deckCount : limits.decks
  const days = Math.min(limits.days, Math.ceil(rules.STORED_ACTIVITY_YEARS * 365.25) + 2)
  return [
    { name: 'words', prefix: prefix.words, cap: words, get: (p) => p.words },
    { name: 'decks', prefix: prefix.decks, cap: decks, get: (p) => p.decks },
    { name: 'tests', prefix: prefix.tests, cap: decks, get: (p) => p.tests },
    { name: 'days', prefix: prefix.days, cap: days, get: (p) => p.activity.days },
    { name: 'hours', prefix: prefix.hours, cap: 24, get: (p) => p.activity.hours },
  ]
}

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
function requestDelta(e, now) {
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
  const base = body.base
  if (
    base !== undefined &&
    (typeof base !== 'number' || !Number.isInteger(base) || base < 0 || base > now + DAY)
  ) {
    throw invalid('Invalid progress: base must be the reset epoch of the last sync.', 'base')
  }
  return { delta: validateProgress(body.delta, knownVocabulary(), now), base: base }
}

/** The row keys of a record's entries (the meta row first). */
function rowKeys(maps, p) {
  const keys = [progressRules().PROGRESS_META_ROW]
  for (let m = 0; m < maps.length; m++) {
    const entries = Object.keys(maps[m].get(p))
    for (let i = 0; i < entries.length; i++) keys.push(maps[m].prefix + entries[i])
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

/** The (partial) record of stored entries; version and reset time from its meta row. */
function recordOf(maps, entries) {
  const rules = progressRules()
  const meta = entries[rules.PROGRESS_META_ROW]
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
    for (let m = 0; m < maps.length; m++) {
      if (maps[m].prefix === prefix) maps[m].get(p)[key.slice(colon + 1)] = entries[key]
    }
  }
  return p
}

/** A record's rows as `{ rowKey: entry }`, the meta row included. */
function entriesOf(maps, p) {
  const entries = {}
  entries[progressRules().PROGRESS_META_ROW] = { version: p.version, resetAt: p.resetAt }
  for (let m = 0; m < maps.length; m++) {
    const values = maps[m].get(p)
    const keys = Object.keys(values)
    for (let i = 0; i < keys.length; i++) entries[maps[m].prefix + keys[i]] = values[keys[i]]
  }
  return entries
}

/**
 * The bounds of the row keys starting with `prefix` (all end in ':'; ';' follows ':'), for
 * range scans of the (user, key) index.
 */
function prefixRange(prefix) {
  return { lo: prefix, hi: `${prefix.slice(0, -1)};` }
}

/** How many rows of `user` start with `prefix`. */
function countRows(db, user, prefix) {
  const range = prefixRange(prefix)
  const row = new DynamicModel({ n: 0 })
  db.newQuery(
    'SELECT count(*) AS n FROM {{progress_entries}} WHERE [[user]] = {:user} AND [[key]] > {:lo} AND [[key]] < {:hi}',
  )
    .bind({ user: user, lo: range.lo, hi: range.hi })
    .one(row)
  return row.n
}

/** Deletes `user`'s activity days before `first` ('YYYY-MM-DD'): outside the kept window. */
function pruneOldDays(db, user, prefix, first) {
  db.newQuery(
    'DELETE FROM {{progress_entries}} WHERE [[user]] = {:user} AND [[key]] > {:lo} AND [[key]] < {:first}',
  )
    .bind({ user: user, lo: prefix, first: prefix + first })
    .execute()
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
 * concurrent pushes of two devices cannot overwrite each other, and a refused push changes
 * nothing): reads only the rows of the delta's entries (all rows when the delta brings a
 * newer reset, which drops older entries), merges with the core's `mergeDelta`, writes
 * only the rows that changed, and, when it adds a day, drops activity days older than the
 * kept window. A push
 * that would make the learner hold more rows of a map than its cap (see `progressMaps`) is
 * refused with a 400. A reset the device made since its last sync (`base`, the reset epoch
 * it last had from the server) but behind the server's own is the latest reset the server
 * receives: it is moved above every stored epoch (the core's `moveEpoch`), and the move is
 * kept in the meta row (`moves`), so a retried push or another tab lands the same way.
 * Returns the move, or null.
 */
function mergeProgressDelta(user, pushed, now, base) {
  const rules = progressRules()
  const vocab = knownVocabulary()
  const maps = progressMaps(vocab)
  const metaRow = rules.PROGRESS_META_ROW
  let move = null
  $app.runInTransaction((txApp) => {
    const db = txApp.db()
    let delta = pushed
    let stored = readEntries(db, user, rowKeys(maps, delta))
    let all = false
    const meta = stored[metaRow]
    const storedReset = meta ? meta.resetAt : 0
    const log = {
      resets: meta && Array.isArray(meta.resets) ? meta.resets : [],
      moves: meta && isObject(meta.moves) ? meta.moves : {},
    }
    move = rules.placeReset(
      log,
      storedReset,
      () => {
        // The reset moves above everything stored: read it all (it drops it all).
        stored = readEntries(db, user, null)
        all = true
        return rules.highestEpoch(recordOf(maps, stored))
      },
      delta.resetAt,
      base,
    )
    if (move) delta = rules.moveEpoch(delta, move)
    if (!all && delta.resetAt > storedReset) stored = readEntries(db, user, null)
    const merged = entriesOf(maps, rules.mergeDelta(recordOf(maps, stored), delta))
    const logged = rules.logReset(
      rules.logReset(log, storedReset, null),
      merged[metaRow].resetAt,
      move,
    )
    merged[metaRow].resets = logged.resets
    merged[metaRow].moves = logged.moves
    const changed = []
    const added = {} // new rows per prefix
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
      if (before === undefined && keys[i] !== metaRow) {
        const prefix = keys[i].slice(0, keys[i].indexOf(':') + 1)
        added[prefix] = (added[prefix] || 0) + 1
      }
    }
    // Entries of an older reset (only a newer reset drops stored entries).
    const dropped = Object.keys(stored).filter((key) => merged[key] === undefined)
    if (changed.length > 0) upsertEntries(db, user, changed)
    if (dropped.length > 0) deleteEntries(db, user, dropped)
    // Old days go when a new day comes (once a day per learner, not on every push).
    if (added[rules.PROGRESS_ROW_PREFIXES.days])
      pruneOldDays(db, user, rules.PROGRESS_ROW_PREFIXES.days, dayWindow(now).first)
    // Caps: checked after writing, inside the transaction, so throwing undoes the push.
    for (let m = 0; m < maps.length; m++) {
      const map = maps[m]
      if (!added[map.prefix]) continue
      const count = countRows(db, user, map.prefix)
      if (count > map.cap) {
        throw invalid(
          `Invalid progress: at most ${map.cap} ${map.name} can be stored per learner; ` +
            `this push would make ${count}.`,
          'delta',
        )
      }
    }
  })
  return move
}

/**
 * POST /api/kalima/progress: merges the signed-in learner's delta; answers `{ ok: true }`,
 * with `moved: { from, to }` when the delta's reset was moved to a new epoch (the app then
 * moves its own record's reset alike, see `moveEpoch` in the core).
 */
function pushProgress(e) {
  const now = Date.now()
  const request = requestDelta(e, now)
  const move = mergeProgressDelta(e.auth.id, request.delta, now, request.base)
  return e.json(200, move ? { ok: true, moved: move } : { ok: true })
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
  const rules = progressRules()
  const prefix = rules.PROGRESS_ROW_PREFIXES
  const row = new DynamicModel({ record: '' })
  let found = true
  try {
    $app
      .db()
      .newQuery(
        `SELECT json_object('version', json_extract([[data]], '$.version'), 'resetAt', json_extract([[data]], '$.resetAt'), ` +
          `'words', json(${mapSql(prefix.words)}), 'decks', json(${mapSql(prefix.decks)}), 'tests', json(${mapSql(prefix.tests)}), ` +
          `'activity', json_object('days', json(${mapSql(prefix.days)}), 'hours', json(${mapSql(prefix.hours)}))) AS record ` +
          `FROM {{progress_entries}} WHERE [[user]] = {:user} AND [[key]] = {:meta}`,
      )
      .bind({ user: e.auth.id, meta: rules.PROGRESS_META_ROW })
      .one(row)
  } catch (_) {
    found = false // no row: nothing pushed yet
  }
  return e.blob(200, 'application/json', toBytes(`{"progress":${found ? row.record : 'null'}}`))
}

module.exports = { pushProgress, pullProgress }
