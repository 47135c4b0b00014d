// The embed as a webmaster gets it from the hosted site: PocketBase serving the built site
// (site/dist) on one loopback origin, another site's page on a second one. The /embed
// page's snippets are pasted into that page: the script snippet and the iframe snippet
// each complete a study mode; the frame forwards its events and height by postMessage;
// under a strict CSP the fonts still load.
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { urPages as ur } from '../../packages/react/src/i18n/ur.pages'
import { launchChromium } from '../helpers/browser'
import { answerAll, answerKey } from '../helpers/embed-study'
import { startPocketBase, type TestPocketBase } from '../helpers/pocketbase'

const siteDist = resolve('site/dist')
const embedDir = join(siteDist, 'embed/v1')

/** A page of another site: `pages` by path, plus (optionally) the embed's files on its own origin. */
async function serveHost(
  pages: Record<string, { html: string; headers?: Record<string, string> }>,
  { embedFiles = false } = {},
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const page = pages[path]
    if (page) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...page.headers })
      return void response.end(page.html)
    }
    if (embedFiles && path.startsWith('/embed/v1/')) {
      const file = normalize(join(embedDir, path.slice('/embed/v1/'.length)))
      if (file.startsWith(embedDir) && existsSync(file)) {
        const type = { '.js': 'text/javascript', '.woff2': 'font/woff2' }[extname(file)]
        response.writeHead(200, { 'content-type': type ?? 'application/octet-stream' })
        return void response.end(readFileSync(file))
      }
    }
    response.writeHead(404).end('not found')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}`, server }
}

const closeServer = (server: Server) => new Promise<void>((done) => server.close(() => done()))

/** Picks a mode, deck and language on the site's /embed page and returns both snippets. */
async function snippetsFromEmbedPage(page: Page, origin: string) {
  await page.goto(`${origin}/embed`)
  await page.getByLabel('Mode', { exact: true }).selectOption('learn')
  await page.getByLabel('Deck', { exact: true }).selectOption('surah:112')
  await page.getByLabel('Language', { exact: true }).selectOption('en')
  const script = page.locator('pre[data-snippet="script"] code')
  // The snippets name the origin that serves the files (this one) once the page knows it.
  await expect.poll(() => script.textContent()).toContain(`${origin}/embed/v1/kalima-embed.js`)
  return {
    script: (await script.textContent()) ?? '',
    frame: (await page.locator('pre[data-snippet="frame"] code').textContent()) ?? '',
    resize: (await page.locator('pre:not([data-snippet]) code').last().textContent()) ?? '',
  }
}

const hostPage = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A mosque's website</title><link rel="icon" href="data:,"></head>
<body><h1>Our weekly words</h1>
<script>
  window.kalimaEvents = []
  for (const type of ['kalima-answer', 'kalima-complete'])
    document.addEventListener(type, (e) => window.kalimaEvents.push({ type, detail: e.detail }))
  window.kalimaMessages = []
  window.addEventListener('message', (e) => window.kalimaMessages.push({ origin: e.origin, data: e.data }))
</script>
${body}
</body></html>`

describe('the embed served by the hosted site, pasted into another site', () => {
  let pb: TestPocketBase
  let browser: Browser
  beforeAll(async () => {
    ;[pb, browser] = await Promise.all([startPocketBase({ publicDir: siteDist }), launchChromium()])
  })
  afterAll(async () => {
    await browser?.close()
    await pb?.stop()
  })

  it("writes the snippets in the visitor's meaning language until they pick another", async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    // An Urdu webmaster: the page in Urdu, Urdu meanings.
    await page.goto(`${pb.url}/ur/embed`)
    const language = page.getByLabel(ur['embed.language'], { exact: true })
    const script = page.locator('pre[data-snippet="script"] code')
    const frame = page.locator('pre[data-snippet="frame"] code')
    await expect.poll(() => language.inputValue()).toBe('ur')
    await expect.poll(() => script.textContent()).toContain('<kalima-learn category="1" lang="ur">')
    expect(await frame.textContent()).toContain('&amp;lang=ur"')
    // A choice of their own is kept.
    await language.selectOption('id')
    await expect.poll(() => script.textContent()).toContain('lang="id"')
    expect(await frame.textContent()).toContain('&amp;lang=id"')
    // Colours as the visitor's device is set: both snippets say so (light, the default, is
    // left out); the preview follows the device, dark here.
    const theme = page.getByLabel(ur['embed.theme'], { exact: true })
    expect(await theme.inputValue()).toBe('light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await theme.selectOption('auto')
    await expect.poll(() => script.textContent()).toContain('lang="id" theme="auto">')
    expect(await frame.textContent()).toContain('&amp;lang=id&amp;theme=auto"')
    await expect.poll(() => page.locator('.embed-preview').getAttribute('data-theme')).toBe('dark')
    await context.close()
  })

  it("draws the frame's title in the Bengali snippet with a face that has its letters", async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${pb.url}/bn/embed`)
    const frame = page.locator('pre[data-snippet="frame"] code')
    // The title is the mode's name in the interface's language.
    await expect.poll(() => frame.textContent()).toContain('title="Kalima: শেখা"')
    await page.evaluate(() => document.fonts.ready)
    // The faces Chromium drew the snippet's letters with (DevTools protocol): the monospace
    // face has no Bengali, so without a face that has it the title showed as boxes.
    const cdp = await context.newCDPSession(page)
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'pre[data-snippet="frame"] code',
    })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    const bengali = fonts.find((f) => f.familyName === 'Noto Sans Bengali')
    expect(bengali?.glyphCount ?? 0, JSON.stringify(fonts)).toBeGreaterThanOrEqual(4)
    await context.close()
  })

  it("serves the /embed page's script snippet to another origin, where Learn completes", async () => {
    const context = await browser.newContext()
    // Right answers' feedback passes at once (skipFeedback).
    await context.clock.install()
    const page = await context.newPage()
    const { script } = await snippetsFromEmbedPage(page, pb.url)
    expect(script).toBe(
      `<script type="module" src="${pb.url}/embed/v1/kalima-embed.js"></script>\n<kalima-learn surah="112" lang="en"></kalima-learn>`,
    )
    const host = await serveHost({
      '/': { html: hostPage(script.replace('<kalima-learn', '<kalima-learn id="learn"')) },
    })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    const responses = new Map<string, Record<string, string>>()
    page.on('response', (r) => {
      responses.set(new URL(r.url()).pathname, r.headers())
      if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`)
    })
    await page.goto(host.url)
    await page.locator('#learn .kalima-learn-arabic').waitFor()
    await answerAll(
      page,
      'learn',
      'kalima-learn-arabic',
      await answerKey({ kind: 'surah', id: 112 }, 'en'),
    )
    const events = await page.evaluate(
      () =>
        (
          window as unknown as {
            kalimaEvents: { type: string; detail: { score: { answered: number } } }[]
          }
        ).kalimaEvents,
    )
    const complete = events.filter((e) => e.type === 'kalima-complete')
    expect(complete).toHaveLength(1)
    expect(events.filter((e) => e.type === 'kalima-answer').length).toBeGreaterThan(0)
    // Cross-origin module scripts and fonts need CORS; hashed chunks are cached for a year.
    const loader = responses.get('/embed/v1/kalima-embed.js')
    expect(loader?.['access-control-allow-origin']).toBe('*')
    expect(loader?.['cache-control']).toMatch(/max-age=3600/)
    const chunk = [...responses].find(([path]) => path.startsWith('/embed/v1/chunks/'))
    expect(chunk?.[1]['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(errors).toEqual([])
    await closeServer(host.server)
    await context.close()
  })

  it('runs the iframe snippet on a page without the widget script: events and height reach the host', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    // Right answers' feedback passes at once, in the frame too (skipFeedback).
    await context.clock.install()
    const page = await context.newPage()
    const { frame, resize } = await snippetsFromEmbedPage(page, pb.url)
    expect(frame).toContain(`src="${pb.url}/embed/frame/learn?surah=112&amp;lang=en"`)
    const host = await serveHost({ '/': { html: hostPage(`${frame}\n${resize}`) } })
    // The frame runs under its own strict policy: nothing it does may be refused.
    const problems: string[] = []
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()))
    page.on('pageerror', (e) => problems.push(e.message))
    await page.goto(host.url)
    const iframe = page.locator('iframe')
    const inner = page.frame({ url: /\/embed\/frame\/learn/ })
    expect(inner).not.toBeNull()
    const learn = inner?.locator('[data-kalima-frame] .kalima-learn-arabic')
    await learn?.waitFor()
    // The frame page has no site chrome: the element is all it shows.
    expect(await inner?.locator('header, nav, footer').count()).toBe(0)
    await inner?.evaluate(() => {
      document.querySelector('[data-kalima-frame]')?.setAttribute('id', 'learn')
    })
    if (!inner) return
    await answerAll(
      inner,
      'learn',
      'kalima-learn-arabic',
      await answerKey({ kind: 'surah', id: 112 }, 'en'),
      page,
    )
    type Message = {
      origin: string
      data: {
        source: string
        version: number
        type: string
        mode: string
        height?: number
        detail?: { score: { answered: number } }
      }
    }
    const messages = () =>
      page.evaluate(() => (window as unknown as { kalimaMessages: Message[] }).kalimaMessages)
    await expect
      .poll(async () => (await messages()).some((m) => m.data.type === 'complete'))
      .toBe(true)
    const all = await messages()
    expect(
      all.every((m) => m.origin === pb.url && m.data.source === 'kalima' && m.data.version === 1),
    ).toBe(true)
    const answers = all.filter((m) => m.data.type === 'answer')
    expect(answers.length).toBeGreaterThan(0)
    expect(answers.at(-1)?.data.detail?.score.answered).toBe(answers.length)
    expect(all.filter((m) => m.data.type === 'complete')).toHaveLength(1)
    // The helper sized the iframe to the last height the frame reported.
    const heights = all.filter((m) => m.data.type === 'resize').map((m) => m.data.height)
    expect(heights.length).toBeGreaterThan(0)
    await expect
      .poll(() => iframe.evaluate((e) => Math.round(e.getBoundingClientRect().height)))
      .toBe(heights.at(-1))
    const content = await inner.evaluate(() =>
      Math.ceil(document.querySelector('[data-kalima-frame]')?.getBoundingClientRect().height ?? 0),
    )
    expect(heights.at(-1)).toBe(content)
    expect(problems).toEqual([])
    await closeServer(host.server)
    await context.close()
  })

  it("serves the frame pages with a policy that lets any site frame them, and the mode pages' oEmbed link", async () => {
    const frame = await fetch(`${pb.url}/embed/frame/match?surah=108`)
    expect(frame.status).toBe(200)
    expect(frame.headers.get('x-frame-options')).toBeNull()
    expect(frame.headers.get('content-security-policy')).toMatch(/frame-ancestors \*/)
    expect(await frame.text()).toContain('<kalima-match data-kalima-frame>')
    const page = await (await fetch(`${pb.url}/learn/3`)).text()
    const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(
      page,
    )?.[1]
    expect(href).toBeDefined()
    const oembed = await (
      await fetch(new URL((href as string).replaceAll('&amp;', '&'), pb.url))
    ).json()
    expect(oembed.html).toContain(`${pb.url}/embed/frame/learn?category=3`)
    // The site's own pages still refuse to be framed.
    expect((await fetch(`${pb.url}/learn/3`)).headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('the embed on a page with a strict Content-Security-Policy', () => {
  it("loads the fonts (document.fonts) and violates no directive under script-src 'self'; style-src 'self'", async () => {
    const policy = "script-src 'self'; style-src 'self'"
    const host = await serveHost(
      {
        '/': {
          headers: { 'content-security-policy': policy },
          html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict</title>
<script type="module" src="/embed/v1/kalima-embed.js"></script></head>
<body><kalima-learn id="learn" surah="112"></kalima-learn></body></html>`,
        },
      },
      { embedFiles: true },
    )
    const browser = await launchChromium()
    const page = await browser.newPage()
    const violations: string[] = []
    page.on(
      'console',
      (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()),
    )
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      )
    })
    await page.goto(host.url)
    // Bengali (the default meaning language) and the Arabic word are on screen.
    await page.locator('#learn .kalima-learn-arabic').waitFor()
    await page.locator('#learn .kalima-option-text').first().waitFor()
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready
      const loaded = [...document.fonts]
        .filter((f) => f.status === 'loaded')
        .map((f) => f.family.replaceAll('"', ''))
      return [...new Set(loaded)].sort()
    })
    expect(fonts).toEqual(expect.arrayContaining(['Noto Kufi Arabic', 'Noto Serif Bengali']))
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([])
    expect(violations).toEqual([])
    await browser.close()
    await closeServer(host.server)
  })
})
