import { DECK_MODES, type DeckMode } from '../study-modes'
import { deckFromId, deckPath, lessonDecks } from '../vocabulary/decks'
import type { DeckRef } from '../vocabulary/types'
import type { Progress } from './types'

/** Where the home page sends the learner: back to their last deck and mode, or to the start. */
export interface ResumePoint {
  /** 'continue': a deck was studied before; 'start': a newcomer, sent to the first lesson. */
  kind: 'continue' | 'start'
  deck: DeckRef
  mode: DeckMode
  /** The site path of the deck in that mode ('/learn/2'). */
  path: string
  /** When the deck was last opened, ms since epoch; 0 for 'start'. */
  at: number
}

/** A newcomer's first step: the first lesson in Words (each word with its meaning and verse). */
export const FIRST_STEP_MODE: DeckMode = 'words'

const isDeckMode = (value: unknown): value is DeckMode =>
  typeof value === 'string' && (DECK_MODES as readonly string[]).includes(value)

/**
 * The progress record's last activity: the deck opened last (any mode, latest
 * `lastAccessed`; ties go to the first deck id in sort order) in the mode it was opened in
 * (Words when the record does not say). Without any, the first lesson in Words.
 */
export const resumePoint = (progress: Progress): ResumePoint => {
  let last: { deck: DeckRef; mode: DeckMode; at: number } | undefined
  for (const id of Object.keys(progress.decks).sort()) {
    const entry = progress.decks[id]
    const deck = deckFromId(id)
    if (!entry || !deck || entry.lastAccessed <= 0) continue
    if (last && entry.lastAccessed <= last.at) continue
    const mode = isDeckMode(entry.mode) ? entry.mode : FIRST_STEP_MODE
    last = { deck, mode, at: entry.lastAccessed }
  }
  if (last) return { kind: 'continue', ...last, path: deckPath(last.mode, last.deck) }
  const first = lessonDecks()[0] ?? { kind: 'lesson', id: 1 }
  return {
    kind: 'start',
    deck: first,
    mode: FIRST_STEP_MODE,
    path: deckPath(FIRST_STEP_MODE, first),
    at: 0,
  }
}
