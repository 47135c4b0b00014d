// The one list of decks, and the ways the site, the embed and the widgets
// name a deck: a number, a progress key, a URL path, an element attribute.

import { PRONOUNS_DECK_ID, READING_DECK_PREFIX } from '../progress/rows'
import { DECK_MODES, type DeckMode } from '../study-modes'
import { SURAH_DECK_RANGE } from '../surah-decks'
import type { DeckRef } from './types'
import { LESSONS, SURAH_DECK_IDS } from './vocabulary'

/** Numbers of the lessons, in order (1–12). */
export const LESSON_IDS: readonly number[] = Object.freeze(LESSONS.map((l) => l.id))

/** The lessons' numbers: from 1 to 12. */
export const LESSON_RANGE = Object.freeze({
  min: Math.min(...LESSON_IDS),
  max: Math.max(...LESSON_IDS),
})

export { SURAH_DECK_RANGE }

const LESSON_DECKS: readonly DeckRef[] = Object.freeze(
  LESSON_IDS.map((id): DeckRef => ({ kind: 'lesson', id })),
)
const SURAH_DECK_REFS: readonly DeckRef[] = Object.freeze(
  [...SURAH_DECK_IDS].sort((a, b) => b - a).map((id): DeckRef => ({ kind: 'surah', id })),
)

/** The lessons, 1 to 12. */
export const lessonDecks = (): readonly DeckRef[] => LESSON_DECKS

/** The surah decks in home order: 114 down to 89. */
export const surahDecks = (): readonly DeckRef[] => SURAH_DECK_REFS

/** The Pronouns and suffixes deck (the 22 personal pronouns). */
export const PRONOUNS_DECK: DeckRef = Object.freeze({ kind: 'pronouns' })

/**
 * The name of the Pronouns deck wherever a deck is named by text: its progress key, its
 * path segment (`/learn/pronouns`), an element's `category="pronouns"`.
 */
export const PRONOUNS_DECK_NAME = PRONOUNS_DECK_ID

/**
 * Every deck in home order: lessons 1–12, the Pronouns deck, then surah decks 114 down
 * to 89.
 */
export const allDecks = (): readonly DeckRef[] => [
  ...LESSON_DECKS,
  PRONOUNS_DECK,
  ...SURAH_DECK_REFS,
]

/** Number of surahs: a deck from the reader is one of surahs 1–114. */
const SURAHS = 114

/** Whether `n` names a surah of the Quran (1–114): a deck from the reader exists for each. */
const isSurah = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= SURAHS

/** The deck from the reader of surah `n`: the words of it the learner does not know yet. */
export const readingDeck = (surah: number): DeckRef => ({ kind: 'reading', id: surah })

/** Whether a reference names a deck that exists. */
export const isDeck = (ref: DeckRef): boolean =>
  ref.kind === 'pronouns' ||
  (ref.kind === 'lesson'
    ? LESSON_IDS.includes(ref.id)
    : ref.kind === 'reading'
      ? isSurah(ref.id)
      : SURAH_DECK_IDS.includes(ref.id))

/**
 * A deck as widgets accept it: a lesson 1–12, a surah deck 89–114, `'pronouns'` (the
 * Pronouns and suffixes deck), or a {@link DeckRef}.
 */
export type DeckInput = number | typeof PRONOUNS_DECK_NAME | DeckRef

/**
 * The deck reference of a deck input: lesson 1 when absent; numbers up to the last lesson
 * are lessons, larger ones surah decks; `'pronouns'` the Pronouns deck; a reference is
 * kept as it is.
 */
export const parseDeck = (input: DeckInput | undefined): DeckRef => {
  if (input === undefined) return { kind: 'lesson', id: 1 }
  if (input === PRONOUNS_DECK_NAME) return PRONOUNS_DECK
  if (typeof input === 'number') {
    return input > LESSON_RANGE.max ? { kind: 'surah', id: input } : { kind: 'lesson', id: input }
  }
  return input
}

/**
 * The deck of a progress key (`deckIdOf`'s inverse): '3' is lesson 3, 'surah-112' the
 * surah deck 112, 'pronouns' the Pronouns deck, 'read-67' the deck from the reader of
 * surah 67; undefined for anything else.
 */
export const deckFromId = (deckId: string): DeckRef | undefined => {
  if (deckId === PRONOUNS_DECK_NAME) return PRONOUNS_DECK
  const surah = /^surah-(\d{1,3})$/.exec(deckId)
  const reading = deckId.startsWith(READING_DECK_PREFIX)
    ? /^\d{1,3}$/.exec(deckId.slice(READING_DECK_PREFIX.length))
    : null
  const ref: DeckRef | undefined = surah
    ? { kind: 'surah', id: Number(surah[1]) }
    : reading
      ? readingDeck(Number(reading[0]))
      : /^\d{1,2}$/.test(deckId)
        ? { kind: 'lesson', id: Number(deckId) }
        : undefined
  return ref && isDeck(ref) ? ref : undefined
}

/**
 * The deck Next Category leads to: lesson n → n + 1; a surah deck → the next one in home
 * order (114, 113, … 89). After lesson 12, after the Pronouns deck, after surah 89 and
 * after a deck from the reader there is none (null): the shell hides Next Category and
 * offers Go Home.
 */
export const nextDeck = (deck: DeckRef): DeckRef | null => {
  if (deck.kind === 'pronouns' || deck.kind === 'reading') return null
  if (deck.kind === 'lesson') {
    return deck.id >= LESSON_RANGE.min && deck.id < LESSON_RANGE.max
      ? { kind: 'lesson', id: deck.id + 1 }
      : null
  }
  return deck.id > SURAH_DECK_RANGE.min && deck.id <= SURAH_DECK_RANGE.max
    ? { kind: 'surah', id: deck.id - 1 }
    : null
}

/**
 * The site path of a deck in a mode: `/learn/3`, `/learn/surah/112`, `/learn/pronouns`,
 * `/learn/read/67` (a deck from the reader).
 */
export const deckPath = (mode: DeckMode, deck: DeckRef): string =>
  deck.kind === 'pronouns'
    ? `/${mode}/${PRONOUNS_DECK_NAME}`
    : deck.kind === 'surah'
      ? `/${mode}/surah/${deck.id}`
      : deck.kind === 'reading'
        ? `/${mode}/read/${deck.id}`
        : `/${mode}/${deck.id}`

/**
 * The site's Review page for a deck: `/review/read/67` for a deck from the reader (the due
 * words of its surah), `/review` (the whole queue) for any other deck or none.
 */
export const reviewPath = (deck?: DeckRef): string =>
  deck?.kind === 'reading' ? `/review/read/${deck.id}` : '/review'

/**
 * A deck as the embed's attribute and the iframe page's query parameter: `category="3"`,
 * `category="pronouns"`, `surah="112"`, `read="67"` (the one mapping the elements, the
 * frame pages and the snippets share).
 */
export const deckAttribute = (
  deck: DeckRef,
): { name: 'category' | 'surah' | 'read'; value: string } =>
  deck.kind === 'surah'
    ? { name: 'surah', value: String(deck.id) }
    : deck.kind === 'reading'
      ? { name: 'read', value: String(deck.id) }
      : {
          name: 'category',
          value: deck.kind === 'pronouns' ? PRONOUNS_DECK_NAME : String(deck.id),
        }

/**
 * The values a deck path's `:id` parameter takes: the lesson numbers and `pronouns`
 * (`/learn/3`, `/learn/pronouns`), as the site prerenders them.
 */
export const DECK_PATH_IDS: readonly string[] = Object.freeze([
  ...LESSON_IDS.map(String),
  PRONOUNS_DECK_NAME,
])

/**
 * The deck named by a deck path's parameters (`/learn/:id`, `/learn/surah/:surah`,
 * `/learn/pronouns`, `/learn/read/:read`): lesson 1 when the number names no deck
 * (original-app.md §2).
 */
export const deckFromPath = (params: { id?: string; surah?: string; read?: string }): DeckRef => {
  if (params.read !== undefined) {
    const n = Number(params.read)
    return isSurah(n) ? readingDeck(n) : { kind: 'lesson', id: 1 }
  }
  if (params.surah === undefined && params.id === PRONOUNS_DECK_NAME) return PRONOUNS_DECK
  const surah = params.surah !== undefined
  const n = Number(surah ? params.surah : (params.id ?? '1'))
  const ref: DeckRef = { kind: surah ? 'surah' : 'lesson', id: n }
  return Number.isInteger(n) && isDeck(ref) ? ref : { kind: 'lesson', id: 1 }
}

/**
 * The mode and deck of a study page's path, as its page resolves them ({@link deckPath}'s
 * inverse, with {@link deckFromPath}'s lesson 1 for a number that names no deck):
 * `/learn/3`, `/match/surah/112`, `/test/pronouns`, `/learn/read/67`, `/words`. Undefined for
 * a path that is not a study page (a mode without decks, Review, included).
 */
export function studyPageOf(path: string): { mode: DeckMode; deck: DeckRef } | undefined {
  const match = /^\/([a-z]+)(?:\/(?:(surah|read)\/)?([^/]+))?\/?$/.exec(path)
  const mode = match?.[1] ?? ''
  if (!match || !(DECK_MODES as readonly string[]).includes(mode)) return undefined
  const [, , kind, id] = match
  const deck = deckFromPath(
    kind === 'surah' ? { surah: id } : kind === 'read' ? { read: id } : { id: id ?? '1' },
  )
  return { mode: mode as DeckMode, deck }
}
