import { type FitMeasure, fitScale } from '@kalima/core'
import { type RefObject, useLayoutEffect, useRef } from 'react'

/** What {@link useFit} makes fit. */
export interface UseFitOptions {
  /**
   * `'width'`: the element's own text in its width (a word wider than its box shrinks
   * instead of breaking; text still wraps between words). `'container'`: the whole element
   * in its parent's height and its own width, when the parent has a fixed height (the
   * site's phone layout); in a parent of automatic height it always fits and nothing shrinks.
   */
  within: 'width' | 'container'
  /** CSS variable the scale is written to; the element's font sizes multiply it. */
  variable: string
  /** The smallest scale (core's {@link fitScale} default 0.5). */
  min?: number
  /** Fitting starts again from full size when this changes (a new word, a new question). */
  resetKey?: unknown
}

// Layout effects do not run on the server; the prerendered page paints at full size.
const useIsoLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

function measure(el: HTMLElement, within: UseFitOptions['within']): FitMeasure {
  if (within === 'width') {
    return {
      contentWidth: el.scrollWidth,
      contentHeight: 1,
      boxWidth: el.clientWidth,
      boxHeight: Number.POSITIVE_INFINITY,
    }
  }
  const parent = el.parentElement
  return {
    contentWidth: el.scrollWidth,
    contentHeight: el.offsetHeight,
    boxWidth: el.clientWidth,
    boxHeight: parent ? parent.clientHeight : Number.POSITIVE_INFINITY,
  }
}

/**
 * Applies the core fit rule ({@link fitScale}) to an element: measures it, writes the scale to
 * `variable` and repeats until the rule's fixed point. It fits again when the box changes size
 * (rotation, a resized window) and, shrinking only, when the content grows.
 */
export function useFit<T extends HTMLElement>(
  ref: RefObject<T | null>,
  { within, variable, min, resetKey }: UseFitOptions,
): void {
  const box = useRef('')
  useIsoLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const boxOf = () =>
      within === 'width'
        ? String(el.clientWidth)
        : `${el.clientWidth}x${el.parentElement?.clientHeight ?? 0}`
    const run = (reset: boolean) => {
      let scale = reset ? 1 : Number(el.style.getPropertyValue(variable)) || 1
      el.style.setProperty(variable, String(scale))
      for (let i = 0; i < 8; i++) {
        const next = fitScale(scale, measure(el, within), { min })
        if (next === scale) break
        scale = next
        el.style.setProperty(variable, String(scale))
      }
      box.current = boxOf()
    }
    run(true)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (!el.isConnected) return
      run(boxOf() !== box.current)
    })
    observer.observe(el)
    if (within === 'container' && el.parentElement) observer.observe(el.parentElement)
    return () => observer.disconnect()
  }, [ref, within, variable, min, resetKey])
}
