// @kalima/core — every rule of Kalima, with no React and no DOM rendering.
// The public surface, named one by one: what is not listed here is internal to core.

export {
  COMMON_PASSWORDS,
  checkNewPassword,
  checkPassword,
  isSingleLine,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
  passwordProblemMessage,
  SINGLE_LINE_MESSAGE,
} from './accounts/rules'
export {
  askDurableStorage,
  askDurableStorageOnceAnswered,
  type StorageDurability,
  type StorageManagerLike,
  storageDurability,
} from './adapters/durable-storage'
export { createIdbStorage, type IdbStorageOptions } from './adapters/idb-storage'
export {
  createLazyBackend,
  createLazyPocketBaseBackend,
  type LazyBackendOptions,
  type LoadedBackend,
} from './adapters/lazy-backend'
export { createLocalBackend } from './adapters/local-backend'
export { createMemoryStorage } from './adapters/memory-storage'
export { onPageLeave } from './adapters/page-leave'
export {
  createPocketBaseBackend,
  type PocketBaseBackendOptions,
} from './adapters/pocketbase-backend'
export {
  createKalimaClient,
  type KalimaClient,
  type KalimaClientOptions,
  type KalimaStores,
} from './client/client'
export {
  AUTO_LOGIN_DELAY_MS,
  DAILY_NEW_WORDS_TARGET,
  FEEDBACK_RATING_DEFAULT,
  FEEDBACK_RATING_RANGE,
  LESSON_COUNT,
  LESSON_SIZE,
  MASTERED_THRESHOLD,
  REVIEW_SESSION_LIMIT,
  SHARE_GRADIENTS,
  SIGN_IN_REDIRECT_MS,
  SPEECH_LANG,
  TIMER_STEP_MS,
} from './constants'
export { codeForHttpStatus, ServerError, type ServerErrorCode } from './errors/codes'
export { MESSAGES, type MessageId, message } from './errors/messages'
// Review scheduling (spaced repetition)
export { type FitMeasure, type FitOptions, fitScale, fits } from './layout/fit'
export { EXERCISE_KINDS, type ExerciseKind } from './modes/exercise-kinds'
export {
  createFlashcards,
  type FlashcardsEffect,
  type FlashcardsEvent,
  type FlashcardsResult,
  type FlashcardsStart,
  type FlashcardsState,
  flashcardsMachine,
  flashcardsNav,
  flashcardsSummary,
  stepFlashcards,
} from './modes/flashcards'
export {
  createLearn,
  type LearnEffect,
  type LearnEvent,
  type LearnMessage,
  type LearnOptions,
  type LearnResult,
  type LearnState,
  learnMachine,
  learnWord,
  stepLearn,
} from './modes/learn'
export {
  type AfterEffect,
  type AnswerEffect,
  type AnswerReport,
  answerOf,
  type BrowseResult,
  type CommonEffect,
  type CompleteEffect,
  type Machine,
  type RecordEffect,
  type SpeakEffect,
  type Step,
  type StudyWord,
  type TimeSpentEffect,
  type ToneEffect,
  type ViewedEffect,
} from './modes/machine'
export {
  createMatch,
  type MatchCard,
  type MatchEffect,
  type MatchEvent,
  type MatchOptions,
  type MatchResult,
  type MatchState,
  matchHint,
  matchMachine,
  stepMatch,
} from './modes/match'
export type { AnswerOption } from './modes/options'
// Practice (Today's session) and the Type it rule
export {
  createPractice,
  type PracticeEffect,
  type PracticeEvent,
  type PracticeItem,
  type PracticeItemsOptions,
  type PracticeOption,
  type PracticeOptions,
  type PracticeResult,
  type PracticeState,
  type PracticeWord,
  practiceItem,
  practiceItems,
  practiceMachine,
  practiceStartEffects,
  REQUEUE_GAP,
  stepPractice,
} from './modes/practice'
export {
  createReview,
  createReviewSession,
  type ReviewCardEffect,
  type ReviewEffect,
  type ReviewEvent,
  type ReviewItem,
  type ReviewResult,
  type ReviewSessionOptions,
  type ReviewState,
  reviewDone,
  reviewMachine,
  stepReview,
} from './modes/review'
export {
  createMachineRunner,
  type EffectHandlers,
  type MachineRunner,
  type RunnerOptions,
} from './modes/runner'
export {
  createTest,
  type QuestionMark,
  type SaveTestEffect,
  stepTest,
  type TestEffect,
  type TestEvent,
  type TestOptions,
  type TestSessionResult,
  type TestState,
  testMachine,
} from './modes/test'
export { formatTimer } from './modes/timer'
export {
  osaDistance,
  type TypedAnswerExpected,
  type TypedAnswerVerdict,
  typedAnswerVerdict,
} from './modes/typed-answer'
export {
  createWords,
  stepWords,
  type WordsEffect,
  type WordsEvent,
  type WordsState,
  wordsMachine,
  wordsNav,
} from './modes/words'
export { MAX_FREEZES, type Streak, type StreakOptions, streakOf } from './plan/streak'
// Today: the daily plan
export {
  type ExerciseOptions,
  exerciseFor,
  isNewToday,
  isReviewedToday,
  KNOWN_STABILITY_DAYS,
  type MoreNewWords,
  moreNewWords,
  planHasRecall,
  planToday,
  type TodayFigures,
  type TodayPlan,
  type TodayPlanOptions,
  todayFigures,
  todayItems,
} from './plan/today'
export {
  ACCOUNTS_UNAVAILABLE,
  type AuthProvider,
  type Backend,
  BackendError,
  type BackendErrorCode,
  type BackendUser,
  type CardAnalytics,
  type ContactMessage,
  type Feedback,
  REMOTE_SETTINGS_DEFAULTS,
  type RemoteSettings,
  type SignOutOptions,
  type SignOutResult,
  type SignUpInput,
  type SignUpResult,
  toRemoteSettings,
  UNSUBSCRIBE_LINK_INVALID,
} from './ports/backend'
export { type Clock, fixedClock, systemClock } from './ports/clock'
export {
  createLocalStorageJournal,
  createMemoryJournal,
  DEFAULT_JOURNAL_PREFIX,
  type Journal,
} from './ports/journal'
export { type Sound, TONES, type Tone } from './ports/sound'
export type { Speech } from './ports/speech'
export { STORAGE_KEYS, type Storage } from './ports/storage'
export {
  type BackupProblem,
  type BackupReading,
  backupFileName,
  MAX_BACKUP_BYTES,
  MAX_BACKUP_CHARS,
  PROGRESS_BACKUP_FORMAT,
  PROGRESS_BACKUP_VERSION,
  type ProgressBackup,
  progressBackup,
  type ReadBackupOptions,
  type Restore,
  type RestoreGain,
  readProgressBackup,
  restoreBackup,
} from './progress/backup'
export {
  type CountsTime,
  type DeckMastery,
  deckMastery,
  isAnswered,
  isDue,
  isMastered,
  type ProgressCounts,
  progressCounts,
  vocabularyWordIds,
  type WordStatus,
  wordStatus,
} from './progress/counts'
export { isEmptyDelta, progressDelta } from './progress/delta'
export { newDeviceId } from './progress/device'
export { importLegacyProgress } from './progress/legacy'
export { merge } from './progress/merge'
export {
  addTimeSpent,
  deckIdOf,
  type LocalTime,
  markViewed,
  recordAttempt,
  recordTestResult,
  resetAll,
  resetDeck,
  setReviewCard,
  touchDeck,
} from './progress/record'
export { FIRST_STEP_MODE, type ResumePoint, resumePoint } from './progress/resume'
export {
  firstTryRange,
  isPossibleFirstTry,
  type TestScore,
  testScore,
} from './progress/test-score'
export {
  type DeckId,
  type DeckProgress,
  type DeckTestResults,
  type DeviceId,
  emptyProgress,
  type Progress,
  type ReviewCard,
  type TestResult,
  type WordId,
  type WordProgress,
} from './progress/types'
export {
  type ProgressIssue,
  type ProgressValidation,
  type ValidateProgressOptions,
  validateProgress,
} from './progress/validate'
export { shuffle } from './random'
export {
  closestSurah,
  inAnyDeck,
  type Knowledge,
  knowsWord,
  quranKnowledge,
  READER_WORD_STATES,
  type ReaderWordState,
  readerWordState,
  refState,
  surahKnowledge,
} from './reader/knowledge'
export {
  decodeWordParts,
  isSurahNumber,
  loadOccurrences,
  loadReaderIndex,
  loadReaderPage,
  loadReaderSurah,
  loadReaderText,
  loadRefCard,
  loadSurahNames,
  loadSurahSummary,
  loadWordParts,
  OCCURRENCE_SHARDS,
  occurrenceShard,
  PREFIX_KINDS,
  type PrefixKind,
  peekReaderIndex,
  peekReaderSurah,
  peekReaderText,
  peekSurahNames,
  peekSurahSummary,
  READING_DECK_SIZE,
  type ReaderSurah,
  type ReaderText,
  type ReaderWord,
  type RefCard,
  readingDeckWords,
  SURAH_COUNT,
  type SurahSummary,
  surahSummaryOf,
  surahWords,
  type VerseKey,
  verseBatches,
  verseRange,
  type WordPart,
} from './reader/reader'
export {
  findWords,
  type MatchQuality,
  prepareWordSearch,
  type WordFinding,
  type WordSearch,
} from './reader/search'
export {
  loadReadingDeck,
  loadReviewWords,
  loadStudyPage,
  loadSurahStudyWords,
  peekReadingDeck,
  peekReviewWords,
} from './reader/study-page'
export { prefetchReaderTexts } from './reader/texts'
export {
  DEFAULT_REMINDER_HOUR,
  dueReviewCount,
  isTimeZoneName,
  isUnsubscribeToken,
  REMINDER_HOUR_RANGE,
  type ReminderDecision,
  type ReminderInput,
  type ReminderSkip,
  reminderDue,
  type ZoneOffset,
} from './reminders/rules'
export {
  canonicalTimeZone,
  deviceTimeZone,
  intlZoneOffset,
  isTimeZone,
  listTimeZones,
  reminderToggle,
  timeZoneChoices,
} from './reminders/time-zone'
// Review scheduling (spaced repetition)
export {
  addToReview,
  answerGrade,
  clampRetention,
  DEFAULT_RETENTION,
  type DueWord,
  dueWords,
  gradeAnswer,
  gradeCard,
  isRecalled,
  newReviewCard,
  previewDue,
  RETENTION_RANGE,
  REVIEW_GRADES,
  type ReviewGrade,
  recordAnswer,
  reviewsDue,
} from './schedule'
export { dueInterval, type IntervalUnit } from './schedule/interval'
export { isLeech, LEECH_LAPSES, leechWords } from './schedule/leech'
export {
  ARABIC_FONT_FAMILIES,
  type ArabicFontFamily,
  DEFAULT_SETTINGS,
  LEGACY_SETTING_NAMES,
  MEANING_FONT_FAMILIES,
  type MeaningFontFamily,
  NEW_WORDS_SOURCES,
  type NewWordsSource,
  retentionOf,
  SETTINGS_RANGES,
  type Settings,
  type SettingsValidation,
  TIMER_POSITIONS,
  type TimerPosition,
  UI_LANGUAGE_SETTINGS,
  type UiLanguageSetting,
  validateSettings,
} from './settings'
export {
  fromRemoteSettings,
  mergeSettings,
  type SettingName,
  type SettingsStamps,
  type StampedSettings,
  stampChanges,
  toRemoteStamps,
} from './settings/sync'
export {
  ACHIEVEMENT_IDS,
  type Achievement,
  type AchievementId,
  accuracy,
  achievements,
  activityHeatmap,
  bestStudyHour,
  type DeckMasteryFigure,
  type DeckWords,
  dailyTarget,
  dayStreak,
  type Figure,
  focusDeck,
  HEAT_LEVELS,
  type HeatmapDay,
  hasHistory,
  heatLevel,
  masteryByDeck,
  type NoData,
  type Recommendation,
  recommendations,
  reviewsDueFigure,
  type StatsTime,
} from './stats'
export { type AuthState, type AuthUser, createAuthStore } from './store/auth'
export {
  createLanguageStore,
  type LanguageStoreOptions,
  type LanguageStoreState,
} from './store/language'
export {
  type AttemptOptions,
  createProgressStore,
  type ProgressStoreOptions,
  type ProgressStoreState,
} from './store/progress'
// Stores (zustand vanilla)
export {
  createSettingsStore,
  type SettingsStoreOptions,
  type SettingsStoreState,
} from './store/settings'
export {
  DECK_MODES,
  type DeckMode,
  isStudyMode,
  STUDY_MODES,
  type StudyMode,
} from './study-modes'
export { type BackendConnection, type ConnectOptions, connectBackend } from './sync/connect'
export {
  createSyncEngine,
  type SyncEngine,
  type SyncOptions,
  type SyncState,
  type SyncStatus,
} from './sync/engine'
export { rootToArabic, toArabic, wordId, wordTransliteration } from './vocabulary/buckwalter'
export {
  allDecks,
  DECK_PATH_IDS,
  type DeckInput,
  deckAttribute,
  deckFromId,
  deckFromPath,
  deckPath,
  isDeck,
  LESSON_IDS,
  LESSON_RANGE,
  lessonDecks,
  nextDeck,
  PRONOUNS_DECK,
  PRONOUNS_DECK_NAME,
  parseDeck,
  readingDeck,
  reviewPath,
  SURAH_DECK_RANGE,
  studyPageOf,
  surahDecks,
} from './vocabulary/decks'
export {
  loadRecallData,
  loadWordForms,
  peekRecallData,
  practiceForm,
  type RecallData,
  type VerseGap,
  verseGap,
  type WordForms,
} from './vocabulary/exercise-data'
export {
  DEFAULT_LANGUAGE,
  type FirstVisitLanguages,
  firstVisitLanguages,
  isLanguageCode,
  LANGUAGES,
  languageDirection,
  languageFromBrowser,
  uiLanguageOf,
} from './vocabulary/languages'
export { resolveLegacyWord } from './vocabulary/legacy'
export { type LoadOnce, loadOnce } from './vocabulary/load-once'
export { posName } from './vocabulary/pos'
export {
  DATA_ATTRIBUTIONS,
  DATA_SOURCES,
  type DataAttribution,
  type DataSource,
} from './vocabulary/sources'
export { meaningSenses, normaliseAnswer, normaliseText } from './vocabulary/text'
export type {
  Coverage,
  DeckRef,
  Language,
  LanguageCode,
  Lesson,
  LocalizedWord,
  Meanings,
  PartOfSpeech,
  Pronoun,
  SurahDeck,
  VerseRef,
  VerseText,
  Word,
} from './vocabulary/types'
export {
  coverage,
  type Deck,
  type DeckForms,
  deckForms,
  deckHasForms,
  getDeck,
  getDistractorWords,
  getLesson,
  getLessonWords,
  getPronouns,
  getStudyWords,
  getSurahDeck,
  getWord,
  getWords,
  LESSONS,
  loadArabicVerses,
  loadDeckForms,
  loadMeanings,
  loadVerses,
  localize,
  PRONOUNS_DECK_TITLE,
  peekDeckForms,
  peekMeanings,
  SURAH_DECK_IDS,
  verseKey,
  verseRangeLabel,
  wordAt,
} from './vocabulary/vocabulary'
export { wordAudioTemplateError, wordAudioUrl } from './vocabulary/word-audio'
