// Must come before ts-fsrs: it records Date.prototype as the page had it.
import './date-guard'
import { type Card, createEmptyCard, type FSRS, fsrs, type Grade, Rating } from 'ts-fsrs'
import { isDue } from '../progress/counts'
import { type LocalTime, recordAttempt, setReviewCard } from '../progress/record'
import type { DeviceId, Progress, ReviewCard, WordId } from '../progress/types'
import { restoreDatePrototype } from './date-guard'

restoreDatePrototype()

/** How the learner recalled a word in Review. */
export type ReviewGrade = 'again' | 'hard' | 'good' | 'easy'

/** Every grade, in button order. */
export const REVIEW_GRADES: readonly ReviewGrade[] = ['again', 'hard', 'good', 'easy']

const RATING: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
}

/** Whether a grade counts as a correct answer in progress (anything but 'again'). */
export const isRecalled = (grade: ReviewGrade): boolean => grade !== 'again'

// Fuzz off: the same history always gives the same due dates (pure and testable).
let scheduler: FSRS | undefined
const getScheduler = (): FSRS => {
  scheduler ??= fsrs({ enable_fuzz: false })
  return scheduler
}

/** Converts a stored card to a ts-fsrs card. */
export const toFsrsCard = (card: ReviewCard): Card => ({
  due: new Date(card.due),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsedDays,
  scheduled_days: card.scheduledDays,
  learning_steps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  ...(card.lastReview === null ? {} : { last_review: new Date(card.lastReview) }),
})

/** Converts a ts-fsrs card to its stored, serializable form. */
export const fromFsrsCard = (card: Card): ReviewCard => ({
  due: card.due.getTime(),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state as ReviewCard['state'],
  lastReview: card.last_review ? card.last_review.getTime() : null,
})

/** A new review card, due now. */
export const newReviewCard = (now: number): ReviewCard =>
  fromFsrsCard(createEmptyCard(new Date(now)))

/** The card after grading it at `now`. */
export const gradeCard = (card: ReviewCard, grade: ReviewGrade, now: number): ReviewCard =>
  fromFsrsCard(getScheduler().next(toFsrsCard(card), new Date(now), RATING[grade]).card)

/** When each grade would make the card due next, ms since epoch (for button labels). */
export const previewDue = (card: ReviewCard, now: number): Record<ReviewGrade, number> => {
  const preview = getScheduler().repeat(toFsrsCard(card), new Date(now))
  return {
    again: preview[Rating.Again].card.due.getTime(),
    hard: preview[Rating.Hard].card.due.getTime(),
    good: preview[Rating.Good].card.due.getTime(),
    easy: preview[Rating.Easy].card.due.getTime(),
  }
}

/** A word in the review queue with its current card. */
export interface DueWord {
  wordId: WordId
  card: ReviewCard
}

/**
 * Words due for review at `now` (`isDue`: answered words without a card yet are due at once,
 * words with a card when `card.due <= now`; a word only seen is not), most overdue first.
 * Ties break by word id so the order is stable.
 */
export const dueWords = (
  progress: Progress,
  now: number,
  limit = Number.POSITIVE_INFINITY,
): DueWord[] => {
  const due: DueWord[] = []
  for (const [wordId, word] of Object.entries(progress.words)) {
    if (isDue(word, now)) due.push({ wordId, card: word.review ?? newReviewCard(now) })
  }
  due.sort(
    (a, b) => a.card.due - b.card.due || (a.wordId < b.wordId ? -1 : a.wordId > b.wordId ? 1 : 0),
  )
  return due.slice(0, limit)
}

/** Number of words of the record due for review at `now` (screens show `progressCounts`' due). */
export const reviewsDue = (progress: Progress, now: number): number =>
  dueWords(progress, now).length

/** Applies a review grade to progress: the new card and the attempt, counted on `deviceId`. */
export const applyReview = (
  progress: Progress,
  wordId: WordId,
  card: ReviewCard,
  grade: ReviewGrade,
  at: LocalTime,
  deviceId: DeviceId,
): Progress =>
  recordAttempt(setReviewCard(progress, wordId, card), wordId, isRecalled(grade), at, deviceId)
