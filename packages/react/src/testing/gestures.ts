// Gestures for this package's own tests (not exported from @kalima/react/testing).
import { fireEvent } from '@testing-library/react'

/**
 * A stroke over `el` as a browser reports it: pointer down, pointer up `dx` pixels sideways
 * and `dy` down (at once, so well within a swipe's time), then the click a browser may end
 * it (a pointer's click: `detail` 1), unless `click` is false (Chrome ends a finger's swipe
 * with none). `pointerType` 'touch' is a finger; 'mouse' a drag with the mouse.
 */
export function stroke(
  el: Element,
  dx: number,
  {
    dy = 0,
    pointerType = 'touch',
    click = true,
  }: { dy?: number; pointerType?: 'touch' | 'pen' | 'mouse'; click?: boolean } = {},
): void {
  const at = { pointerId: 7, pointerType, isPrimary: true }
  fireEvent.pointerDown(el, { ...at, clientX: 200, clientY: 300 })
  fireEvent.pointerUp(el, { ...at, clientX: 200 + dx, clientY: 300 + dy })
  if (click) fireEvent.click(el, { clientX: 200 + dx, clientY: 300 + dy, detail: 1 })
}
