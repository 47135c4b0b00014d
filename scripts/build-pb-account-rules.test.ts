// The server's account rules are the core's, bundled: the committed bundle must be what the
// build produces now, and it must answer exactly like the core.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import fc from 'fast-check'
import * as core from '../packages/core/src/accounts/rules'
// @ts-expect-error plain ESM script without types
import { accountEntry, accountOutfile, buildPbRules } from './build-pb-rules.mjs'

describe('pocketbase/pb_hooks/lib/account-rules.cjs', () => {
  it('is up to date with packages/core/src/accounts (else run `npm run build:pb`)', async () => {
    const built: string = await buildPbRules(accountEntry)
    expect(readFileSync(accountOutfile, 'utf8') === built).toBe(true)
  })

  it('is plain ES2017 CommonJS: no ?. or ?? and no import/export', () => {
    const text = readFileSync(accountOutfile, 'utf8')
    expect(text).not.toMatch(/\?\.|\?\?|\{\s*\.\.\.|^import |^export /m)
  })

  it('behaves like the core', () => {
    const rules = createRequire(import.meta.url)(accountOutfile)
    const samples = [...core.COMMON_PASSWORDS, 'aaaaaaaaaa', 'correct-horse-battery', 'short', '']
    for (const s of samples) expect(rules.checkPassword(s)).toBe(core.checkPassword(s))
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (a, b) => {
        expect(rules.checkNewPassword(a, b)).toBe(core.checkNewPassword(a, b))
        expect(rules.normalizeEmail(a)).toBe(core.normalizeEmail(a))
        expect(rules.isSingleLine(a)).toBe(core.isSingleLine(a))
      }),
    )
  })
})
