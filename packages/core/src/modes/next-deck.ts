import { LESSON_COUNT } from '../constants'
import type { DeckRef } from '../vocabulary/types'

/** A deck (lesson or surah deck), as the vocabulary defines it. */
export type { DeckRef }

/** Number of the first and last surah decks (home shows them from 114 down to 89). */
export const SURAH_DECK_RANGE = { first: 114, last: 89 } as const

/**
 * The deck Next Category leads to: lesson n → n + 1; a surah deck → the next one in home
 * order (114, 113, … 89). After lesson 12 and after surah 89 there is none (null): the
 * shell hides Next Category and offers Go Home.
 */
export const nextDeck = (deck: DeckRef): DeckRef | null => {
  if (deck.kind === 'lesson') {
    return deck.id >= 1 && deck.id < LESSON_COUNT ? { kind: 'lesson', id: deck.id + 1 } : null
  }
  return deck.id > SURAH_DECK_RANGE.last && deck.id <= SURAH_DECK_RANGE.first
    ? { kind: 'surah', id: deck.id - 1 }
    : null
}
