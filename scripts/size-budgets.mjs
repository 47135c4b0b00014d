#!/usr/bin/env node
// Fails when a shipped size grows past its budget (run by `npm test` after the build).
import { measureSizes } from './sizes.mjs'

const sizes = measureSizes()
const budgets = [
  ['one language of vocabulary data (largest)', sizes.vocabulary],
  ['site first-load JS', sizes.site],
  ['one-mode embed (kalima-learn) JS', sizes.embed],
]
let failed = 0
for (const [name, { value, limit, detail }] of budgets) {
  const ok = value <= limit
  if (!ok) failed++
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name}: ${value} KB gzip (budget ${limit} KB) ${JSON.stringify(detail)}`,
  )
}
console.log(`${budgets.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
