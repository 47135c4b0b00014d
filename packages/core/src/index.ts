// @kalima/core — every rule of Kalima, with no React and no DOM rendering.
// For app authors: the vocabulary, decks and languages, settings, progress and its counts,
// Today's plan, the study modes (one machine each, run by createMachineRunner), the client and
// its stores, and the ports with their browser and memory adapters. At most 150 names
// (entries.test.ts), each listed by name: what is not here or in an entry of src/entries/ is
// internal to core. The rest is in subpaths, each for whom its header names:
// @kalima/core/reader, /stats, /progress, /accounts, /sync, /pocketbase and /testing
// (README.md, "Entries").

export { createIdbStorage } from './adapters/idb-storage'
export { createMemoryStorage } from './adapters/memory-storage'
export { createKalimaClient, type KalimaClient, type KalimaStores } from './client/client'
export { SPEECH_LANG, TIMER_STEP_MS } from './constants'
export { MESSAGES } from './errors/messages'
export { type FitMeasure, fitScale } from './layout/fit'
export { EXERCISE_KINDS, type ExerciseKind } from './modes/exercise-kinds'
export { type FlashcardsResult, type FlashcardsState, flashcardsMachine } from './modes/flashcards'
export { type LearnResult, type LearnState, learnMachine } from './modes/learn'
export {
  type AnswerReport,
  answerOf,
  type BrowseResult,
  type Machine,
  type StudyWord,
} from './modes/machine'
export { type MatchResult, type MatchState, matchMachine } from './modes/match'
export type { AnswerOption } from './modes/options'
export {
  type PracticeEvent,
  type PracticeItem,
  type PracticeResult,
  type PracticeState,
  type PracticeWord,
  practiceMachine,
} from './modes/practice'
export { type ReviewResult, type ReviewState, reviewMachine } from './modes/review'
export { createMachineRunner, type MachineRunner } from './modes/runner'
export {
  type QuestionMark,
  type TestSessionResult,
  type TestState,
  testMachine,
} from './modes/test'
export { formatTimer } from './modes/timer'
export { type WordsState, wordsMachine } from './modes/words'
export {
  exerciseFor,
  moreNewWords,
  planHasRecall,
  planToday,
  type TodayPlan,
  type TodayPlanOptions,
  todayFigures,
  todayItems,
} from './plan/today'
export { type Backend, BackendError, type BackendUser } from './ports/backend'
export type { Clock } from './ports/clock'
export { createLocalStorageJournal } from './ports/journal'
export { type Sound, TONES, type Tone } from './ports/sound'
export type { Speech } from './ports/speech'
export type { Storage } from './ports/storage'
export { progressCounts } from './progress/counts'
export { deckIdOf } from './progress/record'
export { resumePoint } from './progress/resume'
export { testVerdict } from './progress/test-score'
export {
  emptyProgress,
  type Progress,
  type ReviewCard,
  type TestResult,
  type WordId,
} from './progress/types'
export { REVIEW_GRADES, type ReviewGrade } from './schedule'
export { dueInterval } from './schedule/interval'
export {
  ARABIC_FONT_FAMILIES,
  type ArabicFontFamily,
  DEFAULT_SETTINGS,
  type MeaningFontFamily,
  NEW_WORDS_SOURCES,
  retentionOf,
  SETTINGS_RANGES,
  type Settings,
  TIMER_POSITIONS,
  UI_LANGUAGE_SETTINGS,
  validateSettings,
} from './settings'
export { hasHistory } from './stats'
export { type AuthState, createAuthStore } from './store/auth'
export { createLanguageStore } from './store/language'
export { createProgressStore } from './store/progress'
export { createSettingsStore, type SettingsStoreState } from './store/settings'
export { DECK_MODES, type DeckMode, isStudyMode, STUDY_MODES, type StudyMode } from './study-modes'
export {
  allDecks,
  DECK_PATH_IDS,
  type DeckInput,
  deckAttribute,
  deckFromId,
  deckFromPath,
  deckPath,
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
  DEFAULT_LANGUAGE,
  firstVisitLanguages,
  isLanguageCode,
  LANGUAGES,
  languageDirection,
  uiLanguageOf,
} from './vocabulary/languages'
export { DATA_ATTRIBUTIONS, DATA_SOURCES } from './vocabulary/sources'
export type {
  DeckRef,
  Language,
  LanguageCode,
  LocalizedWord,
  Meanings,
  VerseRef,
  VerseText,
  Word,
} from './vocabulary/types'
export {
  coverage,
  type Deck,
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
  loadMeanings,
  localize,
  peekMeanings,
  SURAH_DECK_IDS,
} from './vocabulary/vocabulary'
export { wordAudioTemplateError, wordAudioUrl } from './vocabulary/word-audio'
