// Build-time glue shared by the CDN build (Vite) and the npm build (tsup/esbuild): the
// widgets' CSS becomes strings adopted by each shadow root (src/widget-css.ts, src/styles.ts),
// and their `import './Widget.css'` side effects no longer style the page.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin as EsbuildPlugin } from 'esbuild'
import type { Plugin } from 'vite'
import { dropFontFamilies, shadowSheet } from './shadow-css.ts'

const reactSrc = fileURLToPath(new URL('../../react/src/', import.meta.url))
const registry = fileURLToPath(new URL('../src/widget-css.ts', import.meta.url))

const reactFile = (path: string) =>
  fileURLToPath(new URL(`../../react/src/${path}`, import.meta.url)).replaceAll('\\', '/')

/**
 * The widgets' own @font-face rules (react's provider/fonts.ts): each script's faces, for the
 * characters each file draws, fetched only when text in it is shown: the interface's Bengali
 * and Urdu as well as the meanings' and the Quran's. The Quran's letters' cut of Kufi and Naskh
 * last, taken first for them.
 */
export const FONT_CSS = [reactFile('fonts/script-faces.css'), reactFile('fonts/quran-arabic.css')]

/** Families of font choices the elements do not offer (they have no font settings). */
const FAMILIES_NOT_SHOWN = ['Aref Ruqaa', 'Hind Siliguri']

const slashes = (path: string) => path.replaceAll('\\', '/')

const cssFiles = (dir: string): string[] => {
  let entries: string[]
  try {
    entries = readdirSync(dir, { recursive: true }) as string[]
  } catch {
    return []
  }
  return entries
    .filter((f) => f.endsWith('.css'))
    .sort()
    .map((f) => join(dir, f))
}

/**
 * Every stylesheet of @kalima/react's sources in cascade order: theme first (the rest only
 * read its variables), then the shared pieces, then the widgets.
 */
export function widgetCssFiles(): string[] {
  return [
    join(reactSrc, 'theme/theme.css'),
    ...cssFiles(join(reactSrc, 'shared')),
    ...cssFiles(join(reactSrc, 'widgets')),
  ].map(slashes)
}

/**
 * A module that adds stylesheets (several are concatenated) to the shadow roots' CSS. The
 * text is kept as written, not minified: a page reading a theme variable
 * (`getPropertyValue('--kalima-bg')`) gets the value the theme declares.
 */
const addCssModule = (order: number, files: string[]) =>
  `import { addWidgetCss } from ${JSON.stringify(slashes(registry))}
addWidgetCss(${order}, ${JSON.stringify(shadowSheet(files.map((f) => readFileSync(f, 'utf8')).join('\n')))})`

const WIDGET_CSS = 'virtual:kalima-widget-css'
const FONT_CSS_ID = 'virtual:kalima-font-css'
/**
 * Prefix of the module made from one stylesheet of @kalima/react, followed by its path in
 * react/src without `.css` (an id ending in .css would be taken for CSS by Vite).
 */
const SHEET = '\0kalima-sheet:'
const isReactSource = (importer: string | undefined) =>
  !!importer && slashes(importer).includes('/packages/react/src/')

/**
 * Vite (CDN build): each widget's `import './Widget.css'` becomes a module that adds that
 * stylesheet to the shadow roots' CSS, so it lands in the same chunk as the widget and an
 * element's script carries only the CSS its widget imports. Fonts become processed
 * @font-face CSS (assets emitted, WOFF2 only).
 */
export function kalimaCss(): Plugin {
  return {
    name: 'kalima-embed-css',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === WIDGET_CSS || source === FONT_CSS_ID) return `\0${source}`
      if (!/\.css$/.test(source) || !isReactSource(importer)) return null
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      const path = resolved && slashes(resolved.id.split('?')[0] as string)
      if (path && widgetCssFiles().includes(path)) {
        const name = path.slice(slashes(reactSrc).length, -'.css'.length)
        return { id: `${SHEET}${name}`, moduleSideEffects: true }
      }
      // The widgets' @fontsource imports style nothing here (see virtual:kalima-font-css).
      return '\0kalima-no-css'
    },
    load(id) {
      if (id === '\0kalima-no-css') return 'export {}'
      if (id.startsWith(SHEET)) {
        const path = `${slashes(reactSrc)}${id.slice(SHEET.length)}.css`
        this.addWatchFile(path)
        // Its place in the list is its place in the cascade, whichever chunk loads first.
        return addCssModule(widgetCssFiles().indexOf(path), [path])
      }
      // The widgets the bundle contains add their own stylesheets.
      if (id === `\0${WIDGET_CSS}`) return 'export {}'
      if (id === `\0${FONT_CSS_ID}`) {
        const imports = FONT_CSS.map((f, i) => `import f${i} from '${f}?inline'`).join('\n')
        return `${imports}\nexport default [${FONT_CSS.map((_, i) => `f${i}`).join(',')}].join('\\n')`
      }
      return null
    },
    transform(code, id) {
      if (/\/fonts\/script-faces\.css(\?|$)/.test(slashes(id)))
        return dropFontFamilies(code, FAMILIES_NOT_SHOWN)
      return null
    },
  }
}

/**
 * esbuild (tsup, npm build): @kalima/react stays external, so a consumer's bundler handles
 * its CSS imports (fonts land in the page, where @font-face works); the shadow root gets
 * every widget's CSS as one string, since any widget may be rendered.
 */
export function kalimaCssEsbuild(): EsbuildPlugin {
  return {
    name: 'kalima-embed-css',
    setup(build) {
      build.onResolve({ filter: /^virtual:kalima-/ }, (args) => ({
        path: args.path,
        namespace: 'kalima',
      }))
      build.onLoad({ filter: /.*/, namespace: 'kalima' }, (args) => ({
        loader: 'js',
        resolveDir: dirname(registry),
        contents:
          args.path === WIDGET_CSS
            ? addCssModule(0, widgetCssFiles())
            : // Fonts come with @kalima/react's CSS in the consumer's bundle.
              `export default ''`,
      }))
    },
  }
}

/**
 * Vite where @kalima/react's own CSS already styles the page (Storybook): only the embed's
 * virtual modules are answered, as in the npm build (every widget's CSS for the shadow
 * roots; the fonts come with the page's @kalima/react CSS).
 */
export function kalimaCssVirtualOnly(): Plugin {
  return {
    name: 'kalima-embed-css-virtual',
    enforce: 'pre',
    resolveId: (source) => (source === WIDGET_CSS || source === FONT_CSS_ID ? `\0${source}` : null),
    load(id) {
      if (id === `\0${WIDGET_CSS}`) return addCssModule(0, widgetCssFiles())
      if (id === `\0${FONT_CSS_ID}`) return `export default ''`
      return null
    },
  }
}

const PRELOAD_HELPER = '\0vite/preload-helper.js'

/**
 * Vite wraps every dynamic import (the vocabulary's meanings and verses) in its preload
 * helper, about 0.6 KB gzip in every element, even with `build.modulePreload: false`
 * (vitejs/vite#13952, #18551). With module preload off and no CSS files, the list of files
 * it would preload is always empty; this helper keeps what then runs: the import, a
 * microtask later, and Vite's cancelable `vite:preloadError` event when it fails.
 */
export function slimPreloadHelper(): Plugin {
  return {
    name: 'kalima-embed-preload-helper',
    enforce: 'pre',
    configResolved(config) {
      if (config.build.modulePreload !== false) {
        throw new Error('slimPreloadHelper() needs build.modulePreload: false')
      }
    },
    resolveId(id) {
      return id === PRELOAD_HELPER ? id : null
    },
    load(id) {
      if (id !== PRELOAD_HELPER) return null
      return `export const __vitePreload = (load) =>
  Promise.resolve().then(() =>
    load().catch((error) => {
      const event = new Event('vite:preloadError', { cancelable: true })
      event.payload = error
      window.dispatchEvent(event)
      if (!event.defaultPrevented) throw error
    }),
  )`
    },
    generateBundle(_options, bundle) {
      // A CSS file would be preloaded before the chunk that imports it: not by this helper.
      const css = Object.keys(bundle).filter((file) => file.endsWith('.css'))
      if (css.length)
        this.error(`CSS files in the CDN build (${css.join(', ')}): see slimPreloadHelper`)
    },
  }
}
