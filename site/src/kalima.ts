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

// Flush pending changes as the page is hidden, so closing the tab loses nothing.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') {
    void stores.progress.getState().flush()
    void connection.engine.flush()
  }
})
window.addEventListener('online', () => void connection.engine.flush())
