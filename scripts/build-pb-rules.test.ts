// The server's progress rules are the core's, bundled: the committed bundle must be what
// the build produces now, and it must behave exactly like the core.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import fc from 'fast-check'
import { progressArb } from '../packages/core/src/progress/arbitraries'
import { merge } from '../packages/core/src/progress/merge'
import { PROGRESS_LIMITS, validateProgress } from '../packages/core/src/progress/validate'
// @ts-expect-error plain ESM script without types
import { buildPbRules, outfile } from './build-pb-rules.mjs'

describe('pocketbase/pb_hooks/lib/progress-rules.cjs', () => {
  it('is up to date with packages/core/src/progress (else run `npm run build:pb`)', async () => {
    const built: string = await buildPbRules()
    expect(readFileSync(outfile, 'utf8') === built).toBe(true)
  })

  it('is plain ES2017 CommonJS: no object spread, ?. or ?? and no Object.hasOwn', () => {
    const text = readFileSync(outfile, 'utf8')
    expect(text).not.toMatch(/\?\.|\?\?|\{\s*\.\.\.|Object\.hasOwn\(|^import |^export /m)
  })

  it('behaves like the core: same validation, same merge', () => {
    const rules = createRequire(import.meta.url)(outfile)
    expect(rules.PROGRESS_LIMITS).toEqual(PROGRESS_LIMITS)
    fc.assert(
      fc.property(progressArb, progressArb, (a, b) => {
        expect(rules.merge(a, b)).toEqual(merge(a, b))
        expect(rules.mergeDelta(a, b)).toEqual(merge(a, b))
        expect(rules.validateProgress(a)).toEqual(validateProgress(a))
      }),
    )
    const forged = { version: 2, resetAt: -1, words: [], decks: {}, tests: {}, activity: {} }
    expect(rules.validateProgress(forged)).toEqual(validateProgress(forged))
  })
})
