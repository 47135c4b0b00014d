// The exchange with the server on its own: when it pulls, what a delta carries, and that a
// request of an earlier session (before a sign-in or sign-out) sets no base.
import type { Backend, ProgressPushAnswer } from '../ports/backend'
import { moveEpoch } from '../progress/epochs'
import { merge } from '../progress/merge'
import { recordAttempt } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import { createExchange, type ProgressSource } from './exchange'

const t = (now: number) => ({ now, utcOffsetMinutes: 0 })

/** A server in memory whose answers wait until `answer()` when `holding` is set. */
const fakeServer = () => {
  const server = {
    record: null as Progress | null,
    sent: [] as Progress[],
    moved: undefined as ProgressPushAnswer['moved'],
    holding: false,
    held: [] as (() => void)[],
  }
  const later = <T>(value: () => T): Promise<T> =>
    server.holding
      ? new Promise((resolve) => server.held.push(() => resolve(value())))
      : Promise.resolve(value())
  const backend = {
    pullProgress: () => later(() => server.record),
    pushProgressDelta: (delta: Progress) => {
      server.sent.push(delta)
      server.record = merge(server.record ?? emptyProgress(), delta)
      return later(() => (server.moved ? { moved: server.moved } : undefined))
    },
  } as unknown as Backend
  return { backend, server }
}

const localSource = (initial = emptyProgress()) => {
  const moves: unknown[] = []
  let p = initial
  const source: ProgressSource & { moves: unknown[] } = {
    moves,
    get: () => p,
    set: (next) => {
      p = next
    },
    moveEpoch: (move) => {
      moves.push(move)
      p = moveEpoch(p, move)
    },
  }
  return source
}

describe('exchange with the server', () => {
  it('pulls first, then at most every interval or when asked, and again in a new session', async () => {
    const { backend } = fakeServer()
    let now = 0
    const exchange = createExchange(backend, localSource(), () => now, 60_000)
    expect(exchange.pullDue()).toBe(true)
    await exchange.pull(exchange.session())
    expect(exchange.pullDue()).toBe(false)
    exchange.requestPull()
    expect(exchange.pullDue()).toBe(true)
    await exchange.pull(exchange.session())
    now = 59_999
    expect(exchange.pullDue()).toBe(false)
    now = 60_000
    expect(exchange.pullDue()).toBe(true)
    await exchange.pull(exchange.session())
    exchange.forget()
    expect(exchange.pullDue()).toBe(true)
  })

  it("merges the server's record in and sends only what it lacks", async () => {
    const { backend, server } = fakeServer()
    server.record = recordAttempt(emptyProgress(), 'theirs', true, t(1), 'device000002')
    const source = localSource(recordAttempt(emptyProgress(), 'mine', true, t(2), 'device000001'))
    const exchange = createExchange(backend, source, () => 0, 60_000)
    await exchange.pull(exchange.session())
    expect(Object.keys(source.get().words).sort()).toEqual(['mine', 'theirs'])
    await exchange.send(exchange.session())
    expect(Object.keys(server.sent[0]?.words ?? {})).toEqual(['mine'])
    // Acknowledged: nothing more to send.
    await exchange.send(exchange.session())
    expect(server.sent).toHaveLength(1)
  })

  it('follows a reset the server moved, and sends against the moved record', async () => {
    const { backend, server } = fakeServer()
    const reset = { ...emptyProgress(), resetAt: 100 }
    const source = localSource(recordAttempt(reset, 'w1', true, t(150), 'device000001'))
    const exchange = createExchange(backend, source, () => 0, 60_000)
    await exchange.pull(exchange.session())
    server.moved = { from: 100, to: 500 }
    await exchange.send(exchange.session())
    expect(source.moves).toEqual([{ from: 100, to: 500 }])
    expect(source.get().resetAt).toBe(500)
    server.moved = undefined
    await exchange.send(exchange.session())
    expect(server.sent).toHaveLength(1)
  })

  it('sets no base from a pull or a push answered after the session ended', async () => {
    const { backend, server } = fakeServer()
    server.record = recordAttempt(emptyProgress(), 'theirs', true, t(1), 'device000002')
    const source = localSource()
    const exchange = createExchange(backend, source, () => 0, 60_000)
    server.holding = true
    const pulling = exchange.pull(exchange.session())
    exchange.forget()
    for (const answer of server.held.splice(0)) answer()
    await pulling
    // The record of the account that signed out is not merged, and the next sync pulls.
    expect(source.get().words).toEqual({})
    expect(exchange.pullDue()).toBe(true)

    server.holding = false
    await exchange.pull(exchange.session())
    source.set(recordAttempt(source.get(), 'mine', true, t(2), 'device000001'))
    server.holding = true
    const sending = exchange.send(exchange.session())
    exchange.forget()
    for (const answer of server.held.splice(0)) answer()
    await sending
    expect(server.sent).toHaveLength(1)
    // Not taken as acknowledged: a send of the new session carries the answer again.
    server.holding = false
    await exchange.send(exchange.session())
    expect(server.sent).toHaveLength(2)
    expect(Object.keys(server.sent[1]?.words ?? {}).sort()).toEqual(['mine', 'theirs'])
  })
})
