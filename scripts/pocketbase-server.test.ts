// The pieces of how Kalima runs PocketBase that need no server: listen addresses, CORS
// origins, the settings encryption key, and the security headers' parsing (the start
// scripts and the e2e test run the rest against a real PocketBase).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM module without types
import { corsOrigins, encryptionKey, isLoopback, serveArgs } from '../pocketbase/server.mjs'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('listen addresses', () => {
  it('tells loopback from public addresses', () => {
    for (const host of ['127.0.0.1:8090', 'localhost:8090', '[::1]:8090', '127.1.2.3:80']) {
      expect(isLoopback(host), host).toBe(true)
    }
    for (const host of [
      '0.0.0.0:8090',
      ':8090',
      '[::]:8090',
      '192.168.1.5:8090',
      'kalima.app:80',
    ]) {
      expect(isLoopback(host), host).toBe(false)
    }
  })
})

describe('CORS origins', () => {
  it('default to the app URL, the server and the dev server; KALIMA_CORS_ORIGINS replaces them', () => {
    expect(
      corsOrigins(
        { KALIMA_APP_URL: 'https://kalima.example/app/' },
        { host: '0.0.0.0:8090', devServer: 'http://127.0.0.1:5173' },
      ),
    ).toEqual([
      'https://kalima.example',
      'http://127.0.0.1:8090',
      'http://127.0.0.1:5173',
      'http://localhost:5173',
    ])
    expect(corsOrigins({}, { host: '127.0.0.1:8090' })).toEqual(['http://127.0.0.1:8090'])
    expect(
      corsOrigins(
        { KALIMA_CORS_ORIGINS: 'https://a.example, https://b.example' },
        { host: '127.0.0.1:8090' },
      ),
    ).toEqual(['https://a.example', 'https://b.example'])
    expect(() => corsOrigins({ KALIMA_APP_URL: 'kalima' }, { host: '127.0.0.1:8090' })).toThrow(
      /KALIMA_APP_URL/,
    )
  })

  it('are always passed to serve, never left to PocketBase’s default (any origin)', () => {
    const args = serveArgs({
      host: '127.0.0.1:8090',
      dataDir: '/d',
      origins: ['https://k.example'],
    })
    expect(args).toContain('--origins=https://k.example')
    expect(args).toContain('--dev=false')
    expect(args).toContain('--encryptionEnv=KALIMA_PB_ENCRYPTION_KEY')
    expect(() => serveArgs({ host: '127.0.0.1:8090', dataDir: '/d', origins: [] })).toThrow()
  })
})

describe('the settings encryption key', () => {
  it('is generated once into a 0600 file, then read back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kalima-key-'))
    dirs.push(dir)
    const first = encryptionKey(dir, {})
    expect(first.source).toBe('generated')
    expect(first.key).toHaveLength(32)
    expect(statSync(first.file).mode & 0o777).toBe(0o600)
    const again = encryptionKey(dir, {})
    expect(again).toEqual({ ...first, source: 'file' })
    expect(readFileSync(first.file, 'utf8').trim()).toBe(first.key)
  })

  it('comes from KALIMA_PB_ENCRYPTION_KEY when set, which must be 32 characters', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kalima-key-'))
    dirs.push(dir)
    const key = 'k'.repeat(32)
    expect(encryptionKey(dir, { KALIMA_PB_ENCRYPTION_KEY: key })).toMatchObject({
      key,
      source: 'env',
    })
    expect(() => encryptionKey(dir, { KALIMA_PB_ENCRYPTION_KEY: 'short' })).toThrow(
      /exactly 32 characters \(it has 5\)/,
    )
  })
})

describe('security headers (pb_hooks/lib/headers.js)', () => {
  const module = { exports: {} }
  runInNewContext(
    readFileSync(new URL('../pocketbase/pb_hooks/lib/headers.js', import.meta.url), 'utf8'),
    { module, exports: module.exports },
  )
  const headers = module.exports as {
    parseHeaders(text: string, path?: string): [string, string | null][]
    hstsValue(env: (name: string) => string): string
  }

  it('reads the /* block of a _headers file', () => {
    const text =
      "# comment\n/*\n  Content-Security-Policy: default-src 'self'\n  X-A: b\n/other\n  X-C: d\n"
    expect(headers.parseHeaders(text)).toEqual([
      ['Content-Security-Policy', "default-src 'self'"],
      ['X-A', 'b'],
    ])
  })

  it("gives a path every matching rule's headers in order: later values win, `!` detaches", () => {
    const text = [
      '/*',
      '  Content-Security-Policy: frame-ancestors none',
      '  X-Frame-Options: DENY',
      '/embed/v1/*',
      '  Access-Control-Allow-Origin: *',
      '  Cache-Control: public, max-age=3600',
      '/embed/v1/chunks/*',
      '  ! Cache-Control',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/embed/frame/*',
      '  ! Content-Security-Policy',
      '  ! X-Frame-Options',
      '  Content-Security-Policy: frame-ancestors *',
    ].join('\n')
    expect(headers.parseHeaders(text, '/learn/1')).toEqual([
      ['Content-Security-Policy', 'frame-ancestors none'],
      ['X-Frame-Options', 'DENY'],
    ])
    expect(headers.parseHeaders(text, '/embed/v1/chunks/element-abc.js')).toEqual([
      ['Content-Security-Policy', 'frame-ancestors none'],
      ['X-Frame-Options', 'DENY'],
      ['Access-Control-Allow-Origin', '*'],
      ['Cache-Control', 'public, max-age=31536000, immutable'],
    ])
    expect(headers.parseHeaders(text, '/embed/frame/learn')).toEqual([
      ['X-Frame-Options', null],
      ['Content-Security-Policy', 'frame-ancestors *'],
    ])
    // A pattern is not a regular expression: its dots are dots.
    expect(headers.parseHeaders('/a.b\n  X: 1\n', '/aXb')).toEqual([])
  })

  it('sends HSTS for an https app URL or when KALIMA_HSTS asks, never when it is off', () => {
    const env = (values: Record<string, string>) => (name: string) => values[name] ?? ''
    expect(headers.hstsValue(env({}))).toBe('')
    expect(headers.hstsValue(env({ KALIMA_APP_URL: 'http://localhost:8090' }))).toBe('')
    expect(headers.hstsValue(env({ KALIMA_APP_URL: 'https://kalima.app' }))).toBe(
      'max-age=31536000',
    )
    expect(
      headers.hstsValue(env({ KALIMA_APP_URL: 'https://kalima.app', KALIMA_HSTS: 'off' })),
    ).toBe('')
    expect(headers.hstsValue(env({ KALIMA_HSTS: 'on' }))).toBe('max-age=31536000')
    expect(headers.hstsValue(env({ KALIMA_HSTS: 'max-age=63072000; includeSubDomains' }))).toBe(
      'max-age=63072000; includeSubDomains',
    )
  })
})
