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
