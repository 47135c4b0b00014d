/**
 * No review debt by surprise: what "Learn more" after today's session adds to tomorrow, and
 * whether it is offered at all. The reviews due by the end of tomorrow are forecast from the
 * words already in the record and the round's new words, each graded once by the scheduler;
 * new words are offered only while that forecast stays within the daily review goal (the
 * `reviewsPerDay` setting), as many of the round's as fit.
 *
 * Pure: the scheduler is passed in (core's `schedule` module, a chunk of its own that the
 * widgets fetch), so the plan module stays free of ts-fsrs.
 */
import { isDue } from '../progress/due'
import type { Progress, ReviewCard } from '../progress/types'
import type { ReviewGrade } from '../schedule/grades'
import { type MoreNewWords, moreNewWords, planToday, type TodayPlanOptions } from './today'

const MINUTE = 60_000
const DAY = 86_400_000

/** The part of the scheduler a forecast uses (core's `schedule` module has both). */
export interface ForecastScheduler {
  /** A new card, due `now`. */
  newReviewCard(now: number): ReviewCard
  /** The card after grading it at `now`, for the desired `retention` (0–1). */
  gradeCard(card: ReviewCard, grade: ReviewGrade, now: number, retention?: number): ReviewCard
}

/** What a forecast of "Learn more" is made with, besides the plan's options. */
export interface LearnMoreForecastOptions {
  /** The scheduler that grades the new words' cards. */
  scheduler: ForecastScheduler
  /** The learner's desired retention, 0–1 (`retentionOf(settings)`); the scheduler's default if absent. */
  retention?: number
  /**
   * The grade each new word's first answer is assumed to get: `hard` by default, what a right
   * choice among options gets (the first question after a word's study card).
   */
  grade?: ReviewGrade
}

/** "Learn more" with what it adds to tomorrow (see {@link learnMoreForecast}). */
export interface LearnMoreForecast extends MoreNewWords {
  /**
   * The new words the round holds (as {@link moreNewWords}' `count`), past today's plan only
   * as many as keep tomorrow's forecast within the review goal, in the same order; 0 when none
   * of the words past today's plan fits (or none is left).
   */
  count: number
  /**
   * Reviews due by the end of tomorrow without the round: the record's words due by then, and
   * today's own new words still to meet (each graded once).
   */
  reviewsTomorrow: number
  /** Reviews the round's words past today's plan add to tomorrow (each graded once). */
  addedTomorrow: number
  /** Whether new words were held back (fewer, or none) to keep tomorrow within the goal. */
  capped: boolean
}

/** The end of tomorrow in the learner's local time (the start of the day after), ms since epoch. */
export const endOfTomorrow = (now: number, utcOffsetMinutes = 0): number => {
  const offset = utcOffsetMinutes * MINUTE
  return Math.floor((now + offset) / DAY) * DAY - offset + 2 * DAY
}

/**
 * "Learn more" after today's session, honest about tomorrow: the round {@link moreNewWords}
 * would bring, each of its new words given a card graded once now (`grade`, by the scheduler
 * and the learner's retention); the words whose card is then due by the end of tomorrow
 * ({@link endOfTomorrow}) are the reviews the round adds, on top of the record's words due by
 * then (and today's own new words not met yet). New words past today's plan are offered, in
 * order, only while that forecast stays within the daily goal of reviews (`reviewsPerDay`):
 * the round is cut to the words that fit, none once tomorrow is full; `extraNewWords` asks the
 * plan for exactly the words offered.
 */
export const learnMoreForecast = (
  progress: Progress,
  options: TodayPlanOptions,
  forecast: LearnMoreForecastOptions,
): LearnMoreForecast => {
  const { now, utcOffsetMinutes } = options
  const until = endOfTomorrow(now, utcOffsetMinutes)
  const goal = Math.max(0, Math.floor(options.reviewsPerDay))
  const { scheduler, retention, grade = 'hard' } = forecast
  // Every new word starts from the same empty card, graded at the same moment.
  const card = scheduler.gradeCard(scheduler.newReviewCard(now), grade, now, retention)
  const adds = card.due <= until ? 1 : 0
  // Today's own new words (the plan without the round) will be met anyway.
  const today = planToday(progress, options).newWords.length
  let reviewsTomorrow = today * adds
  for (const word of Object.values(progress.words)) if (isDue(word, until)) reviewsTomorrow++
  const round = moreNewWords(progress, options)
  const past = Math.max(0, round.count - today)
  let fits = 0
  while (fits < past && reviewsTomorrow + (fits + 1) * adds <= goal) fits++
  // Cut short, the round asks for what was asked before it (its extra less its step, a goal's
  // worth as in moreNewWords) and the words that fit.
  const step = Math.max(1, Math.floor(options.newWordsPerDay))
  return {
    extraNewWords: fits === past ? round.extraNewWords : round.extraNewWords - step + fits,
    count: fits === 0 ? 0 : today + fits,
    reviewsTomorrow,
    addedTomorrow: fits * adds,
    capped: fits < past,
  }
}
