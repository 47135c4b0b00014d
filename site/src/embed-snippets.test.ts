import {
  configuredEmbedOrigin,
  frameSnippet,
  frameUrl,
  resizeHelper,
  scriptSnippet,
} from './embed-snippets'

const origin = 'https://kalima.example'

describe('embed snippets', () => {
  it('points the script snippet at the origin that serves /embed/v1/', () => {
    expect(
      scriptSnippet(origin, { mode: 'match', deck: { kind: 'surah', id: 112 }, lang: 'ur' }),
    ).toBe(
      '<script type="module" src="https://kalima.example/embed/v1/kalima-embed.js"></script>\n<kalima-match surah="112" lang="ur"></kalima-match>',
    )
  })

  it('turns the element attributes into the frame URL query, escaped in the iframe', () => {
    const choice = { mode: 'learn', deck: { kind: 'lesson', id: 3 }, lang: 'bn' } as const
    expect(frameUrl(origin, choice)).toBe(
      'https://kalima.example/embed/frame/learn?category=3&lang=bn',
    )
    expect(frameSnippet(origin, choice)).toBe(
      '<iframe src="https://kalima.example/embed/frame/learn?category=3&amp;lang=bn" title="Kalima: Learn" width="100%" height="640" style="border:0" loading="lazy"></iframe>',
    )
    expect(resizeHelper(origin)).toContain('https://kalima.example/embed/v1/kalima-frame-resize.js')
  })

  it('writes a dark or automatic theme into both snippets, and leaves the default light out', () => {
    const choice = { mode: 'words', deck: { kind: 'lesson', id: 1 }, lang: 'en' } as const
    expect(scriptSnippet(origin, { ...choice, theme: 'auto' })).toContain(
      '<kalima-words category="1" lang="en" theme="auto"></kalima-words>',
    )
    expect(frameUrl(origin, { ...choice, theme: 'dark' })).toBe(
      'https://kalima.example/embed/frame/words?category=1&lang=en&theme=dark',
    )
    expect(scriptSnippet(origin, { ...choice, theme: 'light' })).toBe(scriptSnippet(origin, choice))
    expect(frameUrl(origin, { ...choice, theme: 'light' })).toBe(frameUrl(origin, choice))
  })

  it("names the frame in the title it is given, in the webmaster's language, escaped", () => {
    const choice = { mode: 'test', deck: { kind: 'surah', id: 112 }, lang: 'bn' } as const
    expect(frameSnippet(origin, choice, 'Kalima: পরীক্ষা')).toContain('title="Kalima: পরীক্ষা"')
    expect(frameSnippet(origin, choice, 'Quiz "A" & <B>')).toContain(
      'title="Quiz &quot;A&quot; &amp; &lt;B>"',
    )
  })

  it('reads the configured CDN origin without a trailing slash, empty when unset', () => {
    expect(configuredEmbedOrigin('https://cdn.example.org/kalima/ ')).toBe(
      'https://cdn.example.org/kalima',
    )
    expect(configuredEmbedOrigin(undefined)).toBe('')
  })
})
