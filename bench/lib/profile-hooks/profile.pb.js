/// <reference path="../../../pocketbase/pb_data/types.d.ts" />
// Bench only (never deployed): added by bench/lib/profile.ts to a temporary copy of
// pocketbase/pb_hooks, whose lib/progress-store.js gets its internal functions exported as
// `__profile`. Times each phase of a progress push inside PocketBase's own JS VM, on the
// signed-in learner's real rows:
//   POST /api/kalima-profile { delta, iterations, phase } → { [phase]: ms per operation }:
//     the phases before `phase` run once to make its input, then `phase` (parse, validate,
//     read, merge, write or transaction) runs `iterations` times, so the server CPU of the
//     request read from /proc, divided by `iterations`, is the phase's CPU;
//   GET /api/kalima-profile/noop → {} (an authenticated JS route that does nothing: the
//     cost of HTTP, auth and a hook VM).

routerAdd(
  'POST',
  '/api/kalima-profile',
  (e) => {
    const store = require(`${__hooks}/lib/progress-store.js`).__profile
    const rules = require(`${__hooks}/lib/progress-rules.cjs`)
    const text = toString(e.request.body)
    const body = JSON.parse(text)
    const n = Math.max(1, Math.min(10000, Number(body.iterations) || 100))
    const user = e.auth.id
    const db = $app.db()
    const phase = String(body.phase || '')
    const out = { iterations: n, phase, missing: [] }
    const has = (names) => {
      const absent = names.filter((name) => typeof store[name] !== 'function')
      out.missing = out.missing.concat(absent)
      return absent.length === 0
    }
    /**
     * `fn` once when it only makes the input of a later phase, else `n` times: the mean ms
     * (Date.now() has 1 ms resolution; n calls make it fine). Phases after `phase` are skipped.
     */
    let reached = false
    const time = (name, fn) => {
      if (reached) return undefined
      const runs = name === phase ? n : 1
      reached = name === phase
      const t0 = Date.now()
      for (let i = 0; i < runs; i++) fn()
      return (Date.now() - t0) / runs
    }
    out.parse = time('parse', () => JSON.parse(text))
    let delta = body.delta
    const vocab = has(['knownVocabulary']) ? store.knownVocabulary() : {}
    const maps = has(['progressMaps']) ? store.progressMaps(vocab) : []
    if (has(['validateProgress']))
      out.validate = time('validate', () => {
        delta = store.validateProgress(body.delta, vocab, Date.now())
      })
    let stored = {}
    if (has(['readEntries', 'rowKeys']))
      out.read = time('read', () => {
        stored = store.readEntries(db, user, store.rowKeys(maps, delta))
      })
    let changed = []
    if (has(['recordOf', 'entriesOf']))
      out.merge = time('merge', () => {
        const merged = store.entriesOf(maps, rules.mergeDelta(store.recordOf(maps, stored), delta))
        changed = []
        const keys = Object.keys(merged)
        for (let i = 0; i < keys.length; i++) {
          const json = JSON.stringify(merged[keys[i]])
          const before = stored[keys[i]]
          if (before === undefined || JSON.stringify(before) !== json) changed.push([keys[i], json])
        }
      })
    out.changedRows = changed.length
    if (phase === 'transaction')
      out.transaction = time('transaction', () => $app.runInTransaction(() => {}))
    if (has(['upsertEntries']) && changed.length > 0)
      out.write = time('write', () =>
        $app.runInTransaction((tx) => store.upsertEntries(tx.db(), user, changed)),
      )
    return e.json(200, out)
  },
  $apis.requireAuth('users'),
)

routerAdd('GET', '/api/kalima-profile/noop', (e) => e.json(200, {}), $apis.requireAuth('users'))
