#!/usr/bin/env node
// Fails when a shipped size grows past its budget (run by `npm test` after the build).
// Each one-mode embed element is its own budget: any one over fails.
import { measureReaderSizes, measureSizes } from './sizes.mjs'

const sizes = measureSizes()
const reader = measureReaderSizes()
const budgets = [
  [
    `one language of vocabulary data (largest: ${sizes.vocabulary.largest})`,
    sizes.vocabulary.value,
    sizes.vocabulary.limit,
    sizes.vocabulary.detail,
  ],
  [
    `reader data of the median surah, one language (largest: ${reader.median.largest})`,
    reader.median.value,
    reader.median.limit,
    reader.median.detail,
  ],
  [
    `reader data of Al-Baqarah, one language (largest: ${reader.baqarah.largest})`,
    reader.baqarah.value,
    reader.baqarah.limit,
    reader.baqarah.detail,
  ],
  [
    `UI dictionary every page loads, one language (largest: ${sizes.dictionary.largest})`,
    sizes.dictionary.value,
    sizes.dictionary.limit,
    sizes.dictionary.detail,
  ],
  ['site first-load JS', sizes.site.value, sizes.site.limit, sizes.site.detail],
  [
    "the reader's code in the site's first load",
    sizes.readerInFirstLoad.value,
    sizes.readerInFirstLoad.limit,
    sizes.readerInFirstLoad.detail,
  ],
  [
    'embed loader kalima-embed.js on a page with no element',
    sizes.loader.value,
    sizes.loader.limit,
  ],
  ...Object.entries(sizes.embed.detail).map(([mode, value]) => [
    `one-mode embed <kalima-${mode}> JS, all-in`,
    value,
    sizes.embed.limit,
  ]),
]
let failed = 0
for (const [name, value, limit, detail] of budgets) {
  const ok = value <= limit
  if (!ok) failed++
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name}: ${value} KB gzip (budget ${limit} KB)${detail ? ` ${JSON.stringify(detail)}` : ''}`,
  )
}
console.log(`${budgets.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
