import { type RefObject, useEffect, useRef } from 'react'
import { fromTextField } from './dom'

/** What a page-wide key handler gets besides the event: where the key came from. */
export interface PageKey {
  /** The event's real target (inside a shadow root, the event's target is its host). */
  target: EventTarget | null
  /** The event's composed path. */
  path: EventTarget[]
  /** The widget's root element and its document. */
  el: HTMLElement
  doc: Document
}

/**
 * A keydown listener on the widget's document while `active`, modifiers (Alt, Ctrl, Meta) and
 * handled keys left alone: `handle` returns true when it takes the key, which is then
 * prevented. The latest `handle` is called (no re-subscription per render).
 */
export function usePageKeys(
  root: RefObject<HTMLElement | null>,
  handle: (e: KeyboardEvent, where: PageKey) => boolean,
  active: boolean,
  deps: readonly unknown[] = [],
): void {
  const latest = useRef(handle)
  latest.current = handle
  useEffect(() => {
    const el = root.current
    if (!active || !el) return
    const doc = el.ownerDocument
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return
      const path = e.composedPath()
      if (latest.current(e, { target: path[0] ?? e.target, path, el, doc })) e.preventDefault()
    }
    doc.addEventListener('keydown', onKey)
    return () => doc.removeEventListener('keydown', onKey)
  }, [root, active, ...deps])
}

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
  usePageKeys(
    root,
    (e, { target, path, el }) => {
      const n = Number(e.key)
      if (!(Number.isInteger(n) && n >= 1 && n <= count)) return false
      if (fromTextField(target)) return false
      if (!path.includes(el)) {
        const elsewhere = path.some(
          (node) =>
            node instanceof Element &&
            (node.localName === 'dialog' || node.hasAttribute('data-kalima-widget')),
        )
        if (elsewhere) return false
      }
      pick(n - 1)
      return true
    },
    active,
    [count],
  )
}
