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
  /**
   * A word-audio source: a URL template with {surah}, {verse} and {word} (or {surah3}…), e.g.
   * https://audio.example.org/{surah3}_{verse3}_{word3}.mp3. Listen questions play the word's
   * recitation from it; without one, the browser's Arabic voice (and no Listen where there
   * is none). Quran.com's word audio needs its owner's permission.
   */
  readonly VITE_KALIMA_WORD_AUDIO?: string
}
