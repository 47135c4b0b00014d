import fontCss from 'virtual:kalima-font-css'
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
 * parsed again only when a script loaded later has added the CSS of more widgets.
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

/** Id of the page's one <style> of Kalima fonts. */
export const FONT_STYLE_ID = 'kalima-embed-fonts'

/**
 * Declares the fonts once per page, in document.head: @font-face inside a shadow root is
 * not applied reliably. Two scripts or twenty elements still add one <style>.
 */
export function declareFontsOnce(doc: Document = document): void {
  if (!fontCss || doc.getElementById(FONT_STYLE_ID)) return
  const style = doc.createElement('style')
  style.id = FONT_STYLE_ID
  style.textContent = fontCss
  doc.head.append(style)
}
