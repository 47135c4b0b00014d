/** A language a learner can study meanings in. `bn` is the default. */
export type LanguageCode = 'bn' | 'id' | 'ur' | 'tr' | 'zh' | 'es' | 'en'

/** Every language code, in the order the language selector shows them. */
export const LANGUAGE_CODES: readonly LanguageCode[] = ['bn', 'id', 'ur', 'tr', 'zh', 'es', 'en']

/** A language as offered in the language selector. */
export interface Language {
  code: LanguageCode
  /** Name in the language itself, e.g. 'বাংলা'. */
  name: string
  /** Flag emoji shown beside the name. */
  flag: string
  /** A disabled language is shown as 'Coming Soon' and cannot be selected. */
  enabled: boolean
  /** Writing direction of the language's script. */
  dir: 'ltr' | 'rtl'
}

/** Part-of-speech names, as in original-app.md §3. */
export type PartOfSpeech = string

/** Where a word occurs in an example verse. */
export interface VerseRef {
  /** Surah number, 1–114. */
  surah: number
  /** Verse (ayah) number within the surah, 1-based. */
  ayah: number
  /** Position of the word in the verse, 1-based (as in the Quranic Arabic Corpus). */
  position: number
}

/**
 * A word of the vocabulary: one lemma of the Quranic Arabic Corpus, with its
 * language-neutral fields. Meanings ship per language (see {@link LocalizedWord}).
 */
export interface Word {
  /** Stable identifier, never reused. */
  id: string
  /** Frequency rank 1–600 for lesson words; null for words that only appear in surah decks. */
  rank: number | null
  /** The lemma in Buckwalter transliteration, as in the corpus. */
  lemma: string
  /** The lemma in Arabic script with diacritics. */
  arabic: string
  /** Readable Latin transliteration of the lemma (ā ī ū ḥ ṣ ḍ ṭ ẓ ʿ ʾ …). */
  transliteration: string
  /** Number of occurrences of the lemma in the Quran. */
  frequency: number
  /** Part of speech, e.g. 'Noun', 'Verb', 'Preposition', 'Negative particle'. */
  pos: PartOfSpeech
  /** Root letters in Arabic script, or null when the lemma has no root. */
  root: string | null
  /** An example verse in which the word occurs. */
  verse: VerseRef
}

/** Meanings of every word in one language, keyed by word id. */
export type Meanings = Readonly<Record<string, string>>

/** A word with its meaning in the learner's language: what study modes show. */
export interface LocalizedWord extends Word {
  /** Learner-quality meaning in `lang`. */
  meaning: string
  /** The language of `meaning`. */
  lang: LanguageCode
}
