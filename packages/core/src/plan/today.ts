/**
 * Today: one daily plan per learner. The plan holds the reviews due (most overdue first, up to
 * the daily cap of reviews) and new words in order (lesson order, or the order of a surah the
 * learner picked), up to the daily goal of new words. The session spreads the new words evenly
 * among the reviews ({@link spreadNewWords}), so a session cut short has met its share of them.
 * Each word of the plan gets the kind of exercise that suits how well it is learned (see
 * {@link exerciseFor}).
 *
 * Pure: the plan is a function of the progress record, the moment and the learner's goals.
 */
import type { ExerciseKind } from '../modes/exercise-kinds'
import type { PracticeItem, PracticeWord } from '../modes/practice'
import { dueWordIds, isAnswered } from '../progress/due'
import { dayKey } from '../progress/record'
import type { Progress, WordId, WordProgress } from '../progress/types'
import type { VerseGap } from '../vocabulary/exercise-data'
import { firstQuestionKind } from './first-question'

/** What a plan is built from, besides the progress record. */
export interface TodayPlanOptions {
  /** Now, ms since epoch. */
  now: number
  /** Minutes to add to UTC for local time (the learner's day); 0 if unknown. */
  utcOffsetMinutes?: number
  /** The daily goal of new words (the `newWordsPerDay` setting). */
  newWordsPerDay: number
  /** The most reviews a day (the `reviewsPerDay` setting). */
  reviewsPerDay: number
  /**
   * Where new words come from, in the order they are introduced: the lessons' words in
   * lesson order, or a surah deck's. Words already answered are skipped.
   */
  newWordOrder: readonly WordId[]
  /**
   * The words a review may be of (those the session can show): every due word by default.
   */
  reviewable?: ReadonlySet<WordId>
  /**
   * New words the learner asked for beyond the goal today ("Learn more", {@link moreNewWords});
   * 0 by default. The goal itself, and whether the day is done, do not change.
   */
  extraNewWords?: number
}

/** Today's plan. */
export interface TodayPlan {
  /** Words due for review now, most overdue first: at most the cap left for today. */
  reviews: WordId[]
  /** New words to meet, in order: at most the goal left for today. */
  newWords: WordId[]
  /** Words due now in all (the plan holds at most the cap left of them). */
  due: number
  /** Words reviewed today (answered today, first met before today). */
  reviewedToday: number
  /** New words met today (answered, first met today). */
  newToday: number
  /** The daily goal of new words. */
  goal: number
  /** Whether today's plan is done: nothing due left and the goal of new words met. */
  done: boolean
}

const isToday = (at: number, today: string, offset: number | undefined): boolean =>
  at > 0 && dayKey(at, offset) === today

/** Whether a word was met for the first time today (answered, first seen today). */
export const isNewToday = (
  word: WordProgress | undefined,
  now: number,
  utcOffsetMinutes?: number,
): boolean =>
  isAnswered(word) && isToday(word?.viewedAt ?? 0, dayKey(now, utcOffsetMinutes), utcOffsetMinutes)

/** Whether a word was reviewed today: answered today, first met on an earlier day. */
export const isReviewedToday = (
  word: WordProgress | undefined,
  now: number,
  utcOffsetMinutes?: number,
): boolean => {
  const today = dayKey(now, utcOffsetMinutes)
  return (
    isAnswered(word) &&
    isToday(word?.lastAttemptAt ?? 0, today, utcOffsetMinutes) &&
    !isToday(word?.viewedAt ?? 0, today, utcOffsetMinutes)
  )
}

/**
 * Today's plan (see the module comment): the reviews due (up to the cap left for today) and
 * new words up to the goal left for today; the session spreads the new words among the
 * reviews ({@link todayItems}). Never more new words than the goal, never a word twice.
 */
export const planToday = (progress: Progress, options: TodayPlanOptions): TodayPlan => {
  const { now, utcOffsetMinutes } = options
  const goal = Math.max(0, Math.floor(options.newWordsPerDay))
  const cap = Math.max(0, Math.floor(options.reviewsPerDay))
  let newToday = 0
  let reviewedToday = 0
  for (const word of Object.values(progress.words)) {
    if (isNewToday(word, now, utcOffsetMinutes)) newToday++
    else if (isReviewedToday(word, now, utcOffsetMinutes)) reviewedToday++
  }
  const allDue = dueWordIds(progress, now).filter((id) => options.reviewable?.has(id) ?? true)
  const reviews = allDue.slice(0, Math.max(0, cap - reviewedToday))
  const planned = new Set(reviews)
  const newWords: WordId[] = []
  const extra = Math.max(0, Math.floor(options.extraNewWords ?? 0))
  const room = Math.max(0, goal + extra - newToday)
  for (const id of options.newWordOrder) {
    if (newWords.length >= room) break
    if (planned.has(id) || isAnswered(progress.words[id])) continue
    planned.add(id)
    newWords.push(id)
  }
  return {
    reviews,
    newWords,
    due: allDue.length,
    reviewedToday,
    newToday,
    goal,
    done: reviews.length === 0 && newToday >= goal,
  }
}

/** What "Learn more" after today's session would ask: its `extraNewWords`, and how many new words. */
export interface MoreNewWords {
  /** The plan's `extraNewWords` for the next round: a goal's worth more than now. */
  extraNewWords: number
  /** The new words that round holds: a goal's worth, fewer near the end of the words, 0 at it. */
  count: number
}

/**
 * "Learn more" after today's session: one goal's worth of new words (at least 1 when the goal
 * is 0) past those met today and those already asked for, in the same order; `count` 0 once
 * every word has been met.
 */
export const moreNewWords = (progress: Progress, options: TodayPlanOptions): MoreNewWords => {
  const now = planToday(progress, options)
  const step = Math.max(1, now.goal)
  // Past what was met today (which may be more than the goal and the extra asked for).
  const asked = Math.max(0, Math.floor(options.extraNewWords ?? 0), now.newToday - now.goal)
  const extraNewWords = asked + step
  const plan = planToday(progress, { ...options, extraNewWords })
  return { extraNewWords, count: plan.newWords.length }
}

/** What a session can ask besides recognise, reverse and type. */
export interface ExerciseOptions {
  /** Whether the word can be played (a word-audio source, or an Arabic voice). */
  canListen: boolean
  /** Whether the word has a form to ask (Forms). */
  forms?: boolean
  /** Whether the word's verse is there to blank it (Fill the verse). */
  fill?: boolean
}

/**
 * A card's stability (days) from which a word is asked by recall ({@link exerciseFor}). Lower
 * than the stability that makes a word known (KNOWN_STABILITY_DAYS, 21, in constants.ts):
 * recall is how a word gets there.
 */
export const RECALL_STABILITY_DAYS = 7

/** Right answers a word needs, besides {@link RECALL_STABILITY_DAYS}, to be asked by recall. */
export const RECALL_RIGHT_ANSWERS = 3

/**
 * Whether a word is past its learning steps: at least {@link RECALL_RIGHT_ANSWERS} right
 * answers and a card stable for {@link RECALL_STABILITY_DAYS} days or more. Such a word is
 * asked by recall ({@link exerciseFor}).
 */
export const isPastLearningSteps = (word: WordProgress | undefined): boolean => {
  const card = word?.review
  return (
    (word?.correct ?? 0) >= RECALL_RIGHT_ANSWERS &&
    card !== undefined &&
    card.stability >= RECALL_STABILITY_DAYS
  )
}

/**
 * The exercise that suits how well a word is learned. A word never answered right is
 * recognised (the Arabic → its meaning among 4: a first guess shows the answer, and the word
 * comes back); a word being learned (right at least once, not yet past its learning steps:
 * {@link isPastLearningSteps}) is asked the other way round (reverse: its meaning → the
 * Arabic). Multiple choice is scaffolding for those words only.
 *
 * A word past its learning steps is recalled, and meaning recall is its main review: every
 * other review (an even number of reviews on its card) is `recall`, the Arabic alone, then its
 * meaning shown and graded by the learner. Reading the Quran is that very act: the Arabic on
 * the page, no options, the meaning to be found from memory; and the learner's own four grades
 * tell FSRS more than right or wrong. The reviews between keep the other ways of meeting the
 * word in turn (by the number of reviews), so a word is also heard, typed and met in context:
 * listened to and its meaning typed, the Arabic hidden (listen-type, when it can be played),
 * its meaning typed with the Arabic shown (type), met in another form (forms, when it has one),
 * found in its verse (fill, when the verse is there).
 */
export const exerciseFor = (
  word: WordProgress | undefined,
  options: ExerciseOptions,
): ExerciseKind => {
  const correct = word?.correct ?? 0
  if (correct === 0) return 'recognise'
  const card = word?.review
  if (!card || !isPastLearningSteps(word)) return 'reverse'
  if (card.reps % 2 === 0) return 'recall'
  const others: ExerciseKind[] = [
    ...(options.canListen ? (['listen-type'] as const) : []),
    'type',
    ...(options.forms ? (['forms'] as const) : []),
    ...(options.fill ? (['fill'] as const) : []),
  ]
  return others[Math.floor(card.reps / 2) % others.length] ?? 'type'
}

/**
 * Whether a plan's reviews hold a word learned well enough for recall ({@link exerciseFor},
 * {@link isPastLearningSteps}): Forms and Fill the verse may then come up, so their data (the
 * forms index, the Arabic verses) is worth loading; a plan of new and learning words never
 * asks them.
 */
export const planHasRecall = (progress: Progress, reviews: readonly WordId[]): boolean =>
  reviews.some((id) => isPastLearningSteps(progress.words[id]))

/**
 * The order of Today's session: the reviews and the new words merged, each list in its own
 * order (the most overdue review first, new words in the plan's order), the new words spread
 * evenly among the reviews rather than after them, so a session cut short has met its share
 * of new words.
 *
 * How: with R reviews and N new words, T = R + N, the first n items of the session hold
 * round(n·N / T) new words (a half rounded down, so a review comes first on a tie): one new
 * word after every k ≈ R / N reviews, the first after about k / 2 of them and the last about
 * k / 2 before the end. In any prefix of length n the new words number floor(n·N / T) or
 * ceil(n·N / T). With no reviews the session is the new words; with no new words, the reviews.
 */
export const spreadNewWords = <T>(reviews: readonly T[], newWords: readonly T[]): T[] => {
  const n = newWords.length
  const total = reviews.length + n
  const out: T[] = []
  let met = 0
  for (let i = 1; i <= total; i++) {
    // New words due among the first i items: round(i·n / total), half down (integers only).
    const due = Math.floor((2 * i * n + total - 1) / (2 * total))
    if (due > met) out.push(newWords[met++] as T)
    else out.push(reviews[i - 1 - met] as T)
  }
  return out
}

/**
 * Today's session: the plan's words as Practice questions, the new words spread evenly among
 * the reviews ({@link spreadNewWords}; the reviews most overdue first, the new words in the
 * plan's order), each asked by the exercise that suits it ({@link exerciseFor}); a new word is
 * taught first (its study card, with its verse where `gapOf` gives it: `teach`; the Practice
 * machine puts the card before its question) and first asked in turn by the kinds it can take
 * ({@link firstQuestionKind}). Words the session cannot show (absent from `words`) are left
 * out before the spreading.
 */
export const todayItems = (
  progress: Progress,
  plan: Pick<TodayPlan, 'reviews' | 'newWords'>,
  words: ReadonlyMap<WordId, PracticeWord>,
  options: {
    canListen: boolean
    /** The form Forms asks of a word (`practiceForm`); without it, no Forms question. */
    formOf?: (word: PracticeWord) => string | undefined
    /** The word's verse around its gap (`verseGap`); without it, no Fill question. */
    gapOf?: (word: PracticeWord) => VerseGap | undefined
  },
): PracticeItem[] => {
  const items: PracticeItem[] = []
  const fresh = new Set(plan.newWords)
  let taught = 0
  const shown = (id: WordId) => words.has(id)
  const order = spreadNewWords(plan.reviews.filter(shown), plan.newWords.filter(shown))
  for (const id of order) {
    const word = words.get(id)
    if (!word) continue
    const form = options.formOf?.(word)
    const gap = options.gapOf?.(word)
    const has = { canListen: options.canListen, forms: form !== undefined, fill: gap !== undefined }
    // A new word, never answered right: its first question, after its study card, varies with
    // the words before it and what it has (firstQuestionKind).
    const kind =
      fresh.has(id) && (progress.words[id]?.correct ?? 0) === 0
        ? firstQuestionKind(taught++, has)
        : exerciseFor(progress.words[id], has)
    items.push({
      word,
      kind,
      ...(kind === 'forms' && form !== undefined ? { form } : {}),
      ...(kind === 'fill' && gap !== undefined ? { gap } : {}),
      ...(fresh.has(id) ? { teach: true, ...(gap === undefined ? {} : { verse: gap }) } : {}),
    })
  }
  return items
}

/** What Today's card on the home page shows: done today, left today, and its ring's share. */
export interface TodayFigures {
  /** Words reviewed or met for the first time today. */
  done: number
  /** Words the plan still holds: reviews and new words. */
  reviewsLeft: number
  newLeft: number
  /** Done today out of done and left, 0–1 (1 when nothing is planned or left). */
  share: number
}

/** The figures of a plan for the home page's card and its progress ring. */
export const todayFigures = (plan: TodayPlan): TodayFigures => {
  const done = plan.newToday + plan.reviewedToday
  const left = plan.reviews.length + plan.newWords.length
  return {
    done,
    reviewsLeft: plan.reviews.length,
    newLeft: plan.newWords.length,
    share: done + left === 0 ? 1 : done / (done + left),
  }
}
