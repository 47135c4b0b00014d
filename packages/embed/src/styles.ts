import 'virtual:kalima-widget-css'
import { widgetCss } from './widget-css'

/** The parsed stylesheet of the widgets added so far, shared by every element that adopts it. */
let sheet: { css: string; sheet: CSSStyleSheet } | undefined

const canAdopt = (root: ShadowRoot) =>
  'adoptedStyleSheets' in root &&
  typeof CSSStyleSheet === 'function' &&
  'replaceSync' in CSSStyleSheet.prototype

/**
 * Gives a shadow root the widgets' stylesheet: one parsed sheet shared by every element,
 * parsed again only when a script loaded later has added the CSS of more widgets. Call it
 * once the element's widget is loaded (its module adds the widget's CSS).
 */
export function adoptWidgetStyles(root: ShadowRoot): void {
  const css = widgetCss()
  if (canAdopt(root)) {
    try {
      if (sheet?.css !== css) {
        const parsed = new CSSStyleSheet()
        parsed.replaceSync(css)
        sheet = { css, sheet: parsed }
      }
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet.sheet]
      return
    } catch {
      // Older engines: fall through to a <style> element.
    }
  }
  const style = root.ownerDocument.createElement('style')
  style.textContent = css
  root.prepend(style)
}
