import fc from 'fast-check'
import { deckIdOf } from '../progress/record'
import { DECK_MODES, isStudyMode, STUDY_MODES } from '../study-modes'
import {
  allDecks,
  DECK_PATH_IDS,
  deckAttribute,
  deckFromId,
  deckFromPath,
  deckPath,
  isDeck,
  LESSON_IDS,
  LESSON_RANGE,
  lessonDecks,
  nextDeck,
  PRONOUNS_DECK,
  parseDeck,
  readingDeck,
  reviewPath,
  SURAH_DECK_RANGE,
  studyPageOf,
  surahDecks,
} from './decks'

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

describe('the one list of modes and decks', () => {
  it('lists the six modes in mode-bar order, five of them on a deck', () => {
    expect(STUDY_MODES).toEqual(['words', 'flashcards', 'learn', 'test', 'match', 'review'])
    expect(DECK_MODES).toEqual(['words', 'flashcards', 'learn', 'test', 'match'])
    expect(isStudyMode('review')).toBe(true)
    expect(isStudyMode('quiz')).toBe(false)
  })

  it('lists lessons 1–12, the Pronouns deck, then surah decks 114 down to 89, each once', () => {
    const decks = allDecks()
    expect(LESSON_RANGE).toEqual({ min: 1, max: 12 })
    expect(SURAH_DECK_RANGE).toEqual({ min: 89, max: 114 })
    expect(decks).toHaveLength(12 + 1 + 26)
    expect(decks.slice(0, 12).map(deckIdOf)).toEqual(LESSON_IDS.map(String))
    expect(decks[12]).toEqual({ kind: 'pronouns' })
    expect(decks[13]).toEqual({ kind: 'surah', id: 114 })
    expect(decks.at(-1)).toEqual({ kind: 'surah', id: 89 })
    expect(lessonDecks()).toEqual(decks.slice(0, 12))
    expect(surahDecks()).toEqual(decks.slice(13))
    expect(new Set(decks.map(deckIdOf)).size).toBe(decks.length)
    // Next Category walks the same order.
    for (const [i, d] of decks.entries()) {
      const next = decks[i + 1]
      expect(nextDeck(d)).toEqual(
        next && next.kind === d.kind && d.kind !== 'pronouns' ? next : null,
      )
    }
  })

  it('parses a deck input: numbers up to 12 are lessons, larger ones surah decks', () => {
    expect(parseDeck(undefined)).toEqual({ kind: 'lesson', id: 1 })
    expect(parseDeck(7)).toEqual({ kind: 'lesson', id: 7 })
    expect(parseDeck(112)).toEqual({ kind: 'surah', id: 112 })
    expect(parseDeck({ kind: 'surah', id: 90 })).toEqual({ kind: 'surah', id: 90 })
  })

  it('turns progress keys back into decks, refusing unknown ones', () => {
    for (const d of allDecks()) expect(deckFromId(deckIdOf(d))).toEqual(d)
    expect(deckFromId('13')).toBeUndefined()
    expect(deckFromId('surah-2')).toBeUndefined()
    expect(deckFromId('lesson-1')).toBeUndefined()
  })

  it('writes and reads deck paths; an unknown deck in a path is lesson 1', () => {
    expect(deckPath('learn', { kind: 'lesson', id: 3 })).toBe('/learn/3')
    expect(deckPath('match', { kind: 'surah', id: 112 })).toBe('/match/surah/112')
    expect(deckFromPath({ id: '3' })).toEqual({ kind: 'lesson', id: 3 })
    expect(deckFromPath({ surah: '112' })).toEqual({ kind: 'surah', id: 112 })
    expect(deckFromPath({})).toEqual({ kind: 'lesson', id: 1 })
    // Review: of a deck from the reader, that surah's words; of any other, the whole queue.
    expect(reviewPath(readingDeck(67))).toBe('/review/read/67')
    expect(reviewPath({ kind: 'lesson', id: 3 })).toBe('/review')
    expect(reviewPath()).toBe('/review')
    for (const bad of [{ id: '13' }, { id: '1.5' }, { id: 'x' }, { surah: '88' }, { surah: '' }]) {
      expect(deckFromPath(bad)).toEqual({ kind: 'lesson', id: 1 })
    }
  })
})

describe('the Pronouns deck', () => {
  it('is named "pronouns" as a progress key, a path and a deck input, and is a deck', () => {
    expect(deckIdOf(PRONOUNS_DECK)).toBe('pronouns')
    expect(deckFromId('pronouns')).toEqual({ kind: 'pronouns' })
    expect(parseDeck('pronouns')).toEqual({ kind: 'pronouns' })
    expect(parseDeck({ kind: 'pronouns' })).toEqual({ kind: 'pronouns' })
    expect(isDeck(PRONOUNS_DECK)).toBe(true)
    expect(deckPath('learn', PRONOUNS_DECK)).toBe('/learn/pronouns')
    expect(deckFromPath({ id: 'pronouns' })).toEqual({ kind: 'pronouns' })
    // Under /surah/ the word names no surah: lesson 1, as for any unknown deck.
    expect(deckFromPath({ surah: 'pronouns' })).toEqual({ kind: 'lesson', id: 1 })
    expect(deckFromId('Pronouns')).toBeUndefined()
    expect(DECK_PATH_IDS).toEqual([...LESSON_IDS.map(String), 'pronouns'])
    for (const mode of DECK_MODES) {
      const [, , id] = deckPath(mode, PRONOUNS_DECK).split('/')
      expect(deckFromPath({ id })).toEqual(PRONOUNS_DECK)
    }
  })

  it('has no Next Category, and no deck leads to it', () => {
    expect(nextDeck(PRONOUNS_DECK)).toBeNull()
    for (const d of allDecks()) expect(nextDeck(d)).not.toEqual(PRONOUNS_DECK)
  })
})

describe('a deck from the reader (the words of a surah the learner does not know yet)', () => {
  it('exists for surahs 1–114, named read-67, /learn/read/67 and read="67"', () => {
    const mulk = readingDeck(67)
    expect(mulk).toEqual({ kind: 'reading', id: 67 })
    expect(deckIdOf(mulk)).toBe('read-67')
    expect(deckFromId('read-67')).toEqual(mulk)
    expect(deckPath('test', mulk)).toBe('/test/read/67')
    expect(deckFromPath({ read: '67' })).toEqual(mulk)
    expect(deckAttribute(mulk)).toEqual({ name: 'read', value: '67' })
    expect(isDeck(readingDeck(1))).toBe(true)
    expect(isDeck(readingDeck(114))).toBe(true)
    for (const bad of [0, 115, 2.5, Number.NaN]) expect(isDeck(readingDeck(bad))).toBe(false)
    for (const bad of ['read-0', 'read-115', 'read-', 'read-1a', 'read-067x'])
      expect(deckFromId(bad)).toBeUndefined()
    for (const bad of ['0', '115', 'x', '']) {
      expect(deckFromPath({ read: bad })).toEqual({ kind: 'lesson', id: 1 })
    }
  })

  it('is not in the home list and has no Next Category', () => {
    expect(allDecks().some((d) => d.kind === 'reading')).toBe(false)
    expect(nextDeck(readingDeck(67))).toBeNull()
  })

  it('survives its progress key and its path in every mode (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 114 }), fc.constantFrom(...DECK_MODES), (n, mode) => {
        const deck = readingDeck(n)
        expect(deckFromId(deckIdOf(deck))).toEqual(deck)
        const [, , kind, value] = deckPath(mode, deck).split('/')
        expect(kind).toBe('read')
        expect(deckFromPath({ read: value })).toEqual(deck)
      }),
    )
  })
})

describe('deck names, any input', () => {
  it('every deck survives its progress key and its path in every mode', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allDecks()), fc.constantFrom(...DECK_MODES), (deck, mode) => {
        expect(deckFromId(deckIdOf(deck))).toEqual(deck)
        const [, , first, second] = deckPath(mode, deck).split('/')
        const params = first === 'surah' ? { surah: second } : { id: first }
        expect(deckFromPath(params)).toEqual(deck)
      }),
    )
  })

  it('every deck survives its embed attribute (category="3", category="pronouns", surah="112")', () => {
    expect(deckAttribute({ kind: 'lesson', id: 3 })).toEqual({ name: 'category', value: '3' })
    expect(deckAttribute(PRONOUNS_DECK)).toEqual({ name: 'category', value: 'pronouns' })
    expect(deckAttribute({ kind: 'surah', id: 112 })).toEqual({ name: 'surah', value: '112' })
    for (const deck of allDecks()) {
      const { name, value } = deckAttribute(deck)
      expect(deckFromPath(name === 'surah' ? { surah: value } : { id: value })).toEqual(deck)
    }
  })

  it('any path parameter names a deck that exists (lesson 1 when it names none)', () => {
    fc.assert(
      fc.property(
        fc.record({ id: fc.option(fc.string(), { nil: undefined }) }),
        fc.option(fc.string(), { nil: undefined }),
        (params, surah) => {
          const deck = deckFromPath(surah === undefined ? params : { ...params, surah })
          expect(isDeck(deck)).toBe(true)
        },
      ),
    )
  })
})

describe('the study page of a path (main.tsx loads what its first question needs)', () => {
  it('reads back every deck in every mode from its path, with a trailing slash too', () => {
    const decks = [...allDecks(), readingDeck(1), readingDeck(67), readingDeck(114)]
    for (const mode of DECK_MODES) {
      for (const deck of decks) {
        expect(studyPageOf(deckPath(mode, deck)), deckPath(mode, deck)).toEqual({ mode, deck })
        expect(studyPageOf(`${deckPath(mode, deck)}/`)).toEqual({ mode, deck })
      }
    }
  })

  it('resolves a path as its page does: lesson 1 for a mode alone or a number naming no deck', () => {
    expect(studyPageOf('/words')).toEqual({ mode: 'words', deck: { kind: 'lesson', id: 1 } })
    expect(studyPageOf('/learn/99')).toEqual({ mode: 'learn', deck: { kind: 'lesson', id: 1 } })
    expect(studyPageOf('/match/read/115')).toEqual({
      mode: 'match',
      deck: { kind: 'lesson', id: 1 },
    })
  })

  it('is undefined for a path that is not a study page', () => {
    for (const path of ['/', '/review', '/review/read/67', '/read/67', '/about', '/learn/1/x', ''])
      expect(studyPageOf(path), path).toBeUndefined()
  })
})
