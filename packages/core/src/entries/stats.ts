// @kalima/core/stats — the study assistant's figures, computed from progress: streaks,
// accuracy, the heatmap, mastery by deck, recommendations, achievements, leeches, and the
// share image's backgrounds. For shells that show a dashboard (@kalima/react's
// StudyAssistant, TodayCard and ShareDialog). Whether a learner has any history at all
// (hasHistory) is the root's, with the other progress queries.

export { SHARE_GRADIENTS } from '../constants'
export { streakOf } from '../plan/streak'
export { LEECH_LAPSES, leechWords } from '../schedule/leech'
export {
  ACHIEVEMENT_IDS,
  accuracy,
  achievements,
  activityHeatmap,
  bestStudyHour,
  type DeckWords,
  dailyTarget,
  dayStreak,
  focusDeck,
  heatLevel,
  masteryByDeck,
  type Recommendation,
  recommendations,
  reviewsDueFigure,
} from '../stats'
