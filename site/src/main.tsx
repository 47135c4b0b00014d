import { registerSW } from 'virtual:pwa-register'
import { loadStudyPage, studyPageOf } from '@kalima/core'
import { prepareDictionary, setPseudoLocale } from '@kalima/react'
import { Router } from 'wouter'
import { App, preloadRoute, routeDictionaryParts } from './App'
import { preparePageTextsFor } from './content'
import { backend, connection, followUiLanguage, storage, stores, storesLoaded } from './kalima'
import { languageBase, pathLanguage } from './language'
import { mount } from './mount'
import { Root } from './Root'
import './site.css'

// The app's code has arrived and runs: index.html's script no longer loads the page again
// when a module script fails, and a later failure of this page's code may reload it again.
document.documentElement.setAttribute('data-kalima-app', '')
try {
  sessionStorage.removeItem('kalima:reloaded')
} catch {
  // Storage refused (private mode): index.html's script then never reloads a page.
}

const root = document.getElementById('root')
if (!root) throw new Error('Kalima: #root element missing from index.html')

// The page's interface language is its URL's (/ur/learn/1: Urdu); its dictionary is loaded
// before the first render, which so paints in it as the prerendered page did.
const { lang, path } = pathLanguage(window.location.pathname)
followUiLanguage(lang)
// ?pseudo: every interface text pseudo-localised (accented, longer, marked), for finding text
// a translation cannot reach and text that longer languages would clip (tests/e2e/site-pseudo).
const pseudo = new URLSearchParams(window.location.search).has('pseudo')
setPseudoLocale(pseudo)

const start = () => {
  mount(
    root,
    <Root
      services={{
        storage,
        backend,
        stores,
        connection,
        initialTheme: document.documentElement.dataset.kalimaTheme === 'dark' ? 'dark' : 'light',
        ...(import.meta.env.VITE_KALIMA_WORD_AUDIO
          ? { wordAudio: import.meta.env.VITE_KALIMA_WORD_AUDIO }
          : {}),
      }}
      uiLanguage={lang}
    >
      <Router base={languageBase(lang)}>
        <App />
      </Router>
    </Root>,
  )
  // index.html hid the prerendered Sign In while a session is saved: show the header's real
  // state once the backend has read that session (the SDK loads after the page) and the app
  // has rendered it, so a signed-in learner sees neither "Sign In" nor the header move.
  void backend.ready.then(nextTask).then(() => {
    delete document.documentElement.dataset.session
  })
}
// The page's chunk first (its HTML links it as a modulepreload), with a content page's texts, so the first render shows
// the page rather than the "Loading…" fallback over the prerendered content; if it cannot
// load (offline without the service worker), the page's own Suspense handles it as before.
// The render runs in a task of its own, after the one that evaluated the modules: the
// prerendered page is already on screen, and two shorter tasks block input less than one.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
// A surah in the reader: its data loads with the page's code, and the first render waits for
// it, so it shows the verses the prerendered page shows.
const reading = /^\/read\/\d/.test(path)
  ? Promise.all([import('./pages/ReadPage'), storesLoaded])
      .then(([page]) => page.prefetchReading(path, stores.language.getState().language))
      .catch(() => undefined)
  : undefined
// A study page: what its deck's first question needs (the meanings, a surah deck's forms, a
// deck from the reader's surah: core's loadStudyPage) loads with the page's code, and the
// first render waits for it too, so it asks the question the prerendered page shows.
// In the learner's meaning language, read from storage first (a returning learner's may not
// be the prerender's): the first render asks in it, rather than in the default and then again.
const study = studyPageOf(path)
const studying = study
  ? storesLoaded
      .then(() => loadStudyPage(study.deck, stores.language.getState().language))
      .catch(() => undefined)
  : undefined
void Promise.all([
  preloadRoute(path),
  studying,
  prepareDictionary(lang, routeDictionaryParts(path)),
  preparePageTextsFor(path, pseudo ? 'en' : lang),
  reading,
])
  .catch(() => undefined)
  .then(nextTask)
  .then(start)

// Offline after the first visit: the service worker precaches the whole app and updates
// itself when a new version is deployed (registerType 'autoUpdate'). Registered once the
// page has loaded and the main thread is idle, so neither registering (the first use of
// navigator.serviceWorker costs milliseconds) nor precaching competes with the page's load.
if ('serviceWorker' in navigator) {
  const whenIdle = (work: () => void) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(work, { timeout: 2000 })
      : setTimeout(work, 0)
  const register = () => whenIdle(() => registerSW({ immediate: true }))
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
