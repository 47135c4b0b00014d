// Texts reduced for comparing them: a stored meaning split into its senses, and an answer,
// a meaning or an Arabic or Latin text normalised (case, diacritics, punctuation). The data
// floor: the "Type it" rule (modes/typed-answer.ts) and the search (search.ts) both use it.
// Pure: no DOM, no clock, no randomness.

import { LANGUAGE_CODES, type LanguageCode } from './types'

/** Separators between the senses of a stored meaning: Latin, Arabic-script and CJK commas and semicolons. */
const SENSE_SEPARATORS = new Set([',', ';', '،', '؛', '，', '；', '、'])
const OPEN_PARENS = new Set(['(', '（'])
const CLOSE_PARENS = new Set([')', '）'])

/** A parenthesised note without nested parentheses: `(one)`, `（注）`. */
const PARENTHESISED = /[(（][^()（）]*[)）]/g

/** A trailing note after a colon: `them: an object pronoun set first` → `them`. */
const COLON = /[:：]/

/**
 * Apostrophe-like characters, removed without leaving a space: ASCII and typographic
 * apostrophes, backtick, acute accent, prime, and the modifier letters used for ʿayn and
 * hamza (ʿ ʾ ʻ ʼ ʹ ˈ). `Fir'aun` → `firaun`, `ʾallāh` → `allah`.
 */
const APOSTROPHES = /['`´\u02B9-\u02BF\u02C8\u02CA\u02CB\u2018\u2019\u201B\u2032\uFF07]/g

/**
 * Combining marks that are diacritics, stripped: marks of the Latin, Greek, Cyrillic,
 * Hebrew, Syriac and Arabic scripts (Arabic and Urdu harakat U+064B–U+065F, superscript
 * alef U+0670, Quranic marks) and the script-neutral combining diacritics (U+0300–U+036F
 * and the like). Marks of other scripts are kept: Bengali and Devanagari vowel signs,
 * virama, nukta and chandrabindu are letters of the word (কী ≠ কি), as are Thai vowels
 * and the kana voicing marks.
 */
const DIACRITICS =
  /(?=[\p{scx=Zinh}\p{scx=Zyyy}\p{scx=Latin}\p{scx=Greek}\p{scx=Cyrillic}\p{scx=Hebrew}\p{scx=Syriac}\p{scx=Arabic}])\p{M}/gu

/** Invisible characters and the Arabic tatweel (ـ), removed: joiners, bidi marks, soft hyphen. */
const INVISIBLE = /[\p{Cf}\u0640]/gu

/** Punctuation, symbols, controls and separators, each replaced by a space: `¿qué?`, `……`, `laki-laki`. */
const PUNCTUATION = /[\p{P}\p{S}\p{Cc}\p{Z}\s]+/gu

/**
 * Arabic letters folded to their Urdu forms, so that an Arabic keyboard's ي ى ك ه ة
 * matches the Urdu ی ک ہ ۃ of the stored meaning.
 */
const ARABIC_TO_URDU: Readonly<Record<string, string>> = {
  '\u064A': '\u06CC',
  '\u0649': '\u06CC',
  '\u0643': '\u06A9',
  '\u0647': '\u06C1',
  '\u0629': '\u06C3',
}
const ARABIC_LETTER_VARIANTS = /[\u064A\u0649\u0643\u0647\u0629]/g

/** Leading English articles and the infinitive marker, optional in English answers. */
const ENGLISH_LEADING = /^(?:(?:the|an|a|to) )+/

/** The learners' languages, whose own rules normalise an answer (others: as a transliteration). */
export const ANSWER_LANGUAGES: ReadonlySet<string> = new Set(LANGUAGE_CODES)

/** The value when it is a string, else the empty string (the rules never throw on bad input). */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * The senses listed in a stored meaning, in order: the meaning split at `,` `;` `،` `؛`
 * `，` `；` `、` (outside parentheses), each trimmed, empty ones dropped.
 * `'what, that which; not; what?'` → `['what', 'that which', 'not', 'what?']`.
 * A sense keeps its parenthesised note (`'(to) say'`); {@link typedAnswerVerdict} accepts
 * it with and without the note.
 */
export function meaningSenses(meaning: string): string[] {
  const text = asText(meaning)
  const senses: string[] = []
  let depth = 0
  let current = ''
  for (const ch of text) {
    if (OPEN_PARENS.has(ch)) depth++
    else if (CLOSE_PARENS.has(ch)) depth = Math.max(0, depth - 1)
    if (depth === 0 && SENSE_SEPARATORS.has(ch)) {
      senses.push(current)
      current = ''
    } else {
      current += ch
    }
  }
  senses.push(current)
  return senses.map((s) => s.trim()).filter((s) => s !== '')
}

/**
 * What a learner may type for one sense: the sense itself (its parenthesised note read as
 * words: `'(to) say'` → "to say"), the sense without its parenthesised notes (`'say'`),
 * and the part before a colon note (`'them: an object pronoun'` → `'them'`).
 */
export function senseForms(sense: string): string[] {
  const forms = [sense]
  let bare = sense
  for (let previous = ''; previous !== bare; ) {
    previous = bare
    bare = bare.replace(PARENTHESISED, ' ')
  }
  forms.push(bare)
  const colon = sense.search(COLON)
  if (colon > 0) forms.push(sense.slice(0, colon))
  return forms
}

/** Normalisation, for the learner's language or (lang null) for a Latin transliteration. */
export function normalise(text: string, lang: LanguageCode | null): string {
  const lower = (s: string): string => (lang === 'tr' ? s.toLocaleLowerCase('tr') : s.toLowerCase())
  let s = asText(text).normalize('NFC').replace(APOSTROPHES, '')
  // Case before decomposition, so that Turkish İ becomes i (not i + dot) and I becomes ı.
  s = lower(lower(s).normalize('NFKD'))
  s = s
    .replace(DIACRITICS, '')
    .replace(INVISIBLE, '')
    .replace(APOSTROPHES, '')
    .replace(ARABIC_LETTER_VARIANTS, (ch) => ARABIC_TO_URDU[ch] ?? ch)
    .replace(PUNCTUATION, ' ')
    .normalize('NFC')
    .trim()
  if (lang === 'en') s = s.replace(ENGLISH_LEADING, '')
  return s
}

/**
 * An answer or a sense reduced to what matters for comparing them: Unicode compatibility
 * forms unified (full-width letters, ligatures, Arabic presentation forms), case folded
 * (Turkish-aware for `tr`: I → ı, İ → i), diacritics removed (Latin accents, so `que` =
 * `qué` and `qala` = `qāla`; Arabic and Urdu harakat; ʿ ʾ and apostrophes), Arabic ي ك ه
 * read as Urdu ی ک ہ, punctuation and symbols removed (`¿?¡!`, `……`, hyphens), whitespace
 * collapsed and trimmed, and in English a leading `the`, `a`, `an` or `to` dropped
 * (`'To Say'` → `'say'`). Bengali and other Indic vowel signs are kept: they are letters.
 * Chinese has no case: only its punctuation goes. Never throws.
 */
export function normaliseAnswer(text: string, lang: LanguageCode): string {
  return normalise(text, ANSWER_LANGUAGES.has(lang) ? lang : null)
}

/**
 * {@link normaliseAnswer} for a text of no learner's language (Arabic, a Latin
 * transliteration): compatibility forms, case, diacritics and harakat, apostrophes, ʿ ʾ and
 * punctuation as there, without the English and Turkish rules. Never throws.
 */
export function normaliseText(text: string): string {
  return normalise(text, null)
}
