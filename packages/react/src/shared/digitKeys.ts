import { type RefObject, useEffect, useRef } from 'react'
import { fromTextField } from './dom'

/**
 * Digits 1–`count` pick an option as soon as the question shows, wherever focus is on the
 * page (nothing focused, a link of the site's bar…), except in a text field, a dialog or
 * another Kalima widget (which keeps its own keys). With several widgets on a page and nothing
 * focused, the first one listening answers and the others see the key as handled.
 */
export function useDigitKeys(
  root: RefObject<HTMLElement | null>,
  count: number,
  pick: (index: number) => void,
  active: boolean,
): void {
  const latest = useRef(pick)
  latest.current = pick
  useEffect(() => {
    const el = root.current
    if (!active || !el) return
    const doc = el.ownerDocument
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return
      const n = Number(e.key)
      if (!(Number.isInteger(n) && n >= 1 && n <= count)) return
      // Inside shadow roots (the embed) the event's target is the host: the path has the truth.
      const path = e.composedPath()
      const target = path[0] ?? e.target
      if (fromTextField(target)) return
      if (!path.includes(el)) {
        const elsewhere = path.some(
          (node) =>
            node instanceof Element &&
            (node.localName === 'dialog' || node.hasAttribute('data-kalima-widget')),
        )
        if (elsewhere) return
      }
      e.preventDefault()
      latest.current(n - 1)
    }
    doc.addEventListener('keydown', onKey)
    return () => doc.removeEventListener('keydown', onKey)
  }, [root, count, active])
}
