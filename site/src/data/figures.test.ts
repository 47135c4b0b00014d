import { coverage } from '@kalima/core'
import { figures, formatCount } from './figures'

describe('formatCount', () => {
  it('writes numbers as toLocaleString("en-US") does', () => {
    for (const n of [0, 7, 42, 999, 1000, 12_345, 77_429, 100_000, 1_234_567, figures.quranWords]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
    }
  })
})

describe('figures', () => {
  it('give coverage with the pronouns from the data, above the 600 words alone', () => {
    const cov = coverage()
    expect(figures.coverageWithPronounsExact).toBe(cov.withPronouns?.percent)
    expect(figures.coveredWithPronouns).toBe(cov.withPronouns?.covered)
    expect(figures.coverageWithPronounsPercent).toBe(Math.round(figures.coverageWithPronounsExact))
    expect(figures.coveredWithPronouns).toBeGreaterThan(figures.coveredWords)
    expect(figures.pronouns).toBe(22)
  })
})
