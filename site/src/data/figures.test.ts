import { figures, formatCount } from './figures'

describe('formatCount', () => {
  it('writes numbers as toLocaleString("en-US") does', () => {
    for (const n of [0, 7, 42, 999, 1000, 12_345, 77_429, 100_000, 1_234_567, figures.quranWords]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
    }
  })
})
