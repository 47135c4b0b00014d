import fc from 'fast-check'
import { mulberry32, randomInt, shuffle } from '.'

describe('seeded randomness', () => {
  it('mulberry32 repeats for a seed and stays in [0, 1)', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const xs = Array.from({ length: 100 }, () => a())
    expect(xs).toEqual(Array.from({ length: 100 }, () => b()))
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true)
    expect(mulberry32(43)()).not.toBe(xs[0])
  })

  it('shuffle is a permutation and leaves the input untouched', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(), (xs, seed) => {
        const copy = xs.slice()
        const out = shuffle(xs, mulberry32(seed))
        expect(xs).toEqual(copy)
        expect(out.slice().sort()).toEqual(copy.slice().sort())
      }),
    )
  })

  it('randomInt stays below n even when random returns almost 1', () => {
    expect(randomInt(() => 0.9999999999, 3)).toBe(2)
  })
})
