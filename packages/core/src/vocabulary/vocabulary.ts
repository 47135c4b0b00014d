// Typed access to the generated vocabulary data (./data, built by `npm run data`,
// see docs/data.md). The language-neutral data is bundled; meanings and verse
// texts are loaded lazily, one JSON file per language, so bundlers split them.

import { headwordRule, rootToArabic, toArabic, wordId, wordTransliteration } from './buckwalter'
import coverageData from './data/coverage.json'
import lessonsData from './data/lessons.json'
import pronounsData from './data/pronouns.json'
import surahsData from './data/surahs.json'
import wordsData from './data/words.json'
import { loadOnce } from './load-once'
import type {
  Coverage,
  DeckRef,
  LanguageCode,
  Lesson,
  LocalizedWord,
  Meanings,
  Pronoun,
  SurahDeck,
  VerseRef,
  VerseText,
  Word,
} from './types'

/** Surah decks, by surah number: 89–114. */
export const SURAH_DECK_IDS: readonly number[] = surahsData.map((s) => s.id)

/** A word's fields derived from its lemma: see {@link expand}. */
interface Derived {
  arabic: string
  transliteration: string
  root: string | null
}

/** Each lemma's overriding headword and root (words.json's), then its derived fields. */
const SOURCES = new Map<string, { pos: string; root: string; override: string | undefined }>()
const DERIVED = new Map<string, Derived>()

/** The derived fields of the word with this lemma, computed on first need and kept. */
function derivedOf(lemma: string): Derived {
  let derived = DERIVED.get(lemma)
  if (!derived) {
    const source = SOURCES.get(lemma)
    if (!source) throw new Error(`words.json has no lemma ${lemma}`)
    const headword = source.override ?? headwordRule(lemma, source.pos)
    derived = {
      arabic: toArabic(headword),
      transliteration: wordTransliteration(headword, source.pos),
      root: source.root === '' ? null : rootToArabic(source.root),
    }
    DERIVED.set(lemma, derived)
  }
  return derived
}

/**
 * A frozen word whose headword in Arabic letters, transliteration and root are read from
 * {@link derivedOf} its lemma: computed the first time any copy of the word is read, then
 * kept. A page reads them for the few words it shows; deriving them for all 856 words when
 * the module loaded, and again in every copy a deck or session made, was most of the time
 * the site's first load spent in its own code (docs/benchmarks.md). To every reader they are
 * ordinary enumerable fields (spread, JSON, structured clone, `toEqual`).
 */
function derivedWord<F extends object>(
  fields: Omit<Word, keyof Derived>,
  extra: F,
): Omit<Word, keyof F> & F {
  const word: Record<string, unknown> = {
    id: fields.id,
    rank: fields.rank,
    lemma: fields.lemma,
    frequency: fields.frequency,
    pos: fields.pos,
    verse: fields.verse,
    ...extra,
  }
  // Any other field of a copied word (a pronoun's kind, a localized word's meaning and form),
  // read without deriving: only the three fields below are getters.
  for (const key of Object.keys(fields))
    if (!(key in word || key in DERIVED_FIELDS)) word[key] = fields[key as keyof typeof fields]
  // One getter of each for every word (reading the word's own lemma), not three new
  // closures a word: building the 856 words took 2–3 times as long with those.
  Object.defineProperties(word, DERIVED_FIELDS)
  return Object.freeze(word) as Omit<Word, keyof F> & F
}

/** The derived fields as enumerable getters of a word, shared by every word. */
const DERIVED_FIELDS: Record<keyof Derived, PropertyDescriptor & ThisType<Word>> = {
  arabic: {
    enumerable: true,
    get() {
      return derivedOf(this.lemma).arabic
    },
  },
  transliteration: {
    enumerable: true,
    get() {
      return derivedOf(this.lemma).transliteration
    },
  },
  root: {
    enumerable: true,
    get() {
      return derivedOf(this.lemma).root
    },
  },
}

/**
 * `word` with `fields` added or replaced, frozen like every word. A word of words.json keeps
 * its derived fields computed on first read ({@link derivedWord}), so a deck or a session
 * that copies hundreds of words derives only what it shows; a pronoun is copied as it is.
 */
function withFields<W extends Word, F extends object>(word: W, fields: F): Omit<W, keyof F> & F {
  return (
    Object.getOwnPropertyDescriptor(word, 'arabic')?.get
      ? derivedWord(word, fields)
      : Object.freeze({ ...word, ...fields })
  ) as Omit<W, keyof F> & F
}

/**
 * Expands one compact words.json tuple ([lemma, frequency, pos, root, surah,
 * ayah, position, headword?]). The headword (Buckwalter) is stored only where
 * the curated source overrides the headword rule; what is derived from it is computed when
 * first read ({@link derivedWord}).
 */
function expand(tuple: readonly (string | number)[], index: number): Word {
  const [lemma, frequency, pos, root, surah, ayah, position, override] = tuple
  if (
    typeof lemma !== 'string' ||
    typeof frequency !== 'number' ||
    typeof pos !== 'string' ||
    typeof root !== 'string' ||
    typeof surah !== 'number' ||
    typeof ayah !== 'number' ||
    typeof position !== 'number' ||
    (override !== undefined && typeof override !== 'string')
  ) {
    throw new Error(`words.json: malformed entry ${index}`)
  }
  SOURCES.set(lemma, { pos, root, override })
  return derivedWord(
    {
      id: wordId(lemma),
      rank: index < wordsData.ranked ? index + 1 : null,
      lemma,
      frequency,
      pos,
      verse: Object.freeze({ surah, ayah, position }),
    },
    {},
  )
}

const WORDS: readonly Word[] = Object.freeze(wordsData.words.map(expand))

/** Part of speech of a pronoun, by its kind. */
const PRONOUN_POS = { independent: 'Personal pronoun', attached: 'Attached pronoun' } as const

/**
 * One pronouns.json entry as a word. A pronoun with several spellings (ـهُۥ ـهِۦ: after
 * i and y the vowel is i) shows them separated by an Arabic comma.
 */
function expandPronoun(p: (typeof pronounsData)[number]): Pronoun {
  if (p.kind !== 'independent' && p.kind !== 'attached') {
    throw new Error(`pronouns.json: ${p.id} has kind ${p.kind}`)
  }
  return Object.freeze({
    id: p.id,
    rank: null,
    lemma: p.buckwalter,
    arabic: p.arabic.split(' ').join('\u060C '),
    transliteration: p.transliteration,
    frequency: p.frequency,
    pos: PRONOUN_POS[p.kind],
    root: null,
    verse: Object.freeze({ ...p.verse }),
    kind: p.kind,
  })
}

const PRONOUNS: readonly Pronoun[] = Object.freeze(pronounsData.map(expandPronoun))
const BY_ID: ReadonlyMap<string, Word> = new Map([...WORDS, ...PRONOUNS].map((w) => [w.id, w]))
const RANKED: readonly Word[] = Object.freeze(WORDS.filter((w) => w.rank !== null))

/** Looks up words by id; every id in the generated data exists. */
function wordsOf(ids: readonly string[]): readonly Word[] {
  return Object.freeze(
    ids.map((id) => {
      const word = BY_ID.get(id)
      if (!word) throw new Error(`unknown word id ${id}`)
      return word
    }),
  )
}

/** The 12 lessons, in order. */
export const LESSONS: readonly Lesson[] = Object.freeze(
  lessonsData.map((l) => Object.freeze({ id: l.id, title: l.title, words: wordsOf(l.wordIds) })),
)

/**
 * The words of a surah deck as that surah shows them: each word's verse is its
 * verse in the surah (`verses[i]` = [ayah, position] in surahs.json). The word as
 * written there (قُلْ in 114:1 for قَالَ) is {@link wordAt} of that verse's Arabic text,
 * which loads with the verses: keeping the forms out of this bundled file keeps the
 * first load small.
 */
function surahWords(
  surah: number,
  ids: readonly string[],
  verses: readonly (readonly number[])[],
): readonly Word[] {
  return Object.freeze(
    wordsOf(ids).map((word, i) => {
      const [ayah, position] = verses[i] ?? []
      if (typeof ayah !== 'number' || typeof position !== 'number') {
        throw new Error(`surahs.json: malformed verse ${i} of surah ${surah}`)
      }
      return withFields(word, { verse: Object.freeze({ surah, ayah, position }) })
    }),
  )
}

const SURAH_DECKS: readonly SurahDeck[] = Object.freeze(
  surahsData.map((s) =>
    Object.freeze({
      id: s.id,
      name: s.name,
      arabicName: s.arabicName,
      words: surahWords(s.id, s.wordIds, s.verses),
    }),
  ),
)

/** Every word: the 600 lesson words by rank, then the words found only in surah decks. */
export function getWords(): readonly Word[] {
  return WORDS
}

/** The 22 personal pronouns, independent (أَنَا … هُنَّ) then attached (ـِى … ـهُنَّ). */
export function getPronouns(): readonly Pronoun[] {
  return PRONOUNS
}

const STUDY_WORDS: readonly Word[] = Object.freeze([...WORDS, ...PRONOUNS])

/**
 * The words a session over `deck` draws from: the deck's words as that deck shows them
 * (a surah deck's with their verse in the surah); without a deck, every word of every deck
 * ({@link getWords} and the pronouns), as Review over all studied words needs them.
 */
export function getStudyWords(deck?: DeckRef): readonly Word[] {
  return (deck && getDeck(deck)?.words) ?? STUDY_WORDS
}

/**
 * The words a quiz draws wrong answers from, besides the deck's own: the 600 lesson words,
 * except in the Pronouns deck, whose questions are only fair among pronouns (a lesson
 * word's meaning would give the answer away).
 */
export function getDistractorWords(deck: DeckRef): readonly Word[] {
  return deck.kind === 'pronouns' ? PRONOUNS : RANKED
}

/** The 600 lesson words, by rank (descending frequency). */
export function getLessonWords(): readonly Word[] {
  return RANKED
}

/** The word with this id (a pronoun's too: `pron-huwa`, `suf-hum`), or undefined. */
export function getWord(id: string): Word | undefined {
  return BY_ID.get(id)
}

/**
 * Lesson `n` (1–12). Like the original app's routes, anything else (out of
 * range, not an integer, NaN) gives lesson 1.
 */
export function getLesson(n: number): Lesson {
  const lesson = LESSONS[Number.isInteger(n) && n >= 1 && n <= LESSONS.length ? n - 1 : 0]
  if (!lesson) throw new Error('no lessons')
  return lesson
}

/** The deck of surah `n` (89–114), or undefined for any other number. */
export function getSurahDeck(n: number): SurahDeck | undefined {
  return SURAH_DECKS.find((s) => s.id === n)
}

/** A deck ready for a study mode. */
export interface Deck {
  ref: DeckRef
  /**
   * Lesson title ('Base Words I'), surah name ('Al-Fajr') or, for the Pronouns deck,
   * 'Pronouns and suffixes' (widgets show `deck.pronouns` from their dictionary instead).
   */
  title: string
  words: readonly Word[]
}

/** The Pronouns deck's title in English (the UI dictionaries' `deck.pronouns`). */
export const PRONOUNS_DECK_TITLE = 'Pronouns and suffixes'

/**
 * The words of a deck. A lesson out of range falls back to lesson 1 (see
 * {@link getLesson}); a surah without a deck gives undefined, and so does a deck from the
 * reader, whose words depend on the learner's progress (the reader's `loadReadingDeck`).
 */
export function getDeck(ref: DeckRef): Deck | undefined {
  if (ref.kind === 'reading') return undefined
  if (ref.kind === 'pronouns') {
    return { ref: { kind: 'pronouns' }, title: PRONOUNS_DECK_TITLE, words: PRONOUNS }
  }
  if (ref.kind === 'lesson') {
    const lesson = getLesson(ref.id)
    return { ref: { kind: 'lesson', id: lesson.id }, title: lesson.title, words: lesson.words }
  }
  const deck = getSurahDeck(ref.id)
  return deck && { ref: { kind: 'surah', id: deck.id }, title: deck.name, words: deck.words }
}

/** Share of the Quran's words covered by the lesson words, total and per lesson (cumulative). */
export function coverage(): Coverage {
  return coverageData
}

const MEANINGS: Record<LanguageCode, () => Promise<{ default: Record<string, string> }>> = {
  bn: () => import('./data/meanings.bn.json'),
  id: () => import('./data/meanings.id.json'),
  ur: () => import('./data/meanings.ur.json'),
  tr: () => import('./data/meanings.tr.json'),
  zh: () => import('./data/meanings.zh.json'),
  es: () => import('./data/meanings.es.json'),
  en: () => import('./data/meanings.en.json'),
}

const VERSES: Record<LanguageCode | 'ar', () => Promise<{ default: Record<string, string> }>> = {
  ar: () => import('./data/verses.ar.json'),
  bn: () => import('./data/verses.bn.json'),
  id: () => import('./data/verses.id.json'),
  ur: () => import('./data/verses.ur.json'),
  tr: () => import('./data/verses.tr.json'),
  zh: () => import('./data/verses.zh.json'),
  es: () => import('./data/verses.es.json'),
  en: () => import('./data/verses.en.json'),
}

const meanings = /* @__PURE__ */ loadOnce((lang: LanguageCode) =>
  MEANINGS[lang]().then((m): Meanings => Object.freeze({ ...m.default })),
)

/** The meanings of every word in `lang`, keyed by word id (loaded once, lazily). */
export const loadMeanings = (lang: LanguageCode): Promise<Meanings> => meanings(lang)

/** The meanings in `lang` if they have loaded ({@link loadMeanings}), else undefined. */
export const peekMeanings = (lang: LanguageCode): Meanings | undefined => meanings.peek(lang)

/**
 * Words with their meaning in `lang` (an empty string where a meaning were missing) and,
 * given a surah deck's {@link loadDeckForms}, the form each has in its verse there.
 */
export function localize(
  words: readonly Word[],
  meanings: Meanings,
  lang: LanguageCode,
  forms?: DeckForms,
): LocalizedWord[] {
  return words.map((w) => {
    const form = forms?.[w.id]
    return withFields(w, { meaning: meanings[w.id] ?? '', lang, ...(form ? { form } : {}) })
  })
}

/** The forms of a deck's words in their verses, by word id (see {@link loadDeckForms}). */
export type DeckForms = Readonly<Record<string, string>>

const NO_FORMS: DeckForms = Object.freeze({})

/**
 * The rule of which form belongs to a deck word: in a surah deck, each word's form is the
 * word at its position in its verse there ({@link wordAt}: قُلْ in 114:1 for قَالَ), kept
 * where it differs from the headword. Lessons and the Pronouns deck teach the headword
 * alone: no forms. `arabic` gives a verse's Arabic text by {@link verseKey}.
 */
export function deckForms(deck: DeckRef, arabic: (key: string) => string | undefined): DeckForms {
  if (deck.kind !== 'surah') return NO_FORMS
  const forms: Record<string, string> = {}
  for (const word of getDeck(deck)?.words ?? []) {
    const text = arabic(verseKey(word.verse))
    const form = text === undefined ? undefined : wordAt(text, word.verse.position)
    if (form && form !== word.arabic) forms[word.id] = form
  }
  return Object.freeze(forms)
}

/**
 * {@link deckForms} of a deck, loading the Arabic verses (once, lazily) only for a surah
 * deck; other decks resolve at once to no forms.
 */
export function loadDeckForms(deck: DeckRef): Promise<DeckForms> {
  if (!deckHasForms(deck)) return Promise.resolve(NO_FORMS)
  return arabicVerses().then((arabic) => deckForms(deck, (key) => arabic[key]))
}

/**
 * A deck's forms if what they need has loaded ({@link loadDeckForms}), else undefined: a
 * study page whose data was awaited asks its first question in its first render.
 */
export function peekDeckForms(deck: DeckRef): DeckForms | undefined {
  if (!deckHasForms(deck)) return NO_FORMS
  const arabic = arabicVerses.peek()
  return arabic ? deckForms(deck, (key) => arabic[key]) : undefined
}

const arabicVerses = loadOnce<void, Readonly<Record<string, string>>>(() =>
  VERSES.ar().then((m) => m.default),
)

/** The Arabic text of every example verse, keyed by {@link verseKey} (loaded once, lazily). */
export function loadArabicVerses(): Promise<Readonly<Record<string, string>>> {
  return arabicVerses()
}

/** Whether a deck's words carry forms ({@link loadDeckForms} has something to load). */
export const deckHasForms = (deck: DeckRef): boolean => deck.kind === 'surah'

/**
 * The word at `position` (1-based, as the corpus numbers a verse's words) of a verse's
 * Arabic text: the form a word has there, with its prefixes and suffixes (قُلْ in 114:1).
 * Undefined when the verse has fewer words.
 */
export function wordAt(arabic: string, position: number): string | undefined {
  return position >= 1 ? arabic.split(' ')[position - 1] : undefined
}

/** The key of a verse in the verse files: 'surah:ayah'. */
export function verseKey(ref: Pick<VerseRef, 'surah' | 'ayah'>): string {
  return `${ref.surah}:${ref.ayah}`
}

const VERSE_RANGES = (): Promise<{
  default: Partial<Record<LanguageCode, Record<string, number[]>>>
}> => import('./data/verse-ranges.json')

/** "89:9–12": a verse range as shown beside a paragraph translation. */
export function verseRangeLabel(surah: number, range: { from: number; to: number }): string {
  return `${surah}:${range.from}\u2013${range.to}`
}

/**
 * The example verses (those that words link to), keyed by {@link verseKey}:
 * Arabic text and translation in `lang`, with the verse range where the
 * translation is a multi-verse paragraph. Loaded once, lazily.
 */
export const loadVerses: (lang: LanguageCode) => Promise<Readonly<Record<string, VerseText>>> =
  loadOnce((lang) =>
    Promise.all([VERSES.ar(), VERSES[lang](), VERSE_RANGES()]).then(
      ([arabic, translation, ranges]) => {
        const verses: Record<string, VerseText> = {}
        const paragraphs = ranges.default[lang] ?? {}
        for (const [key, text] of Object.entries(arabic.default)) {
          const [from, to] = paragraphs[key] ?? []
          verses[key] = Object.freeze({
            arabic: text,
            translation: translation.default[key] ?? '',
            ...(from !== undefined && to !== undefined
              ? { range: Object.freeze({ from, to }) }
              : {}),
          })
        }
        return Object.freeze(verses)
      },
    ),
  )
