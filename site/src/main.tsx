import { registerSW } from 'virtual:pwa-register'
import { BrowserRouter } from 'react-router'
import { App, preloadRoute } from './App'
import { backend, connection, storage, stores } from './kalima'
import { mount } from './mount'
import { Root } from './Root'
import './site.css'

const root = document.getElementById('root')
if (!root) throw new Error('Kalima: #root element missing from index.html')

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
      }}
    >
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Root>,
  )
  // The header now shows the learner's real state (index.html hid the prerendered Sign In).
  delete document.documentElement.dataset.session
}
// The page's chunk first (its HTML links it as a modulepreload), so the first render shows
// the page rather than the "Loading…" fallback over the prerendered content; if it cannot
// load (offline without the service worker), the page's own Suspense handles it as before.
// The render runs in a task of its own, after the one that evaluated the modules: the
// prerendered page is already on screen, and two shorter tasks block input less than one.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
void preloadRoute(window.location.pathname)
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
