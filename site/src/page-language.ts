// The page's interface language, decided in one place. On arrival it is the URL's: index.html
// sent an address without a language to the one last shown (or the browser's) before paint,
// and a shared /ur/… link asks for Urdu. From then on it is the learner's setting: when the
// learner changes the interface language (or the meaning language it follows by default), the
// page shows the new language at once, without a reload, and its URL follows. A change that
// arrives from another device is remembered for the next visit without interrupting this one.
// The URL only reflects the language: an earlier history entry in another language is shown
// in this one.
import { type KalimaStores, type LanguageCode, uiLanguageOf } from '@kalima/core'
import { pathIn, pathLanguage, UI_LANGUAGE_KEY } from './language'

/** The language the page shows, and a way to hear when it changes. */
export interface PageLanguage {
  /** The interface language shown now. */
  get(): LanguageCode
  /** Calls `listener` after each change of the language shown; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

/** What {@link followUiLanguage} reads and writes: the page's window by default. */
export interface PageLanguageHost {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>
  history: Pick<History, 'replaceState' | 'state'>
  localStorage: Pick<Storage, 'setItem'>
  addEventListener(type: 'popstate', listener: () => void): void
}

/** The interface language the learner's settings ask for (by default the meaning language). */
const wantedOf = (stores: Pick<KalimaStores, 'settings' | 'language'>): LanguageCode =>
  uiLanguageOf(stores.settings.getState().settings.uiLanguage, stores.language.getState().language)

/**
 * The page's interface language: the URL's until `loaded` (the stores read from storage) has
 * resolved, then the learner's choice. The language shown is remembered under
 * `UI_LANGUAGE_KEY` for index.html's script, which sends the next visit to it before paint.
 */
export function followUiLanguage(
  stores: Pick<KalimaStores, 'settings' | 'language'>,
  loaded: Promise<unknown>,
  host: PageLanguageHost = window,
): PageLanguage {
  let shown = pathLanguage(host.location.pathname).lang
  const listeners = new Set<() => void>()
  const remember = (lang: LanguageCode) => {
    try {
      host.localStorage.setItem(UI_LANGUAGE_KEY, lang)
    } catch {
      // Storage refused (private mode): the next visit starts from the browser's languages.
    }
  }
  /** The URL of the page's path in the language shown (the same URL when it already is). */
  const reflect = () => {
    const { lang, path } = pathLanguage(host.location.pathname)
    if (lang === shown) return
    const { search, hash } = host.location
    host.history.replaceState(host.history.state, '', `${pathIn(shown, path)}${search}${hash}`)
  }
  const show = (lang: LanguageCode) => {
    shown = lang
    reflect()
    for (const listener of listeners) listener()
  }
  // Back or Forward to an entry in another language: the router reads its path in this one.
  // (Registered before the router's listener, so the URL is rewritten before it reads it.)
  host.addEventListener('popstate', reflect)

  void loaded.then(() => {
    // What the choice is made of: the interface setting and the meaning language it may follow.
    const choiceOf = () =>
      `${stores.settings.getState().settings.uiLanguage} ${stores.language.getState().language}`
    let choice = choiceOf()
    remember(shown)
    const follow = (learnerChanged: boolean) => {
      const next = choiceOf()
      if (next === choice) return
      choice = next
      const wanted = wantedOf(stores)
      remember(wanted)
      if (learnerChanged && wanted !== shown) show(wanted)
    }
    // Settings merged from the server are only remembered; the meaning language is only ever
    // changed by the learner once the stores are loaded.
    stores.settings.subscribe((state) => follow(state.changedHere))
    stores.language.subscribe(() => follow(true))
  })

  return {
    get: () => shown,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
