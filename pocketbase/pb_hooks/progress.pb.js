/// <reference path="../pb_data/types.d.ts" />
// Server-side validation and merge of learner data. Progress never loses an answer: the
// app pushes a delta (only the entries that changed since the server last acknowledged
// its record) to POST /api/kalima/progress, which validates it with @kalima/core's own
// rules and merges it with the core's `mergeDelta` into the learner's `progress_entries`
// rows, touching only the rows of the delta (lib/progress-store.js). GET returns the whole record.
// Nobody writes `progress_entries` through the records API (its write rules are null).

routerAdd(
  'POST',
  '/api/kalima/progress',
  (e) => require(`${__hooks}/lib/progress-store.js`).pushProgress(e),
  $apis.requireAuth('users'),
)

routerAdd(
  'GET',
  '/api/kalima/progress',
  (e) => require(`${__hooks}/lib/progress-store.js`).pullProgress(e),
  $apis.requireAuth('users'),
)

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

// Test results: a completed test has at most as many correct answers as answers, and a
// first-try score (null in rows from before it was counted) that its counts allow, by the
// core's own rule (isPossibleFirstTry, bundled in lib/progress-rules.cjs).
function checkTestResult(e) {
  const u = require(`${__hooks}/lib/env.js`)
  const correct = e.record.getInt('correct')
  const attempts = e.record.getInt('attempts')
  if (correct > attempts) {
    throw u.invalid('Invalid test result: correct exceeds attempts.', 'correct')
  }
  const raw = e.record.getString('firstTry')
  if (raw !== '' && raw !== 'null') {
    let firstTry
    try {
      firstTry = JSON.parse(raw)
    } catch (_) {
      firstTry = undefined
    }
    const rules = require(`${__hooks}/lib/progress-rules.cjs`)
    if (typeof firstTry !== 'number' || !rules.isPossibleFirstTry(firstTry, correct, attempts)) {
      throw u.invalid(
        'Invalid test result: firstTry is not possible with these correct answers and attempts.',
        'firstTry',
      )
    }
  }
  e.next()
}
onRecordCreateRequest(checkTestResult, 'test_results')
onRecordUpdateRequest(checkTestResult, 'test_results')
