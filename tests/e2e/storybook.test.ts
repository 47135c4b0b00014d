// Every story of the built Storybook renders in Chromium without an error and without
// serious or critical axe-core violations.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousAxeViolations } from '../helpers/axe'
import { launchChromium } from '../helpers/browser'
import { pseudoFindings } from '../helpers/pseudo'
import { type StaticServer, serveStatic } from '../helpers/static-server'
import { ensureStorybookBuilt, STORYBOOK_DIR, type StoryEntry } from '../helpers/storybook'

describe('Storybook in Chromium', () => {
  let browser: Browser
  let server: StaticServer
  let page: Page
  let stories: StoryEntry[] = []
  const errors: string[] = []

  beforeAll(async () => {
    ensureStorybookBuilt()
    const index = JSON.parse(readFileSync(join(STORYBOOK_DIR, 'index.json'), 'utf8')) as {
      entries: Record<string, StoryEntry>
    }
    stories = Object.values(index.entries).filter((e) => e.type === 'story')
    server = await serveStatic(STORYBOOK_DIR, { spa: false })
    browser = await launchChromium()
    // Mobile first: every story at 390 px, where overflow and touch targets matter most.
    page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error' && !/favicon/.test(m.location().url)) errors.push(m.text())
    })
    page.on('response', (r) => {
      if (r.status() >= 400 && !/favicon/.test(r.url())) errors.push(`${r.status()} ${r.url()}`)
    })
  }, 240_000)

  afterAll(async () => {
    await browser?.close()
    await server?.close()
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

  it('renders every story at 390 px without errors, overflow or serious accessibility violations', async () => {
    const failures: string[] = []
    // One page for all stories: the first loads iframe.html, the others are switched through
    // Storybook's channel (a reload per story would cost ~1 s each).
    await page.goto(
      `${server.url}/iframe.html?id=${stories[0]?.id}&viewMode=story&globals=a11y.manual:!true`,
    )
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window, undefined, {
      timeout: 30_000,
    })
    for (const story of stories) {
      errors.length = 0
      const outcome = await showStory(page, story.id)
      if (outcome !== 'ok') {
        failures.push(`${story.id}: ${outcome}`)
        continue
      }
      if (!(await storyLoaded(page))) failures.push(`${story.id}: still loading after 10 s`)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      if (overflow > 1) failures.push(`${story.id}: ${overflow} px wider than a 390 px screen`)
      const real = errors.filter(
        (e) => !/Download the React DevTools|Failed to load resource/.test(e),
      )
      if (real.length) failures.push(`${story.id}: ${real.join(' | ')}`)
      failures.push(...(await seriousAxeViolations(page, story.id)))
    }
    expect(failures).toEqual([])
  }, 600_000)

  it("keeps a long dialog's title and its first action in view on a small phone", async () => {
    // A Test's results with twelve missed words at 360 × 640, in Urdu: Try Again has the
    // focus and is in view, and so is the title, nothing scrolled to reach the focus; the
    // figures and the words scroll between them.
    const story = stories.find(
      (s) => s.title === 'Modes/Completion dialogs' && s.name === 'Test On A Small Phone',
    )
    expect(story).toBeDefined()
    const small = await browser.newPage({ viewport: { width: 360, height: 640 } })
    await small.emulateMedia({ reducedMotion: 'reduce' })
    await small.goto(`${server.url}/iframe.html?id=${story?.id}&viewMode=story`)
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
    await small.goto(`${server.url}/iframe.html?id=${few?.id}&viewMode=story`)
    const short = small.locator('dialog[open]').getByRole('list')
    await short.waitFor()
    expect(await short.evaluate((l) => l.scrollHeight > l.clientHeight)).toBe(false)
    expect(await short.getAttribute('tabindex')).toBeNull()
    await small.close()
  })

  it('pseudo-localised, shows every text of every story through the dictionaries, none clipped', async () => {
    // The toolbar's ⟦Ƥşḗŭḓǿ⟧ interface: every message accented, 30% longer and marked (a
    // story in its own interface language, the Urdu ones, is left out: its text is not
    // English-only by design). Its own page, told by a flag the preview reads (.storybook/preview.tsx): Storybook reloads
    // the preview for a story with globals of its own, which would forget a toolbar choice.
    const pseudoPage = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await pseudoPage.addInitScript(() => {
      ;(window as { KALIMA_PSEUDO_LOCALE?: boolean }).KALIMA_PSEUDO_LOCALE = true
    })
    await pseudoPage.goto(
      `${server.url}/iframe.html?id=${stories[0]?.id}&viewMode=story&globals=a11y.manual:!true`,
    )
    await pseudoPage.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window, undefined, {
      timeout: 30_000,
    })
    const failures: string[] = []
    let checked = 0
    // Play functions name what they click by the dictionaries (t), so they run here too.
    for (const story of stories) {
      // A story with globals of its own reloads the preview, which then renders it.
      const outcome = await showStory(pseudoPage, story.id).catch(async () => {
        await pseudoPage.waitForLoadState('load')
        await pseudoPage.locator('#storybook-root > *').first().waitFor({ timeout: 15_000 })
        return 'ok'
      })
      if (outcome !== 'ok') {
        failures.push(`${story.id}: ${outcome}`)
        continue
      }
      await storyLoaded(pseudoPage)
      const uiLanguage = await pseudoPage
        .locator('#storybook-root .kalima')
        .first()
        .getAttribute('lang', { timeout: 1_000 })
        .catch(() => 'en')
      if (uiLanguage !== null && uiLanguage !== 'en') continue
      checked += 1
      // Times are written by Intl for English (3:00 PM).
      const found = await pseudoFindings(pseudoPage, '#storybook-root', ['Kalima', 'AM', 'PM'])
      if (found.untranslated.length)
        failures.push(`${story.id}: unmarked ${found.untranslated.join(', ')}`)
      if (found.clipped.length) failures.push(`${story.id}: clipped ${found.clipped.join(' | ')}`)
      if (found.overflow > 1) failures.push(`${story.id}: ${found.overflow} px wider than 390 px`)
    }
    await pseudoPage.close()
    expect(failures).toEqual([])
    expect(checked).toBeGreaterThan(stories.length * 0.7)
  }, 600_000)
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
