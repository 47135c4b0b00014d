// The texts of the site's content pages (About, Blog, Privacy, Terms, Team, Embed), one file
// per language (en.ts is the reference). A file is loaded with the first content page shown
// in its language, never with the app's first load: main.tsx loads it before the first render
// of a content page's URL (so the prerendered page is not replaced by "Loading…"), the
// prerender loads every language, and a page reached by a link suspends until it is there.
import type { LanguageCode } from '@kalima/core'
import { formatNumber, useKalima } from '@kalima/react'
import { isPseudoLocale, pseudoLocalize } from '@kalima/react/testing'
import { Fragment, type ReactNode } from 'react'
import type { PageTexts } from './en'

export type { PageTexts }

/** The first path segment of every page whose texts live here. */
export const CONTENT_PAGES: ReadonlySet<string> = new Set([
  'about',
  'blog',
  'privacy',
  'terms',
  'team',
  'embed',
])

/** One dynamic import per language, so that each file is its own chunk. */
const loaders: Record<LanguageCode, () => Promise<PageTexts>> = {
  en: async () => (await import('./en')).en,
  bn: async () => (await import('./bn')).bn,
  id: async () => (await import('./id')).id,
  ur: async () => (await import('./ur')).ur,
  tr: async () => (await import('./tr')).tr,
  zh: async () => (await import('./zh')).zh,
  es: async () => (await import('./es')).es,
}

const loaded = new Map<LanguageCode, PageTexts>()
const pending = new Map<LanguageCode, Promise<PageTexts>>()
/** Why a language's texts could not be loaded while a page showed them (not retried then). */
const failed = new Map<LanguageCode, unknown>()

/**
 * Loads the page texts of `lang` (once; later calls share the load). After it resolves,
 * {@link usePageTexts} returns them without suspending.
 * @throws Error (rejected promise) for a language without texts, or when the file cannot be
 * fetched; a later call tries again.
 */
export function preparePageTexts(lang: LanguageCode): Promise<PageTexts> {
  const done = loaded.get(lang)
  if (done) return Promise.resolve(done)
  let load = pending.get(lang)
  if (!load) {
    const loader = Object.hasOwn(loaders, lang) ? loaders[lang] : undefined
    if (!loader) return Promise.reject(new Error(`No page texts for language "${String(lang)}"`))
    load = loader().then(
      (texts) => {
        loaded.set(lang, texts)
        pending.delete(lang)
        failed.delete(lang)
        return texts
      },
      (error: unknown) => {
        pending.delete(lang)
        throw error
      },
    )
    pending.set(lang, load)
  }
  return load
}

/** Loads the page texts of `lang` when `path` (inside the language's base) is a content page. */
export const preparePageTextsFor = (path: string, lang: LanguageCode): Promise<unknown> =>
  CONTENT_PAGES.has(path.split('/')[1] ?? '') ? preparePageTexts(lang) : Promise.resolve()

/**
 * The content pages' texts in the interface language. Suspends (the layout shows "Loading…")
 * until they are loaded. If they could not be (offline before the service worker cached the
 * file), the English texts when those are loaded, else the load's error.
 */
export function usePageTexts(): PageTexts {
  const { uiLanguage: shown } = useKalima()
  // Pseudo-localised (?pseudo, main.tsx): the English texts, each marked and lengthened.
  const pseudo = isPseudoLocale()
  const uiLanguage = pseudo ? 'en' : shown
  const texts = loaded.get(uiLanguage)
  if (texts && pseudo) {
    pseudoTexts ??= mapTexts(texts, pseudoLocalize)
    return pseudoTexts
  }
  if (texts) return texts
  const error = failed.get(uiLanguage)
  if (error !== undefined) {
    const english = loaded.get('en')
    if (english) return english
    throw error
  }
  throw preparePageTexts(uiLanguage).catch((e: unknown) => {
    failed.set(uiLanguage, e)
  })
}

let pseudoTexts: PageTexts | undefined

/** Every text of a tree of texts (objects, arrays) through `map`, the tree's shape kept. */
function mapTexts<T>(tree: T, map: (text: string) => string): T {
  if (typeof tree === 'string') return map(tree) as T
  if (Array.isArray(tree)) return tree.map((item: unknown) => mapTexts(item, map)) as T
  if (typeof tree === 'object' && tree !== null) {
    return Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [key, mapTexts(value, map)]),
    ) as T
  }
  return tree
}

/**
 * A text with `{name}` placeholders filled: numbers written as readers of `lang` write them,
 * anything else (an Arabic example, a link) as given. A placeholder without a value stays as
 * it is, so a mistake in a translation shows instead of vanishing.
 */
export function fill(
  template: string,
  values: Readonly<Record<string, ReactNode | number>>,
  lang: LanguageCode,
): ReactNode {
  const parts = template.split(/\{(\w+)\}/)
  return parts.map((part, i) => {
    if (i % 2 === 0) return part
    const value = Object.hasOwn(values, part) ? values[part] : `{${part}}`
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed template
      <Fragment key={i}>{typeof value === 'number' ? formatNumber(value, lang) : value}</Fragment>
    )
  })
}
