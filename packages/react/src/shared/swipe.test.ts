import fc from 'fast-check'
import { SWIPE_MAX_MS, SWIPE_MIN_PX, swipeMove } from './PagerNav'

describe('a swipe over a card (swipeMove)', () => {
  it('turns the page as a book does: right to left is next, mirrored in a right-to-left interface', () => {
    expect(swipeMove(-120, 10, 250, false)).toBe('next')
    expect(swipeMove(120, 10, 250, false)).toBe('previous')
    expect(swipeMove(120, 10, 250, true)).toBe('next')
    expect(swipeMove(-120, 10, 250, true)).toBe('previous')
  })

  it('is no swipe when short, slow or steep (a tap, a finger resting, a scroll)', () => {
    expect(swipeMove(-(SWIPE_MIN_PX - 1), 0, 100, false)).toBeNull()
    expect(swipeMove(-SWIPE_MIN_PX, 0, 100, false)).toBe('next')
    expect(swipeMove(-200, 0, SWIPE_MAX_MS + 1, false)).toBeNull()
    expect(swipeMove(-200, 100, 100, false)).toBeNull()
    expect(swipeMove(-200, 99, 100, false)).toBe('next')
  })

  const stroke = fc.record({
    dx: fc.integer({ min: -600, max: 600 }),
    dy: fc.integer({ min: -600, max: 600 }),
    ms: fc.integer({ min: 0, max: 2000 }),
  })

  it('property: a right-to-left interface and a stroke the other way each turn the other page', () => {
    fc.assert(
      fc.property(stroke, ({ dx, dy, ms }) => {
        const ltr = swipeMove(dx, dy, ms, false)
        const other = { next: 'previous', previous: 'next' } as const
        expect(swipeMove(dx, dy, ms, true)).toBe(ltr && other[ltr])
        expect(swipeMove(-dx, dy, ms, false)).toBe(ltr && other[ltr])
        // Up or down makes no difference.
        expect(swipeMove(dx, -dy, ms, false)).toBe(ltr)
      }),
    )
  })

  it('property: a page turns only for a stroke wide enough, mostly sideways and quick', () => {
    fc.assert(
      fc.property(stroke, ({ dx, dy, ms }) => {
        const turns = swipeMove(dx, dy, ms, false) !== null
        expect(turns).toBe(
          Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > 2 * Math.abs(dy) && ms <= SWIPE_MAX_MS,
        )
      }),
    )
  })
})
