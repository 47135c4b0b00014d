// What a pseudo-localised page (every interface text as ⟦Ŧřẏ ȧɠȧíƞ ···⟧, @kalima/react's
// pseudoLocalize) still shows wrong: English that does not pass through the dictionaries, and
// text that its box clips or that pushes the page wider than the screen.
import type { Page } from 'playwright-core'

/** Findings of {@link pseudoFindings}, each naming the text concerned. */
export interface PseudoFindings {
  /** Latin words outside every marked text: interface text that no dictionary holds. */
  untranslated: string[]
  /** Texts cut off by their box (overflow hidden, wider or taller than it). */
  clipped: string[]
  /** How many px the page is wider than the viewport (0 when it fits). */
  overflow: number
}

/**
 * Inspects the text under `root` (shadow roots included). Not interface text, so never
 * marked: text in a language declared below the page or widget (Arabic, transliteration,
 * meanings and glosses, a language's own name), a widget or page in another interface
 * language than English, names and quotations marked
 * `translate="no"`, form fields, and `allowed` words (the name Kalima).
 */
export function pseudoFindings(
  page: Page,
  root: string,
  allowed: readonly string[] = [],
): Promise<PseudoFindings> {
  return page.evaluate(
    ({ root, allowed }) => {
      const skip = (element: Element | null): boolean => {
        for (let e = element; e; e = e.parentElement ?? (e.getRootNode() as ShadowRoot).host) {
          if (e instanceof HTMLElement && (e.hidden || e.getAttribute('aria-hidden') === 'true'))
            return true
          if (e.getAttribute('translate') === 'no') return true
          if (['SCRIPT', 'STYLE', 'TEXTAREA', 'CODE', 'PRE', 'svg'].includes(e.tagName)) return true
          // A text in a declared language inside a widget (a meaning, a gloss, a language's
          // own name) is content; the interface's language is the widget's or the page's.
          const lang = e.getAttribute('lang')
          if (lang !== null && !e.matches('html, .kalima, [data-kalima-widget]')) return true
          if (lang !== null) return !/^en\b/i.test(lang)
        }
        return false
      }
      const texts: string[] = []
      const clipped: string[] = []
      const visit = (node: Node) => {
        const walker = document.createTreeWalker(
          node,
          NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
        )
        for (let n: Node | null = walker.currentNode; n; n = walker.nextNode()) {
          if (n instanceof Element && n.shadowRoot) visit(n.shadowRoot)
          if (n.nodeType !== Node.TEXT_NODE || skip(n.parentElement)) continue
          const element = n.parentElement
          if (!element || element.getClientRects().length === 0) continue
          const style = getComputedStyle(element)
          if (style.visibility === 'hidden') continue
          texts.push(n.textContent ?? '')
          // A text clipped by its own box (ellipsis or overflow hidden on the element); not a
          // visually hidden label (a 1 px box for screen readers).
          if (
            style.overflow !== 'visible' &&
            element.clientWidth > 1 &&
            element.clientHeight > 1 &&
            (element.scrollWidth > element.clientWidth + 1 ||
              element.scrollHeight > element.clientHeight + 2) &&
            /⟦/.test(element.textContent ?? '')
          )
            clipped.push((element.textContent ?? '').slice(0, 80))
        }
      }
      for (const r of document.querySelectorAll(root)) visit(r)
      const unmarked = texts.join('').replace(/⟦[^⟦⟧]*⟧/g, ' ')
      const words = unmarked.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []
      return {
        untranslated: [...new Set(words.filter((w) => !allowed.includes(w)))],
        clipped: [...new Set(clipped)],
        overflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      }
    },
    { root, allowed },
  )
}
