// Vocabulary: the 600 most frequent lemmas of the Quran in 12 lessons, the
// surah decks 89–114, meanings in 7 languages, example verses and coverage.
export * from './buckwalter'
export * from './decks'
export * from './languages'
export * from './legacy'
export * from './pos'
export * from './types'
export * from './vocabulary'
