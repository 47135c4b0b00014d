import { REVIEW_SESSION_LIMIT } from '../constants'
import type { Progress, ReviewCard } from '../progress/types'
import {
  type DueWord,
  dueWords,
  gradeCard,
  isRecalled,
  newReviewCard,
  type ReviewGrade,
} from '../schedule'
import type { DeckRef } from '../vocabulary/types'
import { getDeck } from '../vocabulary/vocabulary'
import { recordOf } from './answer-grading'
import type { CompleteEffect, Machine, RecordEffect, SpeakEffect, Step, StudyWord } from './machine'
import { speakWord, step } from './machine'

/** A word in a Review session with its spaced-repetition card. */
export interface ReviewItem {
  word: StudyWord
  card: ReviewCard
}

/** State of a Review session. */
export interface ReviewState {
  /** Words still to review; the first is shown. 'again' puts a word back at the end. */
  queue: ReviewItem[]
  /** Whether the meaning is shown (grading is possible only then). */
  revealed: boolean
  /** Words graded in this session (a word graded twice counts twice). */
  reviewed: number
  /** Number of words when the session started. */
  total: number
  /**
   * Words due when the session started, of the deck when there is one (`progressCounts`'
   * due): `total` is at most the session's limit of them.
   */
  due: number
  grades: Record<ReviewGrade, number>
  /**
   * Words whose card this session graded: a word graded Again comes back at the end of the
   * queue, and its second grade is practice, its card left as the first grade set it (the
   * grading table).
   */
  graded: string[]
  status: 'reviewing' | 'complete'
  /** The learner's desired retention the cards are scheduled for (default 0.90). */
  retention?: number
}

/** Events of Review; `now` is ms since epoch. */
export type ReviewEvent =
  | { type: 'reveal' }
  | { type: 'grade'; grade: ReviewGrade; now: number }
  | { type: 'speak' }

/** Store the word's new card in progress. */
export interface ReviewCardEffect {
  type: 'review'
  wordId: string
  card: ReviewCard
  grade: ReviewGrade
}

/** Result of a Review session. */
export interface ReviewResult {
  reviewed: number
  grades: Record<ReviewGrade, number>
}

/** Effects of Review. */
export type ReviewEffect =
  | ReviewCardEffect
  | RecordEffect
  | SpeakEffect
  | CompleteEffect<ReviewResult>

/**
 * Starts a Review session over due words, at most `limit` of them. `words` gives each due
 * word's text; due words without a known word are skipped.
 */
export const createReview = (
  due: readonly DueWord[],
  words: readonly StudyWord[],
  limit = Number.POSITIVE_INFINITY,
): ReviewState => {
  const byId = new Map(words.map((w) => [w.id, w]))
  const known: ReviewItem[] = []
  for (const d of due) {
    const word = byId.get(d.wordId)
    if (word) known.push({ word, card: d.card })
  }
  const queue = known.slice(0, limit)
  return {
    queue,
    revealed: false,
    reviewed: 0,
    total: queue.length,
    due: known.length,
    grades: { again: 0, hard: 0, good: 0, easy: 0 },
    graded: [],
    status: queue.length === 0 ? 'complete' : 'reviewing',
  }
}

/** What a Review session is built from, besides progress and the words. */
export interface ReviewSessionOptions {
  /** Now, ms since epoch: words due by then are reviewed. */
  now: number
  /** Only words of this deck; every studied word when absent (or the deck is unknown). */
  deck?: DeckRef
  /** Words per session at most; {@link REVIEW_SESSION_LIMIT} (20) by default. */
  limit?: number
  /** The learner's desired retention (the `desiredRetention` setting); 0.90 when absent. */
  retention?: number
  /**
   * A session of exactly these words, in this order, due or not ("Review these words" after
   * a Test, Flashcards' not-yet words): each with its card, or a new card due `now`. `deck`
   * and `limit` do not apply; unknown and repeated ids are left out.
   */
  wordIds?: readonly string[]
}

/** The chosen words with their cards (a new card due `now` for a word without one). */
const chosenWords = (progress: Progress, ids: readonly string[], now: number): DueWord[] =>
  [...new Set(ids)].map((wordId) => ({
    wordId,
    card: progress.words[wordId]?.review ?? newReviewCard(now),
  }))

/**
 * A Review session as the learner starts it: the words due by `now` (most overdue first),
 * only the deck's when a deck is given, at most `limit` of them; or exactly the words of
 * `wordIds`.
 */
export const createReviewSession = (
  progress: Progress,
  words: readonly StudyWord[],
  options: ReviewSessionOptions,
): ReviewState => {
  const withRetention = (state: ReviewState): ReviewState =>
    options.retention === undefined ? state : { ...state, retention: options.retention }
  if (options.wordIds) {
    const chosen = chosenWords(progress, options.wordIds, options.now)
    return withRetention(createReview(chosen, words))
  }
  const deck = options.deck && getDeck(options.deck)
  const deckIds = deck ? new Set(deck.words.map((w) => w.id)) : null
  const all = dueWords(progress, options.now)
  const due = deckIds ? all.filter((d) => deckIds.has(d.wordId)) : all
  return withRetention(createReview(due, words, options.limit ?? REVIEW_SESSION_LIMIT))
}

/** One step of Review. */
export const stepReview = (s: ReviewState, e: ReviewEvent): Step<ReviewState, ReviewEffect> => {
  const current = s.queue[0]
  switch (e.type) {
    case 'reveal':
      return s.status === 'reviewing' ? step({ ...s, revealed: true }) : step(s)
    case 'speak':
      return current ? step(s, [speakWord(current.word)]) : step(s)
    case 'grade': {
      if (s.status !== 'reviewing' || !s.revealed || !current) return step(s)
      const id = current.word.id
      const first = !s.graded.includes(id)
      const correct = isRecalled(e.grade)
      const record = recordOf(
        id,
        { kind: 'self', correct, first, chosen: e.grade, shown: true },
        true,
      )
      const card = first ? gradeCard(current.card, e.grade, e.now, s.retention) : current.card
      const rest = s.queue.slice(1)
      const queue = e.grade === 'again' ? [...rest, { word: current.word, card }] : rest
      const grades = { ...s.grades, [e.grade]: s.grades[e.grade] + 1 }
      const next: ReviewState = {
        ...s,
        queue,
        revealed: false,
        reviewed: s.reviewed + 1,
        grades,
        graded: first ? [...s.graded, id] : s.graded,
        status: queue.length === 0 ? 'complete' : 'reviewing',
      }
      const effects: ReviewEffect[] = [
        ...(first ? [{ type: 'review' as const, wordId: id, card, grade: e.grade }] : []),
        ...(record ? [record] : []),
      ]
      if (next.status === 'complete') {
        effects.push({ type: 'complete', result: { reviewed: next.reviewed, grades } })
      }
      return step(next, effects)
    }
  }
}

/**
 * Words of the session that are done (graded anything but Again): the progress bar's value,
 * 0 to `total`. A word graded Again is back in the queue, so it is not done yet.
 */
export const reviewDone = (s: ReviewState): number => s.total - Math.min(s.total, s.queue.length)

/** The Review machine, with what a shell needs to start a session and read its state. */
export interface ReviewMachine extends Machine<ReviewState, ReviewEvent, ReviewEffect> {
  /** Starts a session as the learner starts it: the words due, or chosen words ({@link createReviewSession}). */
  create: typeof createReviewSession
  /** Words of the session done: the progress bar's value ({@link reviewDone}). */
  done: typeof reviewDone
}

/** The Review machine: the one way to Review from outside core. */
export const reviewMachine: ReviewMachine = {
  step: stepReview,
  create: createReviewSession,
  done: reviewDone,
}
