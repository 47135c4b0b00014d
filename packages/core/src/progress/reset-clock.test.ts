// Resets and answers from devices whose clocks are wrong by up to a day either way, synced
// through a model of the server's push (the functions of ./rules the server runs: validate
// with its epoch bound, clamp event times to its clock, mergeDelta) and pull. The learner's
// answers must not depend on any device's clock.
import fc from 'fast-check'
import { progressDelta } from './delta'
import type { EpochMove, ResetLog } from './epochs'
import { recordAttempt, resetAll } from './record'
import {
  clampEventTimes,
  highestEpoch,
  logReset,
  mergeDelta,
  merge as mergeRecords,
  moveEpoch,
  placeReset,
  validateProgress,
} from './rules'
import { emptyProgress, type Progress } from './types'

const DAY = 86_400_000
/** The server's clock at the start of a run. */
const START = Date.UTC(2026, 10, 23, 12)
const WORDS = ['w1', 'w2', 'w3'] as const

/** The server: the learner's record and what it remembers of resets (the meta row). */
interface Server {
  record: Progress
  log: ResetLog
  now: number
}

/**
 * The server's push (pocketbase/pb_hooks/lib/progress-store.js `mergeProgressDelta`), with
 * the same functions: validate (epochs at most a day ahead), clamp event times, place the
 * delta's reset (moving a reset made behind the server's), merge, log. Returns the move.
 */
const serverPush = (server: Server, pushed: Progress, base: number): EpochMove | null => {
  const checked = validateProgress(pushed, { maxEpoch: server.now + DAY })
  if (!checked.ok) throw new Error(`refused: ${JSON.stringify(checked.issues)}`)
  let delta = clampEventTimes(checked.progress, server.now)
  const stored = server.record
  const move = placeReset(
    server.log,
    stored.resetAt,
    () => highestEpoch(stored),
    delta.resetAt,
    base,
  )
  if (move) delta = moveEpoch(delta, move)
  server.record = mergeDelta(stored, delta)
  server.log = logReset(logReset(server.log, stored.resetAt, null), server.record.resetAt, move)
  return move
}

interface Device {
  id: string
  /** Milliseconds this device's clock is ahead of the server's (negative: behind). */
  skew: number
  local: Progress
  /** What the server last acknowledged to this device (the sync engine's base). */
  acked: Progress
  /** The events (answers 'a<n>', resets 'r<n>') this device has given, made or received. */
  knows: Set<string>
}

type Step =
  | { kind: 'answer'; device: number; word: number; correct: boolean }
  | { kind: 'reset'; device: number }
  | { kind: 'sync'; device: number }

const stepArb = (devices: number): fc.Arbitrary<Step> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('answer' as const),
        device: fc.nat(devices - 1),
        word: fc.nat(WORDS.length - 1),
        correct: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('reset' as const), device: fc.nat(devices - 1) }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('sync' as const), device: fc.nat(devices - 1) }),
    },
  )

const skewArb = fc.integer({ min: -DAY, max: DAY })

/** One answer given during a run. */
interface Answer {
  id: string
  word: string
  /** The events its device knew when it was given. */
  knew: Set<string>
}

/** One reset made during a run. */
interface Reset {
  id: string
  /** The events its device knew when it reset: what the learner saw wiped. */
  knew: Set<string>
}

/**
 * Runs the steps, then syncs every device once more (so every answer and reset reaches the
 * server), and returns the server's record, every answer given and every reset made.
 */
const run = (skews: number[], steps: Step[]) => {
  const server = {
    record: emptyProgress(),
    log: { resets: [], moves: {} } as ResetLog,
    now: START,
    knows: new Set<string>(),
  }
  const devices: Device[] = skews.map((skew, i) => ({
    id: `device${i}abc`,
    skew,
    local: emptyProgress(),
    acked: emptyProgress(),
    knows: new Set(),
  }))
  const answers: Answer[] = []
  const resets: Reset[] = []
  /** Reset ids in the order the server received them. */
  const delivered: string[] = []
  const sync = (d: Device) => {
    // As the sync engine: push the delta against the last acknowledged record, follow a
    // moved reset, then pull and merge.
    const move = serverPush(server, progressDelta(d.local, d.acked), d.acked.resetAt)
    if (move) d.local = moveEpoch(d.local, move)
    for (const e of d.knows) {
      if (e.startsWith('r') && !server.knows.has(e)) delivered.push(e)
      server.knows.add(e)
    }
    d.local = mergeRecords(d.local, server.record)
    d.acked = server.record
    for (const e of server.knows) d.knows.add(e)
  }
  for (const step of steps) {
    server.now += 1000
    const d = devices[step.device] as Device
    const deviceNow = server.now + d.skew
    if (step.kind === 'answer') {
      const word = WORDS[step.word] as string
      d.local = recordAttempt(d.local, word, step.correct, { now: deviceNow }, d.id)
      const id = `a${answers.length}`
      d.knows.add(id)
      answers.push({ id, word, knew: new Set(d.knows) })
    } else if (step.kind === 'reset') {
      d.local = resetAll(d.local, deviceNow)
      const id = `r${resets.length}`
      resets.push({ id, knew: new Set(d.knows) })
      d.knows.add(id)
    } else sync(d)
  }
  for (const d of devices) {
    server.now += 1000
    sync(d)
  }
  return { record: server.record, answers, resets, delivered }
}

const attempts = (p: Progress, word: string) => p.words[word]?.attempts ?? 0

describe('resets and answers from devices with skewed clocks', () => {
  it('counts every answer given after every reset reached its device, and none a reset wiped', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(
        fc.array(skewArb, { minLength: 2, maxLength: 3 }),
        fc.array(stepArb(3), { maxLength: 60 }),
        (skews, rawSteps) => {
          const steps = rawSteps.map((s) => ({ ...s, device: s.device % skews.length }))
          const { record, answers, resets } = run(skews, steps)
          for (const word of WORDS) {
            const of = answers.filter((a) => a.word === word)
            // Given after the last reset, on a device that had received it and every other:
            // all counted…
            const after = of.filter((a) => resets.every((r) => a.knew.has(r.id))).length
            // …and none that a reset's device had seen (the learner saw them wiped).
            const kept = of.filter((a) => !resets.some((r) => r.knew.has(a.id))).length
            expect(attempts(record, word)).toBeGreaterThanOrEqual(after)
            expect(attempts(record, word)).toBeLessThanOrEqual(kept)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('counts every answer given after the last reset the server received, by a device that had it', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(
        fc.array(skewArb, { minLength: 2, maxLength: 3 }),
        fc.array(stepArb(3), { maxLength: 60 }),
        (skews, rawSteps) => {
          const steps = rawSteps.map((s) => ({ ...s, device: s.device % skews.length }))
          const { record, answers, delivered } = run(skews, steps)
          const last = delivered[delivered.length - 1]
          for (const word of WORDS) {
            // In server order: the last reset it received is `last`; every answer given on
            // a device after that device made or received it is counted.
            const after = answers.filter(
              (a) => a.word === word && (last === undefined || a.knew.has(last)),
            ).length
            expect(attempts(record, word)).toBeGreaterThanOrEqual(after)
          }
        },
      ),
      { numRuns: 1000 },
    )
  })

  it("the issue's case: a device 20 h fast resets, then one with the right clock resets and answers", () => {
    const { record } = run(
      [20 * 3600_000, 0],
      [
        { kind: 'answer', device: 1, word: 0, correct: true },
        { kind: 'sync', device: 0 },
        { kind: 'sync', device: 1 },
        { kind: 'reset', device: 0 },
        { kind: 'sync', device: 0 },
        { kind: 'reset', device: 1 }, // before device 1 hears of device 0's reset
        { kind: 'answer', device: 1, word: 1, correct: true },
        { kind: 'answer', device: 1, word: 1, correct: false },
        { kind: 'sync', device: 1 },
      ],
    )
    expect(record.words.w1).toBeUndefined()
    expect(record.words.w2).toMatchObject({ correct: 1, attempts: 2 })
  })
})
