import { pathIn, pathLanguage } from './language'

describe('interface language in the URL', () => {
  it('reads the language prefix and the path inside it', () => {
    expect(pathLanguage('/ur/learn/1')).toEqual({ lang: 'ur', path: '/learn/1' })
    expect(pathLanguage('/bn')).toEqual({ lang: 'bn', path: '/' })
    expect(pathLanguage('/learn/1')).toEqual({ lang: 'en', path: '/learn/1' })
    // English lives at the root; unknown codes are ordinary paths (a 404 page).
    expect(pathLanguage('/en/learn/1')).toEqual({ lang: 'en', path: '/en/learn/1' })
    expect(pathLanguage('/fr/about')).toEqual({ lang: 'en', path: '/fr/about' })
    expect(pathLanguage('/about')).toEqual({ lang: 'en', path: '/about' })
  })

  it('builds the same page in another language, back and forth', () => {
    expect(pathIn('ur', '/learn/1')).toBe('/ur/learn/1')
    expect(pathIn('en', '/learn/1')).toBe('/learn/1')
    expect(pathIn('zh', '/')).toBe('/zh')
    expect(pathIn('en', '/')).toBe('/')
    for (const path of ['/learn/1', '/match/surah/112', '/about', '/'])
      for (const lang of ['en', 'bn', 'ur'] as const)
        expect(pathLanguage(pathIn(lang, path))).toEqual({ lang, path })
  })
})
