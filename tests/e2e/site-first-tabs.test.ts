// Two tabs opened at the same moment on a fresh profile (the first visit ever): they must
// take one device id between them, or the tab whose id is overwritten later takes the
// other's record as a sign-out and drops its own answers. Both study at once; afterwards
// every answer of both is in the stored record, counted under the one device id.
import type { Page } from 'playwright-core'
import { getDeck } from '../../packages/core/src/vocabulary/vocabulary'
import { completeLearn, newContext, type SiteEnv, startSite, watchErrors } from '../helpers/site'

interface Stored {
  device: unknown
  words: Record<string, { correct: number; attempts: number; byDevice: Record<string, unknown> }>
}

/** The record and device id the site stored in IndexedDB. */
/** Fresh profiles tried. */
const ROUNDS = 2

/**
 * Holds every page's first IndexedDB open until the test releases all pages at once (one
 * BroadcastChannel message), so the pages read and write their first records as close
 * together as two tabs opened at once do. Reads (read-only requests) answer 50 ms late, as
 * on a slow phone, to widen the window between a page's first reads and its first write.
 * Read-write requests are left alone: their transactions must stay active from one
 * request to the next.
 */
const GATE = `(() => {
  const realOpen = IDBFactory.prototype.open
  const onsuccess = Object.getOwnPropertyDescriptor(IDBRequest.prototype, 'onsuccess')
  const waiting = []
  let released = false
  const release = () => {
    released = true
    for (const run of waiting.splice(0)) run()
  }
  const channel = new BroadcastChannel('kalima-e2e-gate')
  channel.onmessage = release
  window.__gate = {
    waiting: () => waiting.length,
    release: () => {
      channel.postMessage('go')
      release()
    },
  }
  Object.defineProperty(IDBRequest.prototype, 'onsuccess', {
    configurable: true,
    get() {
      return onsuccess.get.call(this)
    },
    set(handler) {
      const request = this
      onsuccess.set.call(
        request,
        handler &&
          ((event) =>
            request.transaction && request.transaction.mode === 'readonly'
              ? setTimeout(() => handler.call(request, event), 50)
              : handler.call(request, event)),
      )
    },
  })
  IDBFactory.prototype.open = function (...args) {
    const request = realOpen.apply(this, args)
    if (released) return request
    Object.defineProperty(request, 'onsuccess', {
      configurable: true,
      get: () => onsuccess.get.call(request),
      set: (handler) =>
        onsuccess.set.call(
          request,
          handler &&
            ((event) => (released ? handler.call(request, event) : waiting.push(() => handler.call(request, event)))),
        ),
    })
    return request
  }
})()`

const stored = (page: Page): Promise<Stored> =>
  page.evaluate(async () => {
    const open = indexedDB.open('kalima')
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const read = (key: string) =>
      new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('keyval').objectStore('keyval').get(key)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    const record = (await read('kalima:v1:progress')) as { words: Stored['words'] }
    return { device: await read('kalima:v1:device'), words: record.words }
  })

describe('the site opened in two tabs at once, the first time', () => {
  let env: SiteEnv
  beforeAll(async () => {
    env = await startSite()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('keeps every answer of both tabs under one device id', { timeout: 240_000 }, async () => {
    const decks = [112, 108].map((id) => getDeck({ kind: 'surah', id })?.words ?? [])
    // Each word's correct answers: one per deck it is in (both tabs answer all correctly).
    const expected = new Map<string, number>()
    for (const words of decks)
      for (const w of words) expected.set(w.id, (expected.get(w.id) ?? 0) + 1)
    expect(expected.size).toBeGreaterThan(0)

    for (let round = 0; round < ROUNDS; round++) {
      const context = await newContext(env)
      // Right answers' feedback passes at once (skipFeedback), in both tabs.
      await context.clock.install()
      await context.addInitScript(GATE)
      const [a, b] = await Promise.all([context.newPage(), context.newPage()])
      const errors = [watchErrors(a), watchErrors(b)]
      await Promise.all([a.goto('/learn/surah/112'), b.goto('/learn/surah/108')])
      // Both pages wait on their first IndexedDB open; release them together.
      const waiting = (page: Page) =>
        page.evaluate(() =>
          (window as unknown as { __gate: { waiting(): number } }).__gate.waiting(),
        )
      // Each page opens its storage once its first stage has run (about a second here, on a
      // busy machine more).
      await expect
        .poll(async () => (await waiting(a)) > 0 && (await waiting(b)) > 0, { timeout: 15_000 })
        .toBe(true)
      await a.evaluate(() =>
        (window as unknown as { __gate: { release(): void } }).__gate.release(),
      )
      await Promise.all([completeLearn(a), completeLearn(b)])
      for (const page of [a, b])
        await page.getByRole('dialog').getByText('Congratulations!').first().waitFor()

      const later = await context.newPage()
      await later.goto('/words/surah/112')
      await later.evaluate(() =>
        (window as unknown as { __gate: { release(): void } }).__gate.release(),
      )
      await later.locator('[data-kalima-widget="words"]').waitFor()
      await expect
        .poll(
          async () => {
            const { words } = await stored(later)
            return [...expected].every(([id, n]) => words[id]?.correct === n)
          },
          { timeout: 10_000 },
        )
        .toBe(true)
      const { device, words } = await stored(later)
      for (const [id, n] of expected) {
        expect(words[id], id).toMatchObject({ correct: n, attempts: n })
        expect(Object.keys(words[id]?.byDevice ?? {}), id).toEqual([device])
      }
      expect(errors.flat()).toEqual([])
      await context.close()
    }
  })
})
