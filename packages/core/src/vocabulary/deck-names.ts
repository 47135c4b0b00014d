// How a deck is named by text (a progress key, a path segment, an element attribute), apart
// from decks.ts: this file imports no vocabulary, so the embed's loader, which maps decks to
// attributes before any widget loads, does not fetch the word list (about 24 KB gzip).

import { PRONOUNS_DECK_ID } from '../progress/rows'
import type { DeckId } from '../progress/types'
import type { DeckRef } from './types'

/**
 * The name of the Pronouns deck wherever a deck is named by text: its progress key, its
 * path segment (`/learn/pronouns`), an element's `category="pronouns"`.
 */
export const PRONOUNS_DECK_NAME = PRONOUNS_DECK_ID

/**
 * A deck as the embed's attribute and the iframe page's query parameter: `category="3"`,
 * `category="pronouns"`, `surah="112"` (the one mapping the elements, the frame pages and the
 * snippets share).
 */
export const deckAttribute = (deck: DeckRef): { name: 'category' | 'surah'; value: string } =>
  deck.kind === 'surah'
    ? { name: 'surah', value: String(deck.id) }
    : { name: 'category', value: deck.kind === 'pronouns' ? PRONOUNS_DECK_NAME : String(deck.id) }

/**
 * The progress key of a deck: a lesson is its number ('3', as the original app's
 * categoryId, so imported data lines up), a surah deck is 'surah-' + its number, the
 * Pronouns deck 'pronouns'.
 */
export const deckIdOf = (ref: DeckRef): DeckId =>
  ref.kind === 'pronouns'
    ? PRONOUNS_DECK_ID
    : ref.kind === 'lesson'
      ? String(ref.id)
      : `surah-${ref.id}`
