// What an element fetches with its widget besides the renderer: the main part of its interface
// language's UI dictionary (no dictionary is built in; the provider would ask for it only once
// mounted, a round trip later). A chunk of its own, so the element shell stays light.
import { prefetchMainPart } from '@kalima/react'
import { elementLanguages } from './element-languages'

/**
 * Starts fetching the dictionary `element` will show: its interface language's, by the
 * attributes' rule (`elementLanguages`: `ui-lang`, else `lang`, else the default).
 */
export const prefetchDictionaryOf = (element: Element): void =>
  prefetchMainPart(elementLanguages((name) => element.getAttribute(name)).uiLang)
