// Headless Chromium for browser tests: Debian's `chromium` driven by
// playwright-core. Never downloads a browser.
import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

/** Where Chromium is expected: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
}

/** Fails with install instructions when no Chromium is present: browser tests never skip silently. */
export function assertChromium(): string {
  const path = chromiumPath()
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Browser tests need one: install Debian's package with ` +
        '`sudo apt-get update && sudo apt-get install -y chromium`, or point CHROMIUM_PATH at a ' +
        'Chromium/Chrome binary.',
    )
  }
  return path
}

/** Launches headless Chromium with the flags this sandbox needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: assertChromium(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  })
}
