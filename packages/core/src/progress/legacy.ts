import { legacyCounts } from './counters'
import { emptyWordProgress } from './record'
import type { DeckId, Progress, WordId } from './types'
import { emptyProgress } from './types'

/** The original app's localStorage `wordProgress` map, keyed by category id. */
export type LegacyWordProgress = Record<
  string,
  {
    mastered?: number
    viewedWords?: Record<string, { correct?: number; attempts?: number }>
    lastAccessed?: string | number
  }
>

/** Maps an original word key (its Arabic text) in a category to a word id; undefined skips it. */
export type LegacyWordResolver = (deckId: DeckId, word: string) => WordId | undefined

const count = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.min(Math.floor(v), 1_000_000) : 0

const time = (v: unknown): number => {
  const ms = typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : Number.NaN
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0
}

/**
 * Imports the original app's `wordProgress` map into a record. Malformed parts are
 * skipped; correct is capped at attempts. Without a resolver, the word key is the id.
 * The counts go to the legacy device: the original app's data may have been copied
 * between devices, so two imports merge by the larger count rather than adding up.
 */
export const importLegacyProgress = (
  legacy: unknown,
  resolve: LegacyWordResolver = (_deck, word) => word,
): Progress => {
  const progress = emptyProgress()
  if (typeof legacy !== 'object' || legacy === null) return progress
  for (const [deckId, deck] of Object.entries(legacy as Record<string, unknown>)) {
    if (typeof deck !== 'object' || deck === null) continue
    const { viewedWords, lastAccessed } = deck as LegacyWordProgress[string]
    const accessed = time(lastAccessed)
    progress.decks[deckId] = { since: 0, lastAccessed: accessed }
    if (typeof viewedWords !== 'object' || viewedWords === null) continue
    for (const [key, entry] of Object.entries(viewedWords)) {
      const id = resolve(deckId, key)
      if (!id || typeof entry !== 'object' || entry === null) continue
      const attempts = count(entry.attempts)
      const correct = Math.min(count(entry.correct), attempts)
      const previous = progress.words[id] ?? emptyWordProgress()
      const total = {
        correct: Math.max(previous.correct, correct),
        attempts: Math.max(previous.attempts, attempts),
      }
      progress.words[id] = {
        ...previous,
        ...total,
        byDevice: legacyCounts(total.correct, total.attempts),
        viewedAt: previous.viewedAt || accessed,
        lastAttemptAt: Math.max(previous.lastAttemptAt, attempts > 0 ? accessed : 0),
      }
    }
  }
  return progress
}
