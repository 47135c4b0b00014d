import fontCss from 'virtual:kalima-font-css'
import widgetCss from 'virtual:kalima-widget-css'

let sheet: CSSStyleSheet | undefined

const canAdopt = (root: ShadowRoot) =>
  'adoptedStyleSheets' in root &&
  typeof CSSStyleSheet === 'function' &&
  'replaceSync' in CSSStyleSheet.prototype

/** Gives a shadow root the widgets' stylesheet: one parsed sheet shared by every element. */
export function adoptWidgetStyles(root: ShadowRoot): void {
  if (canAdopt(root)) {
    try {
      if (!sheet) {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(widgetCss)
      }
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      return
    } catch {
      // Older engines: fall through to a <style> element.
    }
  }
  const style = root.ownerDocument.createElement('style')
  style.textContent = widgetCss
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
