// The hosted app's one set of stores and ports: IndexedDB storage, the bundled
// PocketBase (same origin by default: PocketBase serves the built site, and the
// dev server proxies /api), and the sync engine connecting them.
import {
  connectBackend,
  createAuthStore,
  createIdbStorage,
  createLanguageStore,
  createPocketBaseBackend,
  createProgressStore,
  createSettingsStore,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  resolveLegacyWord,
} from '@kalima/core'

const apiUrl = import.meta.env.VITE_KALIMA_API_URL || window.location.origin

export const storage = createIdbStorage()
export const backend = createPocketBaseBackend({ url: apiUrl })
export const stores = {
  settings: createSettingsStore({ storage }),
  progress: createProgressStore({
    storage,
    // The original app kept progress by Arabic word; map it to our ids when importing.
    resolveLegacyWord,
  }),
  language: createLanguageStore({
    storage,
    languages: LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
  }),
  auth: createAuthStore(backend),
}

// Settings and the language change rarely: save them at once rather than
// debounced, so a reload or a closed tab right after a change keeps it.
stores.settings.subscribe(() => void stores.settings.getState().flush())
stores.language.subscribe(() => void stores.language.getState().flush())

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

void stores.settings.getState().load()
void stores.progress.getState().load()
void stores.language.getState().load()

/** Progress and settings sync; answers made offline are pushed when the network returns. */
export const connection = connectBackend({
  backend,
  progress: stores.progress,
  settings: stores.settings,
  storage: {
    get: (key) => storage.get(key),
    set: (key, value) => storage.set(key, value),
  },
})

// Flush pending changes as the page is hidden or left, so closing the tab or
// reloading right after a change loses nothing (the stores save debounced).
const flushAll = () => {
  void stores.progress.getState().flush()
  void stores.language.getState().flush()
  void connection.flush()
}
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flushAll()
})
window.addEventListener('pagehide', flushAll)
window.addEventListener('online', () => void connection.engine.flush())
