// The interface language is part of the URL: English pages at the root (/learn/1, the
// x-default), every other language under its code (/ur/learn/1, /bn/learn/1). So each page
// is prerendered, titled and described in its language, and search engines and shared
// links get one language per URL. index.html's inline script sends a visitor on an English
// page to their own language's (remembered under UI_LANGUAGE_KEY, or by the browser's
// languages on a first visit) before anything paints.
import { isLanguageCode, type LanguageCode } from '@kalima/core'

/** The language of the pages at the root. */
export const ROOT_LANGUAGE: LanguageCode = 'en'

/** localStorage key of the interface language last shown, read by index.html's script. */
export const UI_LANGUAGE_KEY = 'kalima.uiLanguage'

/** The interface language of a path and the path inside it: /ur/learn/1 → ur, /learn/1. */
export function pathLanguage(pathname: string): { lang: LanguageCode; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)
  const code = match?.[1]
  if (!match || !isLanguageCode(code) || code === ROOT_LANGUAGE)
    return { lang: ROOT_LANGUAGE, path: pathname }
  return { lang: code, path: pathname.slice(match[0].length) || '/' }
}

/** The router's basename for a language: '' at the root, '/ur' for Urdu. */
export const languageBase = (lang: LanguageCode) => (lang === ROOT_LANGUAGE ? '' : `/${lang}`)

/** The URL of `path` (as the app's routes know it, '/learn/1') in `lang`. */
export const pathIn = (lang: LanguageCode, path: string) =>
  `${languageBase(lang)}${path === '/' && lang !== ROOT_LANGUAGE ? '' : path}` || '/'
