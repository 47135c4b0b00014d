// The production build's mount (vite.config.ts aliases ./mount to this file): Preact's own
// render() takes over the prerendered DOM already in #root, reusing each element of the
// same type and setting every attribute, text and listener as the app renders them (unlike
// preact/compat's createRoot, which empties the container first). So the first render
// neither repaints nor shifts the page, and whatever differs from the build's render
// (a signed-in learner, a saved language) is corrected in place.
import { type ComponentChild, render } from 'preact'
import type { ReactNode } from 'react'

export function mount(container: HTMLElement, app: ReactNode) {
  render(app as ComponentChild, container)
}
