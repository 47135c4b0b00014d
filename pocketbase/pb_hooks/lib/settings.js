/// <reference path="../../pb_data/types.d.ts" />
// The settings hook's logic (pb_hooks/settings.pb.js): newest change of each field wins, as
// the app's own merge (mergeSettings, packages/core/src/settings/sync.ts). Loaded with
// require(`${__hooks}/lib/settings.js`) (each handler runs in its own VM). Plain JavaScript.

/** Fields that are not settings. */
const NOT_SETTINGS = ['id', 'user', 'created', 'updated', 'changedAt']

/** A record's change stamps, { [field]: ms }; {} when absent or not an object. */
function stampsOf(record) {
  try {
    const value = JSON.parse(record.getString('changedAt') || 'null')
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  } catch (_) {
    return {}
  }
}

/** A valid stamp, or 0 (never changed). */
function stampOf(stamps, field) {
  const v = stamps[field]
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0
}

/**
 * On an update of a settings record: every field whose stored stamp is newer than the one
 * written keeps its stored value and stamp; the others take the written value. A write
 * without stamps (an older app) changes what it writes, as before stamps were kept, except
 * fields another device changed with a stamp.
 */
function keepNewerFields(e) {
  const original = e.record.original()
  const stored = stampsOf(original)
  const written = stampsOf(e.record)
  const fields = e.record.collection().fields
  const merged = {}
  const names = Object.keys(stored).concat(Object.keys(written))
  for (const name of names) {
    if (NOT_SETTINGS.indexOf(name) >= 0 || !fields.getByName(name) || name in merged) continue
    const s = stampOf(stored, name)
    const w = stampOf(written, name)
    if (s > w) {
      e.record.set(name, original.get(name))
      merged[name] = s
    } else if (w > 0) {
      merged[name] = w
    }
  }
  e.record.set('changedAt', merged)
}

module.exports = { keepNewerFields }
