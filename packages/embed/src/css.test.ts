import {
  dropFontFamilies,
  dropStageLayouts,
  HOST_CSS,
  hoistThemeToHost,
  remToPx,
  shadowCss,
  shadowSheet,
} from './css'

describe('hoistThemeToHost', () => {
  it("moves the theme's custom properties to :host and keeps the other declarations on .kalima", () => {
    const css = `:where(.kalima) {\n  --kalima-accent: #3b3fd8;\n  --kalima-font: 'A', serif;\n  color: var(--kalima-fg);\n}`
    expect(hoistThemeToHost(css)).toBe(
      ":host{--kalima-accent: #3b3fd8;--kalima-font: 'A', serif}:where(.kalima){color: var(--kalima-fg)}",
    )
  })

  it('moves the dark theme to the host whose theme attribute is dark', () => {
    const css = `:where(.kalima[data-theme='dark']) { --kalima-bg: #000; color-scheme: dark; }`
    expect(hoistThemeToHost(css)).toBe(
      ":host([theme='dark' i]){--kalima-bg: #000}:where(.kalima[data-theme='dark']){color-scheme: dark}",
    )
  })

  it('leaves other rules alone', () => {
    const css = '.kalima .kalima-button { color: red; }'
    expect(hoistThemeToHost(css)).toBe(css)
  })
})

describe('remToPx', () => {
  it('turns rem lengths into px at 16 px', () => {
    expect(remToPx('padding: 0.5rem 1rem; width: min(28rem, calc(100vw - 1.5rem))')).toBe(
      'padding: 8px 16px; width: min(448px, calc(100vw - 24px))',
    )
  })

  it('does not touch names that contain rem', () => {
    expect(remToPx('.kalima-remove { --x-1rem: 1; }')).toBe('.kalima-remove { --x-1rem: 1; }')
  })
})

describe('shadowCss', () => {
  it('starts with the host rules and drops comments', () => {
    const out = shadowCss('/* theme */\n:where(.kalima) { --kalima-radius: 14px; }')
    expect(out.startsWith(HOST_CSS)).toBe(true)
    expect(out).not.toContain('/*')
    expect(out).toContain(':host{--kalima-radius: 14px}')
  })
})

describe('shadowSheet', () => {
  it('rewrites one stylesheet without the host rules, which come once per shadow root', () => {
    expect(shadowSheet('/* review */\n.kalima-review { gap: 1rem; }\n')).toBe(
      '.kalima-review { gap: 16px; }',
    )
  })
})

describe('dropFontFamilies', () => {
  const face = (family: string, file: string) =>
    `@font-face {\n  font-family: '${family}';\n  src: url('${file}.woff2') format('woff2');\n}`

  it('drops the faces of the families named and keeps every other face', () => {
    const css = [
      '/* generated */',
      face('Noto Sans Bengali', 'sans-bengali'),
      face('Aref Ruqaa', 'ruqaa'),
      face('Noto Nastaliq Urdu', 'nastaliq'),
      face('Hind Siliguri', 'hind'),
    ].join('\n')
    const out = dropFontFamilies(css, ['Aref Ruqaa', 'Hind Siliguri'])
    expect(out.match(/@font-face/g)).toHaveLength(2)
    expect(out).toContain("url('sans-bengali.woff2')")
    expect(out).toContain("url('nastaliq.woff2')")
    expect(out).not.toMatch(/ruqaa|hind|generated/)
  })
})

describe('dropStageLayouts', () => {
  it("drops the sideways layouts, which need the site's kalima-stage container, and keeps every other rule", () => {
    const css = [
      '.kalima-learn{display:grid}',
      '@media (min-width: 560px){.kalima-options{gap:1rem}}',
      '@media (orientation: landscape) and (max-height: 479px){@container kalima-stage (min-width: 540px){.kalima .kalima-learn{grid-template-columns:1fr 1fr}.a>.b{grid-area:x}}}',
      '@media (max-width: 699px){.kalima-words-card{padding:.5rem}}',
    ].join('\n')
    expect(dropStageLayouts(css)).toBe(
      [
        '.kalima-learn{display:grid}',
        '@media (min-width: 560px){.kalima-options{gap:1rem}}',
        '',
        '@media (max-width: 699px){.kalima-words-card{padding:.5rem}}',
      ].join('\n'),
    )
  })

  it('keeps a media block that holds anything besides kalima-stage queries', () => {
    const css =
      '@media (max-height: 479px){.x{a:b}@container kalima-stage (min-width: 540px){.y{c:d}}}'
    expect(dropStageLayouts(css)).toBe(css)
  })
})
