// Turns the widgets' stylesheets into the stylesheets of an element's shadow root (after
// src/css.ts's HOST_CSS), on PostCSS's tree of each sheet. Runs at build time (plugins.ts, for
// vite.config.ts, tsup.config.ts and Storybook); pure, so it is unit-tested.

import postcss, { type Declaration, type Root } from 'postcss'

/** Root font size the widgets' `rem` lengths were designed for. */
const REM_PX = 16

/**
 * The theme's rules whose custom properties move to the host, by their selector: the light
 * theme to `:host`, the dark one to the host whose `theme` attribute is dark, in any case and
 * with spaces around it (as the element's attribute parser reads it: then its widget is dark),
 * and to the host whose `theme` is `auto` when the system prefers dark.
 * Either quote, as a formatter may write them.
 */
const THEME_RULE = /^:where\(\.kalima(\[data-theme=(["']?)dark\2\])?\)$/

/** Moves the custom properties of the theme's `:where(.kalima)` rules to `:host`. */
function hoistTheme(root: Root): void {
  root.walkRules((rule) => {
    const theme = THEME_RULE.exec(rule.selector.trim())
    if (!theme) return
    const variables = rule.nodes.filter(
      (node): node is Declaration => node.type === 'decl' && node.variable,
    )
    if (!variables.length) return
    const host = postcss.rule({ selector: theme[1] ? ":host([theme~='dark' i])" : ':host' })
    for (const variable of variables) host.append(variable.remove())
    rule.before(host)
    // `theme="auto"`: the dark colours when the visitor's system asks for dark.
    if (theme[1])
      rule.before(
        postcss
          .atRule({ name: 'media', params: '(prefers-color-scheme: dark)' })
          .append(host.clone({ selector: ":host([theme~='auto' i])" })),
      )
    if (!rule.nodes.length) rule.remove()
  })
}

/** Replaces `rem` lengths in `text` (a value, a media query) by px at {@link REM_PX}. */
const remLengthsToPx = (text: string) =>
  text.replace(/(^|[^\w.-])(\d*\.?\d+)rem\b/g, (_whole, before: string, n: string) => {
    const px = Math.round(Number(n) * REM_PX * 100) / 100
    return `${before}${px}px`
  })

/** Replaces `rem` lengths by px: a page's `html { font-size: 62.5% }` must not shrink the widget. */
function remsToPx(root: Root): void {
  root.walkDecls((decl) => {
    decl.value = remLengthsToPx(decl.value)
  })
  root.walkAtRules((rule) => {
    rule.params = remLengthsToPx(rule.params)
  })
}

/**
 * Drops every `@media` block whose rules all sit in `@container kalima-stage` queries: the
 * layouts for a phone held sideways, which apply only inside a container of that name (the
 * site's study page). An element's shadow root names none (its host may be in a narrow column
 * or shrink to its content), so they would never apply there.
 */
function dropStage(root: Root): void {
  root.walkAtRules('media', (media) => {
    const inner = media.nodes ?? []
    const onlyStage = inner.every(
      (node) =>
        node.type === 'atrule' && node.name === 'container' && /^kalima-stage\b/.test(node.params),
    )
    if (inner.length && onlyStage) media.remove()
  })
}

/** Parses `css` without its comments, applies `steps` in order and prints it. */
function rewrite(css: string, ...steps: ((root: Root) => void)[]): string {
  const root = postcss.parse(css)
  root.walkComments((comment) => {
    comment.remove()
  })
  for (const step of steps) step(root)
  return root.toString()
}

/** Moves the custom properties of the theme's `:where(.kalima)` rules to `:host`. */
export const hoistThemeToHost = (css: string): string => rewrite(css, hoistTheme)

/** Replaces `rem` lengths by px: a page's `html { font-size: 62.5% }` must not shrink the widget. */
export const remToPx = (css: string): string => rewrite(css, remsToPx)

/** {@link dropStage} on a stylesheet. */
export const dropStageLayouts = (css: string): string => rewrite(css, dropStage)

/** One widget stylesheet rewritten for a shadow root: no comments, theme on `:host`, px. */
export function shadowSheet(css: string): string {
  return rewrite(css, dropStage, hoistTheme, remsToPx).trim()
}

/**
 * The @font-face rules of `fontCss` without the faces of `families` (font choices an element
 * never shows): their rules would cost every element's script, and their files the package.
 */
export function dropFontFamilies(fontCss: string, families: readonly string[]): string {
  return rewrite(fontCss, (root) =>
    root.walkAtRules('font-face', (face) => {
      let family: string | undefined
      face.walkDecls('font-family', (decl) => {
        family = decl.value.trim().replace(/^(['"])(.*)\1$/, '$2')
      })
      if (family !== undefined && families.includes(family)) face.remove()
    }),
  )
}
