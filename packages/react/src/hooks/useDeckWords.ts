import {
  type DeckInput,
  type DeckRef,
  deckIdOf,
  getDeck,
  getLessonWords,
  type LanguageCode,
  type LocalizedWord,
  loadMeanings,
  localize,
  type Meanings,
  parseDeck,
} from '@kalima/core'
import { useEffect, useMemo, useState } from 'react'
import { useByKey } from '../shared/useByKey'

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
  const explicitWords = useByKey(wordsProp, wordsKey)
  const ref = parseDeck(deck)
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
  // A deck is looked up anew on every render: it is identified by its key.
  const deckKey = deckIdOf(resolved?.ref ?? ref)
  const base = useByKey(resolved?.ref ?? ref, deckKey)
  const deckWords = useByKey(resolved, deckKey)
  return useMemo((): DeckWords => {
    const title = deckWords?.title ?? ''
    const key = deckKey
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
    if (m && deckWords) {
      return {
        status: 'ready',
        ref: base,
        key,
        title,
        words: localize(deckWords.words, m, lang),
        pool: localize(getLessonWords(), m, lang),
      }
    }
    return { status: 'loading', ref: base, key, title, words: [], pool: [] }
  }, [base, deckKey, deckWords, lang, m, explicitWords])
}
