import { coverage } from '@kalima/core'
import { figures } from './figures'

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
