// Sync against a real server: answers made while the server is down are kept
// locally and all arrive after it restarts; two devices of one learner that
// answered the same words offline end with the same record, every answer of both
// counted (per-device counters, added up on the server too); progress made signed out
// merges into the account on sign-in; sign-out waits for pending changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPocketBaseBackend } from '../../packages/core/src/adapters/pocketbase-backend'
import { progressDelta } from '../../packages/core/src/progress/delta'
import { newDeviceId } from '../../packages/core/src/progress/device'
import { merge } from '../../packages/core/src/progress/merge'
import { recordAttempt, touchDeck } from '../../packages/core/src/progress/record'
import { emptyProgress, type Progress } from '../../packages/core/src/progress/types'
import { createSyncEngine, type SyncEngine } from '../../packages/core/src/sync/engine'
import {
  api,
  createUser,
  startPocketBase,
  superuserToken,
  type TestPocketBase,
  type TestUser,
} from '../helpers/pocketbase'

// Real word ids of lesson 1: this server reads the app's own vocabulary data.
const [W1, W2, W3] = ['min', 'qaAla', 'rab-s'] as const

const memorySource = (initial: Progress = emptyProgress()) => {
  let progress = initial
  return {
    get: () => progress,
    set: (p: Progress) => {
      progress = p
    },
  }
}

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error('condition not met in time')
}

describe('sync', () => {
  let pb: TestPocketBase
  let admin: string
  const engines: SyncEngine[] = []

  beforeAll(async () => {
    pb = await startPocketBase({ env: { KALIMA_RATE_LIMIT_MULTIPLIER: '100' } })
    admin = await superuserToken(pb)
  })
  afterAll(async () => {
    for (const e of engines) e.dispose()
    await pb?.stop()
  })

  /** The learner's record on the server, as the progress route assembles it from its rows. */
  const serverProgress = async (user: TestUser): Promise<Progress | null> =>
    (await api(pb.url, 'GET', '/api/kalima/progress', { token: user.token })).body.progress

  const device = async (user: TestUser | null, initial?: Progress) => {
    const backend = createPocketBaseBackend({ url: pb.url })
    if (user) await backend.signIn(user.email, user.password)
    const source = memorySource(initial)
    const engine = createSyncEngine({
      backend,
      source,
      debounceMs: 20,
      retryInitialMs: 50,
      retryMaxMs: 400,
    })
    engines.push(engine)
    const deviceId = newDeviceId()
    let t = Date.now()
    const answer = (word: string, correct: boolean) => {
      source.set(recordAttempt(source.get(), word, correct, { now: t++ }, deviceId))
      engine.changed()
    }
    return { backend, source, engine, answer }
  }

  it('uses the vocabulary data: an unknown word is refused', async () => {
    const user = await createUser(pb.url, 'vocab@kalima.test')
    const bad = recordAttempt(
      emptyProgress(),
      'not-a-quran-word',
      true,
      { now: Date.now() },
      newDeviceId(),
    )
    const answer = await api(pb.url, 'POST', '/api/kalima/progress', {
      token: user.token,
      body: { delta: bad },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/words\.not-a-quran-word is not a known word/)
  })

  it("keeps the mode a deck was last opened in (home's Continue) and merges it by latest access", async () => {
    const user = await createUser(pb.url, 'resume@kalima.test')
    const push = (deck: Progress) =>
      api(pb.url, 'POST', '/api/kalima/progress', { token: user.token, body: { delta: deck } })
    const now = Date.now()
    const phone = touchDeck(emptyProgress(), '2', now - 1000, 'learn')
    const laptop = touchDeck(emptyProgress(), '2', now, 'match')
    expect((await push(laptop)).status).toBe(200)
    expect((await push(phone)).status).toBe(200)
    expect((await serverProgress(user))?.decks['2']).toEqual({
      since: 0,
      lastAccessed: now,
      mode: 'match',
    })
    const forged = { ...phone, decks: { '2': { since: 0, lastAccessed: now, mode: '<b>' } } }
    expect((await push(forged as Progress)).status).toBe(400)
  })

  it('keeps answers made while the server is down and delivers them all after restart', async () => {
    const user = await createUser(pb.url, 'offline@kalima.test')
    const d = await device(user)
    d.answer(W1, true)
    expect(await d.engine.flush()).toBe(true)
    expect((await serverProgress(user))?.words[W1]).toMatchObject({ correct: 1, attempts: 1 })

    await pb.stop({ keepData: true })
    d.answer(W1, true)
    d.answer(W1, false)
    d.answer(W2, true)
    await until(() => d.engine.getState().failures >= 2)
    expect(d.engine.getState()).toMatchObject({ status: 'retrying', pending: 3 })
    expect(d.source.get().words[W1]).toMatchObject({ correct: 2, attempts: 3 })
    // Sign-out is held back while changes are pending.
    expect(await d.engine.signOut()).toEqual({ signedOut: false, pendingChanges: 3 })
    expect(d.backend.currentUser()).not.toBeNull()

    await pb.restart()
    await until(() => d.engine.getState().pending === 0)
    expect(d.engine.getState()).toMatchObject({ status: 'synced', failures: 0 })
    const stored = await serverProgress(user)
    expect(stored?.words[W1]).toMatchObject({ correct: 2, attempts: 3 })
    expect(stored?.words[W2]).toMatchObject({ correct: 1, attempts: 1 })
    expect(stored).toEqual(d.source.get())

    expect(await d.engine.signOut()).toEqual({ signedOut: true })
    expect(d.source.get()).toEqual(emptyProgress())
  })

  it('two devices answering the SAME words offline end with the summed counts: nothing lost', async () => {
    const user = await createUser(pb.url, 'two-devices@kalima.test')
    const a = await device(user)
    const b = await device(user)
    a.answer(W3, true)
    await a.engine.flush()
    await b.engine.flush()
    expect(b.source.get().words[W3]).toMatchObject({ correct: 1, attempts: 1 })

    await pb.stop({ keepData: true })
    // Device A: W1 2 correct of 3, W3 one more correct.
    a.answer(W1, true)
    a.answer(W1, false)
    a.answer(W1, true)
    a.answer(W3, true)
    // Device B, the same words: W1 0 of 1, W3 0 of 1, and W2 1 of 1.
    b.answer(W1, false)
    b.answer(W3, false)
    b.answer(W2, true)
    expect(a.source.get().words[W1]).toMatchObject({ correct: 2, attempts: 3 })
    expect(b.source.get().words[W1]).toMatchObject({ correct: 0, attempts: 1 })
    const expected = merge(a.source.get(), b.source.get())
    await until(() => a.engine.getState().failures >= 1 && b.engine.getState().failures >= 1)

    await pb.restart()
    await until(() => a.engine.getState().pending === 0 && b.engine.getState().pending === 0)
    // One more round so each device sees what the other pushed after it.
    await a.engine.flush()
    await b.engine.flush()
    await a.engine.flush()
    const stored = await serverProgress(user)
    expect(stored).toEqual(expected)
    expect(a.source.get()).toEqual(expected)
    expect(b.source.get()).toEqual(expected)
    for (const record of [stored, a.source.get(), b.source.get()]) {
      // 2/3 + 0/1 = 2/4: the answers add up instead of the larger count winning.
      expect(record?.words[W1]).toMatchObject({ correct: 2, attempts: 4 })
      // 1/1 synced before, then A 1/1 and B 0/1.
      expect(record?.words[W3]).toMatchObject({ correct: 2, attempts: 3 })
      expect(record?.words[W2]).toMatchObject({ correct: 1, attempts: 1 })
      // The study assistant's log counts all eight answers too.
      const days = Object.values(record?.activity.days ?? {})
      expect(days.reduce((n, d) => n + d.attempts, 0)).toBe(8)
      expect(days.reduce((n, d) => n + d.correct, 0)).toBe(5)
    }
  })

  it('merges progress made signed out into the account on sign-in', async () => {
    const user = await createUser(pb.url, 'later@kalima.test')
    const other = await device(user)
    other.answer(W3, true)
    await other.engine.flush()

    const d = await device(null)
    d.answer(W1, true)
    d.answer(W2, false)
    expect(d.engine.getState().status).toBe('signedOut')
    await d.backend.signIn(user.email, user.password)
    await until(() => d.engine.getState().status === 'synced' && d.engine.getState().pending === 0)
    const stored = await serverProgress(user)
    expect(Object.keys(stored?.words ?? {}).sort()).toEqual([W1, W2, W3].sort())
    expect(d.source.get()).toEqual(stored)
  })

  it('signs out with pending changes only when the learner discards them', async () => {
    const user = await createUser(pb.url, 'discard@kalima.test')
    const d = await device(user)
    await pb.stop({ keepData: true })
    d.answer(W1, true)
    const held = await d.engine.signOut()
    expect(held).toEqual({ signedOut: false, pendingChanges: 1 })
    expect(await d.engine.signOut({ discardPending: true })).toEqual({ signedOut: true })
    expect(d.backend.currentUser()).toBeNull()
    expect(d.source.get()).toEqual(emptyProgress())
    await pb.restart()
  })

  it('a delta push carries only the changed entries, touches only their rows, and a forged one changes nothing', async () => {
    const user = await createUser(pb.url, 'delta@kalima.test')
    const d = await device(user)
    d.answer(W1, true)
    d.answer(W2, false)
    expect(await d.engine.flush()).toBe(true)
    const acked = d.source.get()
    d.answer(W1, false)
    const delta = progressDelta(d.source.get(), acked)
    expect(Object.keys(delta.words)).toEqual([W1])
    const rows = async () =>
      (
        await api(
          pb.url,
          'GET',
          `/api/collections/progress_entries/records?perPage=500&sort=id&filter=${encodeURIComponent(`user="${user.id}"`)}`,
          { token: admin },
        )
      ).body.items as Array<{ id: string; key: string; updated: string }>
    const before = await rows()
    // Sent as the engine does, answered with { ok: true } only.
    const pushed = await api(pb.url, 'POST', '/api/kalima/progress', {
      token: user.token,
      body: { delta },
    })
    expect(pushed).toEqual({ status: 200, body: { ok: true } })
    expect(await serverProgress(user)).toEqual(merge(acked, d.source.get()))
    // Only the rows of the delta's entries changed: the word W1, its day and its hour.
    const changed = (await rows()).filter(
      (row) => before.find((b) => b.id === row.id)?.updated !== row.updated,
    )
    const [day] = Object.keys(delta.activity.days)
    const [hour] = Object.keys(delta.activity.hours)
    expect(changed.map((r) => r.key).sort()).toEqual(
      [`day:${day}`, `hour:${hour}`, `w:${W1}`].sort(),
    )
    // A forged delta (totals that are not the sums) is refused and nothing changes.
    const stored = await rows()
    const forged = structuredClone(delta)
    ;(forged.words[W1] as { correct: number }).correct = 999
    const refused = await api(pb.url, 'POST', '/api/kalima/progress', {
      token: user.token,
      body: { delta: forged },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/Invalid progress/)
    expect(await rows()).toEqual(stored)
    await d.engine.flush()
    expect(d.source.get()).toEqual(await serverProgress(user))
  })
})
