// The rule of the "Type it" exercise: the learner types the meaning of an Arabic word in
// their language (or its Latin transliteration) and we decide whether it is accepted.
// Pure: no DOM, no clock, no randomness.

import type { LanguageCode } from '../vocabulary/types'

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

const LANGUAGES: ReadonlySet<string> = new Set(['bn', 'id', 'ur', 'tr', 'zh', 'es', 'en'])

const asText = (value: unknown): string => (typeof value === 'string' ? value : '')

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
function senseForms(sense: string): string[] {
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
function normalise(text: string, lang: LanguageCode | null): string {
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
  return normalise(text, LANGUAGES.has(lang) ? lang : null)
}

/**
 * {@link normaliseAnswer} for a text of no learner's language (Arabic, a Latin
 * transliteration): compatibility forms, case, diacritics and harakat, apostrophes, ʿ ʾ and
 * punctuation as there, without the English and Turkish rules. Never throws.
 */
export function normaliseText(text: string): string {
  return normalise(text, null)
}

/** Comparison key: the normalised text without spaces (`all knowing` = `all-knowing` = `allknowing`). */
const key = (normalised: string): string => normalised.replace(/ /g, '')

let segmenter: Intl.Segmenter | null | undefined

/** User-perceived characters (grapheme clusters) of a text, or its code points without Intl.Segmenter. */
function graphemes(text: string): string[] {
  if (segmenter === undefined) {
    try {
      segmenter =
        typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
          ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
          : null
    } catch {
      segmenter = null
    }
  }
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text)
}

/** Optimal string alignment distance between two sequences of characters. */
function osa(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0) return b.length
  if (b.length === 0) return a.length
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] ?? 0) + 1)
      }
      current.push(d)
    }
    before = previous
    previous = current
  }
  return previous[b.length] ?? 0
}

/**
 * Damerau-Levenshtein distance in its optimal string alignment form: the fewest
 * insertions, deletions, substitutions and swaps of two adjacent characters turning `a`
 * into `b`, no substring edited twice. Characters are grapheme clusters (`কী` is one),
 * or code points where `Intl.Segmenter` is missing. Symmetric; 0 only for equal strings.
 */
export function osaDistance(a: string, b: string): number {
  return osa(graphemes(asText(a)), graphemes(asText(b)))
}

/** Typos tolerated between two keys whose shorter one has `length` characters. */
const tolerance = (length: number): number => (length >= 8 ? 2 : length >= 4 ? 1 : 0)

/** What the learner was asked: the word's stored meaning, its transliteration, the language. */
export interface TypedAnswerExpected {
  /** The meaning as stored in the vocabulary, senses separated by `,` `;` `،` `؛` `，` `；` `、`. */
  meaning: string
  /** The word's Latin transliteration (`qāla`, `Allāh`, `ʿalā`). */
  transliteration: string
  /** The language of `meaning`. */
  lang: LanguageCode
}

/** Whether a typed answer is accepted, and what it matched. */
export interface TypedAnswerVerdict {
  accepted: boolean
  /** The sense as listed in the meaning (or the transliteration) that matched; null when refused. */
  matched: string | null
  /** True when the answer equals the match once normalised; false when accepted only as a typo (or refused). */
  exact: boolean
}

interface Candidate {
  original: string
  key: string
  /** Whether typos are tolerated against this candidate. */
  tolerant: boolean
  /** Whether it is compared with the answer normalised as a transliteration. */
  latin: boolean
}

const refused = (): TypedAnswerVerdict => ({ accepted: false, matched: null, exact: false })

/**
 * Decides a "Type it" answer. Accepted when the answer, normalised
 * ({@link normaliseAnswer}), equals a sense of the meaning ({@link meaningSenses}; a
 * parenthesised note optional, a note after a colon optional) or the transliteration
 * (normalised as Latin, without Turkish casing or English articles), spaces ignored; or
 * when it is within a small typo tolerance of one: an {@link osaDistance} of at most 1
 * when the shorter of the two normalised keys has 4–7 characters, at most 2 from 8
 * characters, none below 4 characters and none against Chinese senses (every character is
 * a word there). An exact match wins over a typo, a smaller distance over a larger one,
 * then the first sense listed, the transliteration last. Empty or punctuation-only answers
 * are refused. Never throws.
 */
export function typedAnswerVerdict(
  input: string,
  expected: TypedAnswerExpected,
): TypedAnswerVerdict {
  const rawLang = asText(expected?.lang)
  const lang = LANGUAGES.has(rawLang) ? (rawLang as LanguageCode) : null
  const answer = key(normalise(asText(input), lang))
  const answerLatin = key(normalise(asText(input), null))
  if (answer === '' && answerLatin === '') return refused()

  const candidates: Candidate[] = []
  for (const sense of meaningSenses(asText(expected?.meaning))) {
    for (const form of senseForms(sense)) {
      candidates.push({
        original: sense,
        key: key(normalise(form, lang)),
        tolerant: lang !== 'zh',
        latin: false,
      })
    }
  }
  const transliteration = asText(expected?.transliteration)
  candidates.push({
    original: transliteration,
    key: key(normalise(transliteration, null)),
    tolerant: true,
    latin: true,
  })

  const usable = candidates.filter((c) => c.key !== '')
  const exact = usable.find((c) => c.key === (c.latin ? answerLatin : answer))
  if (exact) return { accepted: true, matched: exact.original, exact: true }

  const answerChars = graphemes(answer)
  const answerLatinChars = graphemes(answerLatin)
  let best: { original: string; distance: number } | null = null
  for (const c of usable) {
    if (!c.tolerant) continue
    const typed = c.latin ? answerLatinChars : answerChars
    const target = graphemes(c.key)
    const allowed = tolerance(Math.min(typed.length, target.length))
    // The distance is at least the difference in length: skip the table when it is too big.
    if (allowed === 0 || Math.abs(typed.length - target.length) > allowed) continue
    const distance = osa(typed, target)
    if (distance <= allowed && (best === null || distance < best.distance)) {
      best = { original: c.original, distance }
    }
  }
  return best ? { accepted: true, matched: best.original, exact: false } : refused()
}
