// The word index on the built site (/vocabulary): reached from the header's "Read the Quran"
// and the surah list, it finds a word by its Arabic without marks or by its meaning in the
// learner's language, opens it in the reader's word panel, and fits a phone right to left.
import { getWord } from '../../packages/core/src/vocabulary/vocabulary'
import {
  appRendered,
  PHONE,
  type SiteEnv,
  screenshotPath,
  startSite,
  watchErrors,
} from '../helpers/site'

describe('the word index on the site', () => {
  let env: SiteEnv
  beforeAll(async () => {
    env = await startSite()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('is reached from the header and the surah list, finds words and opens one, in Bengali', async () => {
    const context = await env.browser.newContext({ baseURL: env.site.url, viewport: PHONE })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/bn/flash')
    await appRendered(page)
    await page
      .getByRole('navigation', { name: 'প্রধান' })
      .getByRole('link', { name: 'কুরআন পড়ুন' })
      .click()
    await page.waitForURL('**/bn/read')
    await page.getByRole('link', { name: '৮৭৮টি শব্দের মধ্যে খুঁজুন' }).click()
    await page.waitForURL('**/bn/vocabulary')
    await page.getByRole('heading', { level: 1, name: 'কালিমা যেসব শব্দ শেখায়' }).waitFor()
    const search = page.getByRole('searchbox', { name: 'শব্দ খুঁজুন' })
    const rows = page.getByRole('list', { name: 'পাওয়া শব্দ' }).getByRole('button')
    const allah = getWord('-wll-sah')?.arabic ?? ''
    const min = getWord('min')?.arabic ?? ''
    // The Arabic typed without its marks (an Arabic keyboard's alef for alef wasla).
    await search.fill('الله')
    await expect.poll(() => rows.first().textContent()).toMatch(new RegExp(`^${allah}`))
    // Its meaning in Bengali.
    await search.fill('থেকে')
    await expect.poll(() => rows.first().textContent()).toMatch(new RegExp(`^${min}`))
    await page.screenshot({ path: screenshotPath('vocabulary-bn-390') })
    // Opened in the word panel, with the way to its lesson in the interface's language.
    await rows.first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('এখনও পড়া হয়নি').waitFor()
    await dialog.getByRole('link', { name: 'এর পাঠ খুলুন' }).click()
    await page.waitForURL('**/bn/learn/1')
    // Back: the search as the learner left it, its words found again.
    await page.goBack()
    await page.waitForURL('**/bn/vocabulary?q=*')
    await expect.poll(() => search.inputValue()).toBe('থেকে')
    await expect.poll(() => rows.first().textContent()).toMatch(new RegExp(`^${min}`))
    expect(errors).toEqual([])
    await context.close()
  })

  it('fits a 360 px phone in Urdu, right to left: no row overflows and no two parts of a row overlap', async () => {
    const context = await env.browser.newContext({
      baseURL: env.site.url,
      viewport: { width: 360, height: 640 },
    })
    const page = await context.newPage()
    await page.goto('/ur/vocabulary')
    await appRendered(page)
    const rows = page.locator('.kalima-word-row')
    await rows.first().waitFor()
    const problems = await rows.evaluateAll((buttons) =>
      buttons.slice(0, 20).flatMap((row) => {
        const box = row.getBoundingClientRect()
        const parts = [...row.children].map((c) => c.getBoundingClientRect())
        const out: string[] = []
        if (box.left < 0 || box.right > innerWidth) out.push(`${row.textContent}: off screen`)
        parts.forEach((a, i) => {
          if (a.left < box.left - 1 || a.right > box.right + 1)
            out.push(`${row.textContent}: part ${i} outside its row`)
          parts.slice(i + 1).forEach((b, j) => {
            const overlap =
              Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
              Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
            if (overlap) out.push(`${row.textContent}: parts ${i} and ${i + 1 + j} overlap`)
          })
        })
        return out
      }),
    )
    expect(problems).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await page.screenshot({ path: screenshotPath('vocabulary-ur-360') })
    await context.close()
  })
})
