// Session rules that once lived in the shells (widgets, the embed) and now live in core:
// the Review queue, the completion of every mode, one way answers are reported, and a
// finished Test saved through an effect.
import { KNOWN_STABILITY_DAYS, REVIEW_SESSION_LIMIT } from '../constants'
import { markViewed, recordAttempt, setReviewCard } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import { newReviewCard } from '../schedule'
import { getDeck } from '../vocabulary/vocabulary'
import { drive, makeWords } from './fixtures'
import { createFlashcards, stepFlashcards } from './flashcards'
import { createLearn, stepLearn } from './learn'
import { type AnswerReport, answerOf } from './machine'
import { createMatch, type MatchState, stepMatch } from './match'
import { createReview, createReviewSession, stepReview } from './review'
import { createTest, stepTest, type TestEffect } from './test'
import { createWords, stepWords } from './words'

const at = (now: number) => ({ now, utcOffsetMinutes: 0 })
const studied = (ids: readonly string[], now: number): Progress =>
  ids.reduce((p, id, i) => recordAttempt(p, id, true, at(now + i), 'dev'), emptyProgress())
const answersOf = (effects: readonly { type: string }[]): AnswerReport[] =>
  effects.map(answerOf).filter((a): a is AnswerReport => a !== null)

describe('Review session', () => {
  const now = Date.UTC(2025, 0, 1)

  it('holds at most 20 due words by default, the most overdue first', () => {
    expect(REVIEW_SESSION_LIMIT).toBe(20)
    const words = makeWords(30)
    // Studied words without a card are all due now: ties break by word id.
    const progress = studied(
      words.map((w) => w.id),
      now - 1000,
    )
    const s = createReviewSession(progress, words, { now })
    expect(s.total).toBe(20)
    expect(s.queue.map((q) => q.word.id)).toEqual([...words.map((w) => w.id)].sort().slice(0, 20))
  })

  it('takes a smaller limit, and only the words of a deck when a deck is given', () => {
    const lesson2 = getDeck({ kind: 'lesson', id: 2 })?.words ?? []
    const lesson3 = getDeck({ kind: 'lesson', id: 3 })?.words ?? []
    const words = [...lesson2.slice(0, 5), ...lesson3.slice(0, 5)].map((w) => ({
      id: w.id,
      arabic: w.arabic,
      meaning: w.id,
    }))
    const progress = studied(
      words.map((w) => w.id),
      now - 1000,
    )
    const deck = createReviewSession(progress, words, { now, deck: { kind: 'lesson', id: 3 } })
    expect(deck.queue.map((q) => q.word.id).sort()).toEqual(
      lesson3
        .slice(0, 5)
        .map((w) => w.id)
        .sort(),
    )
    expect(createReviewSession(progress, words, { now, limit: 3 }).total).toBe(3)
  })

  it('leaves out words not answered yet (seen is not answered) and words not due', () => {
    const words = makeWords(3)
    const seen = markViewed(emptyProgress(), 'w2', now)
    expect(createReviewSession(seen, words, { now })).toMatchObject({ total: 0, due: 0 })
    const progress = recordAttempt(seen, 'w3', false, { now }, 'dev')
    expect(createReviewSession(progress, words, { now }).queue.map((q) => q.word.id)).toEqual([
      'w3',
    ])
    const none = createReviewSession(emptyProgress(), words, { now })
    expect(none).toMatchObject({ total: 0, status: 'complete' })
  })
})

describe('completion of every mode', () => {
  const words = makeWords(3)
  const completions = (effects: readonly { type: string }[]) =>
    effects.filter((e) => e.type === 'complete')

  it('Flashcards completes once, when the last card of the round is graded, with the summary', () => {
    const { effects } = drive(stepFlashcards, createFlashcards(words, 0), [
      { type: 'next', now: 1 },
      { type: 'next', now: 2 },
      { type: 'previous', now: 3 },
    ])
    // Every card shown is not the end: a card is done when the learner grades it.
    expect(completions(effects)).toEqual([])
    // Each card turned, then graded (a card is graded only once turned).
    const done = drive(stepFlashcards, createFlashcards(words, 0), [
      { type: 'flip', now: 1 },
      { type: 'grade', knew: true, now: 1 },
      { type: 'flip', now: 2 },
      { type: 'grade', knew: false, now: 2 },
      { type: 'flip', now: 3 },
      { type: 'grade', knew: true, now: 3 },
      { type: 'grade', knew: true, now: 4 },
    ])
    expect(completions(done.effects)).toEqual([
      { type: 'complete', result: { seen: 3, total: 3, knew: 2, notYet: ['w2'] } },
    ])
  })

  it('Flashcards opened on a later card grades from there, round the deck', () => {
    const { state, effects } = drive(stepFlashcards, createFlashcards(words, 0, { index: 2 }), [
      { type: 'flip', now: 1 },
      { type: 'grade', knew: false, now: 1 },
      { type: 'flip', now: 2 },
      { type: 'grade', knew: true, now: 2 },
    ])
    expect(state.index).toBe(1)
    expect(answersOf(effects)).toEqual([
      { wordId: 'w3', correct: false },
      { wordId: 'w1', correct: true },
    ])
  })

  it('Words completes once, when its last word not yet visited is opened (jumps count)', () => {
    const { effects } = drive(stepWords, createWords(words), [
      { type: 'open' },
      { type: 'goTo', index: 2 },
      { type: 'previous' },
      { type: 'next' },
      { type: 'previous' },
    ])
    expect(completions(effects)).toEqual([{ type: 'complete', result: { seen: 3, total: 3 } }])
  })

  it('Learn, Test, Review and Match complete through their machines', () => {
    const one = makeWords(1)
    const learn = stepLearn(createLearn(one, { seed: 1 }), {
      type: 'answer',
      option: createLearn(one, { seed: 1 }).options.findIndex((o) => o.wordId === 'w1'),
    })
    const advance = learn.effects.find((e) => e.type === 'after')
    if (advance?.type !== 'after') throw new Error('no advance')
    expect(completions(stepLearn(learn.state, advance.event).effects)).toHaveLength(1)

    const test = createTest(one, { seed: 1, now: 0 })
    const answered = stepTest(test, {
      type: 'answer',
      option: test.options.findIndex((o) => o.wordId === 'w1'),
      now: 1000,
    })
    expect(completions(answered.effects)).toHaveLength(1)

    let review = createReview([{ wordId: 'w1', card: newReviewCard(0) }], one)
    review = stepReview(review, { type: 'reveal' }).state
    expect(
      completions(stepReview(review, { type: 'grade', grade: 'good', now: 1 }).effects),
    ).toHaveLength(1)
  })
})

describe('answers of every mode, reported the same way', () => {
  const words = makeWords(2)

  it('Learn, Test and Review answers are their recorded attempts', () => {
    const learn = createLearn(words, { seed: 2 })
    const asked = learn.words[0]?.id
    const wrong = learn.options.findIndex((o) => o.wordId !== asked)
    expect(answersOf(stepLearn(learn, { type: 'answer', option: wrong }).effects)).toEqual([
      { wordId: asked, correct: false },
    ])
    const test = createTest(words, { seed: 2, now: 0 })
    const first = test.words[0]?.id
    const right = test.options.findIndex((o) => o.wordId === first)
    expect(answersOf(stepTest(test, { type: 'answer', option: right, now: 1 }).effects)).toEqual([
      { wordId: first, correct: true },
    ])
  })

  it('a flashcard is answered when the learner grades it, once; flipping is not an answer', () => {
    const { effects } = drive(stepFlashcards, createFlashcards(words, 0), [
      { type: 'flip', now: 1 },
      { type: 'flip', now: 2 },
      { type: 'grade', knew: false, now: 3 },
      { type: 'previous', now: 4 },
      { type: 'grade', knew: true, now: 5 },
    ])
    expect(answersOf(effects)).toEqual([{ wordId: 'w1', correct: false }])
  })

  it('each Match pair tried is one answer, right when it matches; a match names its word', () => {
    const s: MatchState = createMatch(words, { seed: 4, now: 0 })
    const card = (matchId: string, type: 'arabic' | 'meaning') =>
      s.cards.find((c) => c.matchId === matchId && c.type === type)?.id ?? ''
    const { effects } = drive(stepMatch, s, [
      { type: 'select', cardId: card('w1', 'arabic'), now: 1 },
      { type: 'select', cardId: card('w2', 'meaning'), now: 2 },
      { type: 'clearWrong', token: 1 },
      { type: 'select', cardId: card('w1', 'arabic'), now: 3 },
      { type: 'select', cardId: card('w1', 'meaning'), now: 4 },
    ])
    expect(answersOf(effects)).toEqual([{ correct: false }, { wordId: 'w1', correct: true }])
  })

  it('effects that are not answers report nothing', () => {
    expect(answerOf({ type: 'tone' })).toBeNull()
    expect(answerOf({ type: 'viewed' })).toBeNull()
  })
})

describe('a finished Test is saved through an effect', () => {
  const words = makeWords(2)
  const finish = (deckId?: string) => {
    let s = createTest(words, { seed: 5, now: 0, ...(deckId ? { deckId } : {}) })
    const effects: TestEffect[] = []
    let now = 0
    while (s.status !== 'complete') {
      now += 1500
      const word = s.words[s.index]
      const r = stepTest(s, {
        type: 'answer',
        option: s.options.findIndex((o) => o.wordId === word?.id),
        now,
      })
      effects.push(...r.effects)
      s = r.state
      const advance = r.effects.find((e) => e.type === 'after' && e.event.type === 'advance')
      if (advance?.type === 'after') s = stepTest(s, advance.event).state
    }
    return effects
  }

  it('saves the result under the deck: time, correct, attempts and completion time', () => {
    const saved = finish('surah-112').filter((e) => e.type === 'saveTest')
    expect(saved).toEqual([
      {
        type: 'saveTest',
        deckId: 'surah-112',
        result: { timeSeconds: 3, correct: 2, attempts: 2, firstTry: 2, completedAt: 3000 },
      },
    ])
  })

  it('saves nothing for a test of words outside a deck', () => {
    expect(finish().filter((e) => e.type === 'saveTest')).toEqual([])
  })

  it('Try Again keeps the deck the next result is saved under', () => {
    const s = createTest(words, { seed: 5, now: 0, deckId: '4' })
    expect(stepTest(s, { type: 'reset', now: 10 }).state.deckId).toBe('4')
  })
})

describe('known by its card: one rule', () => {
  it('stats count mastery with the progress rule', async () => {
    const { masteryByDeck } = await import('../stats')
    const { deckMastery } = await import('../progress/counts')
    // 'a' and 'b' answered right three times; only 'a' has a card stable for three weeks.
    let p = emptyProgress()
    for (let i = 0; i < 3; i++) {
      p = recordAttempt(p, 'a', true, at(i), 'dev')
      p = recordAttempt(p, 'b', true, at(i), 'dev')
    }
    p = setReviewCard(p, 'a', { ...newReviewCard(0), stability: KNOWN_STABILITY_DAYS, due: 100 })
    const figure = masteryByDeck(p, [{ deckId: '1', wordIds: ['a', 'b', 'c'] }], at(10))
    if (figure.status !== 'ok') throw new Error('no data')
    expect(figure.decks[0]).toMatchObject(deckMastery(p, ['a', 'b', 'c'], at(10)))
    expect(figure.decks[0]).toMatchObject({ known: 1, started: 2, total: 3 })
    // Once its card is due, 'a' has faded: no word of the deck is known.
    const later = masteryByDeck(p, [{ deckId: '1', wordIds: ['a', 'b', 'c'] }], at(100))
    if (later.status !== 'ok') throw new Error('no data')
    expect(later.decks[0]).toMatchObject({ known: 0, started: 2, total: 3 })
  })
})
