import { createStore, type StoreApi } from 'zustand/vanilla'
import { type Clock, systemClock } from '../ports/clock'
import { type Journal, type JournalEntry, tabJournal } from '../ports/journal'
import { LEGACY_PROGRESS_KEY, STORAGE_KEYS, type Storage } from '../ports/storage'
import { isEmptyDelta, progressDelta } from '../progress/delta'
import { isDeviceId, newDeviceId } from '../progress/device'
import { type EpochMove, MAX_RESET_LOG, moveEpoch } from '../progress/epochs'
import type { LegacyWordResolver } from '../progress/legacy'
import { merge } from '../progress/merge'
import { deckReset, resetAll } from '../progress/record'
import type { DeckId, DeviceId, Progress, ReviewCard, TestResult, WordId } from '../progress/types'
import { emptyProgress } from '../progress/types'
import { validateProgress } from '../progress/validate'
import { createPersister } from './persist'
import {
  applyChanges,
  applyOp,
  needsScheduler,
  nextMarks,
  type ProgressChange,
  type ProgressOp,
  parseChanges,
  readMarks,
  seqsOf,
  type TabMarks,
  type TabSeqs,
} from './progress-ops'

/** How an answer is scheduled (see `recordAnswer`). */
export interface AttemptOptions {
  /** The learner's desired retention the word's card is scheduled for (default 0.90). */
  retention?: number
  /**
   * Whether the answer grades the word's card (default true); false when the card was
   * already graded (Review's own grades, stored with `setReviewCard`).
   */
  schedule?: boolean
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

/** The journal keys of progress records, one per tab: `progress:<tab>`. */
const JOURNAL_KEY = 'progress:'
/** The stored record and the keys read and written with it. */
const STORED_KEYS = [
  STORAGE_KEYS.progress,
  STORAGE_KEYS.device,
  STORAGE_KEYS.epochMoves,
  STORAGE_KEYS.tabMarks,
] as const

type Scheduler = typeof import('../schedule')
let scheduler: Promise<Scheduler> | undefined
/** The scheduler module once fetched: answers are then graded at once. */
let schedulerLoaded: Scheduler | undefined
/** The scheduler module, fetched once (a chunk of its own in the site and the embed). */
const loadScheduler = () => {
  scheduler ??= import('../schedule').then((m) => {
    schedulerLoaded = m
    return m
  })
  return scheduler
}

/** The progress store, persisted through the Storage port. Call `load()` once at start. */
export const createProgressStore = (
  options: ProgressStoreOptions,
): StoreApi<ProgressStoreState> => {
  const { storage } = options
  const clock = options.clock ?? systemClock
  const at = () => ({ now: clock.now(), utcOffsetMinutes: clock.utcOffsetMinutes() })
  const createDeviceId = options.newDeviceId ?? newDeviceId
  const saveDeviceId = (id: DeviceId) => storage.set(STORAGE_KEYS.device, id).catch(() => {})
  /** Whether this store watches the stored record for other tabs' writes (once, at its first load). */
  let watching = false

  return createStore<ProgressStoreState>()((set, get) => {
    /**
     * This tab's record is `base` (as last read from or written to storage) with `changes`
     * (this tab's own, in order, not yet written, and those it took from the journal) applied
     * on top. Each change is applied once to whatever base it lands on, so two tabs sharing
     * one device id and answering at the same moment each add their answers instead of the
     * larger count winning; and answers given before `load()` has settled the device id are
     * counted under that id. Every change captures its time when it is made.
     */
    let base: Progress = emptyProgress()
    const changes: ProgressChange[] = []
    const journal = tabJournal(options.journal, JOURNAL_KEY)
    /** Changes made by this tab (a count, each change's `seq`): its journal entry is written when it moves. */
    let version = 0
    /** How many of each tab's changes the stored record held when last read or written. */
    let storedSeqs: TabSeqs = {}
    const context = () => ({ deviceId: get().deviceId, follow, scheduler: schedulerLoaded })
    /**
     * The journal's entries (tabs left before their last changes were stored), those kept
     * under this device id: each one's record merged into `base`, its changes not yet stored
     * taken as this tab's to write (applied once: the stored marks say which are stored). The
     * others (from before a sign-out) are dropped unread. Returns the entries read, to remove
     * once the record with their changes is written.
     */
    const takeJournal = async (): Promise<JournalEntry[]> => {
      const entries = journal.entries()
      const taken: { record: Progress; changes: ProgressChange[] }[] = []
      for (const { text } of entries) {
        try {
          const entry = text === null ? null : (JSON.parse(text) as unknown)
          if (typeof entry !== 'object' || entry === null) continue
          const {
            deviceId,
            progress,
            base: record,
            changes: list,
          } = entry as Record<string, unknown>
          if (deviceId !== get().deviceId) continue
          // An entry written before changes were journaled: the tab's whole record.
          const held = validateProgress(progress ?? record)
          const entryChanges = progress === undefined ? parseChanges(list) : []
          if (held.ok && entryChanges) taken.push({ record: held.progress, changes: entryChanges })
        } catch {
          // An unreadable entry: skipped (the others are still taken), removed with them.
        }
      }
      if (taken.some(({ changes }) => changes.some(({ op }) => needsScheduler(op))))
        await loadScheduler().catch(() => undefined)
      for (const { record, changes: list } of taken) {
        // Applied on their own first: an entry whose changes make no valid record is left out.
        const applied = applyChanges(follow(record), list, {}, context())
        if (!validateProgress(applied).ok) continue
        if (!storage.transact) {
          // Without transactions there are no marks: merged as a whole record, as before.
          base = merge(follow(base), follow(applied))
          continue
        }
        base = merge(follow(base), follow(record))
        changes.push(...list)
        version++
      }
      return entries
    }
    const replay = (from: Progress, list: readonly ProgressChange[], seqs = { ...storedSeqs }) =>
      follow(applyChanges(follow(from), list, seqs, context()))
    /** Shows base + changes, when that differs from what is shown. */
    const show = () => {
      const current = get().progress
      const next = replay(base, changes)
      if (next.resetAt !== current.resetAt || !isEmptyDelta(progressDelta(next, current), current))
        set({ progress: next, written: base })
      else if (get().written !== base) set({ written: base })
    }
    /** Starts again from `record` (a sign-out, here or in another tab), dropping pending changes. */
    const restart = (record: Progress) => {
      base = record
      changes.length = 0
      set({ progress: record, written: record })
    }
    /** Device ids this tab has given up (sign-out): a stored one is its own, not another tab's. */
    const retiredIds = new Set<DeviceId>()
    /** The server's moves of this browser's resets, from → to (see `moveEpoch`). */
    const moves = new Map<number, number>()
    const learnMoves = (stored: unknown) => {
      if (typeof stored !== 'object' || stored === null) return
      for (const [from, to] of Object.entries(stored as Record<string, unknown>))
        if (Number.isSafeInteger(Number(from)) && Number.isSafeInteger(to))
          moves.set(Number(from), to as number)
    }
    /** A record with its reset moved as the server moved it (a moved epoch may move again). */
    const follow = (p: Progress): Progress => {
      let out = p
      for (let i = 0; i < MAX_RESET_LOG; i++) {
        const to = moves.get(out.resetAt)
        if (to === undefined || to === out.resetAt) break
        out = moveEpoch(out, { from: out.resetAt, to })
      }
      return out
    }
    /**
     * The record and what goes with it, read in one storage step where the storage has one:
     * tab marks read after another tab's write, with a record read before it, would skip
     * this tab's changes that record does not hold yet (shown one answer short).
     */
    const readTogether = async (keys: readonly string[]): Promise<Record<string, unknown>> => {
      if (storage.getMany) return storage.getMany(keys)
      if (storage.transact) return storage.transact(keys, () => undefined)
      const [first, ...rest] = keys
      const values = await Promise.all([
        storage.get(first as string),
        ...rest.map((key) => storage.get(key).catch(() => undefined)),
      ])
      return Object.fromEntries(keys.map((key, i) => [key, values[i]]))
    }
    /**
     * Takes in what another tab stored: merged into this tab's record, so neither tab's
     * answers are lost when both save. A record stored under another device id is another
     * tab's sign-out (`clear`): its empty record and new id replace this tab's.
     */
    const takeStored = async (): Promise<void> => {
      const {
        [STORAGE_KEYS.progress]: stored,
        [STORAGE_KEYS.device]: storedDevice,
        [STORAGE_KEYS.epochMoves]: storedMoves,
        [STORAGE_KEYS.tabMarks]: marks,
      } = await readTogether(STORED_KEYS)
      if (stored === undefined || !get().loaded) return
      const result = validateProgress(stored)
      if (!result.ok) return
      learnMoves(storedMoves)
      storedSeqs = seqsOf(readMarks(marks))
      result.progress = follow(result.progress)
      if (isDeviceId(storedDevice) && retiredIds.has(storedDevice)) return
      if (isDeviceId(storedDevice) && storedDevice !== get().deviceId) {
        restart(result.progress)
        set({ deviceId: storedDevice })
        return
      }
      base = merge(follow(base), result.progress)
      show()
    }
    /**
     * Writes this tab's record merged with the stored one, read and written in one storage
     * transaction, so two tabs saving at the same moment cannot overwrite each other's
     * answers. A stored record under another device id is another tab's sign-out: it is
     * taken instead of written over.
     */
    const writeMerged = async (): Promise<void> => {
      const transact = storage.transact
      if (!transact) return
      const mine = get().deviceId
      let signedOut: { progress: Progress; deviceId: DeviceId } | undefined
      let written: Progress | undefined
      let counted = 0
      let seqs: TabSeqs = {}
      await transact(STORED_KEYS, (stored) => {
        learnMoves(stored[STORAGE_KEYS.epochMoves])
        const device = stored[STORAGE_KEYS.device]
        const record =
          stored[STORAGE_KEYS.progress] === undefined
            ? undefined
            : validateProgress(stored[STORAGE_KEYS.progress])
        if (isDeviceId(device) && device !== mine) {
          // This tab's own older id: its sign-out (clear) is writing; nothing to save.
          if (retiredIds.has(device)) return undefined
          if (record?.ok) {
            signedOut = { progress: record.progress, deviceId: device }
            return undefined
          }
        }
        // What is stored, with this tab's changes since its last write applied on top: a
        // change counted by another tab sharing this device id is not taken as this one's,
        // and one the stored record holds already (taken from this tab's journal by another
        // page, or from a journal this tab took) is not applied again.
        counted = changes.length
        const current = record?.ok ? merge(follow(base), follow(record.progress)) : base
        const marks: TabMarks = readMarks(stored[STORAGE_KEYS.tabMarks])
        seqs = seqsOf(marks)
        written = replay(current, changes.slice(0, counted), seqs)
        return {
          [STORAGE_KEYS.progress]: written,
          [STORAGE_KEYS.tabMarks]: nextMarks(marks, seqs, clock.now()),
        }
      })
      if (signedOut) {
        restart(signedOut.progress)
        set({ deviceId: signedOut.deviceId })
      } else if (written && get().deviceId === mine) {
        base = written
        storedSeqs = seqs
        changes.splice(0, counted)
        // Everything this tab journaled is stored: its entry is not needed any more.
        if (changes.length === 0) journal.clear(version)
        show()
      }
    }
    const persister = createPersister(
      storage,
      STORAGE_KEYS.progress,
      options.debounceMs ?? 300,
      async () => {
        await takeStored()
        // Without transactions the whole record is written as this tab sees it.
        base = get().progress
        changes.length = 0
        set({ written: base })
        return base
      },
      storage.transact ? writeMerged : undefined,
      (ok) => {
        if (get().saveError !== !ok) set({ saveError: !ok })
      },
    )
    /** What is stored: a valid record (or the original app's, imported) and the device id. */
    const readStored = async () => {
      const stored = await storage.get(STORAGE_KEYS.progress)
      const storedDevice: unknown = await storage.get(STORAGE_KEYS.device).catch(() => undefined)
      let loaded: Progress | undefined
      let ownRecord = false
      if (stored !== undefined) {
        const result = validateProgress(stored)
        if (result.ok) {
          loaded = result.progress
          ownRecord = true
        }
      } else {
        const legacy = await storage.get(LEGACY_PROGRESS_KEY)
        if (legacy !== undefined) {
          const resolve = options.resolveLegacyWord ?? (await options.loadLegacyWordResolver?.())
          // Fetched only here: a browser holds the original app's data once, if ever.
          const { importLegacyProgress } = await import('../progress/legacy')
          loaded = importLegacyProgress(legacy, resolve)
        }
      }
      return { loaded, ownRecord, storedDevice }
    }
    /** Whether the stored record has been read (a `load` succeeded): writes wait for it. */
    let read = false
    /** Whether another tab wrote while this one was reading (see `loadStored`). */
    let heardWhileReading = false
    let reading: Promise<void> | undefined
    /** Reads the storage (again), once at a time; settles `saveError` either way. */
    const readStorage = (): Promise<void> => {
      reading ??= loadStored()
        .then(
          () => set({ saveError: false }),
          (error: unknown) => {
            set({ loaded: true, saveError: true })
            throw error
          },
        )
        .finally(() => {
          reading = undefined
        })
      return reading
    }
    const retryLoad = () => void readStorage().catch(() => {})
    let grading: Promise<void> = Promise.resolve()
    let waitingGrades = 0
    const update = (op: ProgressOp) => {
      version++
      changes.push({ tab: journal.id, seq: version, op })
      const progress = applyOp(get().progress, op, context())
      set({ progress })
      // Nothing is written before loading: the stored record and device id come first. After
      // a load that failed, the storage is read again (this change then joins what it holds).
      if (read) persister.save(progress)
      else if (get().loaded) retryLoad()
    }
    return {
      progress: emptyProgress(),
      written: emptyProgress(),
      deviceId: createDeviceId(),
      loaded: false,
      saveError: false,
      recordAttempt: (wordId, correct, attempt) => {
        const t = at()
        // The learner's desired retention, when given: the scheduler's default otherwise.
        const retention = attempt?.retention === undefined ? {} : { r: attempt.retention }
        // The device id is read when the change is applied: after loading, the settled one.
        if (attempt?.schedule === false) {
          update({ k: 'attempt', w: wordId, c: correct, t })
          return
        }
        if (schedulerLoaded && waitingGrades === 0) {
          // The scheduler is here and no earlier answer waits for it: one change, at once.
          update({ k: 'answer', w: wordId, c: correct, t, ...retention })
          return
        }
        // The scheduler (ts-fsrs) is fetched with the first answer, not with the page: the
        // attempt counts at once, its card is graded as soon as the scheduler is there, in
        // the order the answers were given.
        update({ k: 'attempt', w: wordId, c: correct, t })
        waitingGrades++
        grading = grading
          .then(loadScheduler)
          .then(() =>
            update({
              k: 'grade',
              w: wordId,
              c: correct,
              now: t.now,
              ...retention,
            }),
          )
          .catch(() => {
            // Offline before the scheduler was ever fetched: the attempt is kept and counted;
            // the word is then due at once (an answered word without a card is due).
          })
          .finally(() => {
            waitingGrades--
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
        const outcome = check(follow(get().progress), follow(other))
        // The change is the merge, replayed on whatever this record becomes (a load, a push).
        if (outcome.ok) update({ k: 'merge', record: other })
        return outcome
      },
      moveEpoch: async (move) => {
        moves.set(move.from, move.to)
        update({ k: 'follow' })
        const add = (stored: unknown) => ({
          ...(typeof stored === 'object' && stored !== null ? stored : {}),
          [move.from]: move.to,
        })
        try {
          if (storage.transact)
            await storage.transact([STORAGE_KEYS.epochMoves], (stored) => ({
              [STORAGE_KEYS.epochMoves]: add(stored[STORAGE_KEYS.epochMoves]),
            }))
          else
            await storage.set(
              STORAGE_KEYS.epochMoves,
              add(await storage.get(STORAGE_KEYS.epochMoves)),
            )
        } catch {
          // This tab's record is moved (and saved); another tab's copy is moved by the
          // server's answer to that tab's next push.
        }
      },
      clear: async () => {
        retiredIds.add(get().deviceId)
        // The journal holds the signed-out learner's records: gone with them.
        journal.remove(journal.entries().map(({ key }) => ({ key, text: null })))
        journal.written(version)
        const deviceId = createDeviceId()
        restart(emptyProgress())
        set({ deviceId })
        // The pending save (this tab's old record) becomes the empty record, written as it is.
        persister.save(emptyProgress(), { overwrite: true })
        if (storage.transact) {
          await persister.flush()
          // Then the empty record and the new id in one step: the other tabs' next save
          // sees the new id with the empty record and takes both (see writeMerged).
          await storage
            .transact([], () => ({
              [STORAGE_KEYS.progress]: emptyProgress(),
              [STORAGE_KEYS.device]: deviceId,
            }))
            .catch(() => {})
          return
        }
        await Promise.all([saveDeviceId(deviceId), persister.flush()])
      },
      // If storage fails, the load rejects and the store is loaded with what the page holds,
      // `saveError` set; the answers given are kept (under this store's id).
      load: () => readStorage(),
      flush: async () => {
        // What is there is written at once (a page being closed may not wait), then again
        // once the answers given so far have their cards graded.
        const now = persister.flush()
        await grading
        await Promise.all([now, persister.flush()])
      },
      write: async () => {
        await persister.flush()
      },
      saveNow: () => {
        if (!get().loaded) return
        const { deviceId, progress } = get()
        // Without transactions a write takes the whole record (and its changes are gone from
        // `changes` as it starts): the whole record is journaled, merged at the next load.
        if (!storage.transact) journal.write(version, () => JSON.stringify({ deviceId, progress }))
        // The record as written and the changes not yet written, each with its tab and number:
        // the next load applies those the stored record does not hold (see `takeJournal`).
        else if (changes.length === 0) journal.clear(version)
        else journal.write(version, () => JSON.stringify({ deviceId, base, changes }))
      },
    }
    async function loadStored(): Promise<void> {
      // Another tab's writes are merged in as they happen (where storage can tell). One that
      // lands while this tab is still reading is taken once it has read: heard later, this
      // tab would show the record without it until its own next write.
      if (!watching) {
        watching = true
        storage.watch?.(STORAGE_KEYS.progress, () => {
          if (read) void takeStored().catch(() => {})
          else heardWhileReading = true
        })
      }
      let { loaded, ownRecord, storedDevice } = await readStored()
      let storedMoves: unknown
      let marks: unknown
      if (storage.transact) {
        // First launch: the record and this store's device id are created in one step, so
        // tabs opened at the same moment all take the first tab's id (with a separate id,
        // a tab would later take the other's record as a sign-out and drop its answers).
        const mine = get().deviceId
        const initial = loaded ?? emptyProgress()
        // The resets moved and the tab marks are read in the same step: read after another
        // tab's write, they would not match the record read before it.
        const values = await storage.transact(STORED_KEYS, (stored) => {
          const record = stored[STORAGE_KEYS.progress]
          const valid = record !== undefined && validateProgress(record).ok
          if (valid && isDeviceId(stored[STORAGE_KEYS.device])) return undefined
          if (valid) return { [STORAGE_KEYS.device]: mine }
          return { [STORAGE_KEYS.progress]: initial, [STORAGE_KEYS.device]: mine }
        })
        const record = validateProgress(values[STORAGE_KEYS.progress])
        loaded = record.ok ? record.progress : loaded
        ownRecord = record.ok
        storedDevice = values[STORAGE_KEYS.device]
        storedMoves = values[STORAGE_KEYS.epochMoves]
        marks = values[STORAGE_KEYS.tabMarks]
      } else {
        storedMoves = await storage.get(STORAGE_KEYS.epochMoves).catch(() => undefined)
        marks = await storage.get(STORAGE_KEYS.tabMarks).catch(() => undefined)
      }
      // The stored device id is only reused with the record that holds its counts; without
      // it (first start, a lost or forged record) this store's new id is kept.
      if (ownRecord && isDeviceId(storedDevice)) set({ deviceId: storedDevice })
      else if (!storage.transact) await saveDeviceId(get().deviceId)
      learnMoves(storedMoves)
      storedSeqs = seqsOf(readMarks(marks))
      // Changes made before loading finished are applied to what was stored, answers under
      // the device id just settled.
      if (loaded) base = merge(follow(base), follow(loaded))
      // Records of tabs left before their last answers were stored.
      const journaledEntries = await takeJournal()
      show()
      read = true
      set({ loaded: true })
      if (loaded || changes.length > 0 || journaledEntries.length > 0)
        persister.save(get().progress)
      if (journaledEntries.length > 0)
        void persister.flush().then((written) => written && journal.remove(journaledEntries))
      if (heardWhileReading) {
        heardWhileReading = false
        void takeStored().catch(() => {})
      }
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
