/** A language a learner can study meanings in. `bn` is the default. */
export type LanguageCode = 'bn' | 'id' | 'ur' | 'tr' | 'zh' | 'es' | 'en'

/** Every language code, in the order the language selector shows them. */
export const LANGUAGE_CODES: readonly LanguageCode[] = ['bn', 'id', 'ur', 'tr', 'zh', 'es', 'en']

/** A language as offered in the language selector. */
export interface Language {
  code: LanguageCode
  /** Name in the language itself, e.g. 'বাংলা'. */
  name: string
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
  /**
   * The headword in Arabic script with diacritics: the dictionary form of the
   * lemma (perfect 3ms for verbs, noun without case ending, particle with its
   * final vowel, no recitation marks; see docs/data.md).
   */
  arabic: string
  /** Readable Latin transliteration of the headword (ā ī ū ḥ ṣ ḍ ṭ ẓ ʿ ʾ …). */
  transliteration: string
  /** Number of occurrences of the lemma in the Quran. */
  frequency: number
  /** Part of speech, e.g. 'Noun', 'Verb', 'Preposition', 'Negative particle'. */
  pos: PartOfSpeech
  /** Root letters in Arabic script, or null when the lemma has no root. */
  root: string | null
  /**
   * An example verse in which the word occurs. In a surah deck, the word's
   * verse in that surah.
   */
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
  /**
   * In a surah deck, the word as written in its verse there (قُلْ in 114:1 for قَالَ),
   * where it differs from the headword: widgets show it beside the headword. Set by
   * {@link localize} from {@link loadDeckForms}; absent elsewhere.
   */
  form?: string
}

/**
 * A study deck: one of the 12 lessons, the vocabulary of one surah (89–114), the
 * personal pronouns and suffixes (`{ kind: 'pronouns' }`, 22 words, see {@link Pronoun}),
 * or a deck from the reader (`{ kind: 'reading', id: 67 }`): the words of surah 1–114 that
 * the learner does not know yet (`loadReadingDeck`, made when the deck is opened).
 */
export type DeckRef =
  | { kind: 'lesson'; id: number }
  | { kind: 'surah'; id: number }
  | { kind: 'pronouns' }
  | { kind: 'reading'; id: number }

/**
 * A personal pronoun as a word of the Pronouns deck: independent (هُوَ) or attached to the
 * word before it (ـهُمْ, shown after a tatweel as its carrier). The corpus gives pronouns
 * no lemma, so their ids are the curated source's (`pron-huwa`, `suf-hum`), `lemma` is the
 * pronoun in Buckwalter, `rank` and `root` are null.
 */
export interface Pronoun extends Word {
  /** Independent (a word of its own) or attached (a suffix). */
  kind: 'independent' | 'attached'
}

/** A lesson: 50 words in frequency order. */
export interface Lesson {
  /** 1–12. */
  id: number
  /** e.g. 'Base Words I'. */
  title: string
  words: readonly Word[]
}

/**
 * The vocabulary of one surah, in order of first occurrence; each word carries
 * its verse in that surah and its `form` there.
 */
export interface SurahDeck {
  /** Surah number, 89–114. */
  id: number
  /** Transliterated name, e.g. 'Al-Fajr'. */
  name: string
  /** Arabic name, e.g. 'الفجر'. */
  arabicName: string
  words: readonly Word[]
}

/** Share of the Quran's words covered by the lesson words (see docs/data.md). */
export interface Coverage {
  /** Words in the Quran: 77,429. */
  totalWords: number
  /** Words whose lemma is one of the 600 lesson words. */
  covered: number
  /** covered / totalWords, in percent with two decimals. */
  percent: number
  /** Cumulative coverage after lessons 1..n. */
  perLesson: readonly { lesson: number; covered: number; percent: number }[]
  /**
   * Coverage by the 600 words plus the personal pronouns (words whose main
   * segment is a personal pronoun, which the corpus gives no lemma: هُوَ, لَهُمْ).
   */
  withPronouns?: { covered: number; percent: number }
}

/** An example verse in Arabic with its translation in the learner's language. */
export interface VerseText {
  /** Arabic text, words separated by single spaces (word n is at index n − 1). */
  arabic: string
  /** Translation of the whole verse (quran-json, footnote marks removed). */
  translation: string
  /**
   * Set when the translation is a paragraph covering several verses (the
   * translator did not translate this verse alone): the ayahs it covers, in the
   * same surah. A widget shows them, e.g. "89:9–12", beside the translation.
   */
  range?: { from: number; to: number }
}
