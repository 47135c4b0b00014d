// Each language's loader of the reader's surah texts (texts.<lang>.ts: an import table of that
// language's 114 files), a chunk of its own: one table of all 798 texts files cost the reader
// 5 KB gzip where a reader shows one language. Light, so that a page or an element can start
// fetching its language's loader with the reader's code (prefetchReaderTexts).
import type { LanguageCode } from '../vocabulary/types'

type TextsLoader = typeof import('./texts.en')

const TEXT_LOADERS: Record<LanguageCode, () => Promise<TextsLoader>> = {
  bn: () => import('./texts.bn'),
  id: () => import('./texts.id'),
  ur: () => import('./texts.ur'),
  tr: () => import('./texts.tr'),
  zh: () => import('./texts.zh'),
  es: () => import('./texts.es'),
  en: () => import('./texts.en'),
}

/** The module that loads the reader's surah texts in `lang`. */
export const readerTextsLoader = (lang: LanguageCode): Promise<TextsLoader> => TEXT_LOADERS[lang]()

/**
 * Starts fetching the loader of the reader's texts in `lang` (any other value: nothing), so a
 * reader's first texts wait for one request less. Never rejects: a failed fetch is tried again
 * when the texts are loaded.
 */
export function prefetchReaderTexts(lang: string | null | undefined): void {
  if (typeof lang !== 'string' || !Object.hasOwn(TEXT_LOADERS, lang)) return
  TEXT_LOADERS[lang as LanguageCode]().catch(() => undefined)
}
