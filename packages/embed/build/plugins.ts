// Build-time glue shared by the CDN build (Vite) and the npm build (tsup/esbuild):
// the widgets' CSS becomes a string adopted by each shadow root, and their own
// `import './Widget.css'` side effects are dropped (they would style the page, not the widget).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin as EsbuildPlugin } from 'esbuild'
import type { Plugin } from 'vite'
import { shadowCss, trimFontCss } from '../src/css.ts'

const reactSrc = fileURLToPath(new URL('../../react/src/', import.meta.url))

/** Fonts of the default settings (Kufi Arabic, Kalpurush-like Bengali) and their fallbacks. */
export const FONT_CSS = [
  '@fontsource/noto-kufi-arabic/400.css',
  '@fontsource/noto-kufi-arabic/700.css',
  '@fontsource/noto-naskh-arabic/400.css',
  '@fontsource/amiri-quran/400.css',
  '@fontsource/noto-serif-bengali/400.css',
]

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

/** Every stylesheet of @kalima/react's sources, theme first (the rest only read its variables). */
export function widgetCss(): string {
  const files = [
    join(reactSrc, 'theme/theme.css'),
    ...cssFiles(join(reactSrc, 'shared')),
    ...cssFiles(join(reactSrc, 'widgets')),
  ]
  return files.map((f) => readFileSync(f, 'utf8')).join('\n')
}

const WIDGET_CSS = 'virtual:kalima-widget-css'
const FONT_CSS_ID = 'virtual:kalima-font-css'
const isReactSource = (importer: string | undefined) =>
  !!importer && importer.replaceAll('\\', '/').includes('/packages/react/src/')

/** Vite: widget CSS as a string, fonts as processed @font-face CSS (assets emitted, WOFF2 only). */
export function kalimaCss(): Plugin {
  return {
    name: 'kalima-embed-css',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === WIDGET_CSS || source === FONT_CSS_ID) return `\0${source}`
      // The widgets' own CSS imports (and their @fontsource imports) style nothing here.
      if (/\.css$/.test(source) && isReactSource(importer)) return '\0kalima-no-css'
      return null
    },
    load(id) {
      if (id === '\0kalima-no-css') return 'export {}'
      if (id === `\0${WIDGET_CSS}`) {
        this.addWatchFile(join(reactSrc, 'theme/theme.css'))
        return `export default ${JSON.stringify(shadowCss(widgetCss()))}`
      }
      if (id === `\0${FONT_CSS_ID}`) {
        const imports = FONT_CSS.map((f, i) => `import f${i} from '${f}?inline'`).join('\n')
        return `${imports}\nexport default [${FONT_CSS.map((_, i) => `f${i}`).join(',')}].join('\\n')`
      }
      return null
    },
    transform(code, id) {
      if (id.includes('@fontsource/') && /\.css(\?|$)/.test(id)) return trimFontCss(code)
      return null
    },
  }
}

/**
 * esbuild (tsup, npm build): @kalima/react stays external, so a consumer's bundler handles
 * its CSS imports (fonts land in the page, where @font-face works); the shadow root still
 * gets the widget CSS as a string.
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
        contents:
          args.path === WIDGET_CSS
            ? `export default ${JSON.stringify(shadowCss(widgetCss()))}`
            : // Fonts come with @kalima/react's CSS in the consumer's bundle.
              `export default ''`,
      }))
    },
  }
}
