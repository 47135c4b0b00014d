import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  FONTS_DIR,
  faceFile,
  QURAN_CSS,
  QURAN_FACES,
  quranCodePoints,
  quranCss,
  unicodeRange,
  writeQuranFonts,
} from './fonts.mjs'

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
