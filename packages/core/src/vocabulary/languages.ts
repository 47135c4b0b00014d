import type { Language, LanguageCode } from './types'

/** The language meanings are shown in until the learner picks another. */
export const DEFAULT_LANGUAGE: LanguageCode = 'bn'

/**
 * The languages of the language selector, in its order. All are enabled: every
 * word has a meaning in each of them (checked by the vocabulary tests).
 */
export const LANGUAGES: readonly Language[] = [
  { code: 'bn', name: 'বাংলা', enabled: true, dir: 'ltr' },
  { code: 'id', name: 'Bahasa Indonesia', enabled: true, dir: 'ltr' },
  { code: 'ur', name: 'اردو', enabled: true, dir: 'rtl' },
  { code: 'tr', name: 'Türkçe', enabled: true, dir: 'ltr' },
  { code: 'zh', name: '中文', enabled: true, dir: 'ltr' },
  { code: 'es', name: 'Español', enabled: true, dir: 'ltr' },
  { code: 'en', name: 'English', enabled: true, dir: 'ltr' },
]

/** Whether a string is one of the language codes. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value)
}

/** The language with this code; the default language for an unknown code. */
export function getLanguage(code: string): Language {
  const found = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0]
  if (!found) throw new Error('no languages')
  return found
}

/** Browser language tags that name one of ours under another code (Java's old `in` for Indonesian). */
const ALIASES: Readonly<Record<string, LanguageCode>> = { in: 'id' }

/**
 * The language a first-time visitor gets, from the browser's preferred languages
 * (`navigator.languages`, most preferred first): the first whose primary subtag is one of
 * ours (`ur-PK` → Urdu, `zh-Hant-TW` → Chinese, `EN` → English), else Bengali
 * ({@link DEFAULT_LANGUAGE}). Tags that are not strings are skipped.
 */
export function languageFromBrowser(preferred: readonly unknown[] | undefined): LanguageCode {
  for (const tag of preferred ?? []) {
    if (typeof tag !== 'string') continue
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
    const code = Object.hasOwn(ALIASES, primary) ? ALIASES[primary] : primary
    if (isLanguageCode(code)) return code
  }
  return DEFAULT_LANGUAGE
}

/**
 * The language the interface is shown in: the chosen one, or the meaning language when the
 * setting is `'auto'` (or anything that is not a language code).
 */
export function uiLanguageOf(setting: string, meaningLanguage: LanguageCode): LanguageCode {
  return isLanguageCode(setting) ? setting : meaningLanguage
}

/** Writing direction of a language's script: `'rtl'` for Urdu, `'ltr'` for the others. */
export function languageDirection(code: LanguageCode): 'ltr' | 'rtl' {
  return getLanguage(code).dir
}

/** The languages a first-time visitor starts with: meanings, and the interface setting. */
export interface FirstVisitLanguages {
  /** Meaning language. */
  meaning: LanguageCode
  /** The `uiLanguage` setting: `'auto'` when the interface is in the meaning language. */
  uiLanguage: LanguageCode | 'auto'
}

/**
 * A first visit's languages, from the ones the visitor prefers, most wanted first (the
 * browser's `navigator.languages`, or the interface language of the page they opened, as
 * the site and its prerender both ask): the interface in the first of them Kalima speaks ({@link languageFromBrowser}, else
 * Bengali), and the meanings in it too, except English: browsers in English are used by
 * readers of every language, so their meanings stay Bengali, the default learner's (an
 * English interface with Bengali meanings, as the site was before interface languages).
 */
export function firstVisitLanguages(
  preferred: readonly unknown[] | undefined,
): FirstVisitLanguages {
  const ui = languageFromBrowser(preferred)
  const meaning = ui === 'en' ? DEFAULT_LANGUAGE : ui
  return { meaning, uiLanguage: ui === meaning ? 'auto' : ui }
}
