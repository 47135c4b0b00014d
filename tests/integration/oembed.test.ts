// The oEmbed endpoint (pb_hooks/oembed.pb.js, lib/oembed.js) on a real PocketBase: a page
// or iframe URL of the site becomes the iframe of its study mode; anything else is refused
// with the status oEmbed prescribes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPocketBase, type TestPocketBase } from '../helpers/pocketbase'

describe('GET /api/kalima/oembed', () => {
  let pb: TestPocketBase
  beforeAll(async () => {
    pb = await startPocketBase()
  })
  afterAll(async () => {
    await pb?.stop()
  })

  const oembed = async (query: Record<string, string>) => {
    const response = await fetch(`${pb.url}/api/kalima/oembed?${new URLSearchParams(query)}`)
    return { status: response.status, body: await response.json(), headers: response.headers }
  }
  const iframeSrc = (html: string) =>
    /<iframe src="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')

  it("answers a mode page's URL with a rich embed of its iframe page", async () => {
    const { status, body, headers } = await oembed({ url: `${pb.url}/match/surah/112` })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Kalima',
      provider_url: `${pb.url}/`,
      title: 'Kalima: Match',
      width: 720,
      height: 640,
    })
    expect(iframeSrc(body.html)).toBe(`${pb.url}/embed/frame/match?surah=112`)
    expect(body.html).toContain('title="Kalima: Match"')
    expect(headers.get('access-control-allow-origin')).toBe('*')
    const lesson = await oembed({ url: '/learn/3', format: 'json' })
    expect(iframeSrc(lesson.body.html)).toBe(`${pb.url}/embed/frame/learn?category=3`)
  })

  it('keeps the element attributes of an iframe URL, drops other parameters, honours maxwidth', async () => {
    const { status, body } = await oembed({
      url: `${pb.url}/embed/frame/test?category=3&lang=ur&theme=dark&onload=alert(1)`,
      maxwidth: '300',
      maxheight: '5000',
    })
    expect(status).toBe(200)
    expect(iframeSrc(body.html)).toBe(`${pb.url}/embed/frame/test?category=3&lang=ur&theme=dark`)
    expect(body).toMatchObject({ width: 300, height: 640 })
    expect(body.html).toContain('width="300" height="640"')
  })

  it('escapes what it echoes: a quote in a value cannot leave the src attribute', async () => {
    const { body } = await oembed({
      url: `/embed/frame/learn?lang=${encodeURIComponent('"><script>')}`,
    })
    expect(body.html).not.toContain('<script>')
    expect(body.html).not.toMatch(/src="[^"]*"[^ ]/)
  })

  it('refuses other sites, unknown pages, a missing url and formats other than JSON', async () => {
    expect((await oembed({ url: 'https://elsewhere.example/learn/3' })).status).toBe(404)
    expect((await oembed({ url: `${pb.url}/about` })).status).toBe(404)
    expect((await oembed({ url: `${pb.url}/embed/frame/quiz` })).status).toBe(404)
    expect((await oembed({ url: `${pb.url}/review/3` })).status).toBe(404)
    const missing = await oembed({})
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/url parameter is required/)
    expect((await oembed({ url: `${pb.url}/learn/1`, format: 'xml' })).status).toBe(501)
  })
})
