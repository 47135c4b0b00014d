// A plain Vite app outside the monorepo's aliases imports the BUILT @kalima/react (dist and
// styles.css, through its exports map) and renders widgets in Chromium.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../helpers/browser'
import { consumerApp, ROOT } from '../helpers/packages'
import type { StaticServer } from '../helpers/static-server'

let APP = ''

const MAIN = `
import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { Flashcards, KalimaProvider, Learn, createMemoryStorage } from '@kalima/react'
import { createMemoryStorage as coreMemoryStorage } from '@kalima/core'
import '@kalima/react/styles.css'

const words = [
  { id: 'allah', rank: 1, lemma: 'allah', arabic: 'ٱللَّه', transliteration: 'Allāh', frequency: 2699, pos: 'Noun', root: null, verse: { surah: 1, ayah: 1, position: 2 }, meaning: 'Allah', lang: 'en' },
  { id: 'rabb', rank: 2, lemma: 'rabb', arabic: 'رَبّ', transliteration: 'rabb', frequency: 975, pos: 'Noun', root: null, verse: { surah: 1, ayah: 2, position: 3 }, meaning: 'Lord', lang: 'en' },
]
createRoot(document.getElementById('root')).render(
  h(KalimaProvider, { storage: coreMemoryStorage(), language: 'en', seed: 1 },
    h(Flashcards, { words }),
    h(Learn, { deck: 2 }),
  ),
)
`

describe('@kalima/react as a consumer installs it', () => {
  let browser: Browser
  let server: StaticServer
  beforeAll(async () => {
    const app = consumerApp('kalima-react-consumer', {
      'index.html':
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>consumer</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
      'main.js': MAIN.replace(', createMemoryStorage }', ' }'),
    })
    APP = app.dir
    server = await app.serve()
    browser = await launchChromium()
  }, 240_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('resolves the package to its dist files, ESM and CJS, with types and styles', () => {
    const pkg = join(ROOT, 'packages/react')
    for (const file of [
      'dist/index.js',
      'dist/index.cjs',
      'dist/index.d.ts',
      'dist/index.d.cts',
      'dist/index.css',
    ]) {
      expect(existsSync(join(pkg, file)), file).toBe(true)
    }
  })

  it('packs lean tarballs: licences and notices, no source maps, fonts once, data once', () => {
    const pack = (pkg: string): string[] => {
      const out = execSync('npm pack --dry-run --json --ignore-scripts', {
        cwd: join(ROOT, 'packages', pkg),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
      return (JSON.parse(out) as { files: { path: string }[] }[])[0]?.files.map((f) => f.path) ?? []
    }
    const core = pack('core')
    const react = pack('react')
    const embed = pack('embed')
    for (const [name, files] of [
      ['core', core],
      ['react', react],
      ['embed', embed],
    ] as const) {
      expect(files, name).toEqual(expect.arrayContaining(['LICENSE', 'NOTICE', 'README.md']))
      expect(
        files.filter((f) => f.endsWith('.map')),
        name,
      ).toEqual([])
    }
    // The embed's CDN files bundle core's data, react's fonts and third-party code: their
    // notices and the licence texts its licence names are written beside them.
    const embedPkg = JSON.parse(readFileSync(join(ROOT, 'packages/embed/package.json'), 'utf8'))
    expect(embed).toContain('dist/cdn/NOTICE.txt')
    for (const id of (embedPkg.license as string).split(' AND ').slice(1))
      expect(embed, id).toContain(`dist/cdn/LICENSES/${id}.txt`)
    // Core's data once: ESM only, one chunk per language's meanings.
    expect(core.filter((f) => f.endsWith('.cjs'))).toEqual([])
    expect(core.filter((f) => /meanings\.bn/.test(f))).toHaveLength(1)
    // Fonts once: WOFF2 only, and no font package to install beside them.
    expect(react.filter((f) => f.endsWith('.woff'))).toEqual([])
    expect(react.some((f) => f.endsWith('.woff2'))).toBe(true)
    const pkg = JSON.parse(readFileSync(join(ROOT, 'packages/react/package.json'), 'utf8'))
    expect(Object.keys(pkg.dependencies)).toEqual(['@kalima/core'])
  })

  it("the built @kalima/core, ESM and CJS, leaves a page's Date.prototype as it was", () => {
    // ts-fsrs assigns Date.prototype methods on load; core gives the page its own back.
    const page = `Object.defineProperty(Date.prototype, 'format', { value: () => 'the page', writable: true, configurable: true })`
    const report = `JSON.stringify({ format: new Date().format(), added: ['scheduler', 'diff', 'dueFormat'].filter((n) => n in Date.prototype), grades: typeof core.gradeCard })`
    // The root, and the subpath whose scheduler (gradeCard) ts-fsrs runs.
    const esm = `${page}; await import('@kalima/core'); const core = await import('@kalima/core/progress'); console.log(${report})`
    const cjs = `${page}; require('@kalima/core'); const core = require('@kalima/core/progress'); console.log(${report})`
    const expected = { format: 'the page', added: [], grades: 'function' }
    for (const [type, code] of [
      ['module', esm],
      ['commonjs', cjs],
    ]) {
      const out = execSync(`node --input-type=${type} -`, {
        cwd: APP,
        input: code,
        encoding: 'utf8',
      })
      expect(JSON.parse(out), type).toEqual(expected)
    }
  })

  it('renders widgets with their styles and fonts in Chromium', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto(server.url)
    await page.getByText('1/2').waitFor()
    await page.getByText('Correct 0/50').waitFor({ timeout: 10_000 })
    // The theme CSS applies: the root carries the custom properties, the card its layout.
    const accent = await page.evaluate(() =>
      getComputedStyle(document.querySelector('.kalima') as Element)
        .getPropertyValue('--kalima-accent')
        .trim(),
    )
    expect(accent).toBe('#3b3fd8')
    await page
      .getByRole('button', { name: 'Allah' })
      .or(page.locator('.kalima-flipcard'))
      .first()
      .click()
    expect(await page.locator('.kalima-flipcard').getAttribute('data-state')).toBe('revealed')
    // The Arabic font of the bundled CSS loads (Noto Kufi Arabic is the default choice): its
    // face cut to the Quran's letters, never the whole one (whose unicode-range is the whole
    // Arabic block, U+0600–06FF). `document.fonts.check` would say false: it asks every face
    // whose range holds the text, the whole one too, though the page never needs it.
    const loadedRanges = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts]
        .filter(
          (f) => f.family.replace(/["']/g, '') === 'Noto Kufi Arabic' && f.status === 'loaded',
        )
        .map((f) => f.unicodeRange)
    })
    expect(loadedRanges.length).toBeGreaterThan(0)
    for (const range of loadedRanges) expect(range).not.toMatch(/U\+600-6FF/i)
    expect(errors).toEqual([])
    await page.close()
  })
})
