// The widgets' @font-face rules, declared once per page in the document (a @font-face inside
// a shadow root is not applied reliably). A constructed stylesheet adopted by the document
// is not an inline <style>, so a page's strict `style-src 'self'` does not block it and no
// 'unsafe-inline' or hash is needed; engines without constructable stylesheets get a <style>.
import fontCss from 'virtual:kalima-font-css'

/** Id of the fallback <style> of Kalima fonts (engines without adoptedStyleSheets). */
export const FONT_STYLE_ID = 'kalima-embed-fonts'

/** Marks a document whose fonts are declared; shared by every copy of the script on a page. */
const DECLARED = Symbol.for('kalima-embed.fonts')

type FontDocument = Document & { [DECLARED]?: CSSStyleSheet | HTMLStyleElement }

/** The stylesheet of Kalima's fonts a document holds, if any (tests and tools read it). */
export function declaredFonts(
  doc: Document = document,
): CSSStyleSheet | HTMLStyleElement | undefined {
  return (doc as FontDocument)[DECLARED]
}

/**
 * Declares the fonts once per document: two scripts or twenty elements still add one
 * stylesheet. Returns the stylesheet (or the fallback <style>).
 */
export function declareFontsOnce(
  doc: Document = document,
): CSSStyleSheet | HTMLStyleElement | undefined {
  const target = doc as FontDocument
  if (!fontCss) return undefined
  const existing = target[DECLARED] ?? doc.getElementById(FONT_STYLE_ID) ?? undefined
  if (existing) {
    target[DECLARED] = existing as CSSStyleSheet | HTMLStyleElement
    return target[DECLARED]
  }
  const view = doc.defaultView
  if (view && 'adoptedStyleSheets' in doc && 'replaceSync' in view.CSSStyleSheet.prototype) {
    try {
      // The sheet must come from the document's own window to be adopted by it.
      const sheet = new view.CSSStyleSheet()
      sheet.replaceSync(fontCss)
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
      target[DECLARED] = sheet
      return sheet
    } catch {
      // Fall through to a <style> element.
    }
  }
  const style = doc.createElement('style')
  style.id = FONT_STYLE_ID
  style.textContent = fontCss
  doc.head.append(style)
  target[DECLARED] = style
  return style
}
