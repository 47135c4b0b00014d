// The sense rule: when two meanings in the learner's language share a sense, and so could
// both be defended as the answer to one question ("not" is mā's, lā's, in's, lam's and
// ghayr's). Multiple-choice questions never offer a distractor that shares a sense with the
// answer (modes/options.ts). Built on the Type-it normalisation (text.ts), so a sense two
// words share is one a learner could type for either. Pure: no DOM, no clock, no randomness.

import { meaningSenses, normalise, senseForms } from './text'
import type { LanguageCode } from './types'

/** A slash between two senses of one listed sense (`say/speak`), outside parentheses. */
const SLASH = /\/(?![^()（）]*[)）])/

/** Comparison key of a normalised sense: without spaces (`all knowing` = `all-knowing`). */
const keyOf = (normalised: string): string => normalised.replace(/ /g, '')

/** Sense keys computed so far, by language and meaning (bounded: cleared when full). */
const cache = new Map<string, ReadonlySet<string>>()
const CACHE_LIMIT = 8192

/**
 * The senses of a stored meaning as comparison keys, in `lang` (null: no language's own
 * rules, as for a word whose language is not known). The meaning is split where the data
 * separates senses (`,` `;` `،` `؛` `，` `；` `、` and `/`, outside parentheses); each sense
 * counts with and without its parenthesised gloss (`(to) say` → "to say", "say") and
 * without a note after a colon (`them: an object pronoun set first` → "them"); each is
 * normalised as a typed answer is (case, diacritics and harakat, punctuation such as
 * `¿?¡!` and `……`, Arabic ي ك ه as Urdu ی ک ہ, and in English a leading "to", "the", "a"
 * or "an"), spaces dropped. Empty senses are left out.
 *
 * @example senseKeys('what, that which; not; what?', 'en') // {'what', 'thatwhich', 'not'}
 * @example senseKeys('to be, was', 'en') // {'be', 'was'}
 */
export function senseKeys(meaning: string, lang: LanguageCode | null): ReadonlySet<string> {
  const id = `${lang ?? ''}\u0000${meaning}`
  const cached = cache.get(id)
  if (cached) return cached
  const keys = new Set<string>()
  for (const listed of meaningSenses(meaning)) {
    for (const sense of listed.split(SLASH)) {
      for (const form of senseForms(sense)) {
        const key = keyOf(normalise(form, lang))
        if (key !== '') keys.add(key)
      }
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(id, keys)
  return keys
}

/** Whether two sets of sense keys ({@link senseKeys}) have a key in common. */
export function keysOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  for (const key of small) if (large.has(key)) return true
  return false
}

/**
 * Whether two meanings in `lang` share a sense ({@link senseKeys}): then neither may be a
 * distractor of a question whose answer is the other. `'what, that which; not; what?'` and
 * `'no, not; do not!'` share "not"; `'to say'` and `'say'` share "say"; in Spanish
 * `'¿qué?'` and `'que'` share "que"; a meaning with no sense shares none.
 */
export function sharesSense(a: string, b: string, lang: LanguageCode | null): boolean {
  return keysOverlap(senseKeys(a, lang), senseKeys(b, lang))
}
