// Lighthouse (mobile, the default form factor) on the built site, driving
// Debian's Chromium through chrome-launcher. Median of repeated runs per page.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { assertChromium } from '../tests/helpers/browser'
import { type Figure, median, record } from './lib/results'
import { type ServedSite, serveSite } from './lib/site'

const RUNS = 3
const PAGES = [
  { name: 'home', path: '/flash' },
  { name: 'Learn page', path: '/learn/1' },
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const
const GOALS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
}

describe('lighthouse', () => {
  let site: ServedSite
  let chrome: chromeLauncher.LaunchedChrome
  beforeAll(async () => {
    site = await serveSite()
    chrome = await chromeLauncher.launch({
      chromePath: assertChromium(),
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
  })
  afterAll(async () => {
    await chrome?.kill()
    await site?.close()
  })

  it('scores the home page and a Learn page', async () => {
    const figures: Figure[] = []
    for (const page of PAGES) {
      const scores: Record<string, number[]> = {}
      const audits: Record<string, Set<string>> = {}
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${site.url}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        })
        const lhr = result?.lhr
        if (!lhr) throw new Error(`Lighthouse returned no report for ${page.path}`)
        for (const category of CATEGORIES) {
          const score = Math.round((lhr.categories[category]?.score ?? 0) * 100)
          scores[category] = [...(scores[category] ?? []), score]
          // Remember what cost points, for the report.
          const failing = (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id)
          audits[category] = new Set([...(audits[category] ?? []), ...failing])
        }
      }
      for (const category of CATEGORIES) {
        const value = median(scores[category] ?? [])
        const goal = GOALS[category]
        figures.push({
          id: `lighthouse.${page.name}.${category}`,
          figure: `Lighthouse mobile ${category}, ${page.name} (${page.path})`,
          goal: `≥ ${goal}`,
          value,
          unit: 'score',
          met: value >= goal,
          miss:
            value < goal
              ? `by ${goal - value}; audits: ${[...(audits[category] ?? [])].join(', ')}`
              : undefined,
          how: `lighthouse ${RUNS} runs, default mobile emulation and throttling, median; built site served locally with PocketBase`,
          detail: { runs: (scores[category] ?? []).join('/') },
        })
      }
    }
    record('lighthouse', figures)
    expect(figures.length).toBe(PAGES.length * CATEGORIES.length)
  })
})
