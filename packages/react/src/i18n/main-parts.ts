// Each UI language's main part, one dynamic import each (its own chunk): the part every page
// and widget shows first. Apart from the dictionaries' module so that an embedded element's
// shell can start fetching its language's part with its widget, before the provider asks.
import type { LanguageCode } from '@kalima/core'
import type { Messages } from './en'

/** Loaders of each UI language's main part (index.ts's loaders use these). */
export const MAIN_PART_LOADERS = {
  en: () => import('./en').then((m) => m.en),
  bn: () => import('./bn').then((m) => m.bn),
  id: () => import('./id').then((m) => m.id),
  ur: () => import('./ur').then((m) => m.ur),
  tr: () => import('./tr').then((m) => m.tr),
  zh: () => import('./zh').then((m) => m.zh),
  es: () => import('./es').then((m) => m.es),
} as const satisfies Record<LanguageCode, () => Promise<Messages<'main'>>>

/**
 * Starts fetching the main part of the UI dictionary of `lang` (any other value: nothing),
 * so that `prepareDictionary` finds it fetched or on its way (the module cache shares the
 * import). Never rejects: a failed fetch is tried again when the part is prepared.
 */
export function prefetchMainPart(lang: string | null | undefined): void {
  if (typeof lang !== 'string' || !Object.hasOwn(MAIN_PART_LOADERS, lang)) return
  MAIN_PART_LOADERS[lang as LanguageCode]().catch(() => undefined)
}
