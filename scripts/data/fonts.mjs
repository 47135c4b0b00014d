#!/usr/bin/env node
// The Arabic faces cut to the letters of the Quran's text (part of `npm run data`).
//
//   node scripts/data/fonts.mjs     # writes packages/react/src/fonts/quran-*.woff2 and .css
//
// Every Arabic word Kalima shows (the vocabulary, its verses, the reader's every surah, the
// surahs' names) is written with 61 characters of the Arabic block, where @fontsource's
// "arabic" faces carry the whole block and its presentation forms for every language
// written in Arabic script. Cut to those letters and the Arabic-Indic digits of the verse
// numbers, Noto Kufi Arabic (the default Arabic font) is 7 KB a weight instead of 44, and
// Noto Naskh Arabic 11 instead of 53. HarfBuzz's subsetter (`subset-font`) keeps every
// glyph and shaping rule those letters reach (joining forms,
// ligatures, mark positions), so a word is drawn as the whole face draws it.
// The cut faces keep the family names and are declared after @fontsource's (fonts.ts), with
// a unicode-range of exactly their letters: the browser takes the later rule first for
// those letters and downloads the whole face only for a letter outside them, which no text
// of Kalima's data holds (scripts/data/fonts.test.ts checks that the CSS names exactly the
// data's letters). Urdu is not cut: its text is set in Noto Nastaliq Urdu.
// The output is deterministic: the same data and fonts give the same bytes.

import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import subsetFont from 'subset-font'

const require = createRequire(import.meta.url)
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))

/** Where the vocabulary and reader data are read, and where the cut faces are written. */
export const DATA_DIR = join(root, 'packages/core/src/vocabulary/data')
export const FONTS_DIR = join(root, 'packages/react/src/fonts')
/** The stylesheet of the cut faces (imported by packages/react/src/provider/fonts.ts). */
export const QURAN_CSS = 'quran-arabic.css'

/**
 * The faces cut: the families that set the Quran's words by default or by choice and are
 * big for what they draw. (Amiri Quran and Aref Ruqaa would lose only a fifth: kept whole.)
 */
export const QURAN_FACES = [
  { family: 'Noto Kufi Arabic', slug: 'noto-kufi-arabic', weight: 400 },
  { family: 'Noto Kufi Arabic', slug: 'noto-kufi-arabic', weight: 700 },
  { family: 'Noto Naskh Arabic', slug: 'noto-naskh-arabic', weight: 400 },
  { family: 'Noto Naskh Arabic', slug: 'noto-naskh-arabic', weight: 700 },
]

/** Whether a code point is in the Arabic blocks @fontsource's "arabic" faces cover. */
const isArabic = (cp) =>
  (cp >= 0x600 && cp <= 0x6ff) ||
  (cp >= 0x750 && cp <= 0x77f) ||
  (cp >= 0x870 && cp <= 0x8ff) ||
  (cp >= 0xfb50 && cp <= 0xfdff) ||
  (cp >= 0xfe70 && cp <= 0xfeff)

/** Every data file whose Arabic is set in the Arabic fonts: all but the Urdu ones. */
function dataFiles(dir) {
  const files = []
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) files.push(...dataFiles(path))
    else if (name.endsWith('.json') && !/(^|\.)ur\./.test(name)) files.push(path)
  }
  return files
}

/**
 * Arabic the widgets write besides the data's: the verse numbers in Arabic-Indic digits
 * (the reader's `ayah.toLocaleString('ar-EG')`).
 */
export const WRITTEN_BY_WIDGETS = '٠١٢٣٤٥٦٧٨٩'

/** The Arabic code points of Kalima's data and of what the widgets write, ascending. */
export function quranCodePoints(dir = DATA_DIR) {
  const points = new Set([...WRITTEN_BY_WIDGETS].map((ch) => ch.codePointAt(0)))
  for (const file of dataFiles(dir)) {
    for (const ch of readFileSync(file, 'utf8')) {
      const cp = ch.codePointAt(0) ?? 0
      if (isArabic(cp)) points.add(cp)
    }
  }
  return [...points].sort((a, b) => a - b)
}

/** A unicode-range descriptor of these code points, runs joined (U+0621-063A,U+0640). */
export function unicodeRange(points) {
  const parts = []
  const hex = (cp) => cp.toString(16).toUpperCase().padStart(4, '0')
  for (let i = 0; i < points.length; i++) {
    const start = points[i]
    let end = start
    while (points[i + 1] === end + 1) end = points[++i]
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)
  }
  return parts.join(',')
}

/** File name of a cut face. */
export const faceFile = (face) => `${face.slug}-quran-${face.weight}.woff2`

/** The stylesheet declaring the cut faces. */
export function quranCss(points) {
  const range = unicodeRange(points)
  const rules = QURAN_FACES.map(
    (face) =>
      `@font-face {\n  font-family: '${face.family}';\n  font-style: normal;\n  font-display: swap;\n` +
      `  font-weight: ${face.weight};\n  src: url(./${faceFile(face)}) format('woff2');\n` +
      `  unicode-range: ${range};\n}\n`,
  )
  return (
    '/* Generated by scripts/data/fonts.mjs (npm run data): the Arabic faces cut to the letters\n' +
    "   of Kalima's Quran data, declared after @fontsource's whole faces (provider/fonts.ts). */\n" +
    rules.join('')
  )
}

/** Cuts the faces and writes them with their stylesheet. Returns the files' sizes. */
export async function writeQuranFonts({ dataDir = DATA_DIR, outDir = FONTS_DIR } = {}) {
  const points = quranCodePoints(dataDir)
  const text = String.fromCodePoint(...points)
  mkdirSync(outDir, { recursive: true })
  const sizes = {}
  for (const face of QURAN_FACES) {
    const whole = readFileSync(
      require.resolve(
        `@fontsource/${face.slug}/files/${face.slug}-arabic-${face.weight}-normal.woff2`,
      ),
    )
    const cut = await subsetFont(whole, text, { targetFormat: 'woff2' })
    writeFileSync(join(outDir, faceFile(face)), cut)
    sizes[faceFile(face)] = { whole: whole.length, cut: cut.length }
  }
  writeFileSync(join(outDir, QURAN_CSS), quranCss(points))
  return sizes
}

/** The stylesheet of the whole faces, each declared for what it draws (provider/fonts.ts). */
export const SCRIPT_CSS = 'script-faces.css'

/**
 * The whole faces the widgets use, each one @fontsource file of one script. Their
 * `<subset>-<weight>.css` files declare no unicode-range, so the browser took each for every
 * character: Latin digits in an Urdu line, not drawn by Nastaliq, fetched Noto Naskh Arabic
 * (both weights) and Noto Sans Bengali to look for them, 150 KB for nothing. @fontsource's
 * ranges (its unicode.json) are not what the files draw either: Nastaliq's Urdu file draws
 * the space between Urdu words, which its range leaves to the Latin file, so the spaces and
 * the letters swapped in apart and the Urdu home's lead paragraph took a line and gave it back
 * (a layout shift of 0.19 in 5 of 14 probe runs; bench/notes.md). Each face here is declared
 * for exactly the characters its file maps, read from the file (HarfBuzz).
 */
export const SCRIPT_FACES = [
  { family: 'Amiri Quran', slug: 'amiri-quran', subset: 'arabic', weight: 400 },
  { family: 'Noto Naskh Arabic', slug: 'noto-naskh-arabic', subset: 'arabic', weight: 400 },
  { family: 'Noto Naskh Arabic', slug: 'noto-naskh-arabic', subset: 'arabic', weight: 700 },
  { family: 'Noto Kufi Arabic', slug: 'noto-kufi-arabic', subset: 'arabic', weight: 400 },
  { family: 'Noto Kufi Arabic', slug: 'noto-kufi-arabic', subset: 'arabic', weight: 700 },
  { family: 'Aref Ruqaa', slug: 'aref-ruqaa', subset: 'arabic', weight: 400 },
  { family: 'Noto Sans Bengali', slug: 'noto-sans-bengali', subset: 'bengali', weight: 400 },
  { family: 'Noto Serif Bengali', slug: 'noto-serif-bengali', subset: 'bengali', weight: 400 },
  { family: 'Hind Siliguri', slug: 'hind-siliguri', subset: 'bengali', weight: 400 },
  // One weight: Urdu is not set bold (theme.css). No Latin face: Urdu's digits and
  // punctuation are the system's, so an Urdu line changes font once, when this file arrives.
  { family: 'Noto Nastaliq Urdu', slug: 'noto-nastaliq-urdu', subset: 'arabic', weight: 400 },
]

/** The @fontsource module path of a whole face's WOFF2 file. */
export const scriptFaceModule = (face) =>
  `@fontsource/${face.slug}/files/${face.slug}-${face.subset}-${face.weight}-normal.woff2`

/** The printable code points a font file maps (control characters left out), ascending. */
export async function mappedCodePoints(woff2) {
  const sfnt = await fontverter.convert(woff2, 'sfnt')
  const face = new Face(new Blob(sfnt), 0)
  return [...face.collectUnicodes()].filter((cp) => cp >= 0x20).sort((a, b) => a - b)
}

/** The stylesheet declaring each whole face for the code points its file maps. */
export async function scriptFacesCss() {
  const rules = []
  for (const face of SCRIPT_FACES) {
    const points = await mappedCodePoints(readFileSync(require.resolve(scriptFaceModule(face))))
    rules.push(
      `@font-face {\n  font-family: '${face.family}';\n  font-style: normal;\n  font-display: swap;\n` +
        `  font-weight: ${face.weight};\n  src: url('${scriptFaceModule(face)}') format('woff2');\n` +
        `  unicode-range: ${unicodeRange(points)};\n}\n`,
    )
  }
  return (
    "/* Generated by scripts/data/fonts.mjs (npm run data): @fontsource's faces, each declared\n" +
    '   for the characters its file draws (provider/fonts.ts). */\n' +
    rules.join('')
  )
}

/** Writes the whole faces' stylesheet. */
export async function writeScriptFaces({ outDir = FONTS_DIR } = {}) {
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, SCRIPT_CSS), await scriptFacesCss())
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeScriptFaces()
  const sizes = await writeQuranFonts()
  for (const [file, { whole, cut }] of Object.entries(sizes))
    console.log(`${file}: ${(whole / 1024).toFixed(1)} → ${(cut / 1024).toFixed(1)} KB`)
}
