import { pageUrl, siteUrlOf } from './page-links'

describe('page addresses (hreflang, canonical)', () => {
  it('are root-relative without the public address, absolute with it', () => {
    expect(pageUrl(undefined, '/', '/ur/learn/1')).toBe('/ur/learn/1')
    expect(pageUrl('https://kalima.app', '/', '/ur/learn/1')).toBe('https://kalima.app/ur/learn/1')
    expect(pageUrl('https://example.org/kalima', '/', '/flash')).toBe(
      'https://example.org/kalima/flash',
    )
  })

  it('take the public address without its trailing slash, and refuse one that is not a URL', () => {
    expect(siteUrlOf(undefined)).toBeUndefined()
    expect(siteUrlOf(' ')).toBeUndefined()
    expect(siteUrlOf('https://kalima.app/')).toBe('https://kalima.app')
    expect(() => siteUrlOf('kalima.app')).toThrow('VITE_KALIMA_SITE_URL must be an absolute URL')
    expect(() => siteUrlOf('ftp://kalima.app')).toThrow('must be an http(s) URL')
  })
})
