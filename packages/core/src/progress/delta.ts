// Deltas of progress records: what changed since the server last acknowledged a record,
// and the server's O(|delta|) merge of such a delta into the stored record. Pure and
// dependency-free (besides ./merge and ./types): the server runs this file too (bundled
// by scripts/build-pb-rules.mjs).
import { merge, mergeEntries } from './merge'
import type { Progress } from './types'
import { PROGRESS_VERSION } from './types'

const ownKey = Object.prototype.hasOwnProperty
const has = (o: object, key: string): boolean => ownKey.call(o, key)

/** Deep equality of JSON values, ignoring key order. */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false
    return true
  }
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  const keys = Object.keys(x)
  let count = 0
  for (const key of Object.keys(y)) if (y[key] !== undefined) count++
  let own = 0
  for (const key of keys) {
    if (x[key] === undefined) continue
    own++
    if (!has(y, key) || !sameJson(x[key], y[key])) return false
  }
  return own === count
}

/** The entries of `current` that are missing from `base` or differ from its entry. */
const changedEntries = <T>(current: Record<string, T>, base: Record<string, T>) => {
  const out: Record<string, T> = {}
  for (const key of Object.keys(current)) {
    const entry = current[key] as T
    // Records are updated immutably: an entry still identical to the base's is unchanged,
    // so only entries that were rebuilt need the deep compare.
    if (has(base, key) && (entry === base[key] || sameJson(entry, base[key]))) continue
    out[key] = entry
  }
  return out
}

/**
 * The sub-record of `current` holding only the entries (words, decks, tests, activity
 * days and hours) that differ from `base`, with `current`'s version and reset time. With
 * `base` a record the server already holds (or an older one), merging the delta into the
 * server's record gives what merging all of `current` would: `merge(base, delta)` equals
 * `merge(base, current)`. Entries only `base` has are left out (a reset drops them).
 */
export const progressDelta = (current: Progress, base: Progress): Progress => ({
  version: PROGRESS_VERSION,
  resetAt: current.resetAt,
  words: changedEntries(current.words, base.words),
  decks: changedEntries(current.decks, base.decks),
  tests: changedEntries(current.tests, base.tests),
  activity: {
    days: changedEntries(current.activity.days, base.activity.days),
    hours: changedEntries(current.activity.hours, base.activity.hours),
  },
})

/** Whether merging `delta` into `base` changes nothing worth a request: no entries, no newer reset. */
export const isEmptyDelta = (delta: Progress, base: Progress): boolean =>
  delta.resetAt <= base.resetAt &&
  Object.keys(delta.words).length === 0 &&
  Object.keys(delta.decks).length === 0 &&
  Object.keys(delta.tests).length === 0 &&
  Object.keys(delta.activity.days).length === 0 &&
  Object.keys(delta.activity.hours).length === 0

/**
 * `merge(stored, delta)` in O(|delta|) plus a shallow copy of `stored`'s maps, when the
 * delta brings no newer reset (`delta.resetAt <= stored.resetAt`); otherwise `merge`
 * itself. `stored` must hold no entry older than its own reset, as every validated or
 * merged record (the server's stored record is one).
 */
export const mergeDelta = (stored: Progress, delta: Progress): Progress => {
  if (delta.resetAt > stored.resetAt) return merge(stored, delta)
  const resetAt = stored.resetAt
  return {
    version: PROGRESS_VERSION,
    resetAt,
    words: mergeEntries.words(stored.words, delta.words, resetAt),
    decks: mergeEntries.decks(stored.decks, delta.decks, resetAt),
    tests: mergeEntries.tests(stored.tests, delta.tests, resetAt),
    activity: {
      days: mergeEntries.activity(stored.activity.days, delta.activity.days, resetAt),
      hours: mergeEntries.activity(stored.activity.hours, delta.activity.hours, resetAt),
    },
  }
}
