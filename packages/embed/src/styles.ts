import 'virtual:kalima-widget-css'
import { onWidgetCssAdded, widgetCss } from './widget-css'

/** The parsed stylesheet of the widgets added so far, shared by every element that adopts it. */
let sheet: CSSStyleSheet | undefined
/** Shadow roots' `<style>` elements, where a constructed sheet cannot be adopted. */
const styles = new Set<HTMLStyleElement>()

// CSS that scripts and parts add later (another element's widget, a notice fetched only when
// it shows) reaches every shadow root that has the widgets' stylesheet: one parse for all.
onWidgetCssAdded(() => {
  const css = widgetCss()
  sheet?.replaceSync(css)
  for (const style of styles) style.textContent = css
})

const canAdopt = (root: ShadowRoot) =>
  'adoptedStyleSheets' in root &&
  typeof CSSStyleSheet === 'function' &&
  'replaceSync' in CSSStyleSheet.prototype

/**
 * Gives a shadow root the widgets' stylesheet: one parsed sheet shared by every element, kept
 * up to date as more CSS is added. Call it once the element's widget is loaded (its module
 * adds the widget's CSS).
 */
export function adoptWidgetStyles(root: ShadowRoot): void {
  if (canAdopt(root)) {
    try {
      if (!sheet) {
        const parsed = new CSSStyleSheet()
        parsed.replaceSync(widgetCss())
        sheet = parsed
      }
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      return
    } catch {
      // Older engines: fall through to a <style> element.
    }
  }
  const style = root.ownerDocument.createElement('style')
  style.textContent = widgetCss()
  styles.add(style)
  root.prepend(style)
}
