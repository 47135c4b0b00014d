import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type FitMeasure, fitScale, fits } from './fit'

const size = fc.double({ min: 1, max: 5000, noNaN: true })
const measure = fc.record({
  contentWidth: size,
  contentHeight: size,
  boxWidth: size,
  boxHeight: size,
})
const scale = fc.double({ min: 0.05, max: 1, noNaN: true })
const minScale = fc.double({ min: 0.05, max: 1, noNaN: true })

/** Content whose size is proportional to the scale, as a single unbreakable word is. */
const proportional = (natural: FitMeasure, s: number): FitMeasure => ({
  ...natural,
  contentWidth: natural.contentWidth * s,
  contentHeight: natural.contentHeight * s,
})

describe('fitScale', () => {
  it('keeps the scale when the content fits', () => {
    expect(
      fitScale(0.8, { contentWidth: 100, contentHeight: 40, boxWidth: 100, boxHeight: 40 }),
    ).toBe(0.8)
  })

  it('shrinks a word twice as wide as its box to half size', () => {
    expect(
      fitScale(1, { contentWidth: 200, contentHeight: 40, boxWidth: 100, boxHeight: 80 }),
    ).toBe(0.5)
  })

  it('follows the larger overflow: width or height', () => {
    expect(
      fitScale(1, { contentWidth: 110, contentHeight: 400, boxWidth: 100, boxHeight: 300 }),
    ).toBe(0.75)
  })

  it('never goes below the minimum', () => {
    expect(
      fitScale(
        1,
        { contentWidth: 1000, contentHeight: 40, boxWidth: 100, boxHeight: 40 },
        { min: 0.6 },
      ),
    ).toBe(0.6)
  })

  it('treats an unconstrained box as fitting', () => {
    expect(
      fitScale(1, { contentWidth: 500, contentHeight: 900, boxWidth: 600, boxHeight: Infinity }),
    ).toBe(1)
  })

  it('rejects a scale that is not positive and a minimum out of range', () => {
    const m = { contentWidth: 1, contentHeight: 1, boxWidth: 1, boxHeight: 1 }
    expect(() => fitScale(0, m)).toThrow(RangeError)
    expect(() => fitScale(Number.NaN, m)).toThrow(RangeError)
    expect(() => fitScale(1, m, { min: 0 })).toThrow(RangeError)
    expect(() => fitScale(1, m, { min: 2 })).toThrow(RangeError)
  })

  it('stays within [min, current] and at most 1', () => {
    fc.assert(
      fc.property(scale, measure, minScale, (s, m, min) => {
        const next = fitScale(s, m, { min })
        expect(next).toBeLessThanOrEqual(Math.max(min, Math.min(1, s)))
        expect(next).toBeGreaterThanOrEqual(Math.min(min, s))
        expect(next).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('is a fixed point exactly when the content fits (or the minimum is reached)', () => {
    fc.assert(
      fc.property(scale, measure, minScale, (s, m, min) => {
        const next = fitScale(s, m, { min })
        if (fits(m)) expect(next).toBe(Math.min(1, s))
        else expect(next < s || next === min).toBe(true)
      }),
    )
  })

  it('makes proportional content fit (or reach the minimum) by repeating, in few steps', () => {
    fc.assert(
      fc.property(measure, minScale, (natural, min) => {
        let s = 1
        let steps = 0
        for (;;) {
          const next = fitScale(s, proportional(natural, s), { min })
          if (next === s) break
          s = next
          steps += 1
          expect(steps).toBeLessThan(200)
        }
        expect(fits(proportional(natural, s)) || s === min).toBe(true)
        expect(steps).toBeLessThanOrEqual(3)
      }),
    )
  })

  it('shrinks larger content at least as much (monotone in the content size)', () => {
    fc.assert(
      fc.property(measure, fc.double({ min: 1, max: 10, noNaN: true }), (m, k) => {
        const bigger = {
          ...m,
          contentWidth: m.contentWidth * k,
          contentHeight: m.contentHeight * k,
        }
        expect(fitScale(1, bigger)).toBeLessThanOrEqual(fitScale(1, m))
      }),
    )
  })
})
