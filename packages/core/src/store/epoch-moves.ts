// The server's moves of this browser's resets (progress/epochs.ts: a reset made here that the
// server placed at a new epoch, since another device reset meanwhile). Learnt from what is
// stored (`STORAGE_KEYS.epochMoves`), followed by every copy of the record this tab merges (its
// own, the stored one, a journal's, the server's), and stored for the other tabs.
import { STORAGE_KEYS, type Storage } from '../ports/storage'
import { type EpochMove, MAX_RESET_LOG, moveEpoch } from '../progress/epochs'
import type { Progress } from '../progress/types'

/** The well-formed moves of a stored `{ [from]: to }` list, as `[from, to]` pairs. */
export function readMoves(stored: unknown): [number, number][] {
  if (typeof stored !== 'object' || stored === null) return []
  return Object.entries(stored as Record<string, unknown>)
    .filter(([from, to]) => Number.isSafeInteger(Number(from)) && Number.isSafeInteger(to))
    .map(([from, to]) => [Number(from), to as number])
}

/**
 * `p` with its reset moved as `moves` (from → to) say, again while the epoch it lands on was
 * moved too (at most {@link MAX_RESET_LOG} times: a list read from storage may hold a cycle).
 */
export function followMoves(moves: ReadonlyMap<number, number>, p: Progress): Progress {
  let out = p
  for (let i = 0; i < MAX_RESET_LOG; i++) {
    const to = moves.get(out.resetAt)
    if (to === undefined || to === out.resetAt) break
    out = moveEpoch(out, { from: out.resetAt, to })
  }
  return out
}

/** The stored list with `move` added (or replacing the one from the same epoch). */
export const withMove = (stored: unknown, move: EpochMove): Record<string, unknown> => ({
  ...(typeof stored === 'object' && stored !== null ? stored : {}),
  [move.from]: move.to,
})

/** The moves a store knows: learnt from storage or from the server, and followed. */
export interface EpochMoves {
  /** Adds the moves of a stored list (see {@link readMoves}). */
  learn(stored: unknown): void
  /** Adds a move the server made. */
  add(move: EpochMove): void
  /** A record with its reset moved as the server moved it (see {@link followMoves}). */
  follow(p: Progress): Progress
}

/** A store's moves, none known yet. */
export function createEpochMoves(): EpochMoves {
  const moves = new Map<number, number>()
  return {
    learn: (stored) => {
      for (const [from, to] of readMoves(stored)) moves.set(from, to)
    },
    add: (move) => {
      moves.set(move.from, move.to)
    },
    follow: (p) => followMoves(moves, p),
  }
}

/**
 * Adds `move` to the stored list (in one transaction where the storage has them), so the other
 * tabs move their copies alike before merging them. Never rejects.
 */
export async function storeMove(storage: Storage, move: EpochMove): Promise<void> {
  try {
    if (storage.transact)
      await storage.transact([STORAGE_KEYS.epochMoves], (stored) => ({
        [STORAGE_KEYS.epochMoves]: withMove(stored[STORAGE_KEYS.epochMoves], move),
      }))
    else
      await storage.set(
        STORAGE_KEYS.epochMoves,
        withMove(await storage.get(STORAGE_KEYS.epochMoves), move),
      )
  } catch {
    // This tab's record is moved (and saved); another tab's copy is moved by the server's
    // answer to that tab's next push.
  }
}
