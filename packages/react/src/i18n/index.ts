// UI strings from one dictionary keyed by message id. English is complete; other languages
// add a (partial) dictionary to `dictionaries` and fall back to English per message.
import type { LanguageCode } from '@kalima/core'
import { type Dictionary, en, type UiMessageId } from './en'

export type { Dictionary, UiMessageId }

/** Dictionaries by UI language. Add a language by adding its (partial) dictionary here. */
export const dictionaries: Partial<Record<LanguageCode, Partial<Dictionary>>> = { en }

/** Parameters interpolated into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>

/**
 * The message `id` in `lang` (English when missing), with `{param}` placeholders filled.
 * A message with forms `one|other` picks one by the number `n` and the language's plural rules.
 */
export function t(id: UiMessageId, params?: MessageParams, lang: LanguageCode = 'en'): string {
  let template: string = dictionaries[lang]?.[id] ?? en[id] ?? id
  if (!params) return template
  if (template.includes('|') && typeof params.n === 'number') {
    const [one, other] = template.split('|')
    const rule = new Intl.PluralRules(lang).select(params.n)
    template = (rule === 'one' ? one : other) ?? template
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/** A translate function bound to one UI language. */
export type Translate = (id: UiMessageId, params?: MessageParams) => string

/** Binds {@link t} to a UI language. */
export const translator =
  (lang: LanguageCode = 'en'): Translate =>
  (id, params) =>
    t(id, params, lang)
