// Headless Chromium for browser tests: Debian's `chromium` driven by
// playwright-core. Never downloads a browser.
import { existsSync } from 'node:fs'
import { type Browser, type BrowserServer, chromium } from 'playwright-core'
import { inject } from 'vitest'

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

/** The flags this sandbox needs (no sandbox, no GPU, no network of its own), headless. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
]

const launchOptions = () => ({
  executablePath: assertChromium(),
  args: ['--headless', ...CHROMIUM_FLAGS],
})

/**
 * Headless Chromium for one test file: in the e2e run, a connection to the run's one browser
 * (tests/helpers/e2e-global-setup.ts), on which the file opens contexts of its own and whose
 * `close()` ends only the connection; elsewhere (the bench) a browser of its own.
 */
export function launchChromium(): Promise<Browser> {
  const shared = inject('kalimaE2e')
  if (shared) return chromium.connect(shared.browserEndpoint)
  return launchOwnChromium()
}

/** A Chromium of the caller's own, never the run's shared one. */
export function launchOwnChromium(): Promise<Browser> {
  return chromium.launch(launchOptions())
}

/** Starts the e2e run's one Chromium, to which {@link launchChromium} connects. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions())
}
