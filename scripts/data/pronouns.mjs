// Personal pronouns (issue 15): the corpus gives them no lemma, so no lesson or
// surah deck teaches هُوَ or ـهُمْ. This module finds their occurrences in the
// corpus segments, for the curated rows of packages/core/data-src/pronouns.tsv.
// See docs/data.md ("Pronouns and suffixes").

/** Recitation marks, madda and sukun: not part of the pronoun's identity. */
const MARKS = /[:@"[;,.!\-+%\]^o]/g

/** Independent pronoun spellings (marks removed) → row id. */
const INDEPENDENT = Object.freeze({
  '>anaA': 'pron-ana',
  naHnu: 'pron-nahnu',
  'n~aHnu': 'pron-nahnu',
  '>anta': 'pron-anta',
  '>antumaA': 'pron-antuma',
  '>antum': 'pron-antum',
  '>antumu': 'pron-antum',
  huwa: 'pron-huwa',
  hiYa: 'pron-hiya',
  hiyah: 'pron-hiya',
  humaA: 'pron-huma',
  hum: 'pron-hum',
  humu: 'pron-hum',
  'hun~a': 'pron-hunna',
})

/**
 * Attached pronoun spellings (marks removed) → row id. Possessive and object
 * pronouns, on nouns, prepositions, particles and verbs; the subject endings of
 * verbs (-tu, -ta, -tum, -ū, -na …) are conjugation, not listed, except -nā,
 * which is also "we".
 */
const ATTACHED = Object.freeze({
  Y: 'suf-i',
  y: 'suf-i',
  ya: 'suf-i',
  Ya: 'suf-i',
  iY: 'suf-i',
  niY: 'suf-i',
  ni: 'suf-i',
  naA: 'suf-na',
  'n~aA': 'suf-na',
  'na`': 'suf-na',
  ka: 'suf-ka',
  ki: 'suf-ki',
  kumaA: 'suf-kuma',
  kum: 'suf-kum',
  kumu: 'suf-kum',
  'kun~a': 'suf-kunna',
  hu: 'suf-hu',
  hi: 'suf-hu',
  haA: 'suf-ha',
  humaA: 'suf-huma',
  himaA: 'suf-huma',
  hum: 'suf-hum',
  humu: 'suf-hum',
  him: 'suf-hum',
  himu: 'suf-hum',
  'hun~a': 'suf-hunna',
  'hin~a': 'suf-hunna',
})

/**
 * The pronoun row a corpus segment belongs to, or undefined. A personal pronoun
 * is independent when it is the main segment of a word with no preposition
 * (وَهُوَ, هُمْ); otherwise (a suffix, or the main segment after a one-letter
 * preposition such as لَ in لَهُمْ) it is attached.
 * @param {{ form_buckwalter: string, component: string, pos: string, pos_detail: string }} segment
 * @param {{ pos: string }[]} word all segments of the word
 * @returns {string | undefined}
 */
export function pronounOf(segment, word) {
  if (segment.pos !== 'pronoun' || segment.pos_detail !== 'personal') return undefined
  const spelling = segment.form_buckwalter.replace(MARKS, '')
  const independent = segment.component === 'main' && !word.some((s) => s.pos === 'preposition')
  if (independent) {
    const id = INDEPENDENT[/** @type {keyof typeof INDEPENDENT} */ (spelling)]
    if (id) return id
  }
  return ATTACHED[/** @type {keyof typeof ATTACHED} */ (spelling)]
}

/**
 * Occurrences of every pronoun row: word locations "s:a:w" in mushaf order
 * (a word counts once per row).
 * @param {Map<string, { form_buckwalter: string, component: string, pos: string, pos_detail: string }[]>} segmentsByWord
 * @returns {Map<string, string[]>}
 */
export function pronounOccurrences(segmentsByWord) {
  /** @type {Map<string, string[]>} */
  const found = new Map()
  for (const [location, segments] of segmentsByWord) {
    for (const segment of segments) {
      const id = pronounOf(segment, segments)
      if (!id) continue
      const list = found.get(id) ?? []
      if (list.at(-1) !== location) list.push(location)
      found.set(id, list)
    }
  }
  return found
}
