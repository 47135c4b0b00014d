// The built Storybook under a Content-Security-Policy (site/csp-plugin.ts, storybookPolicy):
// its manager and every story render with no violation. Its inline scripts are allowed by
// their hashes, computed here from storybook-static's pages as the site's build does.
import { readdirSync, readFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspHash, inlineBlocks, storybookPolicy } from '../../site/csp-plugin'
import { launchChromium } from '../helpers/browser'
import { type StaticServer, serveStatic } from '../helpers/static-server'
import { ensureStorybookBuilt, STORYBOOK_DIR, type StoryEntry } from '../helpers/storybook'

/** Every CSP report of a page: securitypolicyviolation events and console messages. */
async function watchPolicy(page: Page): Promise<string[]> {
  const found: string[] = []
  await page.exposeFunction('__reportCsp', (text: string) => found.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp
      report(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text())
  })
  return found
}

describe('Storybook under its Content-Security-Policy', () => {
  let inner: StaticServer
  let server: Server
  let url = ''
  let browser: Browser
  let stories: StoryEntry[] = []
  let policy = ''

  beforeAll(async () => {
    ensureStorybookBuilt()
    const scripts = new Set<string>()
    for (const file of readdirSync(STORYBOOK_DIR).filter((f) => f.endsWith('.html'))) {
      for (const text of inlineBlocks(readFileSync(join(STORYBOOK_DIR, file), 'utf8')).scripts) {
        scripts.add(cspHash(text))
      }
    }
    policy = storybookPolicy({ scriptHashes: [...scripts] })
    const index = JSON.parse(readFileSync(join(STORYBOOK_DIR, 'index.json'), 'utf8')) as {
      entries: Record<string, StoryEntry>
    }
    stories = Object.values(index.entries).filter((e) => e.type === 'story')
    // storybook-static as its host would serve it, with the policy on every response.
    inner = await serveStatic(STORYBOOK_DIR, { spa: false })
    server = createServer((request, response) => {
      const upstream = httpRequest(
        new URL(request.url ?? '/', inner.url),
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'content-security-policy': policy,
          })
          answer.pipe(response)
        },
      )
      request.pipe(upstream)
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const address = server.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    browser = await launchChromium()
  }, 240_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()))
    await inner?.close()
  })

  it('keeps inline scripts to the hashed ones', () => {
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  })

  it('the manager and every story render with no violation', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const found = await watchPolicy(page)
    await page.goto(`${url}/?path=/story/${stories[0]?.id}`)
    await page
      .frameLocator('#storybook-preview-iframe')
      .locator('#storybook-root *')
      .first()
      .waitFor()
    await page.waitForLoadState('networkidle')
    const manager = found.splice(0)

    // Every story in the preview, switched through Storybook's channel (as storybook.test.ts).
    await page.goto(
      `${url}/iframe.html?id=${stories[0]?.id}&viewMode=story&globals=a11y.manual:!true`,
    )
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window, undefined, {
      timeout: 30_000,
    })
    const failures: string[] = []
    for (const story of stories) {
      const outcome = await page.evaluate(
        (id) =>
          new Promise<string>((resolve) => {
            type Channel = {
              on: (e: string, f: () => void) => void
              off: (e: string, f: () => void) => void
              emit: (e: string, ...a: unknown[]) => void
            }
            const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
              .__STORYBOOK_ADDONS_CHANNEL__
            const done = (result: string) => {
              channel.off('storyRendered', ok)
              clearTimeout(timer)
              resolve(result)
            }
            const ok = () => done('ok')
            const timer = setTimeout(() => done('timeout'), 15_000)
            channel.on('storyRendered', ok)
            channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
          }),
        story.id,
      )
      if (outcome !== 'ok') failures.push(`${story.id}: ${outcome}`)
      for (const v of found.splice(0)) failures.push(`${story.id}: ${v}`)
    }
    expect(manager).toEqual([])
    expect(failures).toEqual([])
    await page.close()
  }, 600_000)
})
