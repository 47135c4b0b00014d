// The admin UI's allow-list matcher (pocketbase/pb_hooks/lib/ip.js), run under Node.
import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

// A CommonJS file for PocketBase's JS engine (the repository's .js files are ES modules to
// Node), evaluated as PocketBase's require() does.
const module = { exports: {} }
runInNewContext(
  readFileSync(new URL('../pocketbase/pb_hooks/lib/ip.js', import.meta.url), 'utf8'),
  { module, exports: module.exports },
)
const ip = module.exports as {
  parseAllowList(text: string): unknown[]
  ipAllowed(address: string, ranges: unknown[]): boolean
}

describe('KALIMA_ADMIN_ALLOW matching', () => {
  const ranges = ip.parseAllowList('127.0.0.1/32, 10.0.0.0/8 192.168.1.7,::1, 2001:db8::/32')

  it('matches IPv4 addresses and blocks, and their IPv4-mapped IPv6 forms', () => {
    expect(ip.ipAllowed('127.0.0.1', ranges)).toBe(true)
    expect(ip.ipAllowed('127.0.0.2', ranges)).toBe(false)
    expect(ip.ipAllowed('10.200.3.4', ranges)).toBe(true)
    expect(ip.ipAllowed('11.0.0.1', ranges)).toBe(false)
    expect(ip.ipAllowed('192.168.1.7', ranges)).toBe(true)
    expect(ip.ipAllowed('192.168.1.8', ranges)).toBe(false)
    expect(ip.ipAllowed('::ffff:10.1.2.3', ranges)).toBe(true)
  })

  it('matches IPv6 addresses and blocks, compressed or not', () => {
    expect(ip.ipAllowed('::1', ranges)).toBe(true)
    expect(ip.ipAllowed('0:0:0:0:0:0:0:1', ranges)).toBe(true)
    expect(ip.ipAllowed('[::1]', ranges)).toBe(true)
    expect(ip.ipAllowed('2001:db8:1::5', ranges)).toBe(true)
    expect(ip.ipAllowed('2001:db9::5', ranges)).toBe(false)
    expect(ip.ipAllowed('fe80::1%eth0', ranges)).toBe(false)
  })

  it('refuses anything that is not an address, and matches nothing it cannot read', () => {
    expect(() => ip.parseAllowList('localhost')).toThrow(/KALIMA_ADMIN_ALLOW: "localhost"/)
    expect(() => ip.parseAllowList('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/)
    expect(() => ip.parseAllowList('1.2.3.256')).toThrow()
    expect(ip.ipAllowed('not-an-ip', ranges)).toBe(false)
    expect(ip.ipAllowed('', ranges)).toBe(false)
  })
})
