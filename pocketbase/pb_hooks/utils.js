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
  requireText,
  escapeHtml,
}
