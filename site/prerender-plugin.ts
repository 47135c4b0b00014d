// Build step: every route's HTML rendered at build time, so a page paints its content
// (the largest text included) from the first response instead of after the app's JavaScript.
//
// After the client bundle is generated, src/prerender.tsx is built for Node with the same
// aliases (Preact), run in a jsdom document, and each route's markup written into a copy
// of index.html: /learn/1 → learn/1.html (the "pretty URL" file a static host or CDN serves
// for /learn/1, without a redirect), with its title, the site's stylesheet inlined (no
// render-blocking request) and the page's own chunk named for index.html's inline script,
// which preloads it with the app once the page has painted, so the first render finds its
// code loaded. index.html itself becomes the app shell (layout, "Loading…"): the
// fallback for every other path and what the service worker answers navigations with.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type AliasOptions, build, type Plugin, type ResolvedConfig, type Rollup } from 'vite'
import { pageUrl } from './src/page-links'

/** What src/prerender.tsx exports. */
interface PrerenderModule {
  PAGE_LANGUAGES: readonly string[]
  pagePath(lang: string, path: string): string
  prerenderPaths(): string[]
  preloadPages(): Promise<void>
  renderPage(path: string, lang: string): Rendered
  renderShell(lang: string): Rendered
}
interface Rendered {
  html: string
  title: string
  modules: string[]
  lang: string
  dir: 'ltr' | 'rtl'
  description: string
  /** The same page in every language: hreflang → URL path ('x-default' for the root's). */
  alternates?: Record<string, string>
  /** The page's own path ('/ur/learn/1'); none for the app shell. */
  path?: string
}

const ROOT_MARK = '<!--app-html-->'

/**
 * The app's later stages, which the entry (main.tsx) imports a task apart: every page preloads
 * their files with the entry's, so those imports wait for no download.
 */
export const APP_STAGES = ['src/page-data.ts', 'src/start.tsx']

/**
 * The interface fonts a page in each language paints its text with (the start of their
 * @fontsource file names), preloaded from its HTML: discovered only once the inlined CSS has
 * laid text out, they arrive later and the text reflows when they swap in (Lighthouse
 * measured a layout shift of 0.31 on the Bengali home; 0.006 on the English home, whose
 * system font needs nothing). They still swap in (`font-display: swap`): showing the system's
 * font for good (`optional`) removed the shift but left boxes instead of letters where the
 * system has no Bengali or Urdu font (Debian's headless Chromium here). Urdu's Nastaliq (160 KB
 * a weight) is not preloaded: it delayed the first paint by a second and a half. The Latin
 * in a Bengali page is the system's (react's provider/fonts.ts declares Bengali letters only).
 */
const PRELOAD_FONTS: Record<string, readonly string[]> = {
  bn: ['noto-sans-bengali-bengali-400-normal'],
}

/**
 * The faces a page's first paint draws its study content with, preloaded by every page that
 * shows such content: the Arabic words' (the default Kufi cut to the Quran's letters, 8 KB;
 * `data-kalima-arabic` in the page's markup), and the meanings' where that face is small
 * enough (Noto Serif Bengali's Bengali letters, 58 KB, for Bengali meanings: `lang="bn"
 * dir="auto"`, the meaning text's mark; Urdu's Nastaliq is 160 KB). Found only when layout
 * reaches the text, they arrived after the first layout, which had shaped every word in the
 * system's fallback faces first. On this machine, which has neither an Arabic nor a Bengali
 * face, those lookups took half of /read/67's first layouts at a 4× slower CPU (177 lookups,
 * 125–150 ms of 260–335 ms); with both faces preloaded there are none (bench/notes.md).
 */
const ARABIC_FACE = 'noto-kufi-arabic-quran-400'
const MEANING_FACES: Record<string, string> = { bn: 'noto-serif-bengali-bengali-400-normal' }

/**
 * A module of the app named in a page for index.html's inline script, which fetches them once
 * the page has painted: the entry as a module script, the others as modulepreloads (the page's
 * later stages and its own chunks, so that their imports wait for no download). Fetched from
 * the start (as `<script type="module">` and `<link rel="modulepreload">`, even at low priority)
 * they shared a slow line with the page's HTML and fonts, and Lighthouse counted every one of
 * them towards the largest paint (its simulation waits for every request begun before it).
 */
const appModule = (kind: 'entry' | 'module', href: string) =>
  `<meta name="kalima:${kind}" content="${href}">`

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** Runs `work` with a jsdom window as the global DOM, restoring the globals afterwards. */
async function withDom<T>(work: () => Promise<T>): Promise<T> {
  // @ts-expect-error jsdom ships no types (its @types package is not installed)
  const { JSDOM } = (await import('jsdom')) as {
    JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis }
  }
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'https://kalima.invalid/',
  })
  const globals: Record<string, unknown> = {
    window: dom.window,
    document: dom.window.document,
    navigator: dom.window.navigator,
    location: dom.window.location,
  }
  const saved = new Map<string, PropertyDescriptor | undefined>()
  for (const [key, value] of Object.entries(globals)) {
    saved.set(key, Object.getOwnPropertyDescriptor(globalThis, key))
    Object.defineProperty(globalThis, key, { value, configurable: true, writable: true })
  }
  try {
    return await work()
  } finally {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, key, descriptor)
      else delete (globalThis as Record<string, unknown>)[key]
    }
    dom.window.close()
  }
}

/** The output file of a path: /learn/1 → learn/1.html. */
const fileOf = (path: string) => `${path.replace(/^\/+/, '')}.html`

/**
 * Prerenders the site. `entry` is the prerender module (relative to the Vite root);
 * `aliases` the production build's, so the prerender runs the same code as the browser.
 */
export function prerender(options: {
  entry: string
  aliases: AliasOptions
  /** The site's public address (VITE_KALIMA_SITE_URL): absolute hreflang and canonical links. */
  siteUrl?: string
}): Plugin {
  let config: ResolvedConfig
  return {
    name: 'kalima-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle: {
      order: 'post',
      async handler(_, bundle) {
        if (config.build.ssr) return
        const index = bundle['index.html']
        if (index?.type !== 'asset' || typeof index.source !== 'string') {
          throw new Error('prerender: index.html missing from the bundle')
        }
        if (!index.source.includes(ROOT_MARK)) {
          throw new Error(`prerender: index.html has no ${ROOT_MARK} inside #root`)
        }
        // The stylesheet inlined: a page paints as soon as its HTML has arrived, without
        // waiting for another request (the site's CSS is one file, cssCodeSplit: false, so
        // no chunk loads CSS of its own afterwards and the cascade stays in one order).
        const template = index.source
          .replace(/<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g, (_, href: string) => {
            const css = bundle[href.slice(config.base.length)]
            if (css?.type !== 'asset') throw new Error(`prerender: no stylesheet ${href}`)
            const text = String(css.source)
            if (/<\/style/i.test(text)) throw new Error(`prerender: ${href} cannot be inlined`)
            return `<style>${text}</style>`
          })
          // The page is in the HTML: the app's module script and its preloads are for what
          // comes after the first paint, so they are not fetched before it. The page names
          // them (appModule); index.html's inline script adds them once the page has painted.
          .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src) =>
            appModule('entry', src),
          )
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) =>
            appModule('module', href),
          )
        if (!template.includes('<meta name="kalima:entry" content="')) {
          throw new Error('prerender: no module script in index.html')
        }

        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        )
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        // A chunk, the chunks it imports statically, and their CSS: what loading it fetches.
        // CSS in Vite's own order (an import's before the importer's), so the cascade is
        // the same as when the app loads the chunk itself.
        const closure = (start: Rollup.OutputChunk) => {
          const js = new Set<string>()
          const css = new Set<string>()
          const visit = (chunk: Rollup.OutputChunk) => {
            if (js.has(chunk.fileName)) return
            js.add(chunk.fileName)
            for (const imported of chunk.imports) {
              const next = byFile.get(imported)
              if (next) visit(next)
            }
            for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file)
          }
          visit(start)
          return { js, css }
        }
        const entry = chunks.find((chunk) => chunk.isEntry)
        if (!entry) throw new Error('prerender: no entry chunk')
        const firstLoad = closure(entry)
        const base = config.base
        // The <link>s of a page's own chunks, beyond what index.html already loads.
        const pageLinks = (modules: string[]) => {
          const css = new Set<string>()
          const js = new Set<string>()
          for (const module of modules) {
            const id = resolve(config.root, module)
            const chunk = chunks.find((c) => c.facadeModuleId === id)
            if (!chunk) throw new Error(`prerender: no chunk for ${module}`)
            const files = closure(chunk)
            for (const file of files.css) if (!firstLoad.css.has(file)) css.add(file)
            for (const file of files.js) if (!firstLoad.js.has(file)) js.add(file)
          }
          return [
            ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
            ...[...js].map((file) => appModule('module', `${base}${file}`)),
          ].join('\n    ')
        }
        // Each language's preloaded font files, found in the bundle (a renamed file fails the build).
        const fontFiles = Object.keys(bundle).filter((file) => file.endsWith('.woff2'))
        const fontLinks = (rendered: Rendered) =>
          [
            ...(PRELOAD_FONTS[rendered.lang] ?? []),
            ...(rendered.html.includes('data-kalima-arabic=') ? [ARABIC_FACE] : []),
            ...Object.entries(MEANING_FACES)
              .filter(([lang]) => rendered.html.includes(`lang="${lang}" dir="auto"`))
              .map(([, face]) => face),
          ].map((name) => {
            const file = fontFiles.find((f) => f.split('/').pop()?.startsWith(`${name}-`))
            if (!file) throw new Error(`prerender: no font file ${name}-*.woff2 to preload`)
            return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${file}">`
          })
        const page = (rendered: Rendered) => {
          const alternates = Object.entries(rendered.alternates ?? {}).map(
            ([lang, href]) =>
              `<link rel="alternate" hreflang="${lang}" href="${pageUrl(options.siteUrl, base, href)}">`,
          )
          // The page's own address, with the public one (a canonical must be absolute).
          if (options.siteUrl && rendered.path)
            alternates.push(
              `<link rel="canonical" href="${pageUrl(options.siteUrl, base, rendered.path)}">`,
            )
          const links = [
            ...fontLinks(rendered),
            pageLinks([...APP_STAGES, ...rendered.modules]),
            ...alternates,
          ]
            .filter(Boolean)
            .join('\n    ')
          if (!/<html lang="en" dir="ltr">/.test(template))
            throw new Error('prerender: index.html must open with <html lang="en" dir="ltr">')
          if (!/<meta name="description" content="[^"]*" \/>/.test(template))
            throw new Error('prerender: index.html has no description meta')
          return template
            .replace(
              '<html lang="en" dir="ltr">',
              `<html lang="${rendered.lang}" dir="${rendered.dir}">`,
            )
            .replace(
              /<meta name="description" content="[^"]*" \/>/,
              () =>
                `<meta name="description" content="${escapeHtml(rendered.description).replaceAll('"', '&quot;')}" />`,
            )
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
            .replace('</head>', links ? `\n    ${links}\n  </head>` : '</head>')
            .replace(ROOT_MARK, () => rendered.html)
        }

        // The app for Node, on the same aliases; in a temporary folder, removed afterwards.
        const outDir = await mkdtemp(join(tmpdir(), 'kalima-prerender-'))
        try {
          await build({
            configFile: false,
            root: config.root,
            mode: config.mode,
            envDir: config.envDir,
            logLevel: 'warn',
            resolve: { alias: options.aliases },
            ssr: { noExternal: true },
            build: {
              ssr: options.entry,
              outDir,
              emptyOutDir: true,
              copyPublicDir: false,
              minify: false,
              rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
            },
          })
          const pages = await withDom(async () => {
            const app: PrerenderModule = await import(
              pathToFileURL(join(outDir, 'prerender.mjs')).href
            )
            await app.preloadPages()
            // Every path in every interface language (English at the root, /ur/… and so
            // on), each page naming the others as its hreflang alternates.
            const routes = app.prerenderPaths().flatMap((path) => {
              const alternates: Record<string, string> = {}
              for (const lang of app.PAGE_LANGUAGES) alternates[lang] = app.pagePath(lang, path)
              alternates['x-default'] = app.pagePath('en', path)
              return app.PAGE_LANGUAGES.map((lang) => ({
                ...app.renderPage(path, lang),
                path: app.pagePath(lang, path),
                alternates,
              }))
            })
            return { shell: app.renderShell('en'), routes }
          })
          index.source = page(pages.shell)
          for (const route of pages.routes) {
            this.emitFile({ type: 'asset', fileName: fileOf(route.path), source: page(route) })
          }
          config.logger.info(`prerendered ${pages.routes.length} pages and the app shell`)
        } finally {
          await rm(outDir, { recursive: true, force: true })
        }
      },
    },
  }
}
