// Moving a reset to the epoch the server gave it. Pure and dependency-free (besides
// ./types): the server runs this file too (bundled by scripts/build-pb-rules.mjs).
//
// A reset takes the record's highest epoch plus one (see `resetAll`). When a device resets
// while another reset it has not received yet is on the server with a higher epoch, its
// reset would lose to that one, and the answers it gives after it would be dropped although
// its reset reached the server last. So the server moves such a reset (a `resetAt` the
// device made since its last sync, below the server's) to a new epoch above everything it
// holds, tells the device, and remembers the move so a retried push lands the same way.
import type { Progress } from './types'

/** A reset moved by the server: from the device's epoch to the server's. */
export interface EpochMove {
  from: number
  to: number
}

/** Most resets and moves the server remembers per learner. */
export const MAX_RESET_LOG = 32

/**
 * What the server remembers of a learner's resets (in the record's meta row): the reset
 * epochs it has held, and the moves it made, as `{ [from]: to }`.
 */
export interface ResetLog {
  resets: number[]
  moves: Record<string, number>
}

/**
 * Where the reset of a pushed delta lands on the server. `base` is the reset epoch the
 * device last had from the server (undefined from an app that does not send it). A delta
 * whose reset the server moved before lands the same way again; a reset the device made
 * since its last sync (above `base`), unknown to the server and below the server's own
 * reset, is the latest reset the server receives: it moves above every stored epoch
 * (`highest() + 1`). Otherwise the reset stays (a newer one wins the merge, an equal one
 * merges, an older one is a record the server has already reset).
 */
export const placeReset = (
  log: ResetLog,
  storedResetAt: number,
  highest: () => number,
  resetAt: number,
  base: number | undefined,
): EpochMove | null => {
  const known = log.moves[String(resetAt)]
  if (typeof known === 'number') return { from: resetAt, to: known }
  if (
    base === undefined ||
    resetAt <= base ||
    resetAt >= storedResetAt ||
    log.resets.indexOf(resetAt) >= 0
  )
    return null
  return { from: resetAt, to: highest() + 1 }
}

/** The log after a push: `move` remembered, `resetAt` (the record's now) among the resets. */
export const logReset = (log: ResetLog, resetAt: number, move: EpochMove | null): ResetLog => {
  const moves: Record<string, number> = {}
  const froms = Object.keys(log.moves)
  if (move) froms.push(String(move.from))
  const to = (from: string) =>
    move && from === String(move.from) ? move.to : (log.moves[from] as number)
  froms.sort((a, b) => to(b) - to(a))
  for (const from of froms.slice(0, MAX_RESET_LOG)) moves[from] = to(from)
  const resets = log.resets.indexOf(resetAt) >= 0 ? log.resets.slice() : log.resets.concat(resetAt)
  resets.sort((a, b) => b - a)
  return { resets: resets.slice(0, MAX_RESET_LOG), moves }
}

/**
 * The record with the reset `move.from` moved to `move.to`: the reset time and every
 * entry started at or after it (counted since that reset, or deck resets after it) shift
 * by `to - from`. Entries older than `from` are left as they are (the reset drops them).
 * Unchanged when the record's reset is not `from`.
 */
export const moveEpoch = (progress: Progress, move: EpochMove): Progress => {
  if (progress.resetAt !== move.from || move.from === move.to) return progress
  const shift = move.to - move.from
  const map = <T extends { since: number }>(entries: Record<string, T>): Record<string, T> => {
    const out: Record<string, T> = {}
    for (const key of Object.keys(entries)) {
      const entry = entries[key] as T
      out[key] = entry.since >= move.from ? { ...entry, since: entry.since + shift } : entry
    }
    return out
  }
  return {
    version: progress.version,
    resetAt: move.to,
    words: map(progress.words),
    decks: map(progress.decks),
    tests: map(progress.tests),
    activity: { days: map(progress.activity.days), hours: map(progress.activity.hours) },
  }
}

/** The highest epoch in a record: its reset and every entry's `since`. */
export const highestEpoch = (progress: Progress): number => {
  let max = progress.resetAt
  const maps = [
    progress.words,
    progress.decks,
    progress.tests,
    progress.activity.days,
    progress.activity.hours,
  ]
  for (const entries of maps)
    for (const key of Object.keys(entries))
      max = Math.max(max, (entries[key] as { since: number }).since)
  return max
}
