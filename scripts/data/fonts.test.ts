import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  FONTS_DIR,
  faceFile,
  mappedCodePoints,
  QURAN_CSS,
  QURAN_FACES,
  quranCodePoints,
  quranCss,
  SCRIPT_CSS,
  SCRIPT_FACES,
  scriptFaceModule,
  scriptFacesCss,
  unicodeRange,
  writeQuranFonts,
} from './fonts.mjs'

const require = createRequire(import.meta.url)

describe('the Arabic faces cut to the Quran’s letters', () => {
  it('writes a unicode-range with runs of consecutive code points joined', () => {
    expect(unicodeRange([0x621, 0x622, 0x623, 0x640, 0x6dc, 0x6df, 0x6e0])).toBe(
      'U+0621-0623,U+0640,U+06DC,U+06DF-06E0',
    )
    expect(unicodeRange([])).toBe('')
  })

  it('covers every Arabic letter and mark of the data, Urdu aside', () => {
    const points = quranCodePoints()
    // The Quran's letters, hamza forms, harakat, superscript alef, alef wasla, small marks.
    for (const ch of 'ابتثجحخدذرزسشصضطظعغفقكلمنهوىيءأإؤئآةَُِّْٰٱۜ')
      expect(points, ch).toContain(ch.codePointAt(0))
    // The reader's verse numbers, in Arabic-Indic digits.
    for (const ch of '٠١٢٣٤٥٦٧٨٩') expect(points, ch).toContain(ch.codePointAt(0))
    // Urdu's own letters are set in Nastaliq, never cut into the Arabic faces.
    for (const ch of 'ٹڈڑںےہ') expect(points, ch).not.toContain(ch.codePointAt(0))
  })

  it('is what the repository holds: the stylesheet names exactly the data’s letters and each cut is current', async () => {
    const committed = readFileSync(join(FONTS_DIR, QURAN_CSS), 'utf8')
    const message = 'run `npm run data` (or node scripts/data/fonts.mjs) after changing the data'
    expect(committed, message).toBe(quranCss(quranCodePoints()))
    const out = mkdtempSync(join(tmpdir(), 'kalima-fonts-'))
    try {
      const sizes = await writeQuranFonts({ outDir: out })
      for (const face of QURAN_FACES) {
        const file = faceFile(face)
        const fresh = readFileSync(join(out, file))
        expect(fresh.subarray(0, 4).toString('latin1')).toBe('wOF2')
        expect(fresh.equals(readFileSync(join(FONTS_DIR, file))), `${file}: ${message}`).toBe(true)
        // A fourth of the whole face or less.
        const size = sizes[file]
        expect(size && size.cut * 4 < size.whole, file).toBe(true)
      }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})

describe('the whole faces, each declared for what its file draws', () => {
  const message = 'run `npm run data` (or node scripts/data/fonts.mjs) after updating @fontsource'
  const ranges = async () => {
    const byFace = new Map<string, number[]>()
    for (const face of SCRIPT_FACES)
      byFace.set(
        `${face.family} ${face.weight}`,
        await mappedCodePoints(readFileSync(require.resolve(scriptFaceModule(face)))),
      )
    return byFace
  }

  it('is what the repository holds', async () => {
    expect(readFileSync(join(FONTS_DIR, SCRIPT_CSS), 'utf8'), message).toBe(await scriptFacesCss())
  })

  it('sends Latin digits and letters to no face: an Urdu or Bengali line fetches nothing for them', async () => {
    for (const [face, points] of await ranges())
      for (const ch of '0123456789%,.ABCxyz')
        expect(points, `${face}: ${ch}`).not.toContain(ch.codePointAt(0))
  })

  it('takes the space between Urdu words from Nastaliq’s Urdu file, with the letters', async () => {
    const nastaliq = (await ranges()).get('Noto Nastaliq Urdu 400') ?? []
    for (const ch of ' \u00a0اردوکےہیں')
      expect(nastaliq, JSON.stringify(ch)).toContain(ch.codePointAt(0))
  })

  it('declares each face once, for its script', async () => {
    const css = await scriptFacesCss()
    expect(css.match(/@font-face/g)).toHaveLength(SCRIPT_FACES.length)
    for (const [face, points] of await ranges()) {
      const script = face.includes('Bengali') || face.includes('Hind') ? 0x995 : 0x628
      expect(points, face).toContain(script)
    }
  })
})
