/// <reference path="../pb_data/types.d.ts" />
// Helpers shared by Kalima's hooks. PocketBase runs each hook handler in its own
// goja VM, so handlers load this file with require(`${__hooks}/utils.js`).
// Plain JavaScript only: no npm imports.

const DAY = 24 * 3600 * 1000

/** An environment variable, trimmed; '' when unset. */
function env(name) {
  return String($os.getenv(name) || '').trim()
}

/** 'true', '1', 'yes', 'on' → true. */
function envFlag(name, fallback) {
  const value = env(name).toLowerCase()
  if (value === '') return fallback
  return value === 'true' || value === '1' || value === 'yes' || value === 'on'
}

/** A 400 error with a clear message, in PocketBase's error shape. */
function invalid(message, field) {
  const data = {}
  if (field) data[field] = new ValidationError('validation_invalid', message)
  return new BadRequestError(message, data)
}

function isObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

/** Parses a JSON field's value (types.JSONRaw bytes or a string). */
function readJson(value) {
  if (value === null || value === undefined) return null
  const text = typeof value === 'string' ? value : toString(value)
  return text === '' ? null : JSON.parse(text)
}

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
// Progress: validated and merged by @kalima/core's own rules (validateProgress, merge),
// bundled into lib/progress-rules.cjs by scripts/build-pb-rules.mjs (npm run build:pb).
// ---------------------------------------------------------------------------

/** The core's progress rules: { validateProgress, merge, describeIssues, PROGRESS_LIMITS, … }. */
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
    throw invalid(`Invalid progress: ${rules.describeIssues(result.issues)}.`, 'data')
  }
  return result.progress
}

const MAX_PROGRESS_BYTES = 1024 * 1024

/** The progress record of a create or update request, parsed, validated and upgraded. */
function incomingProgress(e) {
  const raw = e.record.get('data')
  const text = typeof raw === 'string' ? raw : toString(raw)
  if (text.length > MAX_PROGRESS_BYTES) {
    throw invalid(
      `Invalid progress: the record is larger than ${MAX_PROGRESS_BYTES} bytes.`,
      'data',
    )
  }
  let progress
  try {
    progress = readJson(raw)
  } catch (_) {
    throw invalid('Invalid progress: not valid JSON.', 'data')
  }
  return validateProgress(progress, knownWordIds(), Date.now())
}

/**
 * The stored progress of an update request, or null if unreadable. It was validated when
 * written, so only a record of an older version goes through validation (which upgrades it).
 */
function storedProgress(e) {
  try {
    const rules = progressRules()
    const stored = readJson(e.record.original().get('data'))
    if (isObject(stored) && stored.version === rules.PROGRESS_VERSION) return stored
    const result = rules.validateProgress(stored)
    return result.ok ? result.progress : null
  } catch (_) {
    return null
  }
}

/** Merges two valid progress records without losing an attempt (the core's `merge`). */
function mergeProgress(a, b) {
  return progressRules().merge(a, b)
}

/**
 * Merges a valid incoming record (usually a small delta) into the stored one: the core's
 * `mergeDelta`, equal to `merge` but O(delta) unless the delta brings a newer reset.
 */
function mergeProgressDelta(stored, delta) {
  return progressRules().mergeDelta(stored, delta)
}

// ---------------------------------------------------------------------------
// Progress deltas merged in place: O(delta) instead of O(record)
// ---------------------------------------------------------------------------

/** Most entries a delta may have for the in-place merge (larger ones take the full path). */
const MAX_IN_PLACE_ENTRIES = 200

/** The maps of a progress record: name in the delta, JSON path in the stored record. */
const PROGRESS_MAPS = [
  { get: (p) => p.words, path: '$.words' },
  { get: (p) => p.decks, path: '$.decks' },
  { get: (p) => p.tests, path: '$.tests' },
  { get: (p) => p.activity.days, path: '$.activity.days' },
  { get: (p) => p.activity.hours, path: '$.activity.hours' },
]

/**
 * Merges a validated delta into the stored progress record inside SQLite, touching only
 * the delta's entries: reads the stored entries of the delta's keys (json_each), merges
 * them with the core's `mergeDelta`, writes them back with json_set, all in one write
 * transaction (so concurrent pushes of two devices cannot overwrite each other), and
 * answers `{ id }`. Neither the stored record is parsed nor the merged one serialized in
 * the JS engine. Only for an update that asks for `fields=id` (the app's delta push),
 * changes nothing but `data`, brings no newer reset, and stays well under the size limit;
 * returns false otherwise (the caller takes the full path).
 */
function mergeDeltaInPlace(e, delta) {
  const info = e.requestInfo()
  if (String(info.query.fields || '') !== 'id') return false
  const bodyKeys = Object.keys(info.body || {})
  if (bodyKeys.length !== 1 || bodyKeys[0] !== 'data') return false
  const rules = progressRules()
  const id = e.record.id
  // JSON paths of the delta's entries. Keys are validated ([A-Za-z0-9_:.-], days, hours),
  // so a quoted label holds them safely; paths are bound as parameters anyway.
  const paths = []
  for (let m = 0; m < PROGRESS_MAPS.length; m++) {
    const keys = Object.keys(PROGRESS_MAPS[m].get(delta))
    for (let k = 0; k < keys.length; k++)
      paths.push({ m: m, key: keys[k], path: `${PROGRESS_MAPS[m].path}."${keys[k]}"` })
  }
  if (paths.length > MAX_IN_PLACE_ENTRIES) return false
  if (JSON.stringify(delta).length * 2 > MAX_PROGRESS_BYTES / 8) return false
  let done = false
  $app.runInTransaction((txApp) => {
    // One json_extract with many paths parses the stored record once (SQLite's JSON
    // functions parse the whole text on every call) and answers a JSON array.
    const params = { id: id }
    const names = ["'$.version'", "'$.resetAt'"]
    for (let i = 0; i < paths.length; i++) {
      params[`p${i}`] = paths[i].path
      names.push(`{:p${i}}`)
    }
    const row = new DynamicModel({ head: '', size: 0 })
    txApp
      .db()
      .newQuery(
        `SELECT json_extract(data, ${names.join(', ')}) AS head, length(data) AS size FROM progress WHERE id = {:id}`,
      )
      .bind(params)
      .one(row)
    const values = JSON.parse(row.head)
    if (values[0] !== rules.PROGRESS_VERSION || delta.resetAt > values[1]) return
    if (row.size > MAX_PROGRESS_BYTES - MAX_PROGRESS_BYTES / 8) return
    // The stored entries of the delta's keys, as a partial record.
    const stored = {
      version: rules.PROGRESS_VERSION,
      resetAt: values[1],
      words: {},
      decks: {},
      tests: {},
      activity: { days: {}, hours: {} },
    }
    for (let i = 0; i < paths.length; i++) {
      const entry = values[i + 2]
      if (entry !== null && entry !== undefined)
        PROGRESS_MAPS[paths[i].m].get(stored)[paths[i].key] = entry
    }
    const merged = rules.mergeDelta(stored, delta)
    // Write back every merged entry; the rest of the stored record stays as it is.
    const sets = []
    const updates = { id: id, updated: new Date().toISOString().replace('T', ' ') }
    for (let i = 0; i < paths.length; i++) {
      const entry = PROGRESS_MAPS[paths[i].m].get(merged)[paths[i].key]
      if (entry === undefined) continue // a stale entry of the delta: dropped
      updates[`p${i}`] = paths[i].path
      updates[`v${i}`] = JSON.stringify(entry)
      sets.push(`{:p${i}}, json({:v${i}})`)
    }
    if (sets.length > 0) {
      txApp
        .db()
        .newQuery(
          `UPDATE progress SET data = json_set(data, ${sets.join(', ')}), updated = {:updated} WHERE id = {:id}`,
        )
        .bind(updates)
        .execute()
    }
    done = true
  })
  if (!done) return false
  e.json(200, { id: id })
  return true
}

// ---------------------------------------------------------------------------
// Contact and feedback
// ---------------------------------------------------------------------------

/** Trims the named text fields of a record and rejects blank required ones. */
function requireText(record, fields, what) {
  for (let i = 0; i < fields.length; i++) {
    const value = String(record.getString(fields[i]) || '').trim()
    record.set(fields[i], value)
    if (value === '') throw invalid(`${what}: ${fields[i]} is required.`, fields[i])
  }
}

function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

module.exports = {
  env,
  envFlag,
  invalid,
  isObject,
  readJson,
  knownWordIds,
  progressRules,
  validateProgress,
  incomingProgress,
  storedProgress,
  mergeProgress,
  mergeProgressDelta,
  mergeDeltaInPlace,
  requireText,
  escapeHtml,
}
