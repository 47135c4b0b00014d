/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** PocketBase URL; the site's own origin when empty (PocketBase serves the site). */
  readonly VITE_KALIMA_API_URL?: string
  /** Address shown on the Contact page. */
  readonly VITE_KALIMA_CONTACT_EMAIL?: string
  /**
   * Origin (or base URL) of a CDN serving the embed's /embed/v1/ and /embed/frame/ files,
   * for the /embed page's snippets; the site's own origin when empty (it serves them).
   */
  readonly VITE_KALIMA_EMBED_ORIGIN?: string
}
