// The site's service worker, built by vite-plugin-pwa (injectManifest: the build writes the
// precache list in place of `self.__WB_MANIFEST`). The app works offline after the first
// visit: the app shell, every JS chunk, the CSS and the woff2 fonts are precached; a surah's
// reader data is kept once read. A new version takes over as soon as it is installed, and the
// files of the version it replaces stay available to pages still running it.

import { cacheNames, clientsClaim } from 'workbox-core'
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import {
  droppedAssets,
  PREVIOUS_CACHE,
  PREVIOUS_MAX_AGE_SECONDS,
  PREVIOUS_MAX_ENTRIES,
} from './previous'

declare const self: ServiceWorkerGlobalScope

/** This version's precache list (the build's files, each with its revision or hashed name). */
const manifest = self.__WB_MANIFEST
const precacheList = manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url))
const previous = new CacheExpiration(PREVIOUS_CACHE, {
  maxAgeSeconds: PREVIOUS_MAX_AGE_SECONDS,
  maxEntries: PREVIOUS_MAX_ENTRIES,
})

/**
 * Before the precache drops the installed version's files (when this version activates), a
 * copy of each goes to PREVIOUS_CACHE. A page of the installed version that asks for one later
 * (a dialog or a dictionary part it loads lazily) gets it there, even when the host has
 * removed the old files with the deploy. Registered before the precache's own install.
 */
async function keepInstalledVersion(): Promise<void> {
  const precache = await caches.open(cacheNames.precache)
  const cached = (await precache.keys()).map((request) => request.url)
  const dropped = droppedAssets(cached, precacheList, self.registration.scope)
  if (dropped.length === 0) return
  const kept = await caches.open(PREVIOUS_CACHE)
  for (const url of dropped) {
    const response = await precache.match(url)
    if (!response) continue
    await kept.put(url, response)
    await previous.updateTimestamp(url)
  }
  await previous.expireEntries()
}
// Best effort: a copy that fails (storage full, say) must not stop the new version installing.
self.addEventListener('install', (event) =>
  event.waitUntil(keepInstalledVersion().catch(() => undefined)),
)

// A new version takes over at once; the page moves to it at its next navigation
// (src/app-update.ts), and until then finds the files it runs in PREVIOUS_CACHE.
void self.skipWaiting()
clientsClaim()

precacheAndRoute(manifest)
cleanupOutdatedCaches()

// Every navigation gets the app shell, which routes it. Not the API (PocketBase on the same
// origin), nor the embed's iframe pages, which other sites frame, nor the notices and
// licences (NOTICE.txt, LICENSES/*.txt), which are text files.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/_\//, /^\/embed\/frame\//, /\.txt$/],
  }),
)

// The reader's data (every surah in seven languages, ~20 MB) is not installed up front: each
// file is kept once read, so a surah opened once reads offline. Named by the data's version
// (build-config/reader-chunks.ts): a file never changes.
registerRoute(
  /\/assets\/reader-[0-9a-f]+\/[^/]+\.js$/,
  new CacheFirst({
    cacheName: 'kalima-reader',
    plugins: [new ExpirationPlugin({ maxEntries: 2000 })],
  }),
  'GET',
)

// A build file the precache no longer lists: a file of a replaced version, kept by
// keepInstalledVersion, for a page still running that version; else the network.
const assetsPath = `${new URL(self.registration.scope).pathname}assets/`
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(assetsPath),
  async ({ request }) =>
    (await caches.match(request, { cacheName: PREVIOUS_CACHE })) ?? fetch(request),
  'GET',
)
