// The progress store: the learner's record as zustand state and the actions that change it,
// wired from its seams. The record in memory and its changes (progress-record.ts, the pure
// operations in progress-ops.ts), the saved copy with its transactions and tab marks
// (progress-storage.ts, tab-marks.ts), loading it (progress-load.ts), the journal of changes
// not yet written (progress-journal.ts), the server's moves of reset epochs (epoch-moves.ts)
// and the answers waiting for the scheduler (grading.ts).
import { createStore, type StoreApi } from 'zustand/vanilla'
import { isTaught } from '../modes/answer-grading'
import { type Clock, systemClock } from '../ports/clock'
import { type Journal, tabJournal } from '../ports/journal'
import type { Storage } from '../ports/storage'
import { newDeviceId } from '../progress/device'
import type { EpochMove } from '../progress/epochs'
import type { LegacyWordResolver } from '../progress/legacy'
import { deckReset, resetAll } from '../progress/record'
import type { DeckId, DeviceId, Progress, ReviewCard, TestResult, WordId } from '../progress/types'
import { emptyProgress } from '../progress/types'
import type { ReviewGrade } from '../schedule/grades'
import { createEpochMoves, storeMove } from './epoch-moves'
import { createGrading, type Grading, loadScheduler } from './grading'
import { dropJournal, JOURNAL_KEY, journalTab } from './progress-journal'
import { createLoader, type Loader } from './progress-load'
import type { ProgressOp } from './progress-ops'
import { createTabRecord, type TabRecord } from './progress-record'
import { createSavedCopy, type SavedCopy } from './progress-storage'

/** How an answer is scheduled (see `recordAnswer`). */
export interface AttemptOptions {
  /** The learner's desired retention the word's card is scheduled for (default 0.90). */
  retention?: number
  /**
   * Whether the answer grades the word's card (default true); false when the card was
   * already graded (Review's own grades, stored with `setReviewCard`).
   */
  schedule?: boolean
  /**
   * The grade the answer gives the card (the grading table, `answerGrading` in core's modes);
   * without it, right is Good and wrong is Again.
   */
  grade?: ReviewGrade
}

/** State and actions of the progress store. */
export interface ProgressStoreState {
  progress: Progress
  /**
   * The id this device counts its answers under (per-device counters, see `merge`).
   * Created with the first stored record and kept with it; replaced by `clear`.
   */
  deviceId: DeviceId
  /**
   * Whether stored progress has been loaded, or could not be (see `saveError`): screens wait
   * for it, then show what this page holds.
   */
  loaded: boolean
  /**
   * Whether this page's progress is not being saved: the storage could not be read (`load`
   * failed) or the last write failed (storage unavailable or full). The answers stay in the
   * page and are counted; each new change tries the storage again (reading it first, if it
   * was never read), and a write that succeeds clears this.
   */
  saveError: boolean
  /**
   * The record as this tab last wrote it to storage or read it there: `progress` without this
   * tab's changes not yet written. Sync sends this (see `progressStoreSource`), so what the
   * server holds and echoes back, to this tab or through another, never holds a change this
   * tab will still apply: an answer is counted once.
   */
  written: Progress
  /**
   * Counts an answer under this device's id. Answers given before `load()` has settled the
   * id (another tab may have created it first) are shown at once and counted under the
   * settled id when loading ends; nothing is written before then.
   */
  recordAttempt: (wordId: WordId, correct: boolean, options?: AttemptOptions) => void
  markViewed: (wordId: WordId) => void
  addTimeSpent: (wordId: WordId, ms: number) => void
  /** Notes that a deck was opened now, in `mode` ('learn', 'words'…) when given. */
  touchDeck: (deckId: DeckId, mode?: string) => void
  recordTestResult: (deckId: DeckId, result: TestResult) => void
  setReviewCard: (wordId: WordId, card: ReviewCard) => void
  /**
   * Adds a word to Review now (core's `addToReview`: a new card due now; a word already
   * scheduled keeps its card). Resolves once it is added (the scheduler is fetched first).
   */
  addToReview: (wordId: WordId) => Promise<void>
  resetAll: () => void
  resetDeck: (deckId: DeckId, wordIds: readonly WordId[]) => void
  /** Merges another record (e.g. the server's) into this one without losing attempts. */
  mergeIn: (other: Progress) => void
  /**
   * Merges another record in if `check` allows it, `check` seeing this record as it stands
   * and the other, both with the epochs the server moved followed (the copy of progress in a
   * file: core's `restoreBackup`). Returns what `check` said; when it is not `ok`, nothing
   * changes.
   */
  mergeChecked: <T extends { ok: boolean }>(
    other: Progress,
    check: (current: Progress, other: Progress) => T,
  ) => T
  /**
   * Follows the server's move of this record's reset to a new epoch (see `moveEpoch`): the
   * record moves now, and every copy of it (other tabs, what is stored) before it is merged.
   */
  moveEpoch: (move: EpochMove) => Promise<void>
  /**
   * Discards local progress (sign-out) and starts counting under a new device id: the
   * old id's counters may live on elsewhere (the server) higher than a restarted count,
   * and a merge would then swallow new answers.
   */
  clear: () => Promise<void>
  /** Reads stored progress (importing the original app's data once) and merges it in. */
  load: () => Promise<void>
  /**
   * Writes pending changes now, and again once the cards of the answers given so far are
   * graded (the first answers wait for the scheduler to be fetched).
   */
  flush: () => Promise<void>
  /**
   * Writes pending changes now, without waiting for cards still to be graded (their grades
   * are later changes): what sync calls before it sends the written record.
   */
  write: () => Promise<void>
  /**
   * Keeps this tab's record synchronously in the journal (when the store has one and
   * something changed since it last did): for a page being hidden or left, where the
   * asynchronous write `flush` starts may not finish. The next `load` (in any tab) merges
   * it into the stored record, once, and removes it when that is written. Never throws.
   */
  saveNow: () => void
}

/** Options of the progress store. */
export interface ProgressStoreOptions {
  storage: Storage
  clock?: Clock
  /** Delay of debounced saving, ms; 0 writes through. Default 300. */
  debounceMs?: number
  /** Maps the original app's word keys to word ids when importing its data. */
  resolveLegacyWord?: LegacyWordResolver
  /**
   * Loads {@link ProgressStoreOptions.resolveLegacyWord} when the original app's data is found
   * (the site: core's `resolveLegacyWord`, which needs the vocabulary, so a page need not load
   * the vocabulary to read its stores). Used only without `resolveLegacyWord`.
   */
  loadLegacyWordResolver?: () => Promise<LegacyWordResolver>
  /** Creates device ids; default `newDeviceId` (random). For tests. */
  newDeviceId?: () => DeviceId
  /**
   * Where `saveNow` keeps this tab's record as the page is left (the site: `localStorage`,
   * `createLocalStorageJournal`), taken back into the stored record at the next load.
   * Without it, `saveNow` does nothing.
   */
  journal?: Journal
}

/** What the store's actions are made of. */
interface StoreParts {
  options: ProgressStoreOptions
  clock: Clock
  tab: TabRecord
  saved: SavedCopy
  loader: Loader
  grading: Grading
  /** Makes `op` this tab's next change, shown at once and saved (see `createProgressStore`). */
  update: (op: ProgressOp) => void
}

/** The actions that change the record: answers, views, decks, resets, merges, moved epochs. */
type ChangeActions = Pick<
  ProgressStoreState,
  | 'recordAttempt'
  | 'markViewed'
  | 'addTimeSpent'
  | 'touchDeck'
  | 'recordTestResult'
  | 'setReviewCard'
  | 'addToReview'
  | 'resetAll'
  | 'resetDeck'
  | 'mergeIn'
  | 'mergeChecked'
  | 'moveEpoch'
>

/** The store's actions that change the record, each one change (see `update`). */
function changeActions({ options, clock, tab, grading, update }: StoreParts): ChangeActions {
  const { get } = tab.store
  return {
    recordAttempt: (wordId, correct, attempt) => {
      const t = { now: clock.now(), utcOffsetMinutes: clock.utcOffsetMinutes() }
      // An answer to a word never shown is a guess: counted, not graded (the grading table).
      const schedule = attempt?.schedule !== false && isTaught(get().progress.words[wordId])
      grading.answer(wordId, correct, t, {
        retention: attempt?.retention,
        schedule,
        grade: attempt?.grade,
      })
    },
    markViewed: (wordId) => update({ k: 'viewed', w: wordId, now: clock.now() }),
    addTimeSpent: (wordId, ms) => update({ k: 'time', w: wordId, ms, now: clock.now() }),
    touchDeck: (deckId, mode) =>
      update({ k: 'deck', d: deckId, now: clock.now(), ...(mode === undefined ? {} : { mode }) }),
    recordTestResult: (deckId, result) => update({ k: 'test', d: deckId, result }),
    setReviewCard: (wordId, card) => update({ k: 'card', w: wordId, card }),
    addToReview: async (wordId) => {
      const now = clock.now()
      await loadScheduler()
      update({ k: 'review', w: wordId, now })
    },
    resetAll: () => {
      // The reset's epoch is chosen once, from the record as it stands, and the change merges
      // it in: applied again to each new base until it is written (another tab's write, the
      // server's record, a moved epoch), it stays the same one reset, where choosing again
      // would send the server a second, later reset erasing what other devices answered
      // meanwhile. Merging is idempotent; a base that holds it already, or holds it moved
      // (the server's move), or holds a later reset, keeps what it has.
      update({ k: 'merge', record: resetAll(get().progress, clock.now()) })
    },
    resetDeck: (deckId, wordIds) => {
      // As for resetAll: the deck's new epoch is chosen once, and the change merges in the
      // deck's reset (core's deckReset), so a base that already holds it, with answers given
      // under it since, keeps them.
      update({ k: 'merge', record: deckReset(get().progress, deckId, wordIds) })
    },
    mergeIn: (other) => update({ k: 'merge', record: other }),
    mergeChecked: (other, check) => {
      const outcome = check(tab.follow(get().progress), tab.follow(other))
      // The change is the merge, replayed on whatever this record becomes (a load, a push).
      if (outcome.ok) update({ k: 'merge', record: other })
      return outcome
    },
    moveEpoch: async (move) => {
      tab.moves.add(move)
      update({ k: 'follow' })
      await storeMove(options.storage, move)
    },
  }
}

/** The store's actions that load, write, journal and clear the record. */
function savingActions(
  { options, tab, saved, loader, grading }: StoreParts,
  createDeviceId: () => DeviceId,
): Pick<ProgressStoreState, 'clear' | 'load' | 'flush' | 'write' | 'saveNow'> {
  const { get, set } = tab.store
  return {
    clear: async () => {
      tab.retired.add(get().deviceId)
      dropJournal(tab)
      const deviceId = createDeviceId()
      tab.restart(emptyProgress())
      set({ deviceId })
      await saved.clear(deviceId)
    },
    // If storage fails, the load rejects and the store is loaded with what the page holds,
    // `saveError` set; the answers given are kept (under this store's id).
    load: () => loader.load(),
    flush: async () => {
      // What is there is written at once (a page being closed may not wait), then again
      // once the answers given so far have their cards graded.
      const now = saved.persister.flush()
      await grading.settled()
      await Promise.all([now, saved.persister.flush()])
    },
    write: async () => {
      await saved.persister.flush()
    },
    saveNow: () => journalTab(tab, !options.storage.transact),
  }
}

/** The progress store, persisted through the Storage port. Call `load()` once at start. */
export const createProgressStore = (
  options: ProgressStoreOptions,
): StoreApi<ProgressStoreState> => {
  const { storage } = options
  const clock = options.clock ?? systemClock
  const createDeviceId = options.newDeviceId ?? newDeviceId
  return createStore<ProgressStoreState>()((set, get) => {
    const journal = tabJournal(options.journal, JOURNAL_KEY)
    const tab = createTabRecord({ get, set }, journal, createEpochMoves())
    const saved = createSavedCopy(storage, tab, clock, options.debounceMs ?? 300)
    const loader = createLoader(storage, options, tab, saved)
    const update = (op: ProgressOp) => {
      const progress = tab.add(op)
      // Nothing is written before loading: the stored record and device id come first. After
      // a load that failed, the storage is read again (this change then joins what it holds).
      if (loader.isRead()) saved.persister.save(progress)
      else if (get().loaded) loader.retry()
    }
    const grading = createGrading(update)
    const parts: StoreParts = { options, clock, tab, saved, loader, grading, update }
    return {
      progress: emptyProgress(),
      written: emptyProgress(),
      deviceId: createDeviceId(),
      loaded: false,
      saveError: false,
      ...changeActions(parts),
      ...savingActions(parts, createDeviceId),
    }
  })
}

/**
 * The progress store as the sync engine's source (`createSyncEngine({ source })`): the
 * server's answer is merged in (keeping answers given during the push), and sign-out
 * clears through `clear`, which also starts a new device id.
 */
export const progressStoreSource = (store: StoreApi<ProgressStoreState>) => ({
  // What is written (with `flush` first): a change still pending in this tab is never sent,
  // so no copy of it can come back and be applied again. While nothing can be written
  // (`saveError`), no other tab can store an echo either: the page's record is sent.
  get: (): Progress => {
    const { saveError, progress, written } = store.getState()
    return saveError ? progress : written
  },
  // Not `flush`: a push must not wait for the scheduler's chunk, which may be slow to come.
  flush: (): Promise<void> => store.getState().write(),
  set: (progress: Progress): void => store.getState().mergeIn(progress),
  clear: (): Promise<void> => store.getState().clear(),
  moveEpoch: (move: EpochMove): Promise<void> => store.getState().moveEpoch(move),
})
