import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * Renders the app into #root. With React (dev server, tests) the container's content is
 * replaced; the production build swaps in mount.preact.ts, which reuses the prerendered DOM.
 */
export function mount(container: HTMLElement, app: ReactNode) {
  createRoot(container).render(app)
}
