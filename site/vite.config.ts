import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { shippedAliases, workspaceAliases } from '../build-config/aliases.ts'
import { licenceNotices } from '../build-config/licences-plugin.ts'
import { readerChunkFileNames, readerFilesList } from '../build-config/reader-chunks.ts'
import coverage from '../packages/core/src/vocabulary/data/coverage.json' with { type: 'json' }
import lessons from '../packages/core/src/vocabulary/data/lessons.json' with { type: 'json' }
import { securityHeaders } from './csp-plugin.ts'
import { embedFiles } from './embed-plugin.ts'
import { headerFonts } from './header-fonts-plugin.ts'
import { prerender } from './prerender-plugin.ts'
import { siteUrlOf } from './src/page-links.ts'
import { SERVICE_WORKER_PACKAGES } from './sw/packages.ts'

const THEME = '#0f766e'

// The dev server's port and the PocketBase it forwards /api to: `npm start` sets
// KALIMA_SITE_PORT and KALIMA_PB_HOST (a server on 0.0.0.0 is reached on 127.0.0.1).
const devPort = Number(process.env.KALIMA_SITE_PORT || 5173)
const pocketbase = `http://${(process.env.KALIMA_PB_HOST || '127.0.0.1:8090').replace(/^(0\.0\.0\.0|\[::\]|)(?=:\d+$)/, '127.0.0.1')}`

/**
 * The production build runs on preact/compat (first load within budget) and mounts with
 * Preact's own render, which takes over the prerendered DOM (src/mount.preact.ts); the dev
 * server keeps React for its tooling.
 */
const buildAliases = [
  {
    find: /^\.\/mount$/,
    replacement: fileURLToPath(new URL('./src/mount.preact.ts', import.meta.url)),
  },
  ...shippedAliases,
]

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    // index.html's figures (description, first paint) come from the vocabulary data.
    {
      name: 'kalima-figures',
      transformIndexHtml: (html: string) =>
        html
          .replaceAll('%KALIMA_WORDS%', String(lessons.reduce((n, l) => n + l.wordIds.length, 0)))
          .replaceAll('%KALIMA_COVERAGE%', String(Math.round(coverage.percent))),
    },
    // The header's logo and language names in fonts cut to their letters, inlined in the
    // page (header-fonts-plugin.ts): no font download before the first paint for them.
    headerFonts(),
    // Each route's HTML rendered at build time (prerender-plugin.ts); index.html is the shell.
    prerender({
      entry: 'src/prerender.tsx',
      aliases: shippedAliases,
      siteUrl: siteUrlOf(
        loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_').VITE_KALIMA_SITE_URL,
      ),
    }),
    // Installable and offline after the first visit: the service worker (sw/sw.ts) precaches
    // the app shell, every JS chunk (pages, vocabulary, meanings, verses), the CSS and the
    // woff2 fonts, so every study mode works with the network off; a new version keeps the
    // files of the one it replaces for pages still running it.
    VitePWA({
      registerType: 'autoUpdate',
      // main.tsx registers it (virtual:pwa-register), so nothing is injected.
      injectRegister: null,
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      manifest: {
        id: '/',
        name: 'Kalima',
        short_name: 'Kalima',
        description:
          'Learn the 600 most frequent words of the Quran — about 80% of its words — with meanings in 7 languages.',
        lang: 'en',
        dir: 'ltr',
        start_url: '/flash',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME,
        background_color: '#ffffff',
        categories: ['education', 'books'],
        icons: [
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // woff files are only the fallback of the woff2 ones: every browser with
        // service workers reads woff2. Of the HTML, only the app shell: it answers every
        // navigation (sw.ts), so the prerendered pages are for first visits.
        globPatterns: ['index.html', '**/*.{js,css,woff2,svg,png,webmanifest}'],
        // The embed's files are for other sites' pages (and lazy-loaded there). The reader's
        // data (every surah in seven languages, ~20 MB) is not installed up front: each file
        // is kept once read (sw.ts), so a surah opened once reads offline.
        globIgnores: ['.vite/**', 'embed/**', 'assets/reader-*/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    // /reader-files.json: the reader's data files, for "Read offline" (build-config/reader-chunks.ts).
    readerFilesList(),
    // /NOTICE.txt (the data, the fonts and the third-party code the scripts hold, with their
    // licences) and /LICENSES/ (build-config/licences-plugin.ts); the About page links to it.
    ...licenceNotices(fileURLToPath(new URL('./dist', import.meta.url)), SERVICE_WORKER_PACKAGES),
    // The embed's files at /embed/v1/, its iframe pages /embed/frame/<mode> and the mode
    // pages' oEmbed links (embed-plugin.ts); after the prerender.
    embedFiles(),
    // dist/_headers: the Content-Security-Policy (hashes of the pages' inline script and
    // stylesheet, the API's origin) and the other security headers; last, after the prerender.
    securityHeaders({
      apiUrl: loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_')
        .VITE_KALIMA_API_URL,
    }),
  ],
  resolve: { alias: command === 'build' ? buildAliases : workspaceAliases },
  // The manifest lets the size benchmark follow the first-load chunks. One stylesheet for
  // the whole site, inlined into every page by the prerender (no render-blocking request).
  build: {
    manifest: true,
    cssCodeSplit: false,
    // The reader's data in one folder named by the data's version (build-config/reader-chunks.ts).
    rollupOptions: {
      output: { chunkFileNames: readerChunkFileNames('assets', 'assets/[name]-[hash].js') },
    },
  },
  // The app calls its API on its own origin; in development PocketBase runs beside it.
  server: {
    host: '127.0.0.1',
    port: devPort,
    strictPort: true,
    // /_/ too: PocketBase's admin UI, whose pages end an OAuth2 sign-in's popup.
    proxy: {
      '/api': { target: pocketbase, changeOrigin: true },
      '/_/': { target: pocketbase, changeOrigin: true },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
}))
