// Deck routes: /learn/3 is lesson 3, /learn/surah/112 the surah deck 112.
// An unknown deck number falls back to lesson 1 (original-app.md §2).
import { type DeckRef, getSurahDeck, LESSONS } from '@kalima/core'

/** The study modes and their path segments. */
export const MODES = [
  { mode: 'words', path: 'words', label: 'Words' },
  { mode: 'flashcards', path: 'flashcards', label: 'Cards' },
  { mode: 'learn', path: 'learn', label: 'Learn' },
  { mode: 'test', path: 'test', label: 'Test' },
  { mode: 'match', path: 'match', label: 'Match' },
] as const

export type ModePath = (typeof MODES)[number]['path']

/** The deck named by route params; lesson 1 when the number is unknown. */
export function deckFromParams(params: { id?: string; surah?: string }): DeckRef {
  if (params.surah !== undefined) {
    const n = Number(params.surah)
    if (Number.isInteger(n) && getSurahDeck(n)) return { kind: 'surah', id: n }
    return { kind: 'lesson', id: 1 }
  }
  const n = Number(params.id ?? '1')
  return Number.isInteger(n) && n >= 1 && n <= LESSONS.length
    ? { kind: 'lesson', id: n }
    : { kind: 'lesson', id: 1 }
}

/** The path of a deck in a mode. */
export function deckPath(mode: string, deck: DeckRef): string {
  return deck.kind === 'surah' ? `/${mode}/surah/${deck.id}` : `/${mode}/${deck.id}`
}
