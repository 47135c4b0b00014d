/// <reference path="../pb_data/types.d.ts" />
// Helpers shared by Kalima's hooks. PocketBase runs each hook handler in its own
// goja VM, so handlers load this file with require(`${__hooks}/utils.js`).
// Plain JavaScript only: no npm imports.

const HOUR = 3600 * 1000
const DAY = 24 * HOUR
const MAX_COUNT = 1000000
const MAX_TIME_SPENT_MS = 365 * DAY
const MAX_TEST_SECONDS = 86400
const MAX_WORDS = 5000
const MAX_DECKS = 500
const MAX_DAYS = 10000
// Limits as in packages/core/src/progress/validate.ts (PROGRESS_LIMITS), so the
// server never stores a record the app would refuse.
const MAX_TIMESTAMP = 7258118400000
const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype']
const DECK_ID = /^[A-Za-z0-9_-]{1,40}$/
const WORD_ID = /^[A-Za-z0-9_:.-]{1,64}$/
const DAY_KEY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const HOUR_KEY = /^(\d|1\d|2[0-3])$/

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
function knownWordIds() {
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
// Progress validation (shape of packages/core/src/progress/types.ts, v1)
// ---------------------------------------------------------------------------

function checkKeys(obj, allowed, optional, path) {
  const keys = Object.keys(obj)
  for (let i = 0; i < keys.length; i++) {
    if (allowed.indexOf(keys[i]) < 0 && optional.indexOf(keys[i]) < 0) {
      throw invalid(`Invalid progress: unexpected field ${path}.${keys[i]}.`, 'data')
    }
  }
  for (let i = 0; i < allowed.length; i++) {
    if (!(allowed[i] in obj))
      throw invalid(`Invalid progress: ${path}.${allowed[i]} is missing.`, 'data')
  }
}

function checkInt(value, min, max, path) {
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    Math.floor(value) !== value ||
    value < min ||
    value > max
  ) {
    throw invalid(`Invalid progress: ${path} must be a whole number from ${min} to ${max}.`, 'data')
  }
}

function checkNumber(value, min, max, path) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw invalid(`Invalid progress: ${path} must be a number from ${min} to ${max}.`, 'data')
  }
}

function checkMap(value, path, maxEntries, keyPattern, keyName) {
  if (!isObject(value)) throw invalid(`Invalid progress: ${path} must be an object.`, 'data')
  const keys = Object.keys(value)
  if (keys.length > maxEntries) {
    throw invalid(`Invalid progress: ${path} has more than ${maxEntries} entries.`, 'data')
  }
  for (let i = 0; i < keys.length; i++) {
    if (FORBIDDEN_KEYS.indexOf(keys[i]) >= 0 || !keyPattern.test(keys[i]))
      throw invalid(`Invalid progress: ${path} has an invalid ${keyName} '${keys[i]}'.`, 'data')
  }
  return keys
}

function checkEntry(value, path) {
  if (!isObject(value)) throw invalid(`Invalid progress: ${path} must be an object.`, 'data')
}

/** Throws a BadRequestError unless `p` is a well-formed progress record within bounds. */
function validateProgress(p, knownIds, now) {
  const maxTime = Math.min(MAX_TIMESTAMP, now + DAY) // allows for a device clock a little ahead
  const time = (v, path) => checkInt(v, 0, maxTime, path)
  if (!isObject(p)) throw invalid('Invalid progress: the record must be an object.', 'data')
  checkKeys(p, ['version', 'resetAt', 'words', 'decks', 'tests', 'activity'], [], 'progress')
  if (p.version !== 1) throw invalid('Invalid progress: unsupported version (expected 1).', 'data')
  time(p.resetAt, 'resetAt')

  const words = checkMap(p.words, 'words', MAX_WORDS, WORD_ID, 'word id')
  for (let i = 0; i < words.length; i++) {
    const id = words[i]
    if (knownIds && !knownIds[id]) throw invalid(`Invalid progress: unknown word '${id}'.`, 'data')
    const w = p.words[id]
    const at = `words.${id}`
    checkEntry(w, at)
    checkKeys(
      w,
      ['since', 'correct', 'attempts', 'lastAttemptAt', 'viewedAt', 'timeSpentMs', 'lastViewedAt'],
      ['review'],
      at,
    )
    time(w.since, `${at}.since`)
    checkInt(w.correct, 0, MAX_COUNT, `${at}.correct`)
    checkInt(w.attempts, 0, MAX_COUNT, `${at}.attempts`)
    if (w.correct > w.attempts)
      throw invalid(`Invalid progress: ${at}.correct exceeds attempts.`, 'data')
    time(w.lastAttemptAt, `${at}.lastAttemptAt`)
    time(w.viewedAt, `${at}.viewedAt`)
    checkInt(w.timeSpentMs, 0, MAX_TIME_SPENT_MS, `${at}.timeSpentMs`)
    time(w.lastViewedAt, `${at}.lastViewedAt`)
    if (w.review !== undefined) {
      const r = w.review
      const rp = `${at}.review`
      checkEntry(r, rp)
      checkKeys(
        r,
        [
          'due',
          'stability',
          'difficulty',
          'elapsedDays',
          'scheduledDays',
          'learningSteps',
          'reps',
          'lapses',
          'state',
          'lastReview',
        ],
        [],
        rp,
      )
      checkInt(r.due, 0, MAX_TIMESTAMP, `${rp}.due`)
      checkNumber(r.stability, 0, 1e6, `${rp}.stability`)
      checkNumber(r.difficulty, 0, 10, `${rp}.difficulty`)
      checkInt(r.elapsedDays, 0, MAX_COUNT, `${rp}.elapsedDays`)
      checkInt(r.scheduledDays, 0, MAX_COUNT, `${rp}.scheduledDays`)
      checkInt(r.learningSteps, 0, MAX_COUNT, `${rp}.learningSteps`)
      checkInt(r.reps, 0, MAX_COUNT, `${rp}.reps`)
      checkInt(r.lapses, 0, MAX_COUNT, `${rp}.lapses`)
      checkInt(r.state, 0, 3, `${rp}.state`)
      if (r.lastReview !== null) time(r.lastReview, `${rp}.lastReview`)
    }
  }

  const decks = checkMap(p.decks, 'decks', MAX_DECKS, DECK_ID, 'deck id')
  for (let i = 0; i < decks.length; i++) {
    const d = p.decks[decks[i]]
    const at = `decks.${decks[i]}`
    checkEntry(d, at)
    checkKeys(d, ['since', 'lastAccessed'], [], at)
    time(d.since, `${at}.since`)
    time(d.lastAccessed, `${at}.lastAccessed`)
  }

  const tests = checkMap(p.tests, 'tests', MAX_DECKS, DECK_ID, 'deck id')
  for (let i = 0; i < tests.length; i++) {
    const t = p.tests[tests[i]]
    const at = `tests.${tests[i]}`
    checkEntry(t, at)
    checkKeys(t, ['since', 'best', 'latest'], [], at)
    time(t.since, `${at}.since`)
    const results = ['best', 'latest']
    for (let j = 0; j < results.length; j++) {
      const r = t[results[j]]
      const rp = `${at}.${results[j]}`
      if (r === null) continue
      checkEntry(r, rp)
      checkKeys(r, ['timeSeconds', 'correct', 'attempts', 'completedAt'], [], rp)
      checkInt(r.timeSeconds, 0, MAX_TEST_SECONDS, `${rp}.timeSeconds`)
      checkInt(r.correct, 0, MAX_COUNT, `${rp}.correct`)
      checkInt(r.attempts, 0, MAX_COUNT, `${rp}.attempts`)
      if (r.correct > r.attempts)
        throw invalid(`Invalid progress: ${rp}.correct exceeds attempts.`, 'data')
      time(r.completedAt, `${rp}.completedAt`)
    }
  }

  if (!isObject(p.activity)) throw invalid('Invalid progress: activity must be an object.', 'data')
  checkKeys(p.activity, ['days', 'hours'], [], 'activity')
  const buckets = [
    ['days', DAY_KEY, MAX_DAYS],
    ['hours', HOUR_KEY, 24],
  ]
  for (let b = 0; b < buckets.length; b++) {
    const name = buckets[b][0]
    const keys = checkMap(p.activity[name], `activity.${name}`, buckets[b][2], buckets[b][1], 'key')
    for (let i = 0; i < keys.length; i++) {
      const c = p.activity[name][keys[i]]
      const at = `activity.${name}.${keys[i]}`
      checkEntry(c, at)
      checkKeys(c, ['since', 'attempts', 'correct'], [], at)
      time(c.since, `${at}.since`)
      checkInt(c.attempts, 0, MAX_COUNT, `${at}.attempts`)
      checkInt(c.correct, 0, MAX_COUNT, `${at}.correct`)
      if (c.correct > c.attempts)
        throw invalid(`Invalid progress: ${at}.correct exceeds attempts.`, 'data')
    }
  }
}

const MAX_PROGRESS_BYTES = 1024 * 1024

/** The progress record of a create or update request, parsed and validated. */
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
  validateProgress(progress, knownWordIds(), Date.now())
  return progress
}

// ---------------------------------------------------------------------------
// Progress merge: the same rules as packages/core/src/progress/merge.ts
// (commutative, associative, idempotent; a count never goes down within an epoch).
// ---------------------------------------------------------------------------

function compareTuples(a, b) {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] || 0) - (b[i] || 0)
    if (d !== 0) return d
  }
  return 0
}

function joinMaps(a, b, resetAt, same) {
  const out = {}
  const keys = Object.keys(a).concat(Object.keys(b))
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]
    if (key in out) continue
    const x = a[key]
    const y = b[key]
    let joined
    if (x && y) joined = x.since > y.since ? x : y.since > x.since ? y : same(x, y)
    else joined = x || y
    if (joined && joined.since >= resetAt) out[key] = joined
  }
  return out
}

function reviewKey(c) {
  return [
    c.lastReview === null ? -1 : c.lastReview,
    c.reps,
    c.lapses,
    c.due,
    c.stability,
    c.difficulty,
    c.state,
    c.learningSteps,
    c.elapsedDays,
    c.scheduledDays,
  ]
}

function minPositive(a, b) {
  return a === 0 ? b : b === 0 ? a : Math.min(a, b)
}

function mergeWord(a, b) {
  const merged = {
    since: a.since,
    correct: Math.max(a.correct, b.correct),
    attempts: Math.max(a.attempts, b.attempts),
    lastAttemptAt: Math.max(a.lastAttemptAt, b.lastAttemptAt),
    viewedAt: minPositive(a.viewedAt, b.viewedAt),
    timeSpentMs: Math.max(a.timeSpentMs, b.timeSpentMs),
    lastViewedAt: Math.max(a.lastViewedAt, b.lastViewedAt),
  }
  let review = a.review || b.review
  if (a.review && b.review)
    review = compareTuples(reviewKey(a.review), reviewKey(b.review)) >= 0 ? a.review : b.review
  if (review) merged.review = review
  return merged
}

function mergeDeck(a, b) {
  return { since: a.since, lastAccessed: Math.max(a.lastAccessed, b.lastAccessed) }
}

function pick(a, b, better) {
  return !a ? b : !b ? a : better(a, b) ? a : b
}

function mergeTests(a, b) {
  return {
    since: a.since,
    best: pick(
      a.best,
      b.best,
      (x, y) =>
        compareTuples(
          [x.attempts, x.timeSeconds, x.completedAt, -x.correct],
          [y.attempts, y.timeSeconds, y.completedAt, -y.correct],
        ) <= 0,
    ),
    latest: pick(
      a.latest,
      b.latest,
      (x, y) =>
        compareTuples(
          [x.completedAt, x.timeSeconds, x.attempts, x.correct],
          [y.completedAt, y.timeSeconds, y.attempts, y.correct],
        ) >= 0,
    ),
  }
}

function mergeActivity(a, b) {
  return {
    since: a.since,
    attempts: Math.max(a.attempts, b.attempts),
    correct: Math.max(a.correct, b.correct),
  }
}

/** Merges two valid progress records without losing an attempt. */
function mergeProgress(a, b) {
  const resetAt = Math.max(a.resetAt, b.resetAt)
  return {
    version: 1,
    resetAt,
    words: joinMaps(a.words, b.words, resetAt, mergeWord),
    decks: joinMaps(a.decks, b.decks, resetAt, mergeDeck),
    tests: joinMaps(a.tests, b.tests, resetAt, mergeTests),
    activity: {
      days: joinMaps(a.activity.days, b.activity.days, resetAt, mergeActivity),
      hours: joinMaps(a.activity.hours, b.activity.hours, resetAt, mergeActivity),
    },
  }
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
  validateProgress,
  incomingProgress,
  mergeProgress,
  requireText,
  escapeHtml,
}
