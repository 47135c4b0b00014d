import fc from 'fast-check'
import { drive, makeWords } from './fixtures'
import { createWords, stepWords, type WordsEvent, wordsNav } from './words'

describe('Words', () => {
  it('counts each word visited once, the first on open', () => {
    const { state, effects } = drive(stepWords, createWords(makeWords(3)), [
      { type: 'open' },
      { type: 'next' },
      { type: 'previous' },
      { type: 'next' },
      { type: 'next' },
    ])
    expect(state.visited).toEqual(['w1', 'w2', 'w3'])
    expect(effects).toEqual([
      { type: 'viewed', wordId: 'w1' },
      { type: 'viewed', wordId: 'w2' },
      { type: 'viewed', wordId: 'w3' },
      { type: 'complete', result: { seen: 3, total: 3 } },
    ])
  })

  it('Previous is disabled on the first word and Next on the last', () => {
    const s = createWords(makeWords(2))
    expect(wordsNav(s)).toEqual({ canPrevious: false, canNext: true })
    expect(stepWords(s, { type: 'previous' }).state).toBe(s)
    const last = stepWords(s, { type: 'next' }).state
    expect(wordsNav(last)).toEqual({ canPrevious: true, canNext: false })
    expect(stepWords(last, { type: 'next' }).state).toBe(last)
  })

  it('property: index within 1..total and visited unique', () => {
    const event = fc.constantFrom<WordsEvent>(
      { type: 'open' },
      { type: 'next' },
      { type: 'previous' },
      { type: 'speak' },
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.array(event, { maxLength: 40 }),
        (n, events) => {
          let s = createWords(makeWords(n))
          for (const e of events) {
            s = stepWords(s, e).state
            expect(s.index).toBeGreaterThanOrEqual(0)
            expect(s.index).toBeLessThanOrEqual(Math.max(0, n - 1))
            expect(new Set(s.visited).size).toBe(s.visited.length)
          }
        },
      ),
    )
  })
})
