import fc from 'fast-check'
import { SPEECH_LANG } from '../constants'
import { drive, makeWords } from './fixtures'
import {
  createFlashcards,
  type FlashcardsEvent,
  flashcardsNav,
  flashcardsSummary,
  stepFlashcards,
} from './flashcards'

describe('Flashcards', () => {
  const words = makeWords(3)

  it('starts on the front of card 1', () => {
    const s = createFlashcards(words, 0)
    expect(s).toMatchObject({ index: 0, flipped: false })
    expect(flashcardsNav(s)).toEqual({ canPrevious: false, canNext: true })
  })

  it('the first flip marks the word viewed; flips are not answers (grades are)', () => {
    const { state, effects } = drive(stepFlashcards, createFlashcards(words, 0), [
      { type: 'flip', now: 1 },
      { type: 'flip', now: 2 },
      { type: 'flip', now: 3 },
    ])
    expect(state.flipped).toBe(true)
    expect(effects).toEqual([{ type: 'viewed', wordId: 'w1' }])
  })

  it('grading records the answer, reports the time on the card and shows the next card front up', () => {
    const { state, effects } = drive(stepFlashcards, createFlashcards(words, 1000), [
      { type: 'flip', now: 1500 },
      { type: 'grade', knew: false, now: 4000 },
    ])
    expect(effects).toEqual([
      { type: 'viewed', wordId: 'w1' },
      // Turned, then graded "Not yet": Again (the grading table).
      { type: 'record', wordId: 'w1', correct: false, grade: 'again' },
      { type: 'timeSpent', wordId: 'w1', ms: 3000 },
    ])
    expect(state).toMatchObject({ index: 1, flipped: false, shownAt: 4000, status: 'studying' })
    expect(state.grades).toEqual({ w1: false })
  })

  it('a card is graded once a round; grading skips the cards already graded', () => {
    const { state, effects } = drive(stepFlashcards, createFlashcards(words, 0), [
      { type: 'goTo', index: 1, now: 1 },
      { type: 'flip', now: 1 },
      { type: 'grade', knew: true, now: 2 },
      { type: 'goTo', index: 1, now: 3 },
      { type: 'flip', now: 3 },
      { type: 'grade', knew: false, now: 4 },
    ])
    // w2 graded, then w3 shown; going back to w2 its grade stands.
    expect(state.grades).toEqual({ w2: true })
    expect(effects.filter((e) => e.type === 'record')).toEqual([
      { type: 'record', wordId: 'w2', correct: true, grade: 'good' },
    ])
    const onW3 = stepFlashcards(state, { type: 'goTo', index: 2, now: 5 }).state
    const next = stepFlashcards(stepFlashcards(onW3, { type: 'flip', now: 5 }).state, {
      type: 'grade',
      knew: true,
      now: 6,
    }).state
    // After w3 the next card not graded is w1, round the deck.
    expect(next.index).toBe(0)
  })

  it('the last grade opens the summary; Study these again is a round of the not-yet cards', () => {
    const graded = drive(stepFlashcards, createFlashcards(words, 0), [
      { type: 'flip', now: 1 },
      { type: 'grade', knew: false, now: 1 },
      { type: 'flip', now: 2 },
      { type: 'grade', knew: true, now: 2 },
      { type: 'flip', now: 3 },
      { type: 'grade', knew: false, now: 3 },
    ])
    expect(graded.state.status).toBe('summary')
    expect(flashcardsSummary(graded.state)).toMatchObject({ knew: 1, graded: 3 })
    expect(flashcardsSummary(graded.state).notYet.map((w) => w.id)).toEqual(['w1', 'w3'])
    expect(flashcardsNav(graded.state)).toEqual({ canPrevious: false, canNext: false })
    // Nothing moves or flips in the summary.
    for (const e of [
      { type: 'flip', now: 4 },
      { type: 'next', now: 4 },
      { type: 'grade', knew: true, now: 4 },
    ] as const)
      expect(stepFlashcards(graded.state, e).state).toBe(graded.state)

    const again = stepFlashcards(graded.state, { type: 'studyAgain', now: 10 }).state
    expect(again.words.map((w) => w.id)).toEqual(['w1', 'w3'])
    expect(again).toMatchObject({ index: 0, status: 'studying', grades: {}, shownAt: 10 })
    const round = drive(stepFlashcards, again, [
      { type: 'flip', now: 11 },
      { type: 'grade', knew: true, now: 11 },
      { type: 'flip', now: 12 },
      { type: 'grade', knew: true, now: 12 },
    ])
    // Graded in the first round already: in this session's second round, practice.
    expect(round.effects.filter((e) => e.type === 'record')).toEqual([
      { type: 'record', wordId: 'w1', correct: true, practice: true },
      { type: 'record', wordId: 'w3', correct: true, practice: true },
    ])
    expect(round.effects.filter((e) => e.type === 'complete')).toEqual([
      { type: 'complete', result: { seen: 2, total: 2, knew: 2, notYet: [] } },
    ])
    // Nothing left to study again; Start over brings the whole deck back.
    expect(stepFlashcards(round.state, { type: 'studyAgain', now: 13 }).state).toBe(round.state)
    const over = stepFlashcards(round.state, { type: 'restart', now: 14 }).state
    expect(over.words.map((w) => w.id)).toEqual(['w1', 'w2', 'w3'])
    expect(over.status).toBe('studying')
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

  it('property: index stays within the round, viewed words are unique, every card graded once', () => {
    const event = fc.oneof(
      ...(['flip', 'next', 'previous', 'leave', 'studyAgain', 'restart'] as const).map((type) =>
        fc.record({ type: fc.constant(type), now: fc.nat(1e6) }),
      ),
      fc.record({
        type: fc.constant('goTo' as const),
        index: fc.integer({ min: -5, max: 10 }),
        now: fc.nat(1e6),
      }),
      fc.record({ type: fc.constant('grade' as const), knew: fc.boolean(), now: fc.nat(1e6) }),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.array(event, { maxLength: 60 }),
        (n, events) => {
          let s = createFlashcards(makeWords(n), 0)
          let recorded: string[] = []
          for (const e of events as FlashcardsEvent[]) {
            const r = stepFlashcards(s, e)
            if (s.status === 'summary' && r.state.status === 'studying') recorded = []
            s = r.state
            expect(s.index).toBeGreaterThanOrEqual(0)
            expect(s.index).toBeLessThanOrEqual(Math.max(0, s.words.length - 1))
            expect(new Set(s.viewed).size).toBe(s.viewed.length)
            for (const effect of r.effects) {
              if (effect.type === 'timeSpent') expect(effect.ms).toBeGreaterThanOrEqual(0)
              if (effect.type === 'record') {
                expect(recorded).not.toContain(effect.wordId)
                recorded.push(effect.wordId)
                expect(s.grades[effect.wordId]).toBe(effect.correct)
              }
              if (effect.type === 'complete') {
                // The summary comes when every card of the round is graded, and adds up.
                expect(recorded).toHaveLength(s.words.length)
                expect(effect.result.knew + effect.result.notYet.length).toBe(s.words.length)
              }
            }
            expect(s.status === 'summary').toBe(
              s.words.length > 0 && s.words.every((w) => w.id in s.grades),
            )
          }
        },
      ),
    )
  })
})
