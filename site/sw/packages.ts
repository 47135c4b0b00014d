/**
 * The packages whose code the service worker holds (sw.ts's imports and theirs). It is built
 * apart from the app, so the app build's licence plugin does not see them: the site's
 * NOTICE.txt lists them from this list (build-config/licences-plugin.ts), which a test keeps in step with
 * sw.ts.
 */
export const SERVICE_WORKER_PACKAGES = [
  'idb',
  'workbox-core',
  'workbox-expiration',
  'workbox-precaching',
  'workbox-routing',
  'workbox-strategies',
] as const
