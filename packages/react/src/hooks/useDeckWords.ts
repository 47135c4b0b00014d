import {
  type Deck,
  type DeckInput,
  type DeckRef,
  deckIdOf,
  getDeck,
  getDistractorWords,
  type LanguageCode,
  type LocalizedWord,
  loadMeanings,
  localize,
  type Meanings,
  parseDeck,
  peekMeanings,
} from '@kalima/core'
import { loadReadingDeck, peekReadingDeck } from '@kalima/core/reader'
import { useEffect, useMemo, useState } from 'react'
import { deckTitle } from '../shared/deckTitle'
import { useByKey } from '../shared/useByKey'
import { useDeckForms } from './useDeckForms'
import { useKalima } from './useKalima'

/** A deck's words in one language, as study modes use them. */
export interface DeckWords {
  /** `failed`: a deck from the reader whose surah could not be loaded (offline). */
  status: 'loading' | 'ready' | 'failed'
  ref: DeckRef
  /** Progress key of the deck. */
  key: string
  /** Lesson title, surah name or the Pronouns deck's title in the interface language. */
  title: string
  /** The deck's words; in a surah deck each carries its `form` there (core's rule). */
  words: LocalizedWord[]
  /** Extra words in the same language for distractors (core's `getDistractorWords`). */
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
  const { t } = useKalima()
  const ref = parseDeck(deck)
  const reading = useReadingDeck(explicitWords ? undefined : ref)
  const resolved =
    ref.kind === 'reading' ? reading.deck : (getDeck(ref) ?? getDeck({ kind: 'lesson', id: 1 }))
  // Meanings already loaded (a page that awaited them, the prerender) show in the first render.
  const [meanings, setMeanings] = useState<{ lang: LanguageCode; m: Meanings } | null>(() => {
    const m = meaningsReady.get(lang) ?? peekMeanings(lang)
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

  // A deck is looked up anew on every render: it is identified by its key.
  const key = deckIdOf(ref.kind === 'reading' ? ref : (resolved?.ref ?? ref))
  const base = useByKey(ref.kind === 'reading' ? ref : (resolved?.ref ?? ref), key)
  // A deck from the reader arrives later under the same key: its arrival is part of the key.
  const deckWords = useByKey(resolved, resolved ? key : '')
  const forms = useDeckForms(explicitWords ? undefined : base)
  const ready = explicitWords !== undefined || (meanings?.lang === lang && forms !== null)
  const m = ready ? meanings?.m : undefined
  const title = deckTitle(base, t)
  return useMemo((): DeckWords => {
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
        words: localize(deckWords.words, m, lang, forms ?? undefined),
        pool: localize(getDistractorWords(base), m, lang),
      }
    }
    const status = reading.failed ? 'failed' : 'loading'
    return { status, ref: base, key, title, words: [], pool: [] }
  }, [base, key, title, deckWords, lang, m, forms, explicitWords, reading.failed])
}

/**
 * A deck from the reader (core's `loadReadingDeck`), made once the learner's progress is
 * read: the words of the surah they do not know yet. Made once per deck, so a session keeps
 * its words while answers make them known; `failed` when the surah's data cannot be loaded.
 */
function useReadingDeck(ref: DeckRef | undefined): { deck: Deck | undefined; failed: boolean } {
  const { progress, now } = useKalima()
  const key = ref?.kind === 'reading' ? deckIdOf(ref) : ''
  const surah = ref?.kind === 'reading' ? ref.id : 0
  // The surah's words already loaded (a page that awaited them) make the deck in the first
  // render, once the learner's progress has been read.
  const [made, setMade] = useState<{ key: string; deck?: Deck; failed?: true } | null>(() => {
    const state = progress.getState()
    const deck = surah && state.loaded ? peekReadingDeck(surah, state.progress, now()) : undefined
    return deck ? { key, deck } : null
  })
  useEffect(() => {
    if (!surah) return
    let live = true
    const make = () => {
      loadReadingDeck(surah, progress.getState().progress, now()).then(
        // A deck made in the first render stays: a session keeps the words it started with.
        (deck) =>
          live && setMade((prev) => (prev?.key === key && prev.deck ? prev : { key, deck })),
        () => live && setMade({ key, failed: true }),
      )
    }
    if (progress.getState().loaded) {
      make()
      return () => {
        live = false
      }
    }
    // Not read from storage yet: every word would count as unknown.
    const unsubscribe = progress.subscribe(() => {
      if (!progress.getState().loaded) return
      unsubscribe()
      make()
    })
    return () => {
      live = false
      unsubscribe()
    }
  }, [key, surah, progress, now])
  return made?.key === key && key
    ? { deck: made.deck, failed: made.failed === true }
    : { deck: undefined, failed: false }
}
