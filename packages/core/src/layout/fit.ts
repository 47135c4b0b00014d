// The fit rule: text that does not fit its box shrinks instead of breaking inside a word.
// Pure: the shell measures (scroll and client sizes at the current scale) and applies the
// scale it returns; it repeats until the scale stops changing, since wrapping makes the
// content's size only roughly proportional to the scale.

/** Sizes measured at the current scale, in CSS pixels. */
export interface FitMeasure {
  /** Width the content needs (an element's `scrollWidth`). */
  contentWidth: number
  /** Height the content needs (`scrollHeight`, or the height of what must fit). */
  contentHeight: number
  /** Width available (`clientWidth`); `Infinity` when the width is not constrained. */
  boxWidth: number
  /** Height available; `Infinity` when the height is not constrained. */
  boxHeight: number
}

/** Bounds of {@link fitScale}. */
export interface FitOptions {
  /** The smallest scale allowed (text never shrinks below it; default 0.5). */
  min?: number
  /** Overflow below this many pixels counts as fitting (sub-pixel rounding; default 1). */
  tolerance?: number
}

/** Whether content measured at some scale fits its box (within `tolerance` px). */
export function fits(m: FitMeasure, tolerance = 1): boolean {
  return m.contentWidth <= m.boxWidth + tolerance && m.contentHeight <= m.boxHeight + tolerance
}

/**
 * The next scale (a factor on font sizes, at most 1) for content measured at `current`:
 * `current` itself when the content fits (a fixed point); otherwise smaller, in proportion to
 * the larger overflow, rounded down to 1/100 and never below `min`. Content that cannot fit
 * even at `min` stays at `min` and wraps between words.
 */
export function fitScale(current: number, m: FitMeasure, options: FitOptions = {}): number {
  const min = options.min ?? 0.5
  const tolerance = options.tolerance ?? 1
  if (!(current > 0) || !Number.isFinite(current)) throw new RangeError('scale must be > 0')
  if (!(min > 0 && min <= 1)) throw new RangeError('min must be in (0, 1]')
  const scale = Math.min(1, current)
  if (fits(m, tolerance) || !(m.contentWidth > 0 && m.contentHeight > 0)) return scale
  const ratio = Math.min(
    m.boxWidth / m.contentWidth,
    m.boxHeight / m.contentHeight,
    // Shrink by at least 1/100 so the shell's repeat always ends.
    1 - 0.01 / scale,
  )
  const next = Math.floor(scale * Math.max(ratio, 0) * 100) / 100
  return Math.max(min, Math.min(scale, next))
}
