import { useEffect, useState } from 'react'
import { type DictionaryPart, hasDictionary, prepareDictionary } from '../i18n'
import { useKalima } from './useKalima'

/**
 * Whether the interface language's `part` of the UI dictionary is there (see
 * `DictionaryPart`): a widget that shows the reader's, the account forms' or the settings'
 * texts renders its loading state until this is true. The part loads on first use (at once
 * when a page prepared it before rendering, as the site and the prerender do). A part that
 * cannot load (offline before it was cached) falls back to English's, loaded the same way;
 * the widget then renders with whatever `t` has. While the widget is mounted, a change of
 * interface language is shown once this part of the new language is there too, so the widget
 * is not unmounted and keeps its state.
 */
export function useDictionaryPart(part: DictionaryPart): boolean {
  const { uiLanguage, claimDictionaryPart } = useKalima()
  // While mounted, a change of interface language waits for this part too (the provider).
  useEffect(() => claimDictionaryPart(part), [claimDictionaryPart, part])
  const ready = hasDictionary(uiLanguage, [part])
  const [settled, setSettled] = useState<string | undefined>(undefined)
  const key = `${uiLanguage}:${part}`
  useEffect(() => {
    if (ready) return
    let current = true
    prepareDictionary(uiLanguage, [part])
      .catch(() => prepareDictionary('en', [part]))
      .catch(() => undefined)
      .then(() => current && setSettled(key))
    return () => {
      current = false
    }
  }, [ready, uiLanguage, part, key])
  return ready || settled === key
}
