/// <reference path="../pb_data/types.d.ts" />
// Server-side validation and merge of learner data. A progress update never
// loses an answer: the incoming record (the app sends a delta: only the entries that
// changed since the server last acknowledged it) is validated, then merged into the
// stored one by @kalima/core's own `mergeDelta` (O(delta); per-device counters;
// lib/progress-rules.cjs, see utils.js).

onRecordCreateRequest((e) => {
  const u = require(`${__hooks}/utils.js`)
  e.record.set('data', u.incomingProgress(e))
  e.next()
}, 'progress')

onRecordUpdateRequest((e) => {
  const u = require(`${__hooks}/utils.js`)
  const incoming = u.incomingProgress(e)
  // The app's delta push: merged inside SQLite, O(delta), answered with the id only.
  if (u.mergeDeltaInPlace(e, incoming)) return
  const stored = u.storedProgress(e)
  e.record.set('data', stored ? u.mergeProgressDelta(stored, incoming) : incoming)
  e.next()
}, 'progress')

// Analytics: time spent only grows and the last view only moves forward.
onRecordUpdateRequest((e) => {
  const original = e.record.original()
  e.record.set(
    'timeSpentMs',
    Math.max(original.getInt('timeSpentMs'), e.record.getInt('timeSpentMs')),
  )
  const before = original.getDateTime('lastViewed')
  const after = e.record.getDateTime('lastViewed')
  if (!before.isZero() && (after.isZero() || before.after(after)))
    e.record.set('lastViewed', before)
  e.next()
}, 'analytics')

// Test results: a completed test has at most as many correct answers as answers.
function checkTestResult(e) {
  const u = require(`${__hooks}/utils.js`)
  if (e.record.getInt('correct') > e.record.getInt('attempts')) {
    throw u.invalid('Invalid test result: correct exceeds attempts.', 'correct')
  }
  e.next()
}
onRecordCreateRequest(checkTestResult, 'test_results')
onRecordUpdateRequest(checkTestResult, 'test_results')
