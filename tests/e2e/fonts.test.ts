// The Arabic faces cut to the letters of the Quran data (scripts/data/fonts.mjs) draw every
// word of the example verses exactly as the whole faces do: the same advance and the same pixels in Chromium.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { FONTS_DIR, faceFile, QURAN_FACES } from '../../scripts/data/fonts.mjs'
import { launchChromium } from '../helpers/browser'

const require = createRequire(import.meta.url)
const verses = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../packages/core/src/vocabulary/data/verses.ar.json'),
    'utf8',
  ),
) as Record<string, string>
/**
 * Every word of the example verses, once (spaces are drawn by the faces' Latin subsets), and
 * the reader's verse numbers.
 */
const words = [
  ...new Set([
    ...Object.values(verses).flatMap((verse) => verse.split(' ')),
    ...Array.from({ length: 286 }, (_, i) => (i + 1).toLocaleString('ar-EG')),
  ]),
]

describe('the Arabic faces cut to the Quran’s letters', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it.each(QURAN_FACES)(
    'draws every word of the example verses as the whole $family $weight does',
    async (face) => {
      const cut = readFileSync(join(FONTS_DIR, faceFile(face))).toString('base64')
      const whole = readFileSync(
        require.resolve(
          `@fontsource/${face.slug}/files/${face.slug}-arabic-${face.weight}-normal.woff2`,
        ),
      ).toString('base64')
      const page = await browser.newPage()
      const result = await page.evaluate(
        async ({ cut, whole, weight, texts }) => {
          const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
          for (const [name, data] of [
            ['Cut', cut],
            ['Whole', whole],
          ] as const) {
            const font = new FontFace(name, bytes(data), { weight: String(weight) })
            await font.load()
            document.fonts.add(font)
          }
          const canvas = document.createElement('canvas')
          canvas.width = 800
          canvas.height = 100
          const ctx = canvas.getContext('2d', { willReadFrequently: true })
          if (!ctx) throw new Error('no canvas')
          ctx.direction = 'rtl'
          ctx.textAlign = 'right'
          const draw = (family: string, text: string) => {
            ctx.clearRect(0, 0, canvas.width, canvas.height)
            ctx.font = `${weight} 36px ${family}`
            ctx.fillText(text, canvas.width - 10, 70)
            const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data
            let hash = 0
            for (let i = 3; i < pixels.length; i += 4) hash = (hash * 31 + (pixels[i] ?? 0)) | 0
            return { width: ctx.measureText(text).width, hash }
          }
          const differ: string[] = []
          let inked = 0
          for (const text of texts) {
            const a = draw('Cut', text)
            const b = draw('Whole', text)
            if (a.width !== b.width || a.hash !== b.hash) differ.push(text)
            if (a.hash !== 0) inked++
          }
          return { differ, inked }
        },
        { cut, whole, weight: face.weight, texts: words },
      )
      await page.close()
      expect(words.length).toBeGreaterThan(1000)
      expect(result.inked).toBe(words.length)
      expect(result.differ).toEqual([])
    },
  )
})
