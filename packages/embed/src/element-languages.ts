// The rule of an element's languages, read by the renderer (attributes.ts) and by the
// prefetch of its dictionary (dictionary.ts), which must not wait for the renderer. Not in
// attribute-names.ts: the loader imports that, and needs no language list.
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@kalima/core'
import type { AttributeReader, AttributeWarn } from './attribute-names'

/**
 * An element's languages: its meanings' (`lang`, else the default language) and its
 * interface's (`ui-lang`, else the meanings'). A value is read trimmed and in any case; one
 * that names no language is ignored, with a `warn`.
 */
export function elementLanguages(
  read: AttributeReader,
  warn: AttributeWarn = () => {},
): { lang: LanguageCode; uiLang: LanguageCode } {
  const language = (name: 'lang' | 'ui-lang', fallback: LanguageCode, said: string) => {
    const value = read(name)
    if (value == null) return fallback
    const code = value.trim().toLowerCase()
    if (isLanguageCode(code)) return code
    warn(name, value, 'bn, id, ur, tr, zh, es or en', said)
    return fallback
  }
  const lang = language('lang', DEFAULT_LANGUAGE, DEFAULT_LANGUAGE)
  return { lang, uiLang: language('ui-lang', lang, `${lang} (as lang)`) }
}
