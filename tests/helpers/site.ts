// The built site (site/dist) served like production: one origin with PocketBase
// behind /api, a headless Chromium, and helpers that study like a learner.
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import pLimit from 'p-limit'
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { inject } from 'vitest'
import { DEFAULT_MESSAGES_DURATION, FEEDBACK_MS } from '../../packages/core/src/constants'
import { getStudyWords, loadMeanings } from '../../packages/core/src/vocabulary/vocabulary'
import { launchChromium, launchOwnChromium } from './browser'
import { api, startPocketBase, superuserToken, type TestPocketBase } from './pocketbase'
import { gzipOf, type StaticOptions, type StaticServer, serveStatic } from './static-server'

export interface SiteDistOptions extends StaticOptions {
  /**
   * The body served for a path instead of its file, null for a 404 (a file the deploy
   * removed), or undefined for the file: a test's "new version deployed" (a changed sw.js).
   */
  replace?: (path: string) => string | null | undefined
}

/**
 * site/dist as a static host or CDN serves it: a path with a prerendered page gets that
 * page (/learn/1 → learn/1.html, the "pretty URL" rule of static hosts); everything else
 * (assets, the app shell for other paths, /api) is answered by {@link serveStatic}.
 */
export async function serveSiteDist(options: SiteDistOptions = {}): Promise<StaticServer> {
  const base = resolve('site/dist')
  const inner = await serveStatic(base, options)
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const replaced = options.replace?.(path)
    if (replaced === null) {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('Not found')
      return
    }
    if (replaced !== undefined) {
      response.writeHead(200, {
        'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      })
      response.end(replaced)
      return
    }
    const page = normalize(join(base, `${path.replace(/\/+$/, '')}.html`))
    const prerendered =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !extname(path) &&
      page.startsWith(`${base}/`) &&
      existsSync(page) &&
      statSync(page).isFile()
    if (prerendered) {
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      })
      if (request.method === 'HEAD') response.end()
      else if (gzip) response.end(gzipOf(page))
      else createReadStream(page).pipe(response)
      return
    }
    const upstream = httpRequest(
      new URL(request.url ?? '/', inner.url),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.writeHead(502).end('site unavailable'))
    request.pipe(upstream)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((r) => server.close(() => r()))
      await inner.close()
    },
  }
}

/** The environment of the e2e run's shared PocketBase (rate limits for a test's pace). */
export const SHARED_PB_ENV = { KALIMA_RATE_LIMIT_MULTIPLIER: '100' }

/**
 * A PocketBase, a static server for site/dist and a browser, for a test file: in the e2e run
 * the run's shared ones (tests/helpers/e2e-global-setup.ts; each test signs up learners of
 * its own, so files never see each other's records), else started here.
 */
export interface SiteEnv {
  pb: Pick<TestPocketBase, 'url'>
  site: Pick<StaticServer, 'url'>
  browser: Browser
  /** Superuser token for reading every record. */
  token: string
  /** Closes this file's connection to the browser (and what it started of its own). */
  stop(): Promise<void>
}

export async function startSite(options: { own?: boolean } = {}): Promise<SiteEnv> {
  // `own`: a PocketBase, a server of site/dist and a Chromium of the file's own, none of them
  // touched by the files before it (the checks of a page's timing, run alone).
  const shared = options.own ? undefined : inject('kalimaE2e')
  if (shared) {
    const browser = await launchChromium()
    return {
      pb: { url: shared.pbUrl },
      site: { url: shared.siteUrl },
      browser,
      token: shared.token,
      stop: () => browser.close(),
    }
  }
  const pb = await startPocketBase({ env: SHARED_PB_ENV })
  const [site, browser, token] = await Promise.all([
    serveSiteDist({ apiOrigin: pb.url }),
    options.own ? launchOwnChromium() : launchChromium(),
    superuserToken(pb),
  ])
  return {
    pb,
    site,
    browser,
    token,
    async stop() {
      await browser.close()
      await site.close()
      await pb.stop()
    },
  }
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 900 }

/** Collects console errors and uncaught page errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()} ${m.location().url}`.trim())
  })
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('response', async (r) => {
    if (r.status() === 400 && r.url().includes('/api/')) {
      errors.push(
        `400 body: ${r.request().method()} ${r.url()} ${await r.text().catch(() => '')} <- ${r.request().postData()?.slice(0, 300)}`,
      )
    }
  })
  return errors
}

/**
 * A value the page's origin keeps in IndexedDB (database 'kalima', store 'keyval'), e.g.
 * 'kalima:v1:progress' (the site) or 'kalima-embed:v1:progress' (an embed); undefined when
 * absent.
 */
export function storedValue<T>(page: Page, key: string): Promise<T | undefined> {
  return page.evaluate(async (key) => {
    const open = indexedDB.open('kalima')
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const read = db.transaction('keyval').objectStore('keyval').get(key)
    const value = await new Promise<unknown>((resolve, reject) => {
      read.onsuccess = () => resolve(read.result)
      read.onerror = () => reject(read.error)
    })
    db.close()
    return value
  }, key) as Promise<T | undefined>
}

/**
 * Writes values into the page's origin's IndexedDB (database 'kalima', store 'keyval', made
 * as the app's idb-keyval makes it when the app has not opened it yet), in one transaction:
 * what a learner's browser holds before a test's page loads, e.g.
 * `{ 'kalima:v1:settings': {…}, 'kalima:v1:language': 'bn' }`.
 */
export async function storeValues(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.evaluate(async (values) => {
    const open = indexedDB.open('kalima')
    open.onupgradeneeded = () => open.result.createObjectStore('keyval')
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('keyval', 'readwrite')
      for (const [key, value] of Object.entries(values)) tx.objectStore('keyval').put(value, key)
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
    db.close()
  }, values)
}

/** Every answer a stored progress record counts (all words, all devices). */
export async function storedAnswers(page: Page, key = 'kalima:v1:progress'): Promise<number> {
  const record = await storedValue<{ words: Record<string, { attempts: number }> }>(page, key)
  return Object.values(record?.words ?? {}).reduce((n, w) => n + w.attempts, 0)
}

/** Records of a collection, read with the superuser token. */
export async function records(
  env: Pick<SiteEnv, 'pb' | 'token'>,
  collection: string,
  filter?: string,
  // biome-ignore lint/suspicious/noExplicitAny: raw PocketBase records
): Promise<any[]> {
  const query = filter ? `?perPage=200&filter=${encodeURIComponent(filter)}` : '?perPage=200'
  const answer = await api(env.pb.url, 'GET', `/api/collections/${collection}/records${query}`, {
    token: env.token,
  })
  if (answer.status !== 200) throw new Error(`${collection}: ${JSON.stringify(answer.body)}`)
  return answer.body.items
}

/** Polls `check` until it returns a truthy value or the time is up. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false | 0 | ''>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

let meaningMap: Promise<Map<string, Set<string>>> | undefined
/**
 * Arabic word → its meanings in Bengali (the default language), from the app's own data:
 * every word of every deck, the pronouns too.
 */
export function meaningsByArabic(): Promise<Map<string, Set<string>>> {
  meaningMap ??= loadMeanings('bn').then((meanings) => {
    const map = new Map<string, Set<string>>()
    for (const w of getStudyWords()) {
      const set = map.get(w.arabic) ?? new Set<string>()
      set.add(meanings[w.id] ?? '')
      map.set(w.arabic, set)
    }
    return map
  })
  return meaningMap
}

/** The meanings of an Arabic word; fails when the data has none. */
async function meaningsOf(arabic: string): Promise<Set<string>> {
  const set = (await meaningsByArabic()).get(arabic.trim())
  if (!set) throw new Error(`no word with the Arabic ${arabic}`)
  return set
}

/**
 * Clicks the option whose text is the meaning of the word shown by a Learn or Test widget
 * (or, with `right` false, an option that is not); returns the Arabic shown.
 */
export async function answerShownWord(
  page: Page,
  widget: 'learn' | 'test',
  right = true,
): Promise<string> {
  // The app's widget: the prerendered one is inert, and shows a first visitor's meanings.
  const root = page.locator(`[data-kalima-widget="${widget}"]:not([inert])`)
  await root.and(page.locator('[data-state="answering"]')).waitFor()
  const arabic = (await root.locator(`.kalima-${widget}-arabic`).textContent()) ?? ''
  const meanings = await meaningsOf(arabic)
  const texts = await root.locator('.kalima-option-text').allTextContents()
  const index = texts.findIndex((t) => meanings.has(t.trim()) === right)
  if (index < 0)
    throw new Error(`no ${right ? '' : 'wrong '}option for ${arabic}: ${texts.join(' | ')}`)
  await root.locator('.kalima-option').nth(index).click()
  return arabic.trim()
}

/** Answers the word a Test shows wrong (once); returns its Arabic. */
export async function missTestWord(page: Page): Promise<string> {
  const arabic = await answerShownWord(page, 'test', false)
  await page.locator('[data-kalima-widget="test"] .kalima-message[data-kind="wrong"]').waitFor()
  return arabic
}

/** Answers every word of the Learn widget on the page correctly, one by one. */
export async function completeLearn(page: Page): Promise<number> {
  const counter = page.locator(
    '[data-kalima-widget="learn"]:not([inert]) [data-kalima-part="counter"]',
  )
  await counter.waitFor()
  const total = Number((await counter.textContent())?.match(/\/(\d+)/)?.[1])
  if (!total) throw new Error('Learn shows no total')
  for (let n = 0; n < total; n++) {
    await page
      .locator('[data-kalima-widget="learn"] [data-kalima-part="counter"]', {
        // "Correct 3/50", "درست 3/50": the count in any interface language.
        hasText: new RegExp(`(^|\\s)${n}/${total}$`),
      })
      .waitFor()
    await answerShownWord(page, 'learn')
    await skipFeedback(page)
  }
  return total
}

/**
 * Lets the second a right answer's "Correct!" stays on screen (FEEDBACK_MS, timed by core's
 * learn.test.ts and practice.test.ts; a Test's message stays `ms`) pass at once, where the test installed Playwright's clock
 * on the page's context before its first page (`context.clock.install()`; its time otherwise
 * flows as real time): a session of 50 answers would otherwise wait 50 s for it. Without the
 * clock, the page waits the second as a learner does (installing it mid-page left some timers on
 * the real clock). It runs the pending timers of every page of the context, but a tab in the
 * background runs its timers late: bring the tab studied to the front.
 */
export async function skipFeedback(page: Page, ms = FEEDBACK_MS): Promise<void> {
  if (await page.evaluate(() => 'isFake' in Date)) await page.clock.runFor(ms)
}

/**
 * Answers every question of the Test widget on the page correctly, from the first one not
 * yet answered right (a test may have answered some before); returns the number of words.
 */
export async function completeTest(page: Page): Promise<number> {
  const circles = page.locator('[data-kalima-widget="test"] .kalima-test-circles li')
  await circles.first().waitFor()
  const total = await circles.count()
  const right = await circles.and(page.locator('[data-state="correct"]')).count()
  for (let n = right; n < total; n++) {
    await answerShownWord(page, 'test')
    await skipFeedback(page, DEFAULT_MESSAGES_DURATION)
    await page.waitForFunction(
      (done) =>
        document.querySelectorAll(
          '[data-kalima-widget="test"] .kalima-test-circles li[data-state="correct"]',
        ).length === done,
      n + 1,
    )
  }
  return total
}

/**
 * Matches every pair of the current Match stage: picks an Arabic card, then the
 * meaning card with its meaning. Where two words of a stage share a meaning, the
 * card Match highlights as the partner (data-hint, original-app.md §4) decides.
 */
export async function matchStage(page: Page): Promise<void> {
  const grid = page.locator('[data-kalima-widget="match"]:not([inert]) .kalima-match-grid')
  await grid.locator('button[data-card]').first().waitFor()
  const arabicCards = grid.locator('button[data-card="arabic"]')
  const meaningCards = grid.locator('button[data-card="meaning"]')
  const count = await arabicCards.count()
  for (let i = 0; i < count; i++) {
    const card = arabicCards.nth(i)
    // The headword only: in a surah deck the card also shows the word's form there.
    const meanings = await meaningsOf(
      (await card.locator('[lang="ar"]').first().textContent()) ?? '',
    )
    await card.click()
    const texts = await meaningCards.allTextContents()
    const flags = await meaningCards.evaluateAll((els) =>
      els.map((e) => ({
        matched: e.getAttribute('data-state') === 'matched',
        hint: e.hasAttribute('data-hint'),
      })),
    )
    const candidates = texts
      .map((t, j) => ({
        j,
        ok: meanings.has(t.trim()) && !flags[j]?.matched,
        hint: flags[j]?.hint,
      }))
      .filter((c) => c.ok)
    const pick = candidates.find((c) => c.hint) ?? candidates[0]
    if (!pick) throw new Error(`no meaning card for ${await card.textContent()}`)
    await meaningCards.nth(pick.j).click()
    // Matched cards hide their text, so wait for the state, not visibility.
    await card.and(page.locator('[data-state="matched"]')).waitFor({ state: 'attached' })
  }
}

/** A user's synced progress as text: their `progress_entries` rows (key and data). */
export async function progressText(env: Pick<SiteEnv, 'pb' | 'token'>, userId: string) {
  const found = await records(env, 'progress_entries', `user = "${userId}"`)
  return found.length ? JSON.stringify(found.map((r) => [r.key, r.data])) : ''
}

/** Where screenshots go (git-ignored). */
export function screenshotPath(name: string): string {
  mkdirSync('test-results/screenshots', { recursive: true })
  return `test-results/screenshots/${name}.png`
}

/** Signs up through the site's auth form; resolves once the app is back on /flash. */
export async function signUp(page: Page, user: { name: string; email: string; password: string }) {
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Create account' }).click()
  const form = page.getByRole('form', { name: 'Sign Up' })
  await form.getByLabel('Username').fill(user.name)
  await form.getByLabel('Email').fill(user.email)
  await form.getByLabel('Password', { exact: true }).fill(user.password)
  await form.getByLabel('Repeat password').fill(user.password)
  await form.getByRole('button', { name: 'Sign Up' }).click()
  await page.waitForURL('**/flash')
}

/** Signs in through the site's auth form. */
export async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/auth')
  const form = page.getByRole('form', { name: 'Sign In' })
  await form.getByLabel('Email').fill(user.email)
  await form.getByLabel('Password', { exact: true }).fill(user.password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/flash')
}

/** What {@link setOffline} put each context in, and the CDP session it opened on each page. */
const networkStates = new WeakMap<
  BrowserContext,
  { offline: boolean; sessions: Map<Page, CDPSession> }
>()

/**
 * Cuts or restores a context's network as `context.setOffline` does, and keeps every
 * document's `navigator.onLine` true to it. With Debian's Chromium 150 and playwright-core
 * 1.65, a document loaded while the context was offline (its service worker answering)
 * reported `navigator.onLine === true`, and one loaded after the network came back could
 * report `false`: the app then synced as if online, or waited for an `online` event that
 * never came. The emulation is sent again to each page once it has navigated.
 */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  let state = networkStates.get(context)
  if (!state) {
    const created = { offline, sessions: new Map<Page, CDPSession>() }
    state = created
    networkStates.set(context, created)
    const watch = (page: Page) =>
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) void emulateNetwork(page, created).catch(() => undefined)
      })
    for (const page of context.pages()) watch(page)
    context.on('page', watch)
  }
  state.offline = offline
  await context.setOffline(offline)
  const current = state
  await Promise.all(context.pages().map((page) => emulateNetwork(page, current)))
}

async function emulateNetwork(
  page: Page,
  state: { offline: boolean; sessions: Map<Page, CDPSession> },
): Promise<void> {
  if (page.isClosed()) return
  let session = state.sessions.get(page)
  if (!session) {
    session = await page.context().newCDPSession(page)
    state.sessions.set(page, session)
  }
  await session.send('Network.emulateNetworkConditions', {
    offline: state.offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
}

/**
 * Waits until the app has rendered over the prerendered page (start.tsx marks
 * `<html data-kalima-app="rendered">`): index.html starts it once the page has painted, often
 * after the load event `page.goto` waits for, and until then the page is static HTML.
 */
export async function appRendered(page: Page): Promise<void> {
  await page.locator('html[data-kalima-app="rendered"]').waitFor({ state: 'attached' })
}

/**
 * Waits until the page's study widget, if it has one, is live with its words (not the
 * prerender's inert copy, not its loading placeholder), for up to 10 s; a page the app has
 * rendered without any widget (a content page) is not waited on at all.
 */
export async function widgetSettled(page: Page): Promise<void> {
  await appRendered(page)
  if ((await page.locator('[data-kalima-widget]').count()) === 0) return
  await page
    .locator('[data-kalima-widget]:not([aria-busy="true"]):not([inert])')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined)
}

/** Runs `work` on every item, at most `width` at a time (p-limit); rejects with the first failure. */
export async function inTurn<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const limit = pLimit(width)
  await Promise.all(items.map((item) => limit(() => work(item))))
}

/** Prefixes of the UI dictionaries' message ids (packages/react/src/i18n, `partOfMessage`). */
const MESSAGE_ID =
  /\b(?:common|mode|practice|today|modeNav|studyBar|banner|deck|surah|pos|flashcards|learn|test|match|words|review|settings|language|auth|share|progress|credit|reader|site|home|assistant|reset|unsubscribe|contact|feedback|email)\.[a-z][\w.]*/g

/**
 * The message ids a page shows instead of texts (a dictionary part it did not load): every
 * run of the body's visible text that reads like one (`site.nav.home`).
 */
export async function messageIdsShown(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText()
  return [...text.matchAll(MESSAGE_ID)].map((match) => match[0])
}

/** A context with the site's origin as base URL. */
export function newContext(env: SiteEnv, viewport = PHONE): Promise<BrowserContext> {
  return env.browser.newContext({ baseURL: env.site.url, viewport })
}
