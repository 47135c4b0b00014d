// The site header's own words in their fonts, inlined in every page: the logo's كلمة (Noto
// Kufi Arabic bold) and the language picker's names in their scripts (বাংলা in Noto Sans
// Bengali, اردو in Noto Nastaliq Urdu), each face cut to the letters it draws (`subset-font`,
// HarfBuzz's subsetter, which keeps the shaping rules those letters need) and written into
// the page as a data URL: 1–2 KB each instead of a 44–160 KB download before the first paint.
// Lighthouse's mobile estimate counted the two whole faces the English home's header asked
// for (the bold Kufi, the Bengali) in its first paint: FCP 1.5 → 1.1 s when they were gone.
// A face declares exactly the code points it holds (unicode-range), so any other letter
// falls through to the site's usual stack and its full font.
// Tested by site/header-fonts-plugin.test.ts (each face draws its words from its own cut) and
// tests/e2e/site-prerender.test.ts (the header asks for no font file).
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'
import { LANGUAGES } from '../packages/core/src/vocabulary/languages.ts'
import { unicodeRange } from '../scripts/data/fonts.mjs'
import { LOGO_WORD } from './src/layout/logo.ts'

const require = createRequire(import.meta.url)

/** One cut face: a family, the @fontsource file it is cut from, its weight and its text. */
interface HeaderFace {
  family: string
  file: string
  weight: number
  text: string
}

/** The language names written in a script the system's fonts may lack, by their font. */
const nameIn = (code: string) => {
  const language = LANGUAGES.find((l) => l.code === code)
  if (!language) throw new Error(`header fonts: no language ${code}`)
  return language.name
}

/** The faces the header draws with, each cut to its words. */
export const HEADER_FACES: readonly HeaderFace[] = [
  {
    family: 'Kalima Logo',
    file: '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-700-normal.woff2',
    weight: 700,
    // With the space: the browser takes a line's metrics from the first face of the stack
    // that holds U+0020, and without it would download Noto Kufi Arabic's Latin face for that.
    text: `${LOGO_WORD} `,
  },
  {
    family: 'Kalima Language Names',
    file: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
    weight: 400,
    text: nameIn('bn'),
  },
  {
    family: 'Kalima Language Names',
    file: '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2',
    weight: 400,
    text: nameIn('ur'),
  },
]

/** A unicode-range of exactly the code points of `text` (the data fonts' own writer of ranges). */
export const unicodeRangeOf = (text: string): string =>
  unicodeRange([...new Set([...text].map((c) => c.codePointAt(0) as number))].sort((a, b) => a - b))

/** The @font-face rules of the header's faces, each a subset as a woff2 data URL. */
export async function headerFontFaces(faces: readonly HeaderFace[] = HEADER_FACES) {
  const rules = await Promise.all(
    faces.map(async (face) => {
      const whole = await readFile(require.resolve(face.file))
      const cut = await subsetFont(whole, face.text, { targetFormat: 'woff2' })
      return (
        `@font-face{font-family:'${face.family}';font-style:normal;font-weight:${face.weight};` +
        `font-display:swap;unicode-range:${unicodeRangeOf(face.text)};` +
        `src:url(data:font/woff2;base64,${cut.toString('base64')}) format('woff2')}`
      )
    }),
  )
  return rules.join('')
}

/** Writes the header's faces into index.html's head (and so into every prerendered page). */
export function headerFonts(): Plugin {
  let css: Promise<string> | undefined
  return {
    name: 'kalima-header-fonts',
    transformIndexHtml: {
      order: 'pre',
      handler: async (html: string) => {
        css ??= headerFontFaces()
        const style = `<style>${await css}</style>`
        if (!html.includes('</head>')) throw new Error('header fonts: index.html has no </head>')
        return html.replace('</head>', `${style}\n  </head>`)
      },
    },
  }
}
