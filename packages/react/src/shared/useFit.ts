import { type FitMeasure, fitScale } from '@kalima/core'
import type { RefObject } from 'react'
import { useIsoLayoutEffect } from './useIsoLayoutEffect'

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
 * Applies the core fit rule ({@link fitScale}) to an element: from full size, measures it,
 * writes the scale to `variable` and repeats until the rule's fixed point. It fits again, from
 * full size, whenever the element or its box changes size (fonts loaded, rotation, new text):
 * the fit ends at the size it had, so the observer is not woken again by its own change.
 */
export function useFit<T extends HTMLElement>(
  ref: RefObject<T | null>,
  { within, variable, min, resetKey }: UseFitOptions,
): void {
  useIsoLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const parent = within === 'container' ? el.parentElement : null
    // The sizes the observer reports, as the last fit left them.
    const sizes = () =>
      `${el.clientWidth} ${el.clientHeight} ${parent?.clientWidth} ${parent?.clientHeight}`
    let fitted = ''
    const run = () => {
      let scale = 1
      el.style.setProperty(variable, '1')
      // Content that does not shrink with the text (a verse box of fixed height) needs more
      // steps; each one shrinks by at least 1/100, so this ends by the minimum.
      for (let i = 0; i < 60; i++) {
        const next = fitScale(scale, measure(el, within), { min })
        if (next === scale) break
        scale = next
        el.style.setProperty(variable, String(scale))
      }
      fitted = sizes()
    }
    run()
    if (typeof ResizeObserver === 'undefined') return
    // An observer reports every element once as it starts; with the sizes the fit just left,
    // that first report (and any after which nothing has changed) is not fitted again.
    const observer = new ResizeObserver(() => {
      if (el.isConnected && sizes() !== fitted) run()
    })
    observer.observe(el)
    if (parent) observer.observe(parent)
    return () => observer.disconnect()
  }, [ref, within, variable, min, resetKey])
}
