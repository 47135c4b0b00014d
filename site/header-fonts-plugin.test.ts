import { LANGUAGES } from '../packages/core/src/vocabulary/languages'
import { HEADER_FACES, headerFontFaces, unicodeRangeOf } from './header-fonts-plugin'
import { LOGO_WORD } from './src/layout/logo'

describe('the header fonts inlined in every page', () => {
  it('names exactly the code points of a text, each once, in order', () => {
    expect(unicodeRangeOf('كلمة ')).toBe('U+0020,U+0629,U+0643-0645')
    expect(unicodeRangeOf('বাংলা')).toBe('U+0982,U+09AC,U+09B2,U+09BE')
    expect(unicodeRangeOf('𝔸a')).toBe('U+0061,U+1D538')
  })

  it('cuts the logo and the names of the languages in a script of their own', () => {
    const texts = HEADER_FACES.map((f) => f.text.trim())
    expect(texts).toContain(LOGO_WORD)
    for (const code of ['bn', 'ur']) {
      expect(texts).toContain(LANGUAGES.find((l) => l.code === code)?.name)
    }
  })

  it('writes each face as a small woff2 data URL declaring only its letters', async () => {
    const css = await headerFontFaces()
    const faces = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1] ?? '')
    expect(faces).toHaveLength(HEADER_FACES.length)
    faces.forEach((face, i) => {
      const spec = HEADER_FACES[i]
      if (!spec) throw new Error('no face')
      expect(face).toContain(`font-family:'${spec.family}'`)
      expect(face).toContain(`font-weight:${spec.weight}`)
      expect(face).toContain(`unicode-range:${unicodeRangeOf(spec.text)}`)
      const data = face.match(/base64,([A-Za-z0-9+/=]+)\)/)?.[1] ?? ''
      const bytes = Buffer.from(data, 'base64')
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2')
      // A cut of a few letters, where the whole faces are 44–160 KB.
      expect(bytes.length).toBeGreaterThan(500)
      expect(bytes.length).toBeLessThan(3000)
    })
  })
})
