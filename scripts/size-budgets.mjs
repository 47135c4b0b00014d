#!/usr/bin/env node
// Fails when a shipped size grows past its budget (run by `npm test` after the build).
// Each one-mode embed element is its own budget: any one over fails.
import { measureWidgetCost } from './react-widget-cost.mjs'
import { measureReaderSizes, measureSizes } from './sizes.mjs'

const sizes = measureSizes()
const reader = measureReaderSizes()
// Issue 14: a React app pays for the widgets it uses, not for the package (52.2 KB measured
// on 2026-11-29 for Flashcards in a provider; 101 KB while every widget came with any one).
const widgetCost = await measureWidgetCost()
/** KB gzip of JS one widget may add to a React app (issue 14 reported +68 KB). */
const WIDGET_COST_LIMIT = 60
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
  [
    'one widget in a React app (Flashcards in a provider), over React alone',
    widgetCost.extraJs,
    WIDGET_COST_LIMIT,
    { react: widgetCost.react.js, withWidget: widgetCost.widget.js, css: widgetCost.widget.css },
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
