// The rule of the "Type it" exercise: the learner types the meaning of an Arabic word in
// their language and we decide whether it is accepted. Its Latin transliteration is accepted
// only where it says something the screen does not: never while the Arabic is shown or the
// word was just heard, where it is the sound, not the meaning.
// Pure: no DOM, no clock, no randomness.

import { ANSWER_LANGUAGES, asText, meaningSenses, normalise, senseForms } from '../vocabulary/text'
import type { LanguageCode } from '../vocabulary/types'

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
  /**
   * Whether the Arabic is on screen while the learner types (Today's `type`): reading it gives
   * the sound, so the transliteration shows nothing of the meaning and is refused
   * (`sound: true`). False by default.
   */
  arabicShown?: boolean
  /**
   * Whether the word was played to the learner, the Arabic hidden (`listen-type`): the
   * transliteration is what was heard, not the meaning, and is refused too. False by default.
   */
  heard?: boolean
}

/** Whether a typed answer is accepted, and what it matched. */
export interface TypedAnswerVerdict {
  accepted: boolean
  /** The sense as listed in the meaning (or the transliteration) that matched; null when refused. */
  matched: string | null
  /** True when the answer equals the match once normalised; false when accepted only as a typo (or refused). */
  exact: boolean
  /**
   * Set (refused) when the answer is the word's transliteration, or a typo of it, where the
   * transliteration is not accepted (`arabicShown`, `heard`): the learner typed how the word
   * sounds, not what it means.
   */
  sound?: true
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

/** The best match of the answer among candidates: an exact one first, then the closest typo. */
function bestMatch(
  usable: readonly Candidate[],
  answer: string,
  answerLatin: string,
): { original: string; exact: boolean } | null {
  const exact = usable.find((c) => c.key === (c.latin ? answerLatin : answer))
  if (exact) return { original: exact.original, exact: true }
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
  return best ? { original: best.original, exact: false } : null
}

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
 *
 * With the Arabic on screen (`arabicShown`) or the word heard (`heard`), only the meaning is
 * accepted: an answer that matches the transliteration alone (exactly or as a typo) is
 * refused with `sound: true`, so the learner can be told it is the sound, not the meaning.
 */
export function typedAnswerVerdict(
  input: string,
  expected: TypedAnswerExpected,
): TypedAnswerVerdict {
  const rawLang = asText(expected?.lang)
  const lang = ANSWER_LANGUAGES.has(rawLang) ? (rawLang as LanguageCode) : null
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
  const sound: Candidate = {
    original: transliteration,
    key: key(normalise(transliteration, null)),
    tolerant: true,
    latin: true,
  }
  const soundRefused = expected?.arabicShown === true || expected?.heard === true
  if (!soundRefused) candidates.push(sound)

  const match = bestMatch(
    candidates.filter((c) => c.key !== ''),
    answer,
    answerLatin,
  )
  if (match) return { accepted: true, matched: match.original, exact: match.exact }
  if (soundRefused && sound.key !== '' && bestMatch([sound], answer, answerLatin)) {
    return { ...refused(), sound: true }
  }
  return refused()
}
