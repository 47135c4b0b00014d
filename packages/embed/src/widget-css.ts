// The shadow roots' stylesheet, assembled at run time from the stylesheets of the widgets
// the page has loaded. In the CDN build each widget's own `import './Widget.css'` becomes a
// module that calls addWidgetCss (see build/plugins.ts), so a one-mode script carries only
// the CSS of its widget and of the shared pieces it imports; the all-elements script
// carries them all. In the npm build every stylesheet is added at once.
import { HOST_CSS } from './css'

const sheets: { order: number; css: string }[] = []
let text: string | undefined

/**
 * Adds one widget stylesheet (already rewritten for a shadow root). `order` is its place in
 * the cascade (theme first, then shared pieces, then widgets), fixed at build time, so the
 * result does not depend on the order in which scripts load.
 */
export function addWidgetCss(order: number, css: string): void {
  if (sheets.some((sheet) => sheet.order === order)) return
  sheets.push({ order, css })
  sheets.sort((a, b) => a.order - b.order)
  text = undefined
  for (const listener of listeners) listener()
}

const listeners = new Set<() => void>()

/**
 * Calls `listener` whenever a stylesheet is added: a part loaded after an element's widget
 * (a notice fetched only when it has something to say) brings its CSS then.
 */
export function onWidgetCssAdded(listener: () => void): void {
  listeners.add(listener)
}

/** The host rules and every stylesheet added so far, in cascade order. */
export function widgetCss(): string {
  text ??= HOST_CSS + sheets.map((sheet) => sheet.css).join('\n')
  return text
}
