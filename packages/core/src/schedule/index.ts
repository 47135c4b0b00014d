// Must come before ts-fsrs: it records Date.prototype as the page had it.
import './date-guard'
import { type Card, createEmptyCard, type FSRS, fsrs, type Grade, Rating } from 'ts-fsrs'
import { dueWordIds, isAnswered } from '../progress/due'
import { type LocalTime, recordAttempt, setReviewCard } from '../progress/record'
import type { DeviceId, Progress, ReviewCard, WordId } from '../progress/types'
import { restoreDatePrototype } from './date-guard'
import { isRecalled, isReviewGrade, type ReviewGrade } from './grades'

export { isRecalled, isReviewGrade, REVIEW_GRADES, type ReviewGrade } from './grades'

restoreDatePrototype()

const RATING: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
}

/**
 * The learner's desired retention (the `desiredRetention` setting): the probability of
 * recalling a word when it comes due. Higher means more reviews, each easier.
 */
export const RETENTION_RANGE = { min: 0.8, max: 0.97 } as const

/** The desired retention when the learner has not chosen one (FSRS's own default). */
export const DEFAULT_RETENTION = 0.9

/** A retention inside {@link RETENTION_RANGE}, to two decimals; anything else the default. */
export const clampRetention = (retention: number | undefined): number => {
  if (retention === undefined || !Number.isFinite(retention)) return DEFAULT_RETENTION
  const clamped = Math.min(RETENTION_RANGE.max, Math.max(RETENTION_RANGE.min, retention))
  return Math.round(clamped * 100) / 100
}

// Fuzz off: the same history always gives the same due dates (pure and testable). One
// scheduler per retention (at most 18 of them: two decimals from 0.80 to 0.97).
const schedulers = new Map<number, FSRS>()
const getScheduler = (retention?: number): FSRS => {
  const r = clampRetention(retention)
  let scheduler = schedulers.get(r)
  if (!scheduler) {
    scheduler = fsrs({ enable_fuzz: false, request_retention: r })
    schedulers.set(r, scheduler)
  }
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

/**
 * The card after grading it at `now`, scheduled for the learner's desired `retention`
 * ({@link DEFAULT_RETENTION} when absent).
 */
export const gradeCard = (
  card: ReviewCard,
  grade: ReviewGrade,
  now: number,
  retention?: number,
): ReviewCard =>
  fromFsrsCard(getScheduler(retention).next(toFsrsCard(card), new Date(now), RATING[grade]).card)

/** When each grade would make the card due next, ms since epoch (for button labels). */
export const previewDue = (
  card: ReviewCard,
  now: number,
  retention?: number,
): Record<ReviewGrade, number> => {
  const preview = getScheduler(retention).repeat(toFsrsCard(card), new Date(now))
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
): DueWord[] =>
  dueWordIds(progress, now)
    .slice(0, limit)
    .map((wordId) => ({ wordId, card: progress.words[wordId]?.review ?? newReviewCard(now) }))

/** Number of words of the record due for review at `now` (screens show `progressCounts`' due). */
export const reviewsDue = (progress: Progress, now: number): number =>
  dueWords(progress, now).length

/**
 * Adds a word to Review ("Study this word" in the reader): a new card, due `now`, so it comes
 * up in the next Review and Today's session. A word that already has a card keeps it (and
 * its schedule): the same record comes back.
 */
export const addToReview = (progress: Progress, wordId: WordId, now: number): Progress =>
  progress.words[wordId]?.review ? progress : setReviewCard(progress, wordId, newReviewCard(now))

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

/**
 * How an answer outside Review grades its word's card when its machine gave no grade (an
 * answer journalled before the grading table, or an app's own `recordAttempt`): right is
 * Good, wrong is Again. The modes give each answer its grade by the grading table
 * (`answerGrading`: a right choice among options is Hard, a retry is not graded at all);
 * Review's own four buttons grade as the learner chose.
 */
export const answerGrade = (correct: boolean): ReviewGrade => (correct ? 'good' : 'again')

/** The grade an answer gives: `grade` when it is one of the four, else {@link answerGrade}. */
const gradeOf = (correct: boolean, grade: unknown): ReviewGrade =>
  isReviewGrade(grade) ? grade : answerGrade(correct)

/**
 * Grades a word's card by an answer given at `now` outside Review, with `grade` (the grading
 * table's) or else {@link answerGrade}, for the desired `retention`; a word never scheduled
 * gets a new card first. A word with no answer counted (reset since the answer was given) is
 * left as it is.
 */
export const gradeAnswer = (
  progress: Progress,
  wordId: WordId,
  correct: boolean,
  now: number,
  retention?: number,
  grade?: ReviewGrade,
): Progress => {
  const word = progress.words[wordId]
  if (!isAnswered(word)) return progress
  const card = word?.review ?? newReviewCard(now)
  return setReviewCard(progress, wordId, gradeCard(card, gradeOf(correct, grade), now, retention))
}

/**
 * Records an answer given outside Review and schedules the word by it: the attempt is
 * counted on `deviceId` (`recordAttempt`), then the card graded ({@link gradeAnswer}).
 */
export const recordAnswer = (
  progress: Progress,
  wordId: WordId,
  correct: boolean,
  at: LocalTime,
  deviceId: DeviceId,
  retention?: number,
  grade?: ReviewGrade,
): Progress =>
  gradeAnswer(
    recordAttempt(progress, wordId, correct, at, deviceId),
    wordId,
    correct,
    at.now,
    retention,
    grade,
  )

export { isLeech, LEECH_LAPSES, leechWords } from './leech'
