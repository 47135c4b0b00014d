// The hosted app's one set of stores and ports: IndexedDB storage, the bundled
// PocketBase (same origin by default: PocketBase serves the built site, and the
// dev server proxies /api), and the sync engine connecting them.
import { createKalimaClient, firstVisitLanguages } from '@kalima/core'
import { createLazyPocketBaseBackend } from '@kalima/core/pocketbase'
import { askDurableStorageOnceAnswered } from '@kalima/core/progress'
import { connectBackend } from '@kalima/core/sync'
import { pathLanguage, UI_LANGUAGE_KEY } from './language'
import { followUiLanguage } from './page-language'

const apiUrl = import.meta.env.VITE_KALIMA_API_URL || window.location.origin

/** Whether the device asks for dark pages (`prefers-color-scheme`). */
const prefersDark = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches

/** The app's client: its stores, storage, backend and sync, loaded and saved on leave. */
export const client = createKalimaClient({
  // The default storage (IndexedDB, 'kalima:v1:…') and its journal in localStorage, where a
  // page left right after an answer or a setting keeps it until the next load.
  // The PocketBase SDK is not in the first load: it loads at once when the browser holds a
  // session (index.html's data-session), else when the learner first signs in or sends a form.
  backend: createLazyPocketBaseBackend({ url: apiUrl }),
  // Until the learner chooses, dark mode follows the device (index.html's first frame too).
  initialSettings: () => (prefersDark() ? { darkMode: true } : {}),
  // The original app kept progress by Arabic word; map it to our ids when importing (by the
  // vocabulary, loaded then: the first load's stores do not need it).
  loadLegacyWordResolver: async () => (await import('./legacy-words')).resolveLegacyWord,
  // Progress and settings sync; answers made offline are pushed when the network returns.
  connect: connectBackend,
})
export const { storage, backend, stores } = client
client.saveOnLeave()

// Settings and the language change rarely: they are saved at once rather than debounced.
stores.settings.subscribe(() => void stores.settings.getState().flush())
stores.language.subscribe(() => void stores.language.getState().flush())

/**
 * Settings and meaning language read from storage. On a first visit (neither saved, and no
 * page shown in this browser before), the
 * meanings follow the page's interface language (firstVisitLanguages: an Urdu page gets
 * Urdu meanings; an English one Bengali). That language is the browser's (index.html sent
 * an unprefixed URL to it before paint) or the one a shared link (/ur/…) asked for, and the
 * prerender applies the same rule, so the page asks its first question in the meanings it
 * was prerendered with. Resolves once both are in the stores (main.tsx loads a page's data
 * in the learner's meaning language after it).
 */
export const storesLoaded: Promise<void> = (async () => {
  // A page shown before in this browser remembered its language (followUiLanguage): then this
  // is no first visit, even with nothing saved (a learner who only changed the interface).
  let shownBefore = false
  try {
    shownBefore = localStorage.getItem(UI_LANGUAGE_KEY) !== null
  } catch {
    // Storage refused (private mode): nothing was remembered either.
  }
  // Storage unavailable: the defaults (the progress store says it is not saving, and
  // StorageWarning tells the learner).
  const saved = await client.load()
  if (shownBefore || saved.settings || saved.language) return
  // Only the meanings are stored: the interface's first language is the page's (index.html
  // chose it from the same browser languages), not a setting the account would sync.
  const first = firstVisitLanguages([pathLanguage(window.location.pathname).lang])
  if (first.meaning !== stores.language.getState().language)
    stores.language.getState().setLanguage(first.meaning)
})()

// Dark mode from the first frame: index.html's inline script reads this mirror of the setting
// before paint and marks <html data-kalima-theme="dark"> (theme.css paints every widget dark
// from it); once settings have loaded, the attribute and the mirror follow the setting.
export const THEME_KEY = 'kalima:theme'
const followTheme = () => {
  const { settings, loaded } = stores.settings.getState()
  if (!loaded) return
  const root = document.documentElement
  if (settings.darkMode) root.dataset.kalimaTheme = 'dark'
  else delete root.dataset.kalimaTheme
  try {
    localStorage.setItem(THEME_KEY, settings.darkMode ? 'dark' : 'light')
  } catch {
    // Storage refused (private mode, quota): the next visit paints light first, nothing more.
  }
}
stores.settings.subscribe(followTheme)
// Once the learner has answered, the browser is asked not to clear the progress when the
// device runs low on space (Chromium decides silently; Firefox asks the learner once).
askDurableStorageOnceAnswered(stores.progress)

/** The page's interface language: the URL's on arrival, then the learner's choice. */
export const pageLanguage = followUiLanguage(stores, storesLoaded)

/** Progress and settings sync (the client's connection). */
// biome-ignore lint/style/noNonNullAssertion: the client was created with `connect`
export const connection = client.connection!
window.addEventListener('online', () => void connection.engine.flush())
