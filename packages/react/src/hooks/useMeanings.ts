import { type LanguageCode, loadMeanings, type Meanings, peekMeanings } from '@kalima/core'
import { useEffect, useState } from 'react'

/**
 * The meanings of every word in `lang` (core's `loadMeanings`, one chunk per language); null
 * while they load, and while another language's are still the ones loaded. Meanings that
 * arrived before the first render (a page that awaited them) are there in that render.
 */
export function useMeanings(lang: LanguageCode): Meanings | null {
  const [meanings, setMeanings] = useState<{ lang: LanguageCode; m: Meanings } | null>(null)
  useEffect(() => {
    let live = true
    void loadMeanings(lang).then((m) => live && setMeanings({ lang, m }))
    return () => {
      live = false
    }
  }, [lang])
  return peekMeanings(lang) ?? (meanings?.lang === lang ? meanings.m : null)
}
