import { type KeyboardEvent, type MouseEvent, type PointerEvent, useRef } from 'react'
import { useKalima } from '../hooks/useKalima'
import { ChevronLeft, ChevronRight } from './icons'

/** Whether `el` is in a right-to-left interface (the nearest `dir`). */
const inRtl = (el: Element): boolean => el.closest('[dir]')?.getAttribute('dir') === 'rtl'

/**
 * The arrow key towards the reading direction moves next, the other previous: ArrowRight
 * is next in a left-to-right interface, ArrowLeft in a right-to-left one (Urdu), as the
 * buttons are mirrored. Whether the key was one of them.
 */
export function pagerArrowKey(
  e: KeyboardEvent,
  onMove: (type: 'next' | 'previous') => void,
): boolean {
  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return false
  e.preventDefault()
  onMove((e.key === 'ArrowRight') !== inRtl(e.currentTarget as Element) ? 'next' : 'previous')
  return true
}

/** The shortest stroke that turns a page, in CSS pixels. */
export const SWIPE_MIN_PX = 48
/** The longest stroke that turns a page, in ms: a slower drag is a finger resting or reading. */
export const SWIPE_MAX_MS = 800

/**
 * The page a finger's stroke turns to, or null for a stroke that is no swipe: one at least
 * {@link SWIPE_MIN_PX} wide, more than twice as wide as tall, within {@link SWIPE_MAX_MS}.
 * As a book's page turns, a stroke towards the start of the reading direction moves next:
 * right to left in a left-to-right interface, left to right in a right-to-left one (Urdu),
 * as the Previous and Next buttons are mirrored. `dx`, `dy`: the stroke in pixels.
 */
export function swipeMove(
  dx: number,
  dy: number,
  ms: number,
  rtl: boolean,
): 'next' | 'previous' | null {
  if (ms > SWIPE_MAX_MS || Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= 2 * Math.abs(dy))
    return null
  return dx < 0 !== rtl ? 'next' : 'previous'
}

/**
 * Event props that turn pages by swiping over an element with a finger or pen, as the arrow
 * keys do ({@link swipeMove}; a mouse drag selects text as it always did). The element
 * needs `touch-action: pan-y` (`[data-kalima-swipe]` in the theme), so the browser leaves
 * sideways strokes to the page and still scrolls up and down. The click that would end a
 * swipe (a card's flip) is dropped.
 */
export function usePagerSwipe(onMove: (type: 'next' | 'previous') => void) {
  const start = useRef<{ id: number; x: number; y: number; at: number } | null>(null)
  const swiped = useRef(false)
  return {
    'data-kalima-swipe': '',
    onPointerDown: (e: PointerEvent) => {
      swiped.current = false
      start.current =
        e.pointerType === 'mouse' || !e.isPrimary
          ? null
          : { id: e.pointerId, x: e.clientX, y: e.clientY, at: e.timeStamp }
    },
    onPointerUp: (e: PointerEvent) => {
      const from = start.current
      start.current = null
      if (!from || from.id !== e.pointerId) return
      const move = swipeMove(
        e.clientX - from.x,
        e.clientY - from.y,
        e.timeStamp - from.at,
        inRtl(e.currentTarget),
      )
      if (!move) return
      swiped.current = true
      onMove(move)
    },
    onPointerCancel: () => {
      start.current = null
    },
    onClickCapture: (e: MouseEvent) => {
      // Only the click of the stroke itself: a key's click (detail 0) still flips.
      if (!swiped.current || e.detail === 0) return
      swiped.current = false
      e.preventDefault()
      e.stopPropagation()
    },
  }
}

/** Previous and Next with the counter 'n / total' between them (`.kalima-nav`). */
export function PagerNav({
  index,
  total,
  canPrevious,
  canNext,
  onMove,
  counterPart,
}: {
  /** 0-based index of the current item. */
  index: number
  total: number
  canPrevious: boolean
  canNext: boolean
  onMove: (type: 'next' | 'previous') => void
  /** `data-kalima-part` of the counter, if any. */
  counterPart?: string
}) {
  const { t } = useKalima()
  return (
    <div className="kalima-nav">
      <button
        type="button"
        className="kalima-button"
        onClick={() => onMove('previous')}
        disabled={!canPrevious}
      >
        <ChevronLeft />
        {t('common.previous')}
      </button>
      <span className="kalima-counter" aria-live="polite" data-kalima-part={counterPart}>
        {t('common.counter', { n: index + 1, total })}
      </span>
      <button
        type="button"
        className="kalima-button"
        onClick={() => onMove('next')}
        disabled={!canNext}
      >
        {t('common.next')}
        <ChevronRight />
      </button>
    </div>
  )
}
