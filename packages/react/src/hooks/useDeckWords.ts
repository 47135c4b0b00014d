import { useEffect, useMemo, useState } from 'react'
import {
  type DeckRef,
  deckIdOf,
  getDeck,
  getLessonWords,
  type LanguageCode,
  LESSON_COUNT,
  type LocalizedWord,
  loadMeanings,
  localize,
  type Meanings,
} from '../core'

/** A deck as widgets accept it: a lesson 1–12, a surah deck 89–114, or a {@link DeckRef}. */
export type DeckInput = number | DeckRef

/** The deck reference of a deck input; numbers 1–12 are lessons, 89–114 surah decks. */
export function resolveDeck(input: DeckInput | undefined): DeckRef {
  if (input === undefined) return { kind: 'lesson', id: 1 }
  if (typeof input === 'number') {
    return input > LESSON_COUNT ? { kind: 'surah', id: input } : { kind: 'lesson', id: input }
  }
  return input
}

/** The progress key of a deck: '3' for lesson 3, 'surah-112' for a surah deck (core's). */
export const deckKey = (ref: DeckRef): string => deckIdOf(ref)

/** A deck's words in one language, as study modes use them. */
export interface DeckWords {
  status: 'loading' | 'ready'
  ref: DeckRef
  /** Progress key of the deck. */
  key: string
  /** Lesson title or surah name. */
  title: string
  words: LocalizedWord[]
  /** All lesson words in the same language, for distractors. */
  pool: LocalizedWord[]
}

const meaningsReady = new Map<LanguageCode, Meanings>()

/** The words of a deck with meanings in `lang`, loading the meanings lazily. */
export function useDeckWords(
  deck: DeckInput | undefined,
  lang: LanguageCode,
  wordsProp?: readonly LocalizedWord[],
): DeckWords {
  // A words prop written inline is a new array on every render: compare it by content.
  const wordsKey = wordsProp
    ? `x:${wordsProp.map((w) => `${w.id}\u0000${w.meaning}`).join('\u0001')}`
    : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: compared by content
  const explicitWords = useMemo(() => wordsProp, [wordsKey])
  const ref = resolveDeck(deck)
  const resolved = getDeck(ref) ?? getDeck({ kind: 'lesson', id: 1 })
  const [meanings, setMeanings] = useState<{ lang: LanguageCode; m: Meanings } | null>(() => {
    const m = meaningsReady.get(lang)
    return m ? { lang, m } : null
  })
  useEffect(() => {
    if (explicitWords) return
    let live = true
    void loadMeanings(lang).then((m) => {
      meaningsReady.set(lang, m)
      if (live) setMeanings((prev) => (prev?.lang === lang && prev.m === m ? prev : { lang, m }))
    })
    return () => {
      live = false
    }
  }, [lang, explicitWords])

  const ready = explicitWords !== undefined || meanings?.lang === lang
  const m = ready ? meanings?.m : undefined
  const base = resolved?.ref ?? ref
  // biome-ignore lint/correctness/useExhaustiveDependencies: the deck is identified by kind and id
  return useMemo((): DeckWords => {
    const title = resolved?.title ?? ''
    const key = deckKey(base)
    if (explicitWords) {
      return {
        status: 'ready',
        ref: base,
        key,
        title,
        words: [...explicitWords],
        pool: [...explicitWords],
      }
    }
    if (m && resolved) {
      return {
        status: 'ready',
        ref: base,
        key,
        title,
        words: localize(resolved.words, m, lang),
        pool: localize(getLessonWords(), m, lang),
      }
    }
    return { status: 'loading', ref: base, key, title, words: [], pool: [] }
  }, [base.kind, base.id, lang, m, explicitWords])
}
