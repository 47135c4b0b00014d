// PocketBase serving the built site (`npm run pb` passes --publicDir=site/dist): each
// prerendered page from its own file, the app shell for other paths, compressed, with
// long-lived caching only for content-hashed assets.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPocketBase, type TestPocketBase } from '../helpers/pocketbase'

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'<p>words</p>'.repeat(200)}</body></html>`

describe('PocketBase serving the site', () => {
  let pb: TestPocketBase
  let site: string
  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'kalima-site-'))
    mkdirSync(join(site, 'learn'))
    mkdirSync(join(site, 'match/surah'), { recursive: true })
    mkdirSync(join(site, 'assets'))
    writeFileSync(join(site, 'index.html'), page('shell'))
    writeFileSync(join(site, 'learn.html'), page('Learn'))
    writeFileSync(join(site, 'learn/1.html'), page('Learn 1'))
    writeFileSync(join(site, 'match/surah/112.html'), page('Match 112'))
    writeFileSync(join(site, 'assets/app-3f2a.js'), 'console.log(1)')
    mkdirSync(join(site, 'LICENSES'))
    writeFileSync(join(site, 'NOTICE.txt'), 'Kalima — notices and attributions')
    writeFileSync(join(site, 'LICENSES/OFL-1.1.txt'), 'SIL OPEN FONT LICENSE Version 1.1')
    pb = await startPocketBase({ publicDir: site })
  })
  afterAll(async () => {
    await pb?.stop()
    rmSync(site, { recursive: true, force: true })
  })

  const title = async (path: string) => {
    const response = await fetch(pb.url + path)
    expect(response.status, path).toBe(200)
    expect(response.headers.get('content-type'), path).toMatch(/text\/html/)
    return /<title>(.*)<\/title>/.exec(await response.text())?.[1]
  }

  it('serves each prerendered page from its own file, with or without a trailing slash', async () => {
    expect(await title('/learn/1')).toBe('Learn 1')
    expect(await title('/learn/1/')).toBe('Learn 1')
    expect(await title('/match/surah/112')).toBe('Match 112')
    // A path that is both a page and a folder of pages is the page, not a redirect.
    const learn = await fetch(`${pb.url}/learn`, { redirect: 'manual' })
    expect(learn.status).toBe(200)
    expect(await title('/learn')).toBe('Learn')
  })

  it('serves the app shell for paths without a page, and never a file outside the site', async () => {
    expect(await title('/learn/99')).toBe('shell')
    expect(await title('/no/such/page')).toBe('shell')
    const outside = await fetch(`${pb.url}/learn/..%2f..%2fetc%2fpasswd`)
    expect(await outside.text()).not.toMatch(/root:/)
  })

  it('serves the notices and licence texts beside the site as text', async () => {
    for (const [path, text] of [
      ['/NOTICE.txt', 'Kalima — notices and attributions'],
      ['/LICENSES/OFL-1.1.txt', 'SIL OPEN FONT LICENSE Version 1.1'],
    ]) {
      const response = await fetch(pb.url + path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/plain; charset=utf-8/)
      expect(await response.text(), path).toBe(text)
    }
  })

  it('keeps the API and compresses pages; hashed assets are cached for a year, pages revalidated', async () => {
    expect((await fetch(`${pb.url}/api/health`)).status).toBe(200)
    // Raw HTTP, so the body is seen as sent.
    const compressed = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        get(`${pb.url}/learn/1`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        }).on('error', reject)
      },
    )
    expect(compressed.headers['content-encoding']).toBe('gzip')
    expect(compressed.headers['cache-control']).toBe('no-cache')
    expect(gunzipSync(compressed.body).toString()).toContain('<title>Learn 1</title>')
    const asset = await fetch(`${pb.url}/assets/app-3f2a.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})
