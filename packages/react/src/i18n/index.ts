// UI strings from one dictionary keyed by message id. English is built in and complete;
// every other language has its own complete dictionary file (bn.ts, id.ts, …) that is
// loaded on demand with `loadDictionary` (a dynamic import, so a page ships only the one
// it asks for) and made visible to `t` with `registerDictionary`. Until then, and for any
// message a registered dictionary lacks, `t` falls back to English.
// Volunteer guide: docs/translating.md; check: `npm run i18n:check`.
import type { LanguageCode } from '@kalima/core'
import { type Dictionary, en, type UiMessageId } from './en'
import { messageTransform } from './transform'

export type { Dictionary, UiMessageId }

/** Every UI language that has a dictionary, English first. */
export const UI_LANGUAGES = [
  'en',
  'bn',
  'id',
  'ur',
  'tr',
  'zh',
  'es',
] as const satisfies readonly LanguageCode[]

/**
 * Loaders of the dictionary files, one dynamic import per language so that bundlers split
 * each into its own chunk. English is in the main bundle already (it is the fallback).
 */
const loaders: Record<LanguageCode, () => Promise<Dictionary>> = {
  en: async () => en,
  bn: async () => (await import('./bn')).bn,
  id: async () => (await import('./id')).id,
  ur: async () => (await import('./ur')).ur,
  tr: async () => (await import('./tr')).tr,
  zh: async () => (await import('./zh')).zh,
  es: async () => (await import('./es')).es,
}

/**
 * Dictionaries `t` reads, by UI language: English, plus each one passed to
 * {@link registerDictionary}. Add to it through that function, which checks the dictionary.
 */
export const dictionaries: Partial<Record<LanguageCode, Partial<Dictionary>>> = { en }

/**
 * Loads the complete UI dictionary of `lang` (its own chunk, fetched on first call; the
 * module cache serves later calls). It does not register it: pass the result to
 * {@link registerDictionary} to make {@link t} use it.
 * @throws Error (rejected promise) for a language with no dictionary, or when the chunk
 * cannot be fetched (offline before it was cached); nothing is registered then.
 */
export function loadDictionary(lang: LanguageCode): Promise<Dictionary> {
  const load = Object.hasOwn(loaders, lang) ? loaders[lang] : undefined
  if (!load) return Promise.reject(new Error(`No UI dictionary for language "${String(lang)}"`))
  return load()
}

/**
 * Makes {@link t} use `dict` for `lang` from now on (replacing any dictionary registered
 * for it before). A partial dictionary is allowed: a missing message falls back to English.
 * English itself cannot be replaced: it is the reference every language is checked against.
 * @throws TypeError when `dict` is not an object of strings keyed by known message ids, or
 * when `lang` is English or has no dictionary; nothing changes then.
 */
export function registerDictionary(lang: LanguageCode, dict: Partial<Dictionary>): void {
  if (!Object.hasOwn(loaders, lang))
    throw new TypeError(`No UI dictionary for language "${String(lang)}"`)
  if (lang === 'en')
    throw new TypeError('The English dictionary is built in and cannot be replaced')
  if (typeof dict !== 'object' || dict === null || Array.isArray(dict))
    throw new TypeError(`The ${lang} dictionary must be an object of message texts`)
  for (const [id, text] of Object.entries(dict)) {
    if (!Object.hasOwn(en, id))
      throw new TypeError(`The ${lang} dictionary has an unknown message id "${id}"`)
    if (typeof text !== 'string')
      throw new TypeError(`The ${lang} dictionary's message "${id}" is not a text`)
  }
  dictionaries[lang] = { ...dict }
}

export {
  isPseudoLocale,
  PSEUDO_CLOSE,
  PSEUDO_OPEN,
  pseudoLocalize,
  setPseudoLocale,
} from './pseudo'

/** Parameters interpolated into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>

/**
 * The message `id` in `lang` (English when `lang` has no registered dictionary or lacks
 * the message), with `{param}` placeholders filled. A message with forms `one|other` picks
 * one by the number `n` and the language's plural rules; a language whose numbers have a
 * single form (Chinese, Indonesian) writes just one.
 */
export function t(id: UiMessageId, params?: MessageParams, lang: LanguageCode = 'en'): string {
  // Pseudo-localised (pseudo.ts): every text from its English, transformed.
  const transform = messageTransform
  const translated = transform ? undefined : dictionaries[lang]?.[id]
  // Numbers are written as the language of the text shown writes them (English's for a
  // message that falls back to English).
  const textLang = translated === undefined ? 'en' : lang
  let template: string = translated ?? en[id] ?? id
  if (transform) template = transform(template)
  if (!params) return template
  if (template.includes('|') && typeof params.n === 'number') {
    const [one, other] = template.split('|')
    const rule = new Intl.PluralRules(textLang).select(params.n)
    template = (rule === 'one' ? one : other) ?? template
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole
    const value = params[name]
    return typeof value === 'number' ? formatNumber(value, textLang) : String(value)
  })
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'
/** Thousands separators that are not a comma. */
const GROUP: Partial<Record<LanguageCode, string>> = { id: '.', tr: '.', es: '.' }
const numberFormats = new Map<LanguageCode, Intl.NumberFormat>()

/**
 * A number as readers of `lang` write it, by `Intl`: Bengali digits in Bengali (১২), grouping
 * from five digits on (77,429, but 2026) with the language's own separators.
 */
export function formatNumber(value: number, lang: LanguageCode = 'en'): string {
  // Whole numbers below 100,000 (counters, scores, the Quran's 77,429 words: nearly every
  // number shown) are written here, without Intl, whose first use loads locale data while a
  // page renders; the unit tests hold them to Intl's output. Of the seven languages only
  // Bengali has digits of its own (Urdu's default is Latin); up to five digits every
  // language groups by thousands, from 10,000 on.
  if (Number.isInteger(value) && value >= 0 && value < 100_000) {
    let digits = String(value)
    if (value >= 10_000) digits = `${digits.slice(0, -3)}${GROUP[lang] ?? ','}${digits.slice(-3)}`
    return lang === 'bn' ? digits.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d) : digits
  }
  let format = numberFormats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(lang, { useGrouping: 'min2', maximumFractionDigits: 2 })
    numberFormats.set(lang, format)
  }
  return format.format(value)
}

/**
 * Loads and registers the dictionary of `lang` (nothing to do for English or one already
 * registered), so that {@link t} speaks it. Await it before a first render to paint in
 * that language at once.
 * @throws Error (rejected promise) as {@link loadDictionary}.
 */
export async function prepareDictionary(lang: LanguageCode): Promise<void> {
  if (lang === 'en' || dictionaries[lang]) return
  registerDictionary(lang, await loadDictionary(lang))
}

/** Whether {@link t} already speaks `lang` (English always does). */
export const hasDictionary = (lang: LanguageCode): boolean =>
  lang === 'en' || dictionaries[lang] !== undefined

/** A translate function bound to one UI language. */
export type Translate = (id: UiMessageId, params?: MessageParams) => string

/** Binds {@link t} to a UI language. */
export const translator =
  (lang: LanguageCode = 'en'): Translate =>
  (id, params) =>
    t(id, params, lang)

/** Whether `id` is a message id (e.g. one built from data: `pos.${word.pos}`). */
export const isMessageId = (id: string): id is UiMessageId => Object.hasOwn(en, id)
