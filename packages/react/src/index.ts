// @kalima/react — widgets and hooks over @kalima/core.
// Core's own names (decks, modes, stores, AnswerReport…) are imported from @kalima/core;
// test helpers from @kalima/react/testing.

export { type DeckWords, useDeckWords } from './hooks/useDeckWords'
export { useDictionaryPart } from './hooks/useDictionaryPart'
export {
  useAuth,
  useKalima,
  useLanguage,
  useProgress,
  useProgressLoaded,
  useProgressSaveError,
  useSettings,
} from './hooks/useKalima'
export { type ModeHandle, type UseModeOptions, useMode } from './hooks/useMode'
// Strings
export {
  DICTIONARY_PARTS,
  type Dictionary,
  type DictionaryPart,
  formatClock,
  formatDate,
  formatHour,
  formatInterval,
  formatNumber,
  loadDictionary,
  loadDictionaryPart,
  type MessageParams,
  type Messages,
  type MessageValues,
  messageParts,
  prefetchMainPart,
  prepareDictionary,
  registerDictionary,
  type Translate,
  translator,
  type UiMessageId,
} from './i18n'
// Browser ports
export { createWebAudioSound } from './ports/sound'
export { createBrowserSpeech } from './ports/speech'
export { createBrowserWordAudio, type WordAudioPlayer } from './ports/word-audio'
export type { KalimaContextValue } from './provider/context'
export { ARABIC_FONTS, BENGALI_FONTS } from './provider/fonts'
// Provider and hooks
export { KalimaProvider, type KalimaProviderProps } from './provider/KalimaProvider'
export { settingsStyle } from './provider/style'
export { Dialog, type DialogProps } from './shared/Dialog'
export { deckTitle, posLabel } from './shared/deckTitle'
// Shared pieces
export type { NavigationProps, RenderLink } from './shared/navigation'
export { RichMessage, type RichMessageProps } from './shared/RichMessage'
export type { StudyWidgetProps } from './shared/useStudyWords'
export type { WidgetBaseProps } from './shared/WidgetRoot'
// Widgets
export { ArabicText, type ArabicTextProps } from './widgets/ArabicText/ArabicText'
export { AuthForm, type AuthFormProps } from './widgets/AuthForm/AuthForm'
export {
  ResetPasswordForm,
  type ResetPasswordFormProps,
} from './widgets/AuthForm/ResetPasswordForm'
export {
  UnsubscribeNotice,
  type UnsubscribeNoticeProps,
} from './widgets/AuthForm/UnsubscribeNotice'
export { CategoryBanner, type CategoryBannerProps } from './widgets/CategoryBanner/CategoryBanner'
export {
  LearnCompleteDialog,
  type LearnCompleteDialogProps,
  MatchCompleteDialog,
  type MatchCompleteDialogProps,
  TestCompleteDialog,
  type TestCompleteDialogProps,
} from './widgets/CompletionDialogs/CompletionDialogs'
export { ContactForm, type ContactFormProps } from './widgets/ContactForm/ContactForm'
export { DataCredit, type DataCreditProps } from './widgets/DataCredit/DataCredit'
export { DeckGrid, type DeckGridProps } from './widgets/DeckGrid/DeckGrid'
export { FeedbackForm, type FeedbackFormProps } from './widgets/FeedbackForm/FeedbackForm'
export { Flashcards, type FlashcardsProps } from './widgets/Flashcards/Flashcards'
export {
  LanguageSelector,
  type LanguageSelectorProps,
} from './widgets/LanguageSelector/LanguageSelector'
export { Learn, type LearnProps } from './widgets/Learn/Learn'
export { Match, type MatchProps } from './widgets/Match/Match'
export { ModeNav, type ModeNavProps } from './widgets/ModeNav/ModeNav'
export { Practice, type PracticeProps } from './widgets/Practice/Practice'
export { ProgressTerms, type ProgressTermsProps } from './widgets/ProgressTerms/ProgressTerms'
export { Reader, type ReaderProps } from './widgets/Reader/Reader'
export { SurahList, type SurahListProps } from './widgets/Reader/SurahList'
export { WordIndex, type WordIndexProps } from './widgets/Reader/WordIndex'
export { WordPanel, type WordPanelProps } from './widgets/Reader/WordPanel'
export { Review, type ReviewProps } from './widgets/Review/Review'
export { SettingsPanel, type SettingsPanelProps } from './widgets/SettingsPanel/SettingsPanel'
export {
  ShareDialog,
  type ShareDialogProps,
  type ShareSite,
} from './widgets/ShareDialog/ShareDialog'
export {
  StorageWarning,
  type StorageWarningProps,
} from './widgets/StorageWarning/StorageWarning'
export { StudyAssistant, type StudyAssistantProps } from './widgets/StudyAssistant/StudyAssistant'
export { Test, type TestProps } from './widgets/Test/Test'
export { Today, type TodayProps } from './widgets/Today/Today'
export { TodayCard, type TodayCardProps } from './widgets/Today/TodayCard'
export { VerseWithWord, Words, type WordsProps } from './widgets/Words/Words'
