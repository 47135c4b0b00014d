// What an element fetches with its widget besides the renderer: the main part of its interface
// language's UI dictionary (no dictionary is built in; the provider would ask for it only once
// mounted, a round trip later). A chunk of its own, so the element shell stays light.
import { DEFAULT_LANGUAGE } from '@kalima/core'
import { prefetchMainPart } from '@kalima/react'

/**
 * Starts fetching the dictionary `element` will show: its `ui-lang`, else its `lang`, else the
 * default language's (a value the attributes refuse fetches nothing; render.ts warns of it).
 */
export const prefetchDictionaryOf = (element: Element): void =>
  prefetchMainPart(
    element.getAttribute('ui-lang') ?? element.getAttribute('lang') ?? DEFAULT_LANGUAGE,
  )
