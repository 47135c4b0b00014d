// Server rendering as a framework does it: the BUILT @kalima/react renders an app with
// renderToString in a Node process, and React (not Preact) hydrates that HTML in Chromium.
// React's development build is used on both sides, since only it reports every mismatch
// (text, attributes, elements); any hydration warning or error fails the test.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../helpers/browser'
import { consumerApp, ROOT } from '../helpers/packages'
import type { StaticServer } from '../helpers/static-server'

/** The app, shared by the server render and the client's hydration. */
const APP_JS = `
import { createElement as h, useEffect } from 'react'
import {
  DataCredit, DeckGrid, Flashcards, KalimaProvider, Learn, Match, Review, StudyAssistant, Test,
  Words,
} from '@kalima/react'

const words = [
  ['allah', 'ٱللَّه', 'Allāh', 'Allah'], ['rabb', 'رَبّ', 'rabb', 'Lord'],
  ['qala', 'قَالَ', 'qāla', 'said'], ['yawm', 'يَوْم', 'yawm', 'day'],
].map(([id, arabic, transliteration, meaning], i) => ({
  id, rank: i + 1, lemma: id, arabic, transliteration, frequency: 100 - i, pos: 'Noun', root: null,
  verse: { surah: 1, ayah: 1, position: 1 }, meaning, lang: 'en',
}))

function Hydrated() {
  useEffect(() => { document.body.dataset.hydrated = 'yes' }, [])
  return null
}

// No storage given: IndexedDB in the browser, nothing on the server. A fixed seed, so that
// both sides shuffle alike.
export const app = () =>
  h(KalimaProvider, { language: 'en', seed: 11 },
    h(Flashcards, { words }),
    h(Learn, { words }),
    h(Test, { words }),
    h(Match, { words }),
    h(Words, { words, showVerse: false }),
    h(Review, null),
    h(StudyAssistant, { variant: 'dashboard' }),
    h(DeckGrid, { deckHref: (d) => '#/learn/' + d.id }),
    h(DataCredit, null),
    h(Hydrated, null),
  )
`

// Both sides prepare the dictionary parts the app shows (the study assistant's), as the
// README's "Server rendering" says, so they render the same texts.
const SERVER_JS = `
import { renderToString } from 'react-dom/server'
import { prepareDictionary } from '@kalima/react'
import { app } from './app.js'
prepareDictionary('en', ['main', 'assistant']).then(() =>
  process.stdout.write(renderToString(app())),
)
`

const MAIN_JS = `
import { hydrateRoot } from 'react-dom/client'
import { prepareDictionary } from '@kalima/react'
import { app } from './app.js'
import '@kalima/react/styles.css'
window.recoverable = []
prepareDictionary('en', ['main', 'assistant']).then(() =>
  hydrateRoot(document.getElementById('root'), app(), {
    onRecoverableError: (error) => window.recoverable.push(String(error && error.message)),
  }),
)
`

describe('@kalima/react rendered on a server and hydrated by React in Chromium', () => {
  let browser: Browser
  let server: StaticServer
  let serverHtml: string
  beforeAll(async () => {
    const app = consumerApp('kalima-react-ssr', {
      'package.json': '{"type":"module"}',
      'app.js': APP_JS,
      'server.js': SERVER_JS,
      'main.js': MAIN_JS,
    })
    // The server: plain Node, no DOM, no IndexedDB; a rejection would end the process.
    serverHtml = execFileSync(process.execPath, ['server.js'], {
      cwd: app.dir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development' },
    })
    writeFileSync(
      join(app.dir, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ssr</title><link rel="icon" href="data:,"></head><body><div id="root">${serverHtml}</div><script type="module" src="./main.js"></script></body></html>`,
    )
    server = await app.serve({
      mode: 'development',
      define: { 'process.env.NODE_ENV': '"development"' },
      minify: false,
    })
    browser = await launchChromium()
  }, 240_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('marks every module of the built package as a client module', () => {
    for (const file of ['index.js', 'index.cjs', 'testing.js']) {
      const code = readFileSync(join(ROOT, 'packages/react/dist', file), 'utf8')
      expect(code.startsWith("'use client';"), file).toBe(true)
    }
  })

  it('renders every widget of the app to HTML in Node', () => {
    expect(serverHtml).toMatch(/^<div class="kalima" lang="en" dir="ltr" data-theme="light"/)
    for (const widget of ['flashcards', 'learn', 'test', 'match', 'words', 'review', 'assistant']) {
      expect(serverHtml, widget).toContain(`data-kalima-widget="${widget}"`)
    }
    expect(serverHtml).toContain('ٱللَّه')
    expect(serverHtml).toContain('Quranic Arabic Corpus')
    // The study assistant's texts (its dictionary part, prepared before rendering).
    expect(serverHtml).toContain('Study Assistant')
  })

  it('hydrates without a mismatch, and the widgets then answer', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const problems: string[] = []
    page.on('pageerror', (e) => problems.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning' || /hydrat/i.test(m.text())) {
        problems.push(`${m.type()}: ${m.text()}`)
      }
    })
    await page.goto(server.url)
    await page.locator('body[data-hydrated="yes"]').waitFor()
    // The page shows the server's HTML, now live: the first card flips on a click.
    const card = page.locator('.kalima-flipcard').first()
    await card.click()
    await expect.poll(() => card.getAttribute('data-state')).toBe('revealed')
    expect(
      await page.evaluate(() => (window as unknown as { recoverable: string[] }).recoverable),
    ).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })
})
