// What an embedded element fetches before it shows its first question: the JS a webmaster's
// visitor downloads for one element on a page (issue 14), measured in Chromium, beside the
// all-in figure of `npm run size` (which also counts what is fetched later: the scheduler at
// the first answer, the share dialog, a deck from the reader).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { launchChromium } from '../tests/helpers/browser'
import { serveEmbed } from '../tests/helpers/embed-server'
import type { StaticServer } from '../tests/helpers/static-server'
import { type Figure, record, round1 } from './lib/results'

const EMBED = join(__dirname, '..', 'packages', 'embed')

/** Data chunks (the vocabulary, meanings, verses, the reader's data): counted apart. */
const DATA =
  /chunks\/(vocabulary|meanings\.\w+|verses\.\w+|verse-ranges|surahs)-|\.reader(-[\w-]+)?\.js$/

/** A widget that shows its first word (Arabic), not a loading state. */
const FIRST_WORD = '[data-kalima-widget]:not([aria-busy="true"]) [lang="ar"]'

/**
 * Each element as a Bengali learner's page holds it, and what it shows once ready: its first
 * word; Review, for a new learner, its "nothing to review".
 */
const ELEMENTS: [tag: string, attributes: string, shown: string][] = [
  ['kalima-flashcards', 'lang="bn" surah="112"', FIRST_WORD],
  ['kalima-learn', 'lang="bn" surah="112"', FIRST_WORD],
  ['kalima-match', 'lang="bn" surah="112"', FIRST_WORD],
  ['kalima-test', 'lang="bn" surah="112"', FIRST_WORD],
  ['kalima-words', 'lang="bn" surah="112"', FIRST_WORD],
  [
    'kalima-review',
    'lang="bn" surah="112"',
    '[data-kalima-widget]:not([aria-busy="true"]) .kalima-review-done',
  ],
  ['kalima-reader', 'lang="bn" surah="112"', FIRST_WORD],
]

const gzipKb = (files: readonly string[]) =>
  round1(files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0) / 1024)

describe('an embedded element before its first paint', () => {
  let browser: Browser
  let server: StaticServer
  const figures: Figure[] = []
  beforeAll(async () => {
    browser = await launchChromium()
    server = await serveEmbed()
  })
  afterAll(async () => {
    record('embed-paint', figures)
    await browser?.close()
    await server?.close()
  })

  it('sums the JS each element fetches until its widget shows', async () => {
    const code: Record<string, number> = {}
    const data: Record<string, number> = {}
    for (const [tag, attributes, shown] of ELEMENTS) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const fetched = new Set<string>()
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname
        if (path.endsWith('.js')) fetched.add(path)
      })
      await page.route(`${server.url}/page.html`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><script type="module" src="/dist/cdn/${tag}.js"></script><${tag} ${attributes}></${tag}>`,
        }),
      )
      await page.goto(`${server.url}/page.html`)
      await page.locator(`${tag} ${shown}`).first().waitFor()
      const files = [...fetched].map((path) => join(EMBED, path))
      const name = tag.replace('kalima-', '')
      code[name] = gzipKb(files.filter((f) => !DATA.test(f)))
      data[name] = gzipKb(files.filter((f) => DATA.test(f)))
      await context.close()
    }
    const largest = Object.entries(code).sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
    figures.push({
      id: 'embed.firstPaint.gzip',
      figure: `one embed element's JS until its widget shows, gzip: the largest, kalima-${largest[0]}`,
      goal: 'reported',
      value: largest[1],
      unit: 'KB',
      met: null,
      how: 'Chromium loads a page holding one element (its own script, lang="bn", surah 112) from packages/embed/dist/cdn; gzip -9 of every JS file requested until the element\'s widget shows its first Arabic word (Review, a new learner\'s: nothing to review), the vocabulary and reader data apart (data: KB per element in detail, cached once for every element of a page)',
      detail: {
        ...Object.fromEntries(Object.entries(code).map(([k, v]) => [k, v])),
        ...Object.fromEntries(Object.entries(data).map(([k, v]) => [`${k} data`, v])),
      },
    })
    expect(largest[1]).toBeGreaterThan(0)
  }, 120_000)
})
