// The browser tests' shared services, started once for the whole e2e run: one headless
// Chromium (each test file connects to it and opens contexts of its own), one PocketBase and
// one static server for site/dist. A file that needs a server of its own (other environment
// variables, a restart) still starts one. Each file used to start all three itself: 30
// Chromium launches and 20 PocketBases with their migrations per run.
import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { assertChromium, launchChromiumServer } from './browser'
import { startPocketBase, superuserToken } from './pocketbase'
import { SHARED_PB_ENV, serveSiteDist } from './site'
import { ensureStorybookBuilt } from './storybook'

export default async function setup(project: TestProject) {
  // Browser tests fail loudly, before any test runs, when a prerequisite is missing.
  assertChromium()
  if (!existsSync(new URL('../../site/dist/index.html', import.meta.url))) {
    throw new Error('site/dist is missing: run `npm run build` before the browser tests.')
  }
  // Storybook built once, before any file runs (its build would take the cores from a file's
  // timed checks); a no-op when storybook-static is newer than every source.
  ensureStorybookBuilt()
  const [chromium, pb] = await Promise.all([
    launchChromiumServer(),
    startPocketBase({ env: SHARED_PB_ENV }),
  ])
  const [site, token] = await Promise.all([
    serveSiteDist({ apiOrigin: pb.url }),
    superuserToken(pb),
  ])
  project.provide('kalimaE2e', {
    browserEndpoint: chromium.wsEndpoint(),
    pbUrl: pb.url,
    siteUrl: site.url,
    token,
  })
  return async () => {
    await site.close()
    await pb.stop()
    await chromium.close()
  }
}
