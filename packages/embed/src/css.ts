// Turns the widgets' stylesheet into the stylesheet of an element's shadow root.
// Runs at build time (see vite.config.ts and tsup.config.ts); pure, so it is unit-tested.

/** Root font size the widgets' `rem` lengths were designed for. */
const REM_PX = 16

/**
 * Rules of the shadow root around the widget.
 * - The theme's defaults move to `:host`, so a page's own rule on the element
 *   (`kalima-learn { --kalima-accent: teal }`) wins over them.
 * - The wrapper resets every inherited property (`all: initial`), so a page's
 *   `* { color: red !important }` on the host does not reach the widget.
 * - Font choices are set inline by the widgets; the page's `--kalima-font-arabic`
 *   is carried past that inline value under another name.
 */
export const HOST_CSS = `:host{display:block;--kalima-host-font-arabic:var(--kalima-font-arabic)}
:host([hidden]){display:none}
.kalima-embed{all:initial;display:block;direction:ltr;unicode-bidi:isolate}
.kalima-embed .kalima,.kalima-embed .kalima-widget{--kalima-font-arabic:var(--kalima-host-font-arabic)!important}
.kalima-embed-storage-warning{margin-block-end:12px}
`

const THEME_BLOCK = /:where\(\.kalima(\[data-theme='dark'\])?\)\s*\{([^{}]*)\}/g

/** Moves the custom properties of the theme's `:where(.kalima)` rules to `:host`. */
export function hoistThemeToHost(css: string): string {
  return css.replace(THEME_BLOCK, (_whole, dark: string | undefined, body: string) => {
    const declarations = body
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
    const variables = declarations.filter((d) => d.startsWith('--'))
    const others = declarations.filter((d) => !d.startsWith('--'))
    const host = dark ? `:host([theme='dark' i])` : ':host'
    const inner = dark ? `.kalima[data-theme='dark']` : '.kalima'
    let out = variables.length ? `${host}{${variables.join(';')}}` : ''
    if (others.length) out += `:where(${inner}){${others.join(';')}}`
    return out
  })
}

/** Replaces `rem` lengths by px: a page's `html { font-size: 62.5% }` must not shrink the widget. */
export function remToPx(css: string): string {
  return css.replace(/(^|[^\w.-])(\d*\.?\d+)rem\b/g, (_whole, before: string, n: string) => {
    const px = Math.round(Number(n) * REM_PX * 100) / 100
    return `${before}${px}px`
  })
}

const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '')

/**
 * Drops every `@media` block whose rules all sit in `@container kalima-stage` queries: the
 * layouts for a phone held sideways, which apply only inside a container of that name (the
 * site's study page). An element's shadow root names none (its host may be in a narrow column
 * or shrink to its content), so they would never apply there.
 */
export function dropStageLayouts(css: string): string {
  let out = ''
  let at = 0
  for (;;) {
    const start = css.indexOf('@media', at)
    if (start < 0) return out + css.slice(at)
    const open = css.indexOf('{', start)
    let depth = 1
    let end = open + 1
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth++
      else if (css[end] === '}') depth--
      end++
    }
    const inner = css.slice(open + 1, end - 1).trim()
    const onlyStage = /^(@container\s+kalima-stage\b[^{]*\{[\s\S]*\}\s*)+$/.test(inner)
    out += css.slice(at, start) + (onlyStage ? '' : css.slice(start, end))
    at = end
  }
}

/** One widget stylesheet rewritten for a shadow root: no comments, theme on `:host`, px. */
export function shadowSheet(css: string): string {
  return remToPx(hoistThemeToHost(dropStageLayouts(stripComments(css)))).trim()
}

/** The shadow root's stylesheet from the widgets' CSS (theme first). */
export function shadowCss(widgetCss: string): string {
  return HOST_CSS + shadowSheet(widgetCss)
}

/**
 * The @font-face rules of `fontCss` without the faces of `families` (font choices an element
 * never shows): their rules would cost every element's script, and their files the package.
 */
export function dropFontFamilies(fontCss: string, families: readonly string[]): string {
  return stripComments(fontCss)
    .replace(/@font-face\s*\{[^}]*\}/g, (rule) => {
      const family = /font-family:\s*['"]?([^;'"]+)/.exec(rule)?.[1]
      return family && families.includes(family) ? '' : rule
    })
    .replace(/\n\s*\n/g, '\n')
}
