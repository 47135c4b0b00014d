// The built Storybook, built once and walked once: every story renders in Chromium under the
// Content-Security-Policy its host sends (site/csp-plugin.ts, storybookPolicy) with no error,
// no violation of that policy, no serious or critical axe-core violation and nothing wider
// than a phone, and, pseudo-localised, with every text through the dictionaries and none
// clipped. (Three walks of ~200 stories, one per check, were one each before.)
import { readdirSync, readFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspHash, inlineBlocks, storybookPolicy } from '../../site/csp-plugin'
import { seriousAxeViolations } from '../helpers/axe'
import { launchChromium } from '../helpers/browser'
import { pseudoFindings } from '../helpers/pseudo'
import { type StaticServer, serveStatic } from '../helpers/static-server'
import { STORYBOOK_DIR, type StoryEntry } from '../helpers/storybook'

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

/** What a page reports as wrong: uncaught errors, logged errors, failed requests (favicons aside). */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error' && !/favicon/.test(m.location().url)) errors.push(m.text())
  })
  page.on('response', (r) => {
    if (r.status() >= 400 && !/favicon/.test(r.url())) errors.push(`${r.status()} ${r.url()}`)
  })
  return errors
}

describe('Storybook in Chromium, under its Content-Security-Policy', () => {
  let browser: Browser
  let inner: StaticServer
  let server: Server
  let url = ''
  let policy = ''
  let stories: StoryEntry[] = []

  beforeAll(async () => {
    // storybook-static is built (npm test's storybook stage, else the e2e global setup).
    // Its inline scripts are allowed by their hashes, computed from storybook-static's pages
    // as the site's build does.
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

  it('has a story for every widget', () => {
    const titles = new Set(stories.map((s) => s.title))
    for (const widget of [
      'Modes/Flashcards',
      'Modes/Learn',
      'Modes/Test',
      'Modes/Match',
      'Modes/Words',
      'Modes/Review',
      'Modes/Completion dialogs',
      'Home/DeckGrid',
      'Home/StudyAssistant',
      'Navigation/ModeNav',
      'Navigation/CategoryBanner',
      'Settings/SettingsPanel',
      'Settings/LanguageSelector',
      'Account/AuthForm',
      'Forms/ContactForm',
      'Forms/FeedbackForm',
      'Sharing/ShareDialog',
      'Provider/KalimaProvider',
      'Credits/DataCredit',
    ]) {
      expect(titles, widget).toContain(widget)
    }
  })

  it('keeps inline scripts to the hashed ones', () => {
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  })

  it('the manager shows a story with no violation of the policy', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const found = await watchPolicy(page)
    await page.goto(`${url}/?path=/story/${stories[0]?.id}`)
    await page
      .frameLocator('#storybook-preview-iframe')
      .locator('#storybook-root *')
      .first()
      .waitFor()
    await page.waitForLoadState('networkidle')
    expect(found).toEqual([])
    await page.close()
  })

  it('every story at 390 px, pseudo-localised: no error, CSP violation, overflow or serious accessibility violation, no unmarked or clipped text', async () => {
    // Mobile first: every story at 390 px, where overflow and touch targets matter most, in the
    // toolbar's ⟦Ƥşḗŭḓǿ⟧ interface: every message accented, 30% longer and marked, so a text
    // no dictionary holds shows as plain English. A story in its own interface language (the
    // Urdu ones) is left out of the text checks: its text is not English-only by design. The
    // pseudo-locale is told by a flag the preview reads (.storybook/preview.tsx): Storybook
    // reloads the preview for a story with globals of its own, which would forget a toolbar
    // choice.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const violations = await watchPolicy(page)
    const errors = watchPageErrors(page)
    await page.addInitScript(() => {
      ;(window as { KALIMA_PSEUDO_LOCALE?: boolean }).KALIMA_PSEUDO_LOCALE = true
    })
    // One page for all stories: the first loads iframe.html, the others are switched through
    // Storybook's channel (a reload per story would cost ~1 s each).
    await page.goto(
      `${url}/iframe.html?id=${stories[0]?.id}&viewMode=story&globals=a11y.manual:!true`,
    )
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window, undefined, {
      timeout: 30_000,
    })
    const failures: string[] = []
    let checked = 0
    // Play functions name what they click by the dictionaries (t), so they run here too.
    for (const story of stories) {
      errors.length = 0
      violations.length = 0
      // A story with globals of its own reloads the preview, which then renders it.
      const outcome = await showStory(page, story.id).catch(async () => {
        await page.waitForLoadState('load')
        await page.locator('#storybook-root > *').first().waitFor({ timeout: 15_000 })
        return 'ok'
      })
      if (outcome !== 'ok') {
        failures.push(`${story.id}: ${outcome}`)
        continue
      }
      if (!(await storyLoaded(page))) failures.push(`${story.id}: still loading after 10 s`)
      const real = errors.filter(
        (e) => !/Download the React DevTools|Failed to load resource/.test(e),
      )
      if (real.length) failures.push(`${story.id}: ${real.join(' | ')}`)
      for (const v of violations) failures.push(`${story.id}: CSP ${v}`)
      failures.push(...(await seriousAxeViolations(page, story.id)))
      const uiLanguage = await page
        .locator('#storybook-root .kalima')
        .first()
        .getAttribute('lang', { timeout: 1_000 })
        .catch(() => 'en')
      if (uiLanguage !== null && uiLanguage !== 'en') {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        if (overflow > 1) failures.push(`${story.id}: ${overflow} px wider than a 390 px screen`)
        continue
      }
      checked += 1
      // Times are written by Intl for English (3:00 PM).
      const found = await pseudoFindings(page, '#storybook-root', ['Kalima', 'AM', 'PM'])
      if (found.untranslated.length)
        failures.push(`${story.id}: unmarked ${found.untranslated.join(', ')}`)
      if (found.clipped.length) failures.push(`${story.id}: clipped ${found.clipped.join(' | ')}`)
      if (found.overflow > 1) failures.push(`${story.id}: ${found.overflow} px wider than 390 px`)
    }
    await page.close()
    expect(failures).toEqual([])
    expect(checked).toBeGreaterThan(stories.length * 0.7)
  }, 900_000)

  it("keeps a long dialog's title and its first action in view on a small phone", async () => {
    // A Test's results with twelve missed words at 360 × 640, in Urdu: its first action
    // (Review these 12 words, the Test not being passed) has the focus and is in view, and so
    // is the title, nothing scrolled to reach the focus; the figures and the words scroll
    // between them.
    const story = stories.find(
      (s) => s.title === 'Modes/Completion dialogs' && s.name === 'Test On A Small Phone',
    )
    expect(story).toBeDefined()
    const small = await browser.newPage({ viewport: { width: 360, height: 640 } })
    await small.emulateMedia({ reducedMotion: 'reduce' })
    await small.goto(`${url}/iframe.html?id=${story?.id}&viewMode=story`)
    const dialog = small.locator('dialog[open]')
    await dialog.waitFor()
    const inView = (selector: string) =>
      small.locator(selector).evaluate((el) => {
        const r = el.getBoundingClientRect()
        return r.top >= 0 && r.bottom <= window.innerHeight
      })
    await expect
      .poll(() => small.evaluate(() => document.activeElement?.hasAttribute('data-autofocus')))
      .toBe(true)
    expect(await dialog.evaluate((d) => d.scrollTop)).toBe(0)
    expect(await inView('dialog[open] h2')).toBe(true)
    expect(await inView(':focus')).toBe(true)
    // The content is taller than the screen: it scrolls, the actions staying at the foot.
    expect(await dialog.evaluate((d) => d.scrollHeight > d.clientHeight)).toBe(true)
    await dialog.evaluate((d) => d.scrollTo(0, d.scrollHeight))
    expect(await inView('dialog[open] .kalima-dialog-actions')).toBe(true)
    // Twelve words scroll in their list, which the keyboard can then reach and scroll.
    const list = dialog.getByRole('list')
    expect(await list.evaluate((l) => l.scrollHeight > l.clientHeight)).toBe(true)
    expect(await list.getAttribute('tabindex')).toBe('0')
    // Three words do not scroll: their list is no tab stop.
    const few = stories.find(
      (s) => s.title === 'Modes/Completion dialogs' && s.name === 'Test With Mistakes',
    )
    await small.goto(`${url}/iframe.html?id=${few?.id}&viewMode=story`)
    const short = small.locator('dialog[open]').getByRole('list')
    await short.waitFor()
    expect(await short.evaluate((l) => l.scrollHeight > l.clientHeight)).toBe(false)
    expect(await short.getAttribute('tabindex')).toBeNull()
    await small.close()
  })
})

/** Shows a story through Storybook's channel (no reload): 'ok' once rendered, else why not. */
function showStory(page: Page, id: string): Promise<string> {
  return page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        type Channel = {
          on: (e: string, f: (...a: unknown[]) => void) => void
          off: (e: string, f: (...a: unknown[]) => void) => void
          emit: (e: string, ...a: unknown[]) => void
        }
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__
        const events: Record<string, (...a: unknown[]) => void> = {}
        const done = (result: string) => {
          for (const [name, f] of Object.entries(events)) channel.off(name, f)
          clearTimeout(timer)
          resolve(result)
        }
        const timer = setTimeout(() => done('timeout'), 15_000)
        events.storyRendered = () => done('ok')
        events.storyErrored = (e) => done(`error ${JSON.stringify(e).slice(0, 500)}`)
        events.storyThrewException = (e) => done(`exception ${JSON.stringify(e).slice(0, 500)}`)
        events.playFunctionThrewException = (e) => done(`play ${JSON.stringify(e).slice(0, 500)}`)
        events.storyMissing = () => done('missing')
        for (const [name, f] of Object.entries(events)) channel.on(name, f)
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
      }),
    id,
  )
}

/** Whether the story's lazy data (meanings, verses), which arrives after its first render, is there within 10 s. */
function storyLoaded(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () => !document.querySelector('#storybook-root [aria-busy="true"]'),
      undefined,
      {
        timeout: 10_000,
      },
    )
    .then(
      () => true,
      () => false,
    )
}
