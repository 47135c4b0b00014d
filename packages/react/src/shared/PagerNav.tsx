import type { KeyboardEvent } from 'react'
import { useKalima } from '../hooks/useKalima'
import { ChevronLeft, ChevronRight } from './icons'

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
  const rtl = (e.currentTarget as Element).closest('[dir]')?.getAttribute('dir') === 'rtl'
  e.preventDefault()
  onMove((e.key === 'ArrowRight') !== rtl ? 'next' : 'previous')
  return true
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
