import { type RefObject, useEffect } from 'react'

/**
 * On a study page, a key pressed while nothing has the focus (the page itself, as on
 * arrival) goes to the study widget in `container`: Space flips a flashcard, ← and → move,
 * 1 and 2 grade, as they do once the card has the focus, and the widget then keeps the focus.
 * A key the widget does not take does what it did (Space scrolls the page). The embed does
 * not do this: on a host's page, Space and the arrows belong to the page.
 */
export function useCardKeys(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const doc = container.current?.ownerDocument
    if (!doc) return
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.key === 'Tab') return
      // Nothing focused: the event's target is the body. (A forwarded key's is the widget.)
      if (e.target !== doc.body && e.target !== doc.documentElement) return
      const widget = container.current?.querySelector<HTMLElement>('[data-kalima-widget]')
      if (!widget) return
      const forwarded = new KeyboardEvent('keydown', {
        key: e.key,
        code: e.code,
        shiftKey: e.shiftKey,
        bubbles: true,
        cancelable: true,
      })
      widget.dispatchEvent(forwarded)
      if (!forwarded.defaultPrevented) return
      e.preventDefault()
      widget.focus({ preventScroll: true })
    }
    // On the window: the widgets' own page-level keys (digits, on the document) come first.
    const view = doc.defaultView
    view?.addEventListener('keydown', onKey)
    return () => view?.removeEventListener('keydown', onKey)
  }, [container])
}
