import 'virtual:kalima-widget-css'
import { onWidgetCssAdded, widgetCss } from './widget-css'

/** The parsed stylesheet of the widgets added so far, shared by every element that adopts it. */
let sheet: { css: string; sheet: CSSStyleSheet } | undefined
/** Shadow roots' `<style>` elements, where a constructed sheet cannot be adopted. */
const styles = new Set<HTMLStyleElement>()
let following = false

const canAdopt = (root: ShadowRoot) =>
  'adoptedStyleSheets' in root &&
  typeof CSSStyleSheet === 'function' &&
  'replaceSync' in CSSStyleSheet.prototype

/** Brings every shadow root's stylesheet up to the CSS added so far (one parse for all). */
function refresh(): void {
  const css = widgetCss()
  if (sheet && sheet.css !== css) {
    sheet.sheet.replaceSync(css)
    sheet.css = css
  }
  for (const style of styles) if (style.textContent !== css) style.textContent = css
}

/**
 * Gives a shadow root the widgets' stylesheet: one parsed sheet shared by every element,
 * which follows the CSS that scripts and parts loaded later add (another element's widget,
 * a notice fetched only when it shows). Call it once the element's widget is loaded (its
 * module adds the widget's CSS).
 */
export function adoptWidgetStyles(root: ShadowRoot): void {
  if (!following) {
    following = true
    onWidgetCssAdded(refresh)
  }
  const css = widgetCss()
  if (canAdopt(root)) {
    try {
      if (!sheet) {
        const parsed = new CSSStyleSheet()
        parsed.replaceSync(css)
        sheet = { css, sheet: parsed }
      } else refresh()
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet.sheet]
      return
    } catch {
      // Older engines: fall through to a <style> element.
    }
  }
  const style = root.ownerDocument.createElement('style')
  style.textContent = css
  styles.add(style)
  root.prepend(style)
}
