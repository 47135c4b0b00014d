import { nextDeck } from './next-deck'

describe('Next Category', () => {
  it('goes from lesson n to n + 1 and has none after lesson 12', () => {
    expect(nextDeck({ kind: 'lesson', id: 3 })).toEqual({ kind: 'lesson', id: 4 })
    expect(nextDeck({ kind: 'lesson', id: 12 })).toBeNull()
  })

  it('goes to the next surah deck in home order (114 → 89) and has none after 89', () => {
    expect(nextDeck({ kind: 'surah', id: 114 })).toEqual({ kind: 'surah', id: 113 })
    expect(nextDeck({ kind: 'surah', id: 89 })).toBeNull()
  })
})
