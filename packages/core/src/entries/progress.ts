// @kalima/core/progress — a learner's record worked by hand, beyond the progress store: an
// answer, a view or a review card written into a record, a word's state at a moment (due,
// known, learning: the one rule every screen counts by), the spaced-repetition scheduler's
// cards, grades and previews (ts-fsrs, bundled), a copy of the progress in a file, the
// browser's durable storage, the original app's word keys, and what "Learn more" adds to
// tomorrow (its forecast, with the scheduler fetched as the store fetches it). For settings
// screens, Today's "Learn more", tools, sample data and tests (@kalima/react's SettingsPanel,
// Review, Today and stories; the site).

export {
  askDurableStorageOnceAnswered,
  type StorageDurability,
  storageDurability,
} from '../adapters/durable-storage'
export { KNOWN_STABILITY_DAYS } from '../constants'
export {
  endOfTomorrow,
  type ForecastScheduler,
  type LearnMoreForecast,
  type LearnMoreForecastOptions,
  learnMoreForecast,
} from '../plan/forecast'
export {
  type BackupProblem,
  backupFileName,
  MAX_BACKUP_BYTES,
  progressBackup,
  readProgressBackup,
  restoreBackup,
} from '../progress/backup'
export {
  isDue,
  isKnown,
  isLearningOrKnown,
  type WordStatus,
  wordStatus,
} from '../progress/counts'
export { markViewed, recordAttempt, setReviewCard } from '../progress/record'
export { DEFAULT_RETENTION, gradeCard, newReviewCard, previewDue, recordAnswer } from '../schedule'
export { loadedScheduler, loadScheduler, type Scheduler } from '../store/grading'
export { resolveLegacyWord } from '../vocabulary/legacy'
