import { type DeckRef, deckIdOf } from '@kalima/core'
import { type DeckForms, deckHasForms, loadDeckForms, peekDeckForms } from '@kalima/core/reader'
import { useEffect, useState } from 'react'

// Its own module: Review uses it without the rest of useDeckWords (a smaller <kalima-review>).

const formsReady = new Map<string, DeckForms>()

/**
 * The forms of a deck's words in their verses (core's `loadDeckForms`: a surah deck's, none
 * for other decks), or null while they load.
 */
export function useDeckForms(ref: DeckRef | undefined): DeckForms | null {
  const key = ref ? deckIdOf(ref) : ''
  const needed = ref !== undefined && deckHasForms(ref)
  // Forms already loaded (a page that awaited them, the prerender) show in the first render.
  const [forms, setForms] = useState<{ key: string; f: DeckForms } | null>(() => {
    const f = formsReady.get(key) ?? (ref ? peekDeckForms(ref) : undefined)
    return f ? { key, f } : null
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: the deck is identified by its key
  useEffect(() => {
    if (!ref || !needed) return
    let live = true
    void loadDeckForms(ref).then((f) => {
      formsReady.set(key, f)
      if (live) setForms({ key, f })
    })
    return () => {
      live = false
    }
  }, [key, needed])
  if (!needed) return NO_FORMS
  return forms?.key === key ? forms.f : (formsReady.get(key) ?? null)
}

const NO_FORMS: DeckForms = Object.freeze({})
