// The production build's mount (vite.config.ts aliases ./mount to this file): Preact's own
// render() takes over the prerendered DOM already in #root, reusing each element of the
// same type and setting every attribute, text and listener as the app renders them (unlike
// preact/compat's createRoot, which empties the container first). So the first render
// neither repaints nor shifts the page, and whatever differs from the build's render
// (a signed-in learner, a saved language) is corrected in place.
import { type ComponentChild, render } from 'preact'
import type { ReactNode } from 'react'

export function mount(container: HTMLElement, app: ReactNode) {
  // Focus the visitor gave the static page (the skip link to <main>, a link reached by Tab)
  // must survive the takeover. render() diffs against the DOM's attribute names, so a
  // prerendered `tabindex` is not the app's `tabIndex`: it is removed, then set again, and
  // the browser blurs the element in between (focus falls to <body>). An element the render
  // replaced is found again by its id.
  const focused = document.activeElement
  const id = focused instanceof HTMLElement && container.contains(focused) ? focused.id : null
  render(app as ComponentChild, container)
  if (id === null) return
  const active = document.activeElement
  if (active && active !== document.body) return
  const target = (focused as HTMLElement).isConnected
    ? (focused as HTMLElement)
    : id
      ? document.getElementById(id)
      : null
  target?.focus({ preventScroll: true })
}
