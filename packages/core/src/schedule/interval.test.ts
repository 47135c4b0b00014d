import fc from 'fast-check'
import { dueInterval } from './interval'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe("a grade button's interval", () => {
  it('reads in minutes, hours, days, then months', () => {
    expect(dueInterval(0)).toEqual({ value: 1, unit: 'minute' })
    expect(dueInterval(10 * MIN)).toEqual({ value: 10, unit: 'minute' })
    expect(dueInterval(59 * MIN)).toEqual({ value: 59, unit: 'minute' })
    expect(dueInterval(60 * MIN)).toEqual({ value: 1, unit: 'hour' })
    expect(dueInterval(23 * HOUR)).toEqual({ value: 23, unit: 'hour' })
    expect(dueInterval(3 * DAY)).toEqual({ value: 3, unit: 'day' })
    expect(dueInterval(59 * DAY)).toEqual({ value: 59, unit: 'day' })
    expect(dueInterval(90 * DAY)).toEqual({ value: 3, unit: 'month' })
  })

  it('never shows less than 1, and a longer wait never reads shorter', () => {
    const order = { minute: 0, hour: 1, day: 2, month: 3 }
    const size = { minute: MIN, hour: HOUR, day: DAY, month: 30 * DAY }
    fc.assert(
      fc.property(fc.nat(400 * DAY), fc.nat(400 * DAY), (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a]
        const x = dueInterval(short)
        const y = dueInterval(long)
        expect(x.value).toBeGreaterThanOrEqual(1)
        expect(order[x.unit] <= order[y.unit]).toBe(true)
        if (x.unit === y.unit) expect(x.value).toBeLessThanOrEqual(y.value)
        // Within half a unit, and a unit of rounding of the unit below it.
        expect(Math.abs(x.value * size[x.unit] - Math.max(short, MIN))).toBeLessThanOrEqual(
          size[x.unit],
        )
      }),
    )
  })
})
