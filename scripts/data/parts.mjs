// A word's parts (issue 18's word panel): the corpus' segments of a Quran word, prefix, stem
// and suffix, each with what it is: وَ "and" + the verb + ـهُمْ "them". Written per surah by
// reader.mjs (<s>.parts.reader.json); core's loadWordParts reads them. See docs/data.md.
import { pronounOf } from './pronouns.mjs'

/**
 * What a prefix is, by its corpus pos/pos_detail (and, for the few that share one, its
 * spelling): the codes of core's `WordPartKind` prefixes, each a `reader.part.<code>` text.
 */
const PREFIX_KINDS = Object.freeze({
  'conjunction/coordinating': 'and',
  'particle/circumstantial': 'and',
  'particle/comitative': 'and',
  'particle/supplemental': 'and',
  'particle/resumption': 'and',
  'particle/result': 'so',
  'particle/cause': 'so',
  'preposition/': 'for',
  'prefix/emphatic': 'surely',
  'determiner/': 'the',
  'particle/interrogative': 'question',
  'particle/equalization': 'question',
  'particle/future': 'will',
  'particle/vocative': 'o',
  'prefix/purpose': 'soThat',
  'prefix/imperative': 'let',
})

/** Prefixes whose kind the spelling decides (marks removed): fa is "so" wherever it stands. */
const PREFIX_BY_SPELLING = Object.freeze({
  fa: 'so',
  bi: 'with',
  ka: 'like',
  ta: 'oath',
})

/** A subject ending of a verb (conjugation) → the independent pronoun it means. */
const SUBJECT_ENDINGS = Object.freeze({
  wA: 'pron-hum',
  w: 'pron-hum',
  wna: 'pron-hum',
  wona: 'pron-hum',
  tu: 'pron-ana',
  ta: 'pron-anta',
  tum: 'pron-antum',
  tumu: 'pron-antum',
  tumaA: 'pron-antuma',
  A: 'pron-huma',
  na: 'pron-hunna',
  naA: 'pron-nahnu',
  'na`': 'pron-nahnu',
  t: 'pron-hiya',
  at: 'pron-hiya',
})

/** Recitation marks, madda and sukun: not part of a segment's identity. */
const MARKS = /[:@"[;,.!\-+%\]^o~]/g

/**
 * The tag of one segment:
 * - `p:<kind>` a prefix (and, so, with, for, surely, like, the, question, will, o, soThat, let, oath);
 * - `w:<id>` a stem that is a Kalima word or pronoun; `n:<part of speech>` any other stem;
 * - `s:<pronoun id>` a pronoun suffix, or a verb's subject ending by the pronoun it means;
 * - `e` any other suffix (the emphatic nūn).
 * @param {{ form_buckwalter: string, component: string, pos: string, pos_detail: string, lemma_buckwalter: string }} segment
 * @param {{ pos: string }[]} word the word's segments
 * @param {Map<string, string>} idOf lemma → word id (vocabulary words only)
 * @param {(pos: string, detail: string) => string} posName core's part-of-speech names
 */
export function partTag(segment, word, idOf, posName) {
  const spelling = segment.form_buckwalter.replace(MARKS, '')
  if (segment.component === 'prefix') {
    const bySpelling = PREFIX_BY_SPELLING[/** @type {keyof typeof PREFIX_BY_SPELLING} */ (spelling)]
    // wa as a preposition is the oath "by" (وَٱلْفَجْرِ); fa keeps "so" in every role.
    if (segment.pos === 'preposition' && spelling === 'wa') return 'p:oath'
    if (bySpelling && (segment.pos === 'preposition' || spelling === 'fa')) return `p:${bySpelling}`
    const kind =
      PREFIX_KINDS[
        /** @type {keyof typeof PREFIX_KINDS} */ (`${segment.pos}/${segment.pos_detail}`)
      ]
    if (!kind) throw new Error(`a prefix the parts do not name: ${JSON.stringify(segment)}`)
    return `p:${kind}`
  }
  if (segment.component === 'suffix') {
    const pronoun = pronounOf(segment, word)
    if (pronoun) return `s:${pronoun}`
    const subject = SUBJECT_ENDINGS[/** @type {keyof typeof SUBJECT_ENDINGS} */ (spelling)]
    if (subject && segment.pos === 'pronoun') return `s:${subject}`
    return 'e'
  }
  const id = segment.lemma_buckwalter ? idOf.get(segment.lemma_buckwalter) : undefined
  if (id) return `w:${id}`
  const pronoun = pronounOf(segment, word)
  if (pronoun) return `w:${pronoun}`
  return `n:${posName(segment.pos, segment.pos_detail)}`
}

/**
 * The parts of a Quran word: 0 for a word of one segment (nothing to split), else one
 * `[length, tag]` per segment in order, `length` in UTF-16 code units of the segment's form,
 * so the parts rejoin to the word ({@link partTag} says what each is).
 * @param {string} arabic the word as written
 * @param {{ form: string, form_buckwalter: string, component: string, pos: string, pos_detail: string, lemma_buckwalter: string }[]} segments
 * @param {Map<string, string>} idOf
 * @param {(pos: string, detail: string) => string} posName
 * @returns {0 | [number, string][]}
 */
export function partsOf(arabic, segments, idOf, posName) {
  if (segments.length < 2) return 0
  if (segments.map((s) => s.form).join('') !== arabic) {
    throw new Error(`the segments of ${arabic} do not rejoin to it`)
  }
  return segments.map((s) => [s.form.length, partTag(s, segments, idOf, posName)])
}
