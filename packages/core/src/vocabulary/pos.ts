// Part-of-speech names of the vocabulary, from the corpus' pos and pos_detail columns.

/** pos/pos_detail of the corpus → names used by the original app (original-app.md §3). */
const POS_NAMES: Readonly<Record<string, string>> = Object.freeze({
  'noun/': 'Noun',
  'noun/proper': 'Proper noun',
  'noun/imperative verbal': 'Noun',
  'verb/': 'Verb',
  'preposition/': 'Preposition',
  'adjective/': 'Adjective',
  'pronoun/personal': 'Personal pronoun',
  'pronoun/relative': 'Relative pronoun',
  'pronoun/demonstrative': 'Demonstrative pronoun',
  'adverb/time': 'Time adverb',
  'adverb/location': 'Location adverb',
  'conjunction/coordinating': 'Coordinating conjunction',
  'conjunction/subordinating': 'Subordinating conjunction',
  'initials/': 'Quranic initials',
})

/**
 * Names a part of speech from the corpus' `pos` and `pos_detail` columns:
 * `noun`+`proper` → 'Proper noun', `particle`+`negative` → 'Negative particle', …
 */
export function posName(pos: string, detail: string): string {
  const known = POS_NAMES[`${pos}/${detail}`]
  if (known !== undefined) return known
  if (pos === 'particle') {
    return detail === '' ? 'Particle' : `${detail[0]?.toUpperCase()}${detail.slice(1)} particle`
  }
  const base = `${pos[0]?.toUpperCase() ?? ''}${pos.slice(1)}`
  return detail === '' ? base : `${detail[0]?.toUpperCase()}${detail.slice(1)} ${pos}`
}
