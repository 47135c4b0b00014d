// Every story of the built Storybook renders in Chromium without an error and without
// serious or critical axe-core violations.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousAxeViolations } from '../helpers/axe'
import { launchChromium } from '../helpers/browser'
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
      const outcome = await page.evaluate(
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
            events.playFunctionThrewException = (e) =>
              done(`play ${JSON.stringify(e).slice(0, 500)}`)
            events.storyMissing = () => done('missing')
            for (const [name, f] of Object.entries(events)) channel.on(name, f)
            channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
          }),
        story.id,
      )
      if (outcome !== 'ok') {
        failures.push(`${story.id}: ${outcome}`)
        continue
      }
      // Lazy data (meanings, verses) arrives after the first render.
      await page
        .waitForFunction(
          () => !document.querySelector('#storybook-root [aria-busy="true"]'),
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => failures.push(`${story.id}: still loading after 10 s`))
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
})
