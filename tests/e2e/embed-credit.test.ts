// The data sources' credit inside every embedded element (the CDN build on its demo page):
// the attribution NOTICE requires, visible and linked, in the element's UI language.
import { DATA_SOURCES } from '@kalima/core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../helpers/browser'
import { serveEmbed } from '../helpers/embed-server'
import type { StaticServer } from '../helpers/static-server'

describe('the credit in embedded elements', () => {
  let browser: Browser
  let server: StaticServer
  beforeAll(async () => {
    server = await serveEmbed()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('shows every source, linked, under each element of the demo page', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${server.url}/demo/`)
    for (const id of ['learn', 'match']) {
      const credit = page.locator(`#${id} .kalima-credit`)
      await credit.waitFor()
      expect(await credit.isVisible(), id).toBe(true)
      for (const source of DATA_SOURCES) {
        const link = credit.getByRole('link', { name: source.name })
        expect(await link.getAttribute('href'), `${id}: ${source.name}`).toBe(source.url)
      }
    }
    await page.close()
  })
})
