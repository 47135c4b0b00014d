import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../helpers/browser'
import { type StaticServer, serveStatic } from '../helpers/static-server'

describe('built site in Chromium', () => {
  let browser: Browser
  let site: StaticServer
  beforeAll(async () => {
    site = await serveStatic('site/dist')
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await site?.close()
  })

  it('renders the first page with its title and heading, without console errors', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(site.url)
    await expect(page.title()).resolves.toContain('Kalima')
    const heading = page.getByRole('heading', { level: 1 })
    await heading.waitFor()
    expect(await heading.textContent()).toContain('Kalima')
    expect(errors).toEqual([])
    await page.close()
  })
})
