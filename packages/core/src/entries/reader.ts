// @kalima/core/reader — the Quran's text around the words: the reader's per-surah data and
// its loaders (lazy chunks), the words' example verses (Arabic and translations, their keys
// and labels), a deck word's form (deck forms, Forms' and Fill the verse's data), what a
// learner knows of a surah and of the Quran, the word search, the decks from the reader and
// what a study page loads first. For shells that show the reader, the word
// index or a deck's verses (@kalima/react's Reader, WordIndex, Words and Practice widgets; the
// site's reader and study pages; the embed's <kalima-reader>).

export {
  closestSurah,
  type Knowledge,
  quranKnowledge,
  READER_WORD_STATES,
  type ReaderWordState,
  readerWordState,
  refState,
  surahKnowledge,
} from '../reader/knowledge'
export {
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
  peekReaderSurah,
  peekReaderText,
  peekSurahNames,
  peekSurahSummary,
  type ReaderSurah,
  type ReaderText,
  type ReaderWord,
  type RefCard,
  readingDeckWords,
  SURAH_COUNT,
  type SurahSummary,
  verseBatches,
  verseRange,
  type WordPart,
} from '../reader/reader'
export { findWords, prepareWordSearch } from '../reader/search'
export {
  loadReadingDeck,
  loadReviewWords,
  loadStudyPage,
  loadSurahStudyWords,
  peekReadingDeck,
  peekReviewWords,
} from '../reader/study-page'
export { prefetchReaderTexts } from '../reader/texts'
export {
  loadRecallData,
  loadWordForms,
  peekRecallData,
  practiceForm,
  type RecallData,
  verseGap,
} from '../vocabulary/exercise-data'
export { loadOnce } from '../vocabulary/load-once'
export {
  type DeckForms,
  deckHasForms,
  loadArabicVerses,
  loadDeckForms,
  loadVerses,
  peekDeckForms,
  verseKey,
  verseRangeLabel,
  wordAt,
} from '../vocabulary/vocabulary'
