import { DAILY_NEW_WORDS_TARGET, HEATMAP_WEEKS } from '../constants'
import { deckMastery, isKnown, progressCounts } from '../progress/counts'
import { dayKey } from '../progress/record'
import type { DayKey, DeckId, Progress, WordId } from '../progress/types'

/** A figure that cannot be computed because there is no study history yet. */
export interface NoData {
  status: 'no-data'
}

/** A computed figure, or no-data. */
export type Figure<T> = ({ status: 'ok' } & T) | NoData

/** A moment in the learner's local time. */
export interface StatsTime {
  now: number
  utcOffsetMinutes?: number
}

/** A deck with its words, as the statistics need it. */
export interface DeckWords {
  deckId: DeckId
  wordIds: readonly WordId[]
}

const DAY_MS = 86_400_000
const NO_DATA: NoData = { status: 'no-data' }
const ok = <T extends object>(value: T): { status: 'ok' } & T => ({ status: 'ok', ...value })

/** Whether the learner has answered anything yet. */
export const hasHistory = (progress: Progress): boolean =>
  Object.values(progress.activity.days).some((d) => d.attempts > 0)

const attemptsOn = (progress: Progress, day: DayKey): number =>
  progress.activity.days[day]?.attempts ?? 0

/** Consecutive days with answers, ending today (or yesterday, if today has none yet). */
export const dayStreak = (progress: Progress, at: StatsTime): Figure<{ days: number }> => {
  if (!hasHistory(progress)) return NO_DATA
  const key = (i: number) => dayKey(at.now - i * DAY_MS, at.utcOffsetMinutes)
  let i = attemptsOn(progress, key(0)) > 0 ? 0 : 1
  let days = 0
  while (attemptsOn(progress, key(i)) > 0) {
    days++
    i++
  }
  return ok({ days })
}

/** The hour of day with the most correct answers (earliest on ties), 0–23. */
export const bestStudyHour = (progress: Progress): Figure<{ hour: number }> => {
  let best: { hour: number; correct: number; attempts: number } | undefined
  for (const [key, c] of Object.entries(progress.activity.hours)) {
    if (c.attempts === 0) continue
    const hour = Number(key)
    const better =
      !best ||
      c.correct > best.correct ||
      (c.correct === best.correct &&
        (c.attempts > best.attempts || (c.attempts === best.attempts && hour < best.hour)))
    if (better) best = { hour, correct: c.correct, attempts: c.attempts }
  }
  return best ? ok({ hour: best.hour }) : NO_DATA
}

/** Share of correct answers over all answers, in percent (rounded). */
export const accuracy = (
  progress: Progress,
): Figure<{ percent: number; correct: number; attempts: number }> => {
  let correct = 0
  let attempts = 0
  for (const w of Object.values(progress.words)) {
    correct += w.correct
    attempts += w.attempts
  }
  if (attempts === 0) return NO_DATA
  return ok({ percent: Math.round((correct / attempts) * 100), correct, attempts })
}

/** Mastery of one deck at a moment: its words known (`isKnown`), started and in all. */
export interface DeckMasteryFigure {
  deckId: DeckId
  /** Words known at the moment asked. */
  known: number
  /** Words answered or seen. */
  started: number
  total: number
  /** known / total, in percent (rounded down). */
  percent: number
}

const masteryOf = (progress: Progress, deck: DeckWords, at: StatsTime): DeckMasteryFigure => {
  const { known, started, total } = deckMastery(progress, deck.wordIds, at)
  return {
    deckId: deck.deckId,
    known,
    started,
    total,
    percent: total ? Math.floor((known * 100) / total) : 0,
  }
}

/** Mastery per deck at `at`, in the order given. */
export const masteryByDeck = (
  progress: Progress,
  decks: readonly DeckWords[],
  at: StatsTime,
): Figure<{ decks: DeckMasteryFigure[] }> =>
  hasHistory(progress) ? ok({ decks: decks.map((d) => masteryOf(progress, d, at)) }) : NO_DATA

/** The started deck with the fewest words known at `at`, by share (first in order on ties). */
export const focusDeck = (
  progress: Progress,
  decks: readonly DeckWords[],
  at: StatsTime,
): Figure<{ deck: DeckMasteryFigure }> => {
  let focus: DeckMasteryFigure | undefined
  for (const d of decks) {
    const m = masteryOf(progress, d, at)
    if (m.started === 0 || m.total === 0 || m.known === m.total) continue
    if (!focus || m.known / m.total < focus.known / focus.total) focus = m
  }
  return focus ? ok({ deck: focus }) : NO_DATA
}

/**
 * New words today (answered, and first met today; see `progressCounts`) against the daily
 * target; `reached` once done ≥ target. `wordIds`: the words counted, the vocabulary by default.
 */
export const dailyTarget = (
  progress: Progress,
  at: StatsTime,
  target = DAILY_NEW_WORDS_TARGET,
  wordIds?: readonly WordId[],
): Figure<{ target: number; done: number; reached: boolean }> => {
  if (!hasHistory(progress)) return NO_DATA
  const done = progressCounts(progress, at, wordIds, target).newToday
  return ok({ target, done, reached: done >= target })
}

/** Words due for review now (`progressCounts`' due), of `wordIds` (the vocabulary by default). */
export const reviewsDueFigure = (
  progress: Progress,
  at: StatsTime,
  wordIds?: readonly WordId[],
): Figure<{ count: number }> =>
  hasHistory(progress) ? ok({ count: progressCounts(progress, at, wordIds).due }) : NO_DATA

/** Ids of the achievements. */
export type AchievementId =
  | 'first-answer'
  | 'ten-mastered'
  | 'fifty-mastered'
  | 'deck-mastered'
  | 'test-completed'
  | 'perfect-test'
  | 'streak-3'
  | 'streak-7'
  | 'hundred-answers'

/** An achievement and whether it is unlocked. */
export interface Achievement {
  id: AchievementId
  unlocked: boolean
}

/** Every achievement, in display order. */
export const ACHIEVEMENT_IDS: readonly AchievementId[] = [
  'first-answer',
  'hundred-answers',
  'ten-mastered',
  'fifty-mastered',
  'deck-mastered',
  'test-completed',
  'perfect-test',
  'streak-3',
  'streak-7',
]

/**
 * Achievements computed from progress at `at`. Those of words known ('ten-mastered',
 * 'fifty-mastered', 'deck-mastered') follow `isKnown`, so they lock again while the words
 * they counted have faded (come due unreviewed), like every other figure of known words.
 */
export const achievements = (
  progress: Progress,
  decks: readonly DeckWords[],
  at: StatsTime,
): Figure<{ achievements: Achievement[]; unlocked: number }> => {
  if (!hasHistory(progress)) return NO_DATA
  const words = Object.values(progress.words)
  const attempts = words.reduce((n, w) => n + w.attempts, 0)
  const known = words.filter((w) => isKnown(w, at.now)).length
  const tests = Object.values(progress.tests)
  const streak = dayStreak(progress, at)
  const days = streak.status === 'ok' ? streak.days : 0
  const unlocked: Record<AchievementId, boolean> = {
    'first-answer': attempts >= 1,
    'hundred-answers': attempts >= 100,
    'ten-mastered': known >= 10,
    'fifty-mastered': known >= 50,
    'deck-mastered': decks.some(
      (d) => d.wordIds.length > 0 && masteryOf(progress, d, at).known === d.wordIds.length,
    ),
    'test-completed': tests.some((t) => t.latest !== null),
    'perfect-test': tests.some((t) => t.best !== null && t.best.attempts === t.best.correct),
    'streak-3': days >= 3,
    'streak-7': days >= 7,
  }
  const list = ACHIEVEMENT_IDS.map((id) => ({ id, unlocked: unlocked[id] }))
  return ok({ achievements: list, unlocked: list.filter((a) => a.unlocked).length })
}

/** One day of the activity heatmap. */
export interface HeatmapDay {
  day: DayKey
  attempts: number
  correct: number
}

/** Attempts per day for the last `weeks` weeks, oldest first, ending today. */
export const activityHeatmap = (
  progress: Progress,
  at: StatsTime,
  weeks = HEATMAP_WEEKS,
): Figure<{ days: HeatmapDay[]; max: number }> => {
  if (!hasHistory(progress)) return NO_DATA
  const days: HeatmapDay[] = []
  for (let i = weeks * 7 - 1; i >= 0; i--) {
    const day = dayKey(at.now - i * DAY_MS, at.utcOffsetMinutes)
    const c = progress.activity.days[day]
    days.push({ day, attempts: c?.attempts ?? 0, correct: c?.correct ?? 0 })
  }
  return ok({ days, max: Math.max(0, ...days.map((d) => d.attempts)) })
}

/** How many shades the heatmap has above "no activity". */
export const HEAT_LEVELS = 4

/**
 * The shade of a heatmap day: 0 without attempts, else 1 to {@link HEAT_LEVELS} by its share
 * of the busiest day's `max` attempts (any attempt shows at least 1; the busiest day 4).
 */
export const heatLevel = (attempts: number, max: number): number =>
  attempts <= 0 || max <= 0 ? 0 : Math.min(HEAT_LEVELS, Math.ceil((attempts / max) * HEAT_LEVELS))

/** A recommendation as a message id with parameters; the UI dictionary words it. */
export type Recommendation =
  | { id: 'review-due'; params: { count: number } }
  | { id: 'focus-deck'; params: { deckId: DeckId; known: number; total: number } }
  | { id: 'keep-streak'; params: { days: number } }
  | { id: 'start-streak'; params: Record<string, never> }
  | { id: 'improve-accuracy'; params: { percent: number } }
  | { id: 'take-test'; params: { deckId: DeckId } }

/** Recommendations, most useful first; due words counted of `wordIds` (the vocabulary by default). */
export const recommendations = (
  progress: Progress,
  decks: readonly DeckWords[],
  at: StatsTime,
  wordIds?: readonly WordId[],
): Figure<{ recommendations: Recommendation[] }> => {
  if (!hasHistory(progress)) return NO_DATA
  const list: Recommendation[] = []
  const due = progressCounts(progress, at, wordIds).due
  if (due > 0) list.push({ id: 'review-due', params: { count: due } })
  const focus = focusDeck(progress, decks, at)
  if (focus.status === 'ok') {
    const { deckId, known, total } = focus.deck
    list.push({ id: 'focus-deck', params: { deckId, known, total } })
  }
  const streak = dayStreak(progress, at)
  const today = attemptsOn(progress, dayKey(at.now, at.utcOffsetMinutes))
  if (streak.status === 'ok' && streak.days > 0 && today === 0)
    list.push({ id: 'keep-streak', params: { days: streak.days } })
  if (streak.status === 'ok' && streak.days === 0) list.push({ id: 'start-streak', params: {} })
  const acc = accuracy(progress)
  if (acc.status === 'ok' && acc.attempts >= 20 && acc.percent < 70)
    list.push({ id: 'improve-accuracy', params: { percent: acc.percent } })
  const untested = decks.find((d) => {
    const m = masteryOf(progress, d, at)
    return m.total > 0 && m.known === m.total && !progress.tests[d.deckId]?.latest
  })
  if (untested) list.push({ id: 'take-test', params: { deckId: untested.deckId } })
  return ok({ recommendations: list })
}
