import { createStore, type StoreApi } from 'zustand/vanilla'
import { type Clock, systemClock } from '../ports/clock'
import { LEGACY_PROGRESS_KEY, STORAGE_KEYS, type Storage } from '../ports/storage'
import { importLegacyProgress, type LegacyWordResolver } from '../progress/legacy'
import { merge } from '../progress/merge'
import {
  addTimeSpent,
  markViewed,
  recordAttempt,
  recordTestResult,
  resetAll,
  resetDeck,
  setReviewCard,
  touchDeck,
} from '../progress/record'
import type { DeckId, Progress, ReviewCard, TestResult, WordId } from '../progress/types'
import { emptyProgress } from '../progress/types'
import { validateProgress } from '../progress/validate'
import { createPersister } from './persist'

/** State and actions of the progress store. */
export interface ProgressStoreState {
  progress: Progress
  /** Whether stored progress has been loaded. */
  loaded: boolean
  recordAttempt: (wordId: WordId, correct: boolean) => void
  markViewed: (wordId: WordId) => void
  addTimeSpent: (wordId: WordId, ms: number) => void
  touchDeck: (deckId: DeckId) => void
  recordTestResult: (deckId: DeckId, result: TestResult) => void
  setReviewCard: (wordId: WordId, card: ReviewCard) => void
  resetAll: () => void
  resetDeck: (deckId: DeckId, wordIds: readonly WordId[]) => void
  /** Merges another record (e.g. the server's) into this one without losing attempts. */
  mergeIn: (other: Progress) => void
  /** Reads stored progress (importing the original app's data once) and merges it in. */
  load: () => Promise<void>
  /** Writes pending changes now. */
  flush: () => Promise<void>
}

/** Options of the progress store. */
export interface ProgressStoreOptions {
  storage: Storage
  clock?: Clock
  /** Delay of debounced saving, ms; 0 writes through. Default 300. */
  debounceMs?: number
  /** Maps the original app's word keys to word ids when importing its data. */
  resolveLegacyWord?: LegacyWordResolver
}

/** The progress store, persisted through the Storage port. Call `load()` once at start. */
export const createProgressStore = (
  options: ProgressStoreOptions,
): StoreApi<ProgressStoreState> => {
  const { storage } = options
  const clock = options.clock ?? systemClock
  const persister = createPersister(storage, STORAGE_KEYS.progress, options.debounceMs ?? 300)
  const at = () => ({ now: clock.now(), utcOffsetMinutes: clock.utcOffsetMinutes() })

  return createStore<ProgressStoreState>()((set, get) => {
    const update = (change: (p: Progress) => Progress) => {
      const progress = change(get().progress)
      set({ progress })
      persister.save(progress)
    }
    return {
      progress: emptyProgress(),
      loaded: false,
      recordAttempt: (wordId, correct) => update((p) => recordAttempt(p, wordId, correct, at())),
      markViewed: (wordId) => update((p) => markViewed(p, wordId, clock.now())),
      addTimeSpent: (wordId, ms) => update((p) => addTimeSpent(p, wordId, ms, clock.now())),
      touchDeck: (deckId) => update((p) => touchDeck(p, deckId, clock.now())),
      recordTestResult: (deckId, result) => update((p) => recordTestResult(p, deckId, result)),
      setReviewCard: (wordId, card) => update((p) => setReviewCard(p, wordId, card)),
      resetAll: () => update((p) => resetAll(p, clock.now())),
      resetDeck: (deckId, wordIds) => update((p) => resetDeck(p, deckId, wordIds, clock.now())),
      mergeIn: (other) => update((p) => merge(p, other)),
      load: async () => {
        const stored = await storage.get(STORAGE_KEYS.progress)
        let loaded: Progress | undefined
        if (stored !== undefined) {
          const result = validateProgress(stored)
          if (result.ok) loaded = result.progress
        } else {
          const legacy = await storage.get(LEGACY_PROGRESS_KEY)
          if (legacy !== undefined) loaded = importLegacyProgress(legacy, options.resolveLegacyWord)
        }
        // Changes made before loading finished are kept by the merge.
        if (loaded) {
          const progress = merge(get().progress, loaded)
          set({ progress, loaded: true })
          persister.save(progress)
        } else {
          set({ loaded: true })
        }
      },
      flush: () => persister.flush(),
    }
  })
}
