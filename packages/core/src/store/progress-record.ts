// This tab's record in memory: `base` (the record as last read from or written to storage)
// with `changes` (this tab's own, in order, not yet written, and those it took from the
// journal) applied on top, and what the store shows of it. Each change is applied once to
// whatever base it lands on (progress-ops.ts), so two tabs sharing one device id and answering
// at the same moment each add their answers instead of the larger count winning; and answers
// given before `load()` has settled the device id are counted under that id. Every change
// captures its time when it is made.
import type { TabJournal } from '../ports/journal'
import { isEmptyDelta, progressDelta } from '../progress/delta'
import { type DeviceId, emptyProgress, type Progress } from '../progress/types'
import type { EpochMoves } from './epoch-moves'
import { loadedScheduler } from './grading'
import {
  applyChanges,
  applyOp,
  type OpContext,
  type ProgressChange,
  type ProgressOp,
} from './progress-ops'
import type { TabSeqs } from './tab-marks'

/** The part of the progress store's state the record reads and shows. */
export interface RecordState {
  progress: Progress
  written: Progress
  deviceId: DeviceId
  loaded: boolean
  saveError: boolean
}

/** The store the record is shown in: zustand's `get` and `set`. */
export interface RecordStore {
  get: () => RecordState
  set: (patch: Partial<RecordState>) => void
}

/** This tab's record, and what its parts (the saved copy, the journal, loading) share. */
export interface TabRecord {
  /** The record as last read from or written to storage. */
  base: Progress
  /** This tab's changes not yet written: its own, in order, and those taken from the journal. */
  readonly changes: ProgressChange[]
  /** Changes made by this tab (a count, each change's `seq`): its journal entry is written when it moves. */
  version: number
  /** How many of each tab's changes the stored record held when last read or written. */
  storedSeqs: TabSeqs
  /** Device ids this tab has given up (sign-out): a stored one is its own, not another tab's. */
  readonly retired: Set<DeviceId>
  /** The store the record is shown in. */
  readonly store: RecordStore
  /** This tab's entry in the journal; its id is the tab of each change. */
  readonly journal: TabJournal
  /** The server's moves of this browser's resets. */
  readonly moves: EpochMoves
  /** What applying a change needs now: the store's device id, the moves, the scheduler. */
  context(): OpContext
  /** A record with its reset moved as the server moved it. */
  follow(p: Progress): Progress
  /**
   * `from` with the changes of `list` the marks `seqs` (by default those of the stored record)
   * say it lacks applied, followed before and after; `seqs` is updated with each one applied.
   */
  replay(from: Progress, list: readonly ProgressChange[], seqs?: TabSeqs): Progress
  /** Shows base + changes, when that differs from what is shown. */
  show(): void
  /** Starts again from `record` (a sign-out, here or in another tab), dropping pending changes. */
  restart(record: Progress): void
  /** Makes `op` this tab's next change and shows it at once; returns the record shown. */
  add(op: ProgressOp): Progress
}

/** This tab's record, empty until loaded, shown in `store`. */
export function createTabRecord(
  store: RecordStore,
  journal: TabJournal,
  moves: EpochMoves,
): TabRecord {
  const record: TabRecord = {
    base: emptyProgress(),
    changes: [],
    version: 0,
    storedSeqs: {},
    retired: new Set(),
    store,
    journal,
    moves,
    context: () => ({
      deviceId: store.get().deviceId,
      follow: moves.follow,
      scheduler: loadedScheduler(),
    }),
    follow: (p) => moves.follow(p),
    replay: (from, list, seqs = { ...record.storedSeqs }) =>
      moves.follow(applyChanges(moves.follow(from), list, seqs, record.context())),
    show: () => {
      const current = store.get().progress
      const next = record.replay(record.base, record.changes)
      if (next.resetAt !== current.resetAt || !isEmptyDelta(progressDelta(next, current), current))
        store.set({ progress: next, written: record.base })
      else if (store.get().written !== record.base) store.set({ written: record.base })
    },
    restart: (progress) => {
      record.base = progress
      record.changes.length = 0
      store.set({ progress, written: progress })
    },
    add: (op) => {
      record.version++
      record.changes.push({ tab: journal.id, seq: record.version, op })
      const progress = applyOp(store.get().progress, op, record.context())
      store.set({ progress })
      return progress
    },
  }
  return record
}
