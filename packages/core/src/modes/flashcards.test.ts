import fc from 'fast-check'
import { SPEECH_LANG } from '../constants'
import { drive, makeWords } from './fixtures'
import { createFlashcards, type FlashcardsEvent, flashcardsNav, stepFlashcards } from './flashcards'

describe('Flashcards', () => {
  const words = makeWords(3)

  it('starts on the front of card 1', () => {
    const s = createFlashcards(words, 0)
    expect(s).toMatchObject({ index: 0, flipped: false })
    expect(flashcardsNav(s)).toEqual({ canPrevious: false, canNext: true })
  })

  it('the first flip marks the word viewed and reports it answered; later flips do not', () => {
    const { state, effects } = drive(stepFlashcards, createFlashcards(words, 0), [
      { type: 'flip', now: 1 },
      { type: 'flip', now: 2 },
      { type: 'flip', now: 3 },
    ])
    expect(state.flipped).toBe(true)
    expect(effects).toEqual([
      { type: 'viewed', wordId: 'w1' },
      { type: 'answer', answer: { wordId: 'w1', correct: true } },
    ])
  })

  it('Next and Previous unflip, are bounded by 1 and total, and report time spent', () => {
    const { state, effects } = drive(stepFlashcards, createFlashcards(words, 1000), [
      { type: 'previous', now: 1500 },
      { type: 'flip', now: 2000 },
      { type: 'next', now: 4000 },
      { type: 'next', now: 4500 },
      { type: 'next', now: 5000 },
    ])
    expect(state.index).toBe(2)
    expect(state.flipped).toBe(false)
    expect(flashcardsNav(state)).toEqual({ canPrevious: true, canNext: false })
    expect(effects.filter((e) => e.type === 'timeSpent')).toEqual([
      { type: 'timeSpent', wordId: 'w1', ms: 3000 },
      { type: 'timeSpent', wordId: 'w2', ms: 500 },
    ])
  })

  it('leaving reports the time on the current card', () => {
    const r = stepFlashcards(createFlashcards(words, 100), { type: 'leave', now: 400 })
    expect(r.effects).toEqual([{ type: 'timeSpent', wordId: 'w1', ms: 300 }])
  })

  it('speaks the Arabic word in ar-SA', () => {
    const r = stepFlashcards(createFlashcards(words, 0), { type: 'speak' })
    expect(r.effects).toEqual([{ type: 'speak', text: 'ع1', lang: SPEECH_LANG }])
    expect(SPEECH_LANG).toBe('ar-SA')
  })

  it('speaks an attached pronoun without the tatweel that carries it on screen', () => {
    const hum = { id: 'suf-hum', arabic: 'ـهُمْ، ـهِمْ', meaning: 'their, them' }
    const r = stepFlashcards(createFlashcards([hum], 0), { type: 'speak' })
    expect(r.effects).toEqual([{ type: 'speak', text: 'هُمْ، هِمْ', lang: SPEECH_LANG }])
  })

  it('property: index stays within 0..total-1 and viewed words are unique', () => {
    const event = fc.oneof(
      ...(['flip', 'next', 'previous', 'leave'] as const).map((type) =>
        fc.record({ type: fc.constant(type), now: fc.nat(1e6) }),
      ),
      fc.record({
        type: fc.constant('goTo' as const),
        index: fc.integer({ min: -5, max: 10 }),
        now: fc.nat(1e6),
      }),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.array(event, { maxLength: 60 }),
        (n, events) => {
          let s = createFlashcards(makeWords(n), 0)
          for (const e of events as FlashcardsEvent[]) {
            const r = stepFlashcards(s, e)
            s = r.state
            expect(s.index).toBeGreaterThanOrEqual(0)
            expect(s.index).toBeLessThanOrEqual(Math.max(0, n - 1))
            expect(new Set(s.viewed).size).toBe(s.viewed.length)
            for (const effect of r.effects)
              if (effect.type === 'timeSpent') expect(effect.ms).toBeGreaterThanOrEqual(0)
          }
        },
      ),
    )
  })
})
