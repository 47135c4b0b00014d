// UI strings from one dictionary keyed by message id. Each language's dictionary is in parts
// (`DictionaryPart`): `main`, which every page and widget loads, and the reader, account,
// settings, study assistant, site and content pages' parts, loaded with what uses them, so a
// page or an embedded element ships only the texts it can show. Every file (en.ts, bn.ts, bn.reader.ts,
// …) is its own chunk, loaded on demand with `prepareDictionary` (a dynamic import per
// language and part): a Bengali page loads no English. For any message a registered
// dictionary lacks, `t` falls back to English's, when that part of English is loaded.
// Volunteer guide: docs/translating.md; check: `npm run i18n:check`.
import { dueInterval, formatTimer, type LanguageCode, SURAH_DECK_RANGE } from '@kalima/core'
import type { Dictionary, DictionaryPart, Messages, UiMessageId } from './en'
import { MAIN_PART_LOADERS } from './main-parts'
import { messageTransform } from './transform'

export type { Dictionary, DictionaryPart, Messages, UiMessageId }

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

/** Every part of a dictionary, `main` (the one every page loads) first. */
export const DICTIONARY_PARTS = Object.freeze([
  'main',
  'reader',
  'account',
  'settings',
  'assistant',
  'site',
  'home',
  'pages',
] as const satisfies readonly DictionaryPart[])

type PartLoaders = { [P in DictionaryPart]: () => Promise<Messages<P>> }

/**
 * Loaders of the dictionary files, one dynamic import per language and part so that
 * bundlers split each into its own chunk.
 */
const loaders: Record<LanguageCode, PartLoaders> = {
  en: {
    main: MAIN_PART_LOADERS.en,
    reader: () => import('./en.reader').then((m) => m.enReader),
    account: () => import('./en.account').then((m) => m.enAccount),
    settings: () => import('./en.settings').then((m) => m.enSettings),
    assistant: () => import('./en.assistant').then((m) => m.enAssistant),
    site: () => import('./en.site').then((m) => m.enSite),
    home: () => import('./en.home').then((m) => m.enHome),
    pages: () => import('./en.pages').then((m) => m.enPages),
  },
  bn: {
    main: MAIN_PART_LOADERS.bn,
    reader: () => import('./bn.reader').then((m) => m.bnReader),
    account: () => import('./bn.account').then((m) => m.bnAccount),
    settings: () => import('./bn.settings').then((m) => m.bnSettings),
    assistant: () => import('./bn.assistant').then((m) => m.bnAssistant),
    site: () => import('./bn.site').then((m) => m.bnSite),
    home: () => import('./bn.home').then((m) => m.bnHome),
    pages: () => import('./bn.pages').then((m) => m.bnPages),
  },
  id: {
    main: MAIN_PART_LOADERS.id,
    reader: () => import('./id.reader').then((m) => m.idReader),
    account: () => import('./id.account').then((m) => m.idAccount),
    settings: () => import('./id.settings').then((m) => m.idSettings),
    assistant: () => import('./id.assistant').then((m) => m.idAssistant),
    site: () => import('./id.site').then((m) => m.idSite),
    home: () => import('./id.home').then((m) => m.idHome),
    pages: () => import('./id.pages').then((m) => m.idPages),
  },
  ur: {
    main: MAIN_PART_LOADERS.ur,
    reader: () => import('./ur.reader').then((m) => m.urReader),
    account: () => import('./ur.account').then((m) => m.urAccount),
    settings: () => import('./ur.settings').then((m) => m.urSettings),
    assistant: () => import('./ur.assistant').then((m) => m.urAssistant),
    site: () => import('./ur.site').then((m) => m.urSite),
    home: () => import('./ur.home').then((m) => m.urHome),
    pages: () => import('./ur.pages').then((m) => m.urPages),
  },
  tr: {
    main: MAIN_PART_LOADERS.tr,
    reader: () => import('./tr.reader').then((m) => m.trReader),
    account: () => import('./tr.account').then((m) => m.trAccount),
    settings: () => import('./tr.settings').then((m) => m.trSettings),
    assistant: () => import('./tr.assistant').then((m) => m.trAssistant),
    site: () => import('./tr.site').then((m) => m.trSite),
    home: () => import('./tr.home').then((m) => m.trHome),
    pages: () => import('./tr.pages').then((m) => m.trPages),
  },
  zh: {
    main: MAIN_PART_LOADERS.zh,
    reader: () => import('./zh.reader').then((m) => m.zhReader),
    account: () => import('./zh.account').then((m) => m.zhAccount),
    settings: () => import('./zh.settings').then((m) => m.zhSettings),
    assistant: () => import('./zh.assistant').then((m) => m.zhAssistant),
    site: () => import('./zh.site').then((m) => m.zhSite),
    home: () => import('./zh.home').then((m) => m.zhHome),
    pages: () => import('./zh.pages').then((m) => m.zhPages),
  },
  es: {
    main: MAIN_PART_LOADERS.es,
    reader: () => import('./es.reader').then((m) => m.esReader),
    account: () => import('./es.account').then((m) => m.esAccount),
    settings: () => import('./es.settings').then((m) => m.esSettings),
    assistant: () => import('./es.assistant').then((m) => m.esAssistant),
    site: () => import('./es.site').then((m) => m.esSite),
    home: () => import('./es.home').then((m) => m.esHome),
    pages: () => import('./es.pages').then((m) => m.esPages),
  },
}

/**
 * Dictionaries `t` reads, by UI language: each part loaded by {@link prepareDictionary} or
 * passed to {@link registerDictionary}.
 */
export const dictionaries: Partial<Record<LanguageCode, Partial<Dictionary>>> = {}

/** The parts each registered dictionary object holds. */
const partsOf = new WeakMap<object, ReadonlySet<DictionaryPart>>()

const hasLoaders = (lang: LanguageCode): boolean => Object.hasOwn(loaders, lang)

/**
 * Loads one part of the UI dictionary of `lang` (its own chunk, fetched on first call; the
 * module cache serves later calls). It does not register it: {@link prepareDictionary} does.
 * @throws Error (rejected promise) for a language with no dictionary or an unknown part, or
 * when the chunk cannot be fetched (offline before it was cached).
 */
export function loadDictionaryPart<P extends DictionaryPart>(
  lang: LanguageCode,
  part: P,
): Promise<Messages<P>> {
  if (!hasLoaders(lang))
    return Promise.reject(new Error(`No UI dictionary for language "${String(lang)}"`))
  const load = Object.hasOwn(loaders[lang], part) ? loaders[lang][part] : undefined
  if (!load) return Promise.reject(new Error(`No UI dictionary part "${String(part)}"`))
  return load() as Promise<Messages<P>>
}

/**
 * Loads the complete UI dictionary of `lang`, every part (for tools, the server's e-mails
 * and checks; a page loads only the parts it shows, with {@link prepareDictionary}). It does
 * not register it: pass the result to {@link registerDictionary} to make {@link t} use it.
 * @throws Error (rejected promise) for a language with no dictionary, or when a chunk
 * cannot be fetched (offline before it was cached); nothing is registered then.
 */
export async function loadDictionary(lang: LanguageCode): Promise<Dictionary> {
  const parts = await Promise.all(DICTIONARY_PARTS.map((part) => loadDictionaryPart(lang, part)))
  return Object.assign({}, ...parts) as Dictionary
}

/** Id prefixes of the parts other than `main` (a surah's name: see {@link partOfMessage}). */
const PART_OF_PREFIX: Readonly<Record<string, DictionaryPart>> = {
  reader: 'reader',
  settings: 'settings',
  assistant: 'assistant',
  site: 'site',
  home: 'home',
  auth: 'account',
  reset: 'account',
  unsubscribe: 'account',
  contact: 'account',
  feedback: 'account',
  email: 'account',
  about: 'pages',
  blog: 'pages',
  privacy: 'pages',
  terms: 'pages',
  team: 'pages',
  embed: 'pages',
}

/** Id prefixes of the main part. */
const MAIN_PREFIXES: ReadonlySet<string> = new Set([
  'common',
  'mode',
  'practice',
  'today',
  'modeNav',
  'studyBar',
  'banner',
  'deck',
  'pos',
  'flashcards',
  'learn',
  'test',
  'match',
  'words',
  'review',
  'language',
  'share',
  'progress',
  'credit',
])

/**
 * Main-part ids whose prefix names another part: texts every widget may show (the settings
 * button and its language field, the sign-in link, the reader's retry).
 */
const MAIN_IDS: ReadonlySet<string> = new Set([
  'settings.title',
  'settings.language',
  'auth.signIn',
  'reader.loadFailed',
])

/** The first surah whose name is in the main part: the decks' surahs (89–114). */
const FIRST_DECK_SURAH = SURAH_DECK_RANGE.min

/**
 * The part a message id belongs to, by its prefix, without loading any dictionary: `main` for
 * the ids of {@link MAIN_IDS}, the main part's prefixes and the names of the decks' surahs
 * (`surah.89` … `surah.114`); `reader` for the other surahs' names (`surah.1` … `surah.88`)
 * and `reader.…`; `settings.…`; `assistant.…`; `site.…` for `site`; `home.…` for `home`; `auth.`,
 * `reset.`, `unsubscribe.`, `contact.`, `feedback.`, `email.` for `account`; `about.`, `blog.`,
 * `privacy.`, `terms.`, `team.`, `embed.` (the content pages) for `pages`; undefined for an id
 * of no part. The i18n tests hold every part file of English to it.
 */
export function partOfMessage(id: string): DictionaryPart | undefined {
  if (MAIN_IDS.has(id)) return 'main'
  const dot = id.indexOf('.')
  if (dot < 0) return undefined
  const prefix = id.slice(0, dot)
  if (prefix === 'surah') {
    const n = Number(id.slice(dot + 1))
    if (!Number.isInteger(n) || n < 1 || n > 114) return undefined
    return n >= FIRST_DECK_SURAH ? 'main' : 'reader'
  }
  if (Object.hasOwn(PART_OF_PREFIX, prefix)) return PART_OF_PREFIX[prefix]
  return MAIN_PREFIXES.has(prefix) ? 'main' : undefined
}

/** Whether `id` is a message id: English's part of it has it, or that part is not loaded. */
function knownMessage(id: string): boolean {
  const part = partOfMessage(id)
  if (part === undefined) return false
  if (!hasDictionary('en', [part])) return true
  return Object.hasOwn(dictionaries.en ?? {}, id)
}

/**
 * Makes {@link t} use `dict` for `lang` from now on, for every part (replacing any dictionary
 * registered or prepared for it before). A partial dictionary is allowed: a missing message
 * falls back to English. English itself cannot be replaced: it is the reference every
 * language is checked against.
 * @throws TypeError when `dict` is not an object of strings keyed by known message ids, or
 * when `lang` is English or has no dictionary; nothing changes then.
 */
export function registerDictionary(lang: LanguageCode, dict: Partial<Dictionary>): void {
  if (!hasLoaders(lang)) throw new TypeError(`No UI dictionary for language "${String(lang)}"`)
  if (lang === 'en')
    throw new TypeError('The English dictionary is the reference and cannot be replaced')
  if (typeof dict !== 'object' || dict === null || Array.isArray(dict))
    throw new TypeError(`The ${lang} dictionary must be an object of message texts`)
  for (const [id, text] of Object.entries(dict)) {
    if (!knownMessage(id))
      throw new TypeError(`The ${lang} dictionary has an unknown message id "${id}"`)
    if (typeof text !== 'string')
      throw new TypeError(`The ${lang} dictionary's message "${id}" is not a text`)
  }
  const registered = { ...dict }
  dictionaries[lang] = registered
  partsOf.set(registered, new Set(DICTIONARY_PARTS))
}

export { prefetchMainPart } from './main-parts'
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
 * Values of a message's `{name}` placeholders for {@link messageParts}: numbers (written as
 * readers of the text's language write them), texts, or any other value (an element, for a
 * renderer) put in the placeholder's place as it is.
 */
export type MessageValues<V> = Readonly<Record<string, V | string | number>>

/**
 * The template `t` fills for `id` in `lang`: its translation, else English's, else the id;
 * pseudo-localised when the pseudo-locale is on; the plural form the number `n` picks. With
 * the language its numbers are written in (English's for a message that falls back to English).
 */
function messageTemplate(
  id: UiMessageId,
  n: unknown,
  lang: LanguageCode,
): { template: string; textLang: LanguageCode } {
  // Pseudo-localised (pseudo.ts): every text from its English, transformed.
  const transform = messageTransform
  const translated = transform ? undefined : dictionaries[lang]?.[id]
  const textLang = translated === undefined ? 'en' : lang
  let template: string = translated ?? dictionaries.en?.[id] ?? id
  if (transform) template = transform(template)
  if (typeof n === 'number' && template.includes('|')) {
    const [one, other] = template.split('|')
    const rule = intl(`plural:${textLang}`, () => new Intl.PluralRules(textLang)).select(n)
    template = (rule === 'one' ? one : other) ?? template
  }
  return { template, textLang }
}

/**
 * `template` cut at its `{name}` placeholders, each replaced by its value: a number written
 * for `textLang`, anything else as given. A placeholder without a value stays as it is, so a
 * mistake in a translation shows instead of vanishing.
 */
function fillPlaceholders<V>(
  template: string,
  values: MessageValues<V>,
  textLang: LanguageCode,
): (string | V)[] {
  return template.split(/\{(\w+)\}/).map((piece, i) => {
    // Odd pieces are the placeholders' names.
    if (i % 2 === 0) return piece
    if (!Object.hasOwn(values, piece)) return `{${piece}}`
    const value = values[piece] as V | string | number
    return typeof value === 'number' ? formatNumber(value, textLang) : value
  })
}

/**
 * The message `id` in `lang` (English when `lang` has no registered dictionary or lacks
 * the message), with `{param}` placeholders filled. A message with forms `one|other` picks
 * one by the number `n` and the language's plural rules; a language whose numbers have a
 * single form (Chinese, Indonesian) writes just one.
 */
export function t(id: UiMessageId, params?: MessageParams, lang: LanguageCode = 'en'): string {
  const { template, textLang } = messageTemplate(id, params?.n, lang)
  return params ? fillPlaceholders(template, params, textLang).join('') : template
}

/**
 * The message `id` in `lang` as {@link t} gives it (translation, English fallback,
 * pseudo-locale, plural form by `n`, numbers written for the language), in pieces: the texts
 * between its placeholders and each placeholder's value as given, so that a renderer can put
 * elements there (a link, an Arabic word with its own `lang`). `@kalima/react`'s
 * `RichMessage` renders them.
 */
export function messageParts<V>(
  id: UiMessageId,
  values: MessageValues<V>,
  lang: LanguageCode = 'en',
): (string | V)[] {
  const { template, textLang } = messageTemplate(id, values.n, lang)
  return fillPlaceholders(template, values, textLang)
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'
/** `text`'s ASCII digits as readers of `lang` write them: Bengali's own in Bengali. */
const ownDigits = (text: string, lang: LanguageCode): string =>
  lang === 'bn' ? text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d) : text
/** Thousands separators that are not a comma. */
const GROUP: Partial<Record<LanguageCode, string>> = { id: '.', tr: '.', es: '.' }

type Formatter = Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat

const formatters = new Map<string, Formatter>()

/**
 * The `Intl` object of `key`, made once: making one loads locale data and costs far more than
 * using it, and texts are formatted on every render.
 */
function intl<T extends Formatter>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined
  if (!made) {
    made = make()
    formatters.set(key, made)
  }
  return made
}

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
    return ownDigits(digits, lang)
  }
  return intl(
    `number:${lang}`,
    () => new Intl.NumberFormat(lang, { useGrouping: 'min2', maximumFractionDigits: 2 }),
  ).format(value)
}

/**
 * Elapsed seconds as the Test and Match timers show them, m:ss (core's `formatTimer`), in the
 * digits readers of `lang` write: ০:৪৫ in Bengali, 0:45 elsewhere.
 */
export function formatClock(seconds: number, lang: LanguageCode = 'en'): string {
  return ownDigits(formatTimer(seconds), lang)
}

/**
 * How long until a word is due again, in `lang` by `Intl` (core's `dueInterval` rounding):
 * '10 min', '3 days', '১০ মিঃ', '3 天'.
 */
export function formatInterval(ms: number, lang: LanguageCode = 'en'): string {
  const { value, unit } = dueInterval(ms)
  return intl(
    `unit:${lang}:${unit}`,
    () => new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short' }),
  ).format(value)
}

/**
 * An hour of the day (0–23) as readers of `lang` write a time, by `Intl`: '6:00 PM', '১৮:০০'
 * or '৬:০০ PM' as Bengali has it, '18:00' in Turkish, '下午6:00'.
 */
export function formatHour(hour: number, lang: LanguageCode = 'en'): string {
  return intl(
    `hour:${lang}`,
    () => new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' }),
  ).format(new Date(2000, 0, 1, hour))
}

/**
 * A day (ms since epoch, in the device's time zone) as readers of `lang` write a date, by
 * `Intl`: '29 November 2026', '২৯ নভেম্বর, ২০২৬', '2026年11月29日'.
 */
export function formatDate(ms: number, lang: LanguageCode = 'en'): string {
  return intl(`date:${lang}`, () => new Intl.DateTimeFormat(lang, { dateStyle: 'long' })).format(
    new Date(ms),
  )
}

/**
 * Loads and registers `parts` of the dictionary of `lang` (by default the main part every
 * page needs; nothing to do for a part already registered), so that {@link t} speaks it.
 * Await it before a first render to paint in that language at once. English's parts other
 * than `main` load the same way (they are what other languages fall back to).
 * @throws Error (rejected promise) as {@link loadDictionaryPart}; the parts that did load
 * are registered.
 */
export async function prepareDictionary(
  lang: LanguageCode,
  parts: readonly DictionaryPart[] = ['main'],
): Promise<void> {
  // Pseudo-localised (a message transform is set), every text is made from its English.
  if (messageTransform && lang !== 'en') await prepareDictionary('en', parts)
  const missing = parts.filter((part) => !hasDictionary(lang, [part]))
  const results = await Promise.allSettled(
    missing.map(async (part) => {
      const messages = await loadDictionaryPart(lang, part)
      const before = dictionaries[lang]
      const merged: Partial<Dictionary> = { ...before, ...messages }
      dictionaries[lang] = merged
      partsOf.set(merged, new Set([...((before && partsOf.get(before)) ?? []), part]))
    }),
  )
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
}

/**
 * Whether {@link t} already speaks `parts` of `lang` (by default its main part); pseudo-
 * localised, whether English's are there too.
 */
export const hasDictionary = (
  lang: LanguageCode,
  parts: readonly DictionaryPart[] = ['main'],
): boolean => {
  if (messageTransform && lang !== 'en' && !hasDictionary('en', parts)) return false
  const dict = dictionaries[lang]
  const has = dict && partsOf.get(dict)
  return parts.every((part) => has?.has(part) === true)
}

/** A translate function bound to one UI language. */
export type Translate = (id: UiMessageId, params?: MessageParams) => string

/** Binds {@link t} to a UI language. */
export const translator =
  (lang: LanguageCode = 'en'): Translate =>
  (id, params) =>
    t(id, params, lang)

/**
 * Whether `id` is a message id of the main part (e.g. one built from data: `pos.${word.pos}`,
 * `surah.${n}`) that a loaded dictionary has.
 */
export const isMessageId = (id: string): id is UiMessageId =>
  partOfMessage(id) === 'main' &&
  Object.values(dictionaries).some((dict) => dict !== undefined && Object.hasOwn(dict, id))
