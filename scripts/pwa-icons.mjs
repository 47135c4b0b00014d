// Renders the PWA's PNG icons from the SVGs in site/public/icons with headless
// Chromium (Debian's /usr/bin/chromium or CHROMIUM_PATH). Run after editing an SVG:
//   node scripts/pwa-icons.mjs
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'

const dir = new URL('../site/public/icons/', import.meta.url)
const icons = [
  { svg: 'icon.svg', size: 192, out: 'icon-192.png' },
  { svg: 'icon.svg', size: 512, out: 'icon-512.png' },
  { svg: 'maskable.svg', size: 192, out: 'maskable-192.png' },
  { svg: 'maskable.svg', size: 512, out: 'maskable-512.png' },
  { svg: 'maskable.svg', size: 180, out: 'apple-touch-icon.png' },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
try {
  for (const { svg, size, out } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    const markup = readFileSync(new URL(svg, dir), 'utf8')
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`,
    )
    await page.screenshot({ path: new URL(out, dir).pathname, omitBackground: true })
    await page.close()
    console.log(`site/public/icons/${out}`)
  }
} finally {
  await browser.close()
}
