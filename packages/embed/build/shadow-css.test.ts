import { readFileSync } from 'node:fs'
import postcss from 'postcss'
import {
  dropFontFamilies,
  dropStageLayouts,
  hoistThemeToHost,
  remToPx,
  shadowSheet,
} from './shadow-css'

/** Each rule of `css` as `selector{declarations}` (at-rules by their name and params), spaces removed. */
const rules = (css: string): string[] => {
  const out: string[] = []
  postcss.parse(css).walk((node) => {
    if (node.type === 'rule')
      out.push(
        `${node.selector}{${node.nodes.map((d) => (d.type === 'decl' ? `${d.prop}:${d.value.trim()}` : '')).join(';')}}`,
      )
    if (node.type === 'atrule') out.push(`@${node.name} ${node.params}`)
  })
  return out
}

describe('hoistThemeToHost', () => {
  it("moves the theme's custom properties to :host and keeps the other declarations on .kalima", () => {
    const css = `:where(.kalima) {\n  --kalima-accent: #3b3fd8;\n  --kalima-font: 'A', serif;\n  color: var(--kalima-fg);\n}`
    expect(rules(hoistThemeToHost(css))).toEqual([
      ":host{--kalima-accent:#3b3fd8;--kalima-font:'A', serif}",
      ':where(.kalima){color:var(--kalima-fg)}',
    ])
  })

  it('moves the dark theme to the host whose theme is dark, or auto on a system set to dark, written with either quote', () => {
    for (const quote of [`'`, `"`]) {
      const css = `:where(.kalima[data-theme=${quote}dark${quote}]) { --kalima-bg: #000; color-scheme: dark; }`
      expect(rules(hoistThemeToHost(css)), quote).toEqual([
        ":host([theme~='dark' i]){--kalima-bg:#000}",
        '@media (prefers-color-scheme: dark)',
        ":host([theme~='auto' i]){--kalima-bg:#000}",
        `:where(.kalima[data-theme=${quote}dark${quote}]){color-scheme:dark}`,
      ])
    }
  })

  it('leaves a theme rule of custom properties only as a host rule, and moves one in a media query', () => {
    const css =
      '@media (prefers-reduced-motion: reduce) { :where(.kalima) { --kalima-duration: 0s; } }'
    expect(rules(hoistThemeToHost(css))).toEqual([
      '@media (prefers-reduced-motion: reduce)',
      ':host{--kalima-duration:0s}',
    ])
  })

  it('leaves other rules alone, a selector that only contains the theme selector too', () => {
    const css =
      ".kalima .kalima-button { color: red; }\nhtml :where(.kalima) { --kalima-bg: #fff; }\n:where(.kalima:lang(ur)) { --kalima-font: 'B'; }"
    expect(hoistThemeToHost(css)).toBe(css)
  })
})

describe('remToPx', () => {
  it('turns rem lengths into px at 16 px, in values and in media queries', () => {
    expect(
      remToPx(
        '.a { padding: 0.5rem 1rem; width: min(28rem, calc(100vw - 1.5rem)) }\n@media (max-width: 40rem) { .b { gap: .25rem } }',
      ),
    ).toBe(
      '.a { padding: 8px 16px; width: min(448px, calc(100vw - 24px)) }\n@media (max-width: 640px) { .b { gap: 4px } }',
    )
  })

  it('does not touch names that contain rem', () => {
    expect(remToPx('.kalima-remove { --x-1rem: 1; }')).toBe('.kalima-remove { --x-1rem: 1; }')
  })
})

describe('shadowSheet', () => {
  it('rewrites one stylesheet without the host rules, which come once per shadow root', () => {
    expect(shadowSheet('/* review */\n.kalima-review { gap: 1rem; }\n')).toBe(
      '.kalima-review { gap: 16px; }',
    )
  })

  it('drops every comment, also one inside a rule', () => {
    expect(shadowSheet('.a { /* why */ color: red; }')).not.toContain('/*')
  })

  it("puts the widgets' theme on the host, light, dark and auto: a page's rule on the element wins in each", () => {
    const theme = readFileSync(new URL('../../react/src/theme/theme.css', import.meta.url), 'utf8')
    const sheet = rules(shadowSheet(theme))
    const light = sheet.find((r) => r.startsWith(':host{'))
    const dark = sheet.find((r) => r.startsWith(":host([theme~='dark' i]){"))
    expect(light).toContain('--kalima-accent:#3b3fd8')
    expect(dark).toContain('--kalima-accent:#a9b0ff')
    // theme="auto" on a system set to dark: the same colours.
    const auto = sheet.find((r) => r.startsWith(":host([theme~='auto' i]){"))
    expect(auto?.slice(auto.indexOf('{'))).toBe(dark?.slice(dark.indexOf('{')))
    expect(sheet[sheet.indexOf(auto ?? '') - 1]).toBe('@media (prefers-color-scheme: dark)')
    // No custom property of either theme is declared on the widget's own element any more.
    const inner = sheet.filter((r) => /^:where\(\.kalima(\[data-theme=.dark.\])?\)\{/.test(r))
    expect(inner.length).toBeGreaterThan(0)
    for (const rule of inner) expect(rule).not.toMatch(/[{;]--kalima-/)
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
    expect(rules(dropStageLayouts(css))).toEqual([
      '.kalima-learn{display:grid}',
      '@media (min-width: 560px)',
      '.kalima-options{gap:1rem}',
      '@media (max-width: 699px)',
      '.kalima-words-card{padding:.5rem}',
    ])
  })

  it('keeps a media block that holds anything besides kalima-stage queries', () => {
    const css =
      '@media (max-height: 479px){.x{a:b}@container kalima-stage (min-width: 540px){.y{c:d}}}'
    expect(dropStageLayouts(css)).toBe(css)
  })

  it('reads braces inside strings as text', () => {
    const css =
      ".q::before{content:'}'}\n@media (max-height: 479px){@container kalima-stage (min-width: 540px){.y{content:'{'}}}\n.z{color:red}"
    expect(rules(dropStageLayouts(css))).toEqual([".q::before{content:'}'}", '.z{color:red}'])
  })
})
