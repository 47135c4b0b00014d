/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** PocketBase URL; the site's own origin when empty (PocketBase serves the site). */
  readonly VITE_KALIMA_API_URL?: string
  /** Address shown on the Contact page. */
  readonly VITE_KALIMA_CONTACT_EMAIL?: string
  /** Where the embed script is served, for the snippet builder. */
  readonly VITE_KALIMA_EMBED_URL?: string
}
