/// <reference path="../pb_data/types.d.ts" />
// A Test can be failed (issue 19): a finished test keeps how many words were right the
// first time. `firstTry` is a JSON number, null in rows saved before it was counted: their
// mistakes (attempts − correct) are known, but not how many words they cost, so the rows
// are kept as they are rather than given an invented score. The hook
// (pb_hooks/progress.pb.js) accepts null or a number core's `isPossibleFirstTry` allows.

migrate(
  (app) => {
    const results = app.findCollectionByNameOrId('test_results')
    results.fields.add(new JSONField({ name: 'firstTry', maxSize: 32 }))
    app.save(results)
  },
  (app) => {
    const results = app.findCollectionByNameOrId('test_results')
    results.fields.removeByName('firstTry')
    app.save(results)
  },
)
