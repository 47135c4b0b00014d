// axe-core in a Chromium page: the serious and critical violations, one line each.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/**
 * Runs axe on the page's document and lists its serious and critical violations as
 * `"<where>: axe <impact> <rule> (<help>) at <targets>"`. axe comes from node_modules unless
 * the page already has it (Storybook's a11y addon, which may be running it: then it waits).
 * Evaluated through the DevTools protocol, so a page's Content-Security-Policy does not block it.
 */
export async function seriousAxeViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE)
  const violations = (await page.evaluate(async () => {
    type Axe = { run: (ctx: unknown, o: unknown) => Promise<{ violations: unknown[] }> }
    const axe = (window as unknown as { axe: Axe }).axe
    for (let attempt = 0; ; attempt++) {
      try {
        return (await axe.run(document, { resultTypes: ['violations'] })).violations
      } catch (error) {
        if (attempt > 50 || !String(error).includes('already running')) throw error
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  })) as AxeViolation[]
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: axe ${v.impact} ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
}
