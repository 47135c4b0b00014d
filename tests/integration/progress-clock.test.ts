// A device's clock must not decide which answers the server keeps. The case: a
// device whose clock runs 20 h ahead resets the learner's progress; a device with the right
// clock, which has not heard of that reset yet, resets too and answers. Its answers are
// stored and counted, and no time later than the server's clock is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { progressDelta } from '../../packages/core/src/progress/delta'
import { type EpochMove, moveEpoch } from '../../packages/core/src/progress/epochs'
import { merge } from '../../packages/core/src/progress/merge'
import { recordAttempt, resetAll } from '../../packages/core/src/progress/record'
import { emptyProgress, type Progress } from '../../packages/core/src/progress/types'
import {
  api,
  createUser,
  startPocketBase,
  type TestPocketBase,
  type TestUser,
} from '../helpers/pocketbase'

// Real word ids of lesson 1: this server reads the app's own vocabulary data.
const [W1, W2, W3] = ['min', 'qaAla', 'rab-s'] as const
const HOUR = 3600_000

describe('progress with device clocks that are wrong', () => {
  let pb: TestPocketBase

  beforeAll(async () => {
    pb = await startPocketBase({ env: { KALIMA_RATE_LIMIT_MULTIPLIER: '100' } })
  })
  afterAll(async () => {
    await pb?.stop()
  })

  /** A device as the sync engine drives it: local record, the server's last answer, a clock. */
  const device = (user: TestUser, id: string, skewMs: number) => {
    let local = emptyProgress()
    let acked = emptyProgress()
    return {
      now: () => Date.now() + skewMs,
      get local() {
        return local
      },
      change(f: (p: Progress, now: number) => Progress) {
        local = f(local, Date.now() + skewMs)
      },
      answer(word: string, correct: boolean) {
        local = recordAttempt(local, word, correct, { now: Date.now() + skewMs }, id)
      },
      /** What a push sends now: the delta and the last acknowledged reset, as the sync engine. */
      body: () => ({ delta: progressDelta(local, acked), base: acked.resetAt }),
      /** Pushes as the sync engine does; follows a moved reset. */
      async push() {
        const answer = await api(pb.url, 'POST', '/api/kalima/progress', {
          token: user.token,
          body: { delta: progressDelta(local, acked), base: acked.resetAt },
        })
        expect(answer.status).toBe(200)
        const moved: EpochMove | undefined = answer.body.moved
        if (moved) local = moveEpoch(local, moved)
        acked = local
        return moved
      },
      async pull() {
        const remote = (await api(pb.url, 'GET', '/api/kalima/progress', { token: user.token }))
          .body.progress as Progress
        local = merge(local, remote)
        acked = remote
      },
    }
  }

  const serverRecord = async (user: TestUser): Promise<Progress> =>
    (await api(pb.url, 'GET', '/api/kalima/progress', { token: user.token })).body.progress

  it('keeps the answers of a device with the right clock after a reset by one 20 h fast', async () => {
    const user = await createUser(pb.url, 'clocks@kalima.test')
    const fast = device(user, 'fastdevice01', 20 * HOUR)
    const right = device(user, 'rightdevice1', 0)
    right.answer(W1, true)
    await right.push()
    await fast.pull()

    // The fast device resets and answers; the server has it at once.
    fast.change(resetAll)
    fast.answer(W2, true)
    await fast.push()
    // The other device resets too before it hears of that reset, then answers.
    right.change(resetAll)
    right.answer(W3, true)
    right.answer(W3, false)
    await right.push()

    const stored = await serverRecord(user)
    // The right-clock device's reset is the last the server received: it holds, with the
    // answers given after it; what came before it (also the fast device's answer) is reset.
    expect(stored.words[W3]).toMatchObject({ correct: 1, attempts: 2 })
    expect(stored.words[W1]).toBeUndefined()
    expect(stored.words[W2]).toBeUndefined()
    // No time from the fast clock is stored ahead of the server's.
    for (const word of Object.values(stored.words))
      expect(word.lastAttemptAt).toBeLessThanOrEqual(Date.now())
    for (const count of Object.values(stored.activity.hours))
      expect(count.attempts).toBeGreaterThan(0)

    // Both devices then pull the same record and go on counting.
    await right.pull()
    await fast.pull()
    right.answer(W3, true)
    fast.answer(W3, true)
    await right.push()
    await fast.push()
    expect((await serverRecord(user)).words[W3]).toMatchObject({ correct: 3, attempts: 4 })
  })

  it('keeps the answers after a reset made behind two others, as it reached the server last', async () => {
    const user = await createUser(pb.url, 'behind@kalima.test')
    const x = device(user, 'xdevice00001', -20 * HOUR)
    const y = device(user, 'ydevice00001', 0)
    x.answer(W1, true)
    await x.push()
    await y.pull()
    // x resets twice (both reach the server); y, which has heard of neither, resets once:
    // its reset's epoch is below x's, but the server received it last.
    for (let i = 0; i < 2; i++) {
      x.change((p) => resetAll(p, 0, () => 0.5))
      x.answer(W2, true)
      await x.push()
    }
    y.change((p) => resetAll(p, 0, () => 0))
    expect(y.local.resetAt).toBeLessThan((await serverRecord(user)).resetAt)
    y.answer(W3, true)
    y.answer(W3, true)
    const ownReset = y.local.resetAt
    const serverReset = (await serverRecord(user)).resetAt
    const retry = y.body()
    const moved = await y.push()
    expect(moved?.from).toBe(ownReset)
    expect(moved?.to).toBeGreaterThan(serverReset)
    const stored = await serverRecord(user)
    expect(stored.resetAt).toBe(moved?.to)
    expect(stored.words[W3]).toMatchObject({ correct: 2, attempts: 2 })
    expect(stored.words[W1]).toBeUndefined()
    expect(stored.words[W2]).toBeUndefined()
    // x answers on the moved reset; then y's push arrives again (its answer was lost): it
    // lands on the same epoch and resets nothing more.
    await x.pull()
    x.answer(W2, true)
    await x.push()
    const again = await api(pb.url, 'POST', '/api/kalima/progress', {
      token: user.token,
      body: retry,
    })
    expect(again.body).toEqual({ ok: true, moved })
    expect((await serverRecord(user)).words[W2]).toMatchObject({ correct: 1, attempts: 1 })
    // y's next answers land on the moved reset.
    y.answer(W3, false)
    await y.push()
    expect((await serverRecord(user)).words[W3]).toMatchObject({ correct: 2, attempts: 3 })
    x.answer(W3, true)
    await x.push()
    expect((await serverRecord(user)).words[W3]).toMatchObject({ correct: 3, attempts: 4 })
  })

  it('refuses a base that is not a reset epoch, and stores nothing', async () => {
    const user = await createUser(pb.url, 'bad-base@kalima.test')
    const delta = recordAttempt(emptyProgress(), W1, true, { now: Date.now() }, 'basedevice01')
    for (const base of [-1, 1.5, 'zero', Date.now() + 3 * 24 * HOUR]) {
      const answer = await api(pb.url, 'POST', '/api/kalima/progress', {
        token: user.token,
        body: { delta, base },
      })
      expect(answer.status).toBe(400)
      expect(answer.body.data.base.message).toMatch(/base must be the reset epoch/)
    }
    expect(await serverRecord(user)).toBeNull()
  })

  it('clamps event times ahead of the server clock instead of refusing them', async () => {
    const user = await createUser(pb.url, 'far-ahead@kalima.test')
    // 30 days ahead: refused before (more than a day), so the device could never sync.
    const ahead = device(user, 'aheaddevice1', 30 * 24 * HOUR)
    ahead.answer(W1, true)
    ahead.change((p, now) => ({ ...p, decks: { '1': { since: 0, lastAccessed: now } } }))
    const before = Date.now()
    await ahead.push()
    const stored = await serverRecord(user)
    expect(stored.words[W1]).toMatchObject({ correct: 1, attempts: 1 })
    expect(stored.words[W1]?.lastAttemptAt).toBeGreaterThanOrEqual(before)
    expect(stored.words[W1]?.lastAttemptAt).toBeLessThanOrEqual(Date.now())
    expect(stored.decks['1']?.lastAccessed).toBeLessThanOrEqual(Date.now())
  })
})
