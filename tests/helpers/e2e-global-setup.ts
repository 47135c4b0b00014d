import { existsSync } from 'node:fs'
import { assertChromium } from './browser'

// Browser tests fail loudly, before any test runs, when a prerequisite is missing.
export default function setup() {
  assertChromium()
  if (!existsSync(new URL('../../site/dist/index.html', import.meta.url))) {
    throw new Error('site/dist is missing: run `npm run build` before the browser tests.')
  }
}
