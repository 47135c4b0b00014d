import { registerSW } from 'virtual:pwa-register'
import { onNeedReload } from './app-update'
// The stores, storage and sync, created in this first task (and the page's language with them).
import './kalima'
import { pathLanguage } from './language'
import { nextTask } from './next-task'
import './site.css'

// The app's entry has arrived and runs: index.html's script no longer loads the page again
// when a module script fails (one a browser extension adds, say).
document.documentElement.setAttribute('data-kalima-app', '')

/** index.html's mark of a page it loaded again because the app's code failed to arrive. */
const RELOADED = 'kalima:reloaded'

/**
 * A later stage of the app's code failed to arrive (a dropped fetch): as index.html does for
 * the entry, load the page again, once per page (the mark is cleared when the app has
 * started); offline, not before the network is back, so the readable page stays.
 */
function reloadOnce() {
  try {
    if (sessionStorage.getItem(RELOADED) === location.href) return
    sessionStorage.setItem(RELOADED, location.href)
    if (navigator.onLine === false)
      addEventListener('online', () => location.reload(), { once: true })
    else location.reload()
  } catch {
    // Storage refused (private mode): never reload, rather than perhaps for ever.
  }
}

if (!document.getElementById('root'))
  throw new Error('Kalima: #root element missing from index.html')

// The page's interface language is its URL's on arrival (/ur/learn/1: Urdu; page-language.ts);
// its dictionary is loaded before the first render, which so paints in it as the prerendered
// page did.
const { lang, path } = pathLanguage(window.location.pathname)
// ?pseudo: every interface text pseudo-localised (accented, longer, marked), for finding text
// a translation cannot reach and text that longer languages would clip (tests/e2e/site-pseudo).
const pseudo = new URLSearchParams(window.location.search).has('pseudo')

// The app is evaluated in three tasks, each after the last, rather than one: this one (the
// stores), page-data.ts (core's vocabulary; it starts loading the data the page's first render
// waits for) and start.tsx (widgets, pages, router; it renders over the prerendered page once
// the page's code and data are in). Shorter tasks block input less (docs/benchmarks.md).
// Their files are preloaded with the page (prerender-plugin.ts): no import waits for a download.
const stage = <T,>(load: () => Promise<T>) =>
  load().catch((error: unknown) => {
    reloadOnce()
    throw error
  })
void nextTask()
  .then(() => stage(() => import('./page-data')))
  .then(async ({ loadPageData }) => {
    const loading = loadPageData(path)
    await nextTask()
    const { start } = await stage(() => import('./start'))
    await start({ lang, path, pseudo, loading })
    // The app runs: a later failure of this page's code may load it again.
    try {
      sessionStorage.removeItem(RELOADED)
    } catch {
      // Storage refused (private mode): nothing was marked.
    }
  })

// Offline after the first visit: the service worker precaches the whole app and updates
// itself when a new version is deployed (registerType 'autoUpdate'). Registered once the
// page has loaded and the main thread is idle, so neither registering (the first use of
// navigator.serviceWorker costs milliseconds) nor precaching competes with the page's load.
// When a newer version's worker takes over, the page is not reloaded (registerSW's default
// reloads it there and then, mid-question): the learner's next page is the new version's
// (app-update.ts).
if ('serviceWorker' in navigator) {
  const whenIdle = (work: () => void) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(work, { timeout: 2000 })
      : setTimeout(work, 0)
  const register = () => whenIdle(() => registerSW({ immediate: true, onNeedReload }))
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
