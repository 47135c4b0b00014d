// The engine's exchange with the server. A pull takes the server's whole record (other
// devices' answers), merges it into local progress and makes it the base of the next delta;
// a push sends only the delta of local progress against the last record the server
// acknowledged (`acked`), and follows a reset the server moved to a new epoch. Sign-in and
// sign-out start a new session: a request of an earlier session sets no base.
import type { Backend } from '../ports/backend'
import { isEmptyDelta, progressDelta } from '../progress/delta'
import { type EpochMove, moveEpoch } from '../progress/epochs'
import { merge } from '../progress/merge'
import { emptyProgress, type Progress } from '../progress/types'
import { describeIssues, validateProgress } from '../progress/validate'

/** The local progress the engine syncs (the progress store, or anything like it). */
export interface ProgressSource {
  /** The current local record. */
  get(): Progress
  /** Replaces the local record (already merged); the source persists it locally. */
  set(progress: Progress): void | Promise<void>
  /**
   * Moves the local record's reset `move.from` to the server's epoch `move.to` (see
   * `moveEpoch`), in this record and in any other copy of it (other tabs). Without it the
   * local record keeps its own epoch, and answers counted under it after the move are
   * dropped by the server until the next reset.
   */
  moveEpoch?(move: EpochMove): void | Promise<void>
  /**
   * Discards the local record on sign-out. A source with per-device counters (the progress
   * store) must also start a new device id here; without `clear`, `set(emptyProgress())`.
   */
  clear?(): void | Promise<void>
  /**
   * Writes the source's pending local changes, so that `get` holds them; called before each
   * push. A source whose `get` leaves out changes not yet written (the progress store) needs
   * it, or a push (and a sign-out's last push) would not carry them.
   */
  flush?(): Promise<void>
}

/** The server's record as a pull or a push answered it, validated. */
function serverRecord(remote: unknown): Progress {
  const answer = validateProgress(remote)
  if (!answer.ok)
    throw new Error(`Invalid progress from the server: ${describeIssues(answer.issues)}`)
  return answer.progress
}

/** One engine's exchange with the server. */
export interface Exchange {
  /** The session now (see {@link Exchange.forget}). */
  session(): number
  /**
   * Whether the next sync pulls first: nothing acknowledged or pulled yet in this session, a
   * pull asked for ({@link Exchange.requestPull}), or `pullIntervalMs` since the last one.
   */
  pullDue(): boolean
  /** Asks the next sync to pull, whatever the interval (a flush). */
  requestPull(): void
  /** The server's whole record, validated, merged into local; it becomes the delta base. */
  pull(session: number): Promise<void>
  /** Sends what the server lacks: the delta of local progress against what it acknowledged. */
  send(session: number): Promise<void>
  /** Another account (or none): what the server acknowledged is unknown; a new session. */
  forget(): void
}

/** The exchange of `source` with `backend`, pulling at most every `pullIntervalMs` (`now`: ms). */
export function createExchange(
  backend: Backend,
  source: ProgressSource,
  now: () => number,
  pullIntervalMs: number,
): Exchange {
  /** The last record the server acknowledged (it holds at least this); null: unknown. */
  let acked: Progress | null = null
  /** When the server's record was last pulled (clock ms); null: not since start or sign-in. */
  let pulledAt: number | null = null
  /** The next push pulls first, whatever the interval (flush). */
  let pullRequested = false
  /** Bumped on sign-in and sign-out: a request of an earlier session sets no base. */
  let generation = 0
  return {
    session: () => generation,
    pullDue: () =>
      acked === null || pulledAt === null || pullRequested || now() - pulledAt >= pullIntervalMs,
    requestPull: () => {
      pullRequested = true
    },
    pull: async (session) => {
      const remote = await backend.pullProgress()
      if (session === generation) {
        let base = emptyProgress()
        if (remote) {
          base = serverRecord(remote)
          const local = source.get()
          if (!isEmptyDelta(progressDelta(base, local), local)) await source.set(merge(local, base))
        }
        acked = base
        pulledAt = now()
      }
      // Asked for and done (a pull of an earlier session too: the new one pulls anyway).
      pullRequested = false
    },
    send: async (session) => {
      const current = source.get()
      const base = acked ?? emptyProgress()
      const delta = progressDelta(current, base)
      if (isEmptyDelta(delta, base)) return
      if (backend.pushProgressDelta) {
        const answer = await backend.pushProgressDelta(delta, { base: base.resetAt })
        if (session !== generation) return
        const moved = answer?.moved
        // The server moved this device's reset to a new epoch: the record follows, so its
        // next pushes carry the server's epoch.
        if (moved) await source.moveEpoch?.(moved)
        acked = moved ? moveEpoch(current, moved) : current
        return
      }
      // A backend without delta pushes answers with the merged record.
      const answer = serverRecord(await backend.pushProgress(delta))
      if (session !== generation) return
      await source.set(merge(source.get(), answer))
      acked = answer
    },
    forget: () => {
      generation++
      acked = null
      pulledAt = null
    },
  }
}
