// How a deck is named by text (a progress key, a path segment, an element attribute), apart
// from decks.ts: this file imports no vocabulary, so the embed's loader, which maps decks to
// attributes before any widget loads, does not fetch the word list (about 24 KB gzip).

import { PRONOUNS_DECK_ID } from '../progress/rows'
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
