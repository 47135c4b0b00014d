import fc from 'fast-check'
import { LEARN_OPTIONS } from '../constants'
import { mulberry32 } from '../random'
import { senseKeys, sharesSense } from '../vocabulary/senses'
import { buildArabicOptions, buildOptions, type OptionWord } from './options'

const word = (id: string, meaning: string, pos?: string, arabic = `ع${id}`): OptionWord => ({
  id,
  arabic,
  meaning,
  lang: 'en',
  ...(pos === undefined ? {} : { pos }),
})

/** mā's English meaning and the other words that mean "not", as the vocabulary has them. */
const ma = word('maA', 'what, that which; not; what?', 'Relative pronoun', 'مَا')
const nots = [
  word('laA', 'no, not; do not!', 'Negative particle', 'لَا'),
  word('in', 'if; not', 'Conditional particle', 'إِنْ'),
  word('lam', 'not, did not', 'Negative particle', 'لَمْ'),
  word('ghayr', 'other than, not', 'Noun', 'غَيْر'),
]
const others = [
  word('fi', 'in', 'Preposition', 'فِي'),
  word('ala', 'on, upon, against', 'Preposition', 'عَلَى'),
  word('thumma', 'then', 'Coordinating conjunction', 'ثُمَّ'),
  word('aw', 'or', 'Coordinating conjunction', 'أَوْ'),
]

const ids = (options: readonly { wordId: string }[]) => options.map((o) => o.wordId)

describe('buildOptions: fair meaning choices', () => {
  it('never offers a word that also means "not" for mā, whatever the seed', () => {
    for (let seed = 0; seed < 50; seed++) {
      const options = buildOptions(ma, [...nots, ...others], mulberry32(seed))
      expect(options).toHaveLength(LEARN_OPTIONS)
      expect(ids(options)).toContain('maA')
      for (const n of nots) expect(ids(options)).not.toContain(n.id)
    }
  })

  it('offers fewer than 4 only when the pool cannot give them', () => {
    const options = buildOptions(ma, [...nots, others[0] as OptionWord], mulberry32(1))
    expect(ids(options).sort()).toEqual(['fi', 'maA'])
    expect(buildOptions(ma, [], mulberry32(1))).toEqual([{ wordId: 'maA', meaning: ma.meaning }])
  })

  it('takes distractors of the answer’s part of speech first, then of its family, then any', () => {
    const verb = word('qala', 'to say', 'Verb')
    const verbs = ['to know', 'to come', 'to see'].map((m, i) => word(`v${i}`, m, 'Verb'))
    const nouns = ['day', 'people', 'earth', 'sky'].map((m, i) => word(`n${i}`, m, 'Noun'))
    const proper = ['Moses', 'Pharaoh'].map((m, i) => word(`p${i}`, m, 'Proper noun'))
    for (let seed = 0; seed < 20; seed++) {
      const all = [...nouns, ...proper, ...verbs, ...others]
      expect(ids(buildOptions(verb, all, mulberry32(seed))).sort()).toEqual(
        ['qala', 'v0', 'v1', 'v2'].sort(),
      )
      // Two verbs only: the third distractor is any other word.
      const short = ids(buildOptions(verb, [...nouns, ...verbs.slice(0, 2)], mulberry32(seed)))
      expect(short).toEqual(expect.arrayContaining(['qala', 'v0', 'v1']))
      expect(short).toHaveLength(LEARN_OPTIONS)
      // A proper noun with one other: then nouns (its family), never a verb or a particle.
      const moses = buildOptions(proper[0] as OptionWord, all, mulberry32(seed))
      expect(ids(moses)).toContain('p1')
      expect(ids(moses).filter((id) => id.startsWith('n'))).toHaveLength(2)
    }
  })

  it('never offers a word written as the answer (two lemmas of one headword)', () => {
    const withAdverb = word('maE', 'with', 'Location adverb', 'مَعَ')
    const withPreposition = word('maE2', 'together', 'Preposition', 'مَعَ')
    for (let seed = 0; seed < 20; seed++)
      expect(
        ids(buildOptions(withAdverb, [withPreposition, ...others], mulberry32(seed))),
      ).not.toContain('maE2')
  })

  it('keeps the answer’s senses from the pool’s duplicates (a deck word again in the pool)', () => {
    const deck = others.slice(0, 2)
    for (let seed = 0; seed < 20; seed++) {
      const options = buildOptions(ma, [...deck, ...deck, ...others], mulberry32(seed))
      expect(new Set(ids(options)).size).toBe(options.length)
    }
  })
})

describe('buildArabicOptions: fair Arabic choices for a meaning', () => {
  it('offers the Arabic of words that share no sense with the answer, none written alike', () => {
    const twin = word('twin', 'or else', 'Coordinating conjunction', 'أَوْ')
    for (let seed = 0; seed < 30; seed++) {
      const options = buildArabicOptions(ma, [...nots, ...others, twin], mulberry32(seed))
      expect(options).toHaveLength(LEARN_OPTIONS)
      expect(options).toContainEqual({ wordId: 'maA', arabic: 'مَا' })
      const texts = options.map((o) => o.arabic)
      expect(new Set(texts).size).toBe(texts.length)
      for (const n of nots) expect(texts).not.toContain(n.arabic)
    }
  })
})

// Property: random meanings over a few senses (with the data's separators, "to", case), a
// few parts of speech and headwords, so that clashes, shared headwords and short pools occur.
const SENSES = ['not', 'what', 'say', 'day', 'with', 'that', 'Lord', 'come']
const SEPARATORS = [', ', '; ', '، ', '，', '/']
const POS = ['Noun', 'Proper noun', 'Verb', 'Preposition', 'Negative particle']
const FAMILY: Record<string, string> = { Noun: 'noun', 'Proper noun': 'noun', Verb: 'verb' }
const meaningArb = fc
  .tuple(
    fc.array(
      fc.tuple(fc.constantFrom(...SENSES), fc.boolean(), fc.boolean()).map(([s, to, upper]) => {
        const sense = to ? `to ${s}` : s
        return upper ? sense.toUpperCase() : sense
      }),
      { minLength: 0, maxLength: 3 },
    ),
    fc.constantFrom(...SEPARATORS),
  )
  .map(([senses, separator]) => senses.join(separator))
const wordsArb = fc
  .array(
    fc.record({
      meaning: meaningArb,
      pos: fc.option(fc.constantFrom(...POS), { nil: undefined }),
      arabic: fc.constantFrom('مَا', 'لَا', 'قَالَ', 'مَعَ', 'يَوْم', 'رَبّ'),
    }),
    { minLength: 1, maxLength: 14 },
  )
  .map((list) =>
    list.map(
      (w, i): OptionWord => ({
        id: `w${i}`,
        arabic: w.arabic,
        meaning: w.meaning,
        lang: 'en',
        ...(w.pos === undefined ? {} : { pos: w.pos }),
      }),
    ),
  )

/** How alike two parts of speech are: 0 the same, 1 the same family, 2 other. */
const closeness = (a?: string, b?: string): number => {
  if (a === b) return 0
  if (a === undefined || b === undefined) return 2
  return (FAMILY[a] ?? 'function') === (FAMILY[b] ?? 'function') ? 1 : 2
}

/** Whether `candidate` may not join the answer and the chosen distractors. */
const barred = (
  answer: OptionWord,
  chosen: readonly OptionWord[],
  candidate: OptionWord,
  distinctArabic: boolean,
): boolean =>
  candidate.id === answer.id ||
  chosen.some((c) => c.id === candidate.id) ||
  candidate.arabic === answer.arabic ||
  (distinctArabic && chosen.some((c) => c.arabic === candidate.arabic)) ||
  senseKeys(candidate.meaning, 'en').size === 0 ||
  [answer, ...chosen].some((c) => sharesSense(c.meaning, candidate.meaning, 'en'))

describe('property: the options of any pool are fair, distinct and as alike as the pool allows', () => {
  for (const arabic of [false, true]) {
    it(arabic ? 'buildArabicOptions' : 'buildOptions', () => {
      fc.assert(
        fc.property(wordsArb, fc.integer(), ([answer, ...pool], seed) => {
          if (!answer) return
          const built = arabic
            ? buildArabicOptions(answer, pool, mulberry32(seed))
            : buildOptions(answer, pool, mulberry32(seed))
          const byId = new Map(pool.map((w) => [w.id, w]))
          const chosen = ids(built)
            .filter((id) => id !== answer.id)
            .map((id) => byId.get(id) as OptionWord)
          // The answer once, the options distinct, at most LEARN_OPTIONS.
          expect(ids(built).filter((id) => id === answer.id)).toHaveLength(1)
          expect(new Set(ids(built)).size).toBe(built.length)
          expect(built.length).toBeLessThanOrEqual(LEARN_OPTIONS)
          // No distractor shares a sense with the answer or another, none is written as the answer.
          chosen.forEach((c, i) => {
            expect(barred(answer, chosen.slice(0, i), c, arabic)).toBe(false)
            expect(barred(answer, chosen.slice(i + 1), c, arabic)).toBe(false)
          })
          const unchosen = pool.filter((w) => !chosen.includes(w))
          // Fewer than LEARN_OPTIONS only when no other word of the pool may join.
          if (built.length < LEARN_OPTIONS)
            for (const w of unchosen) expect(barred(answer, chosen, w, arabic)).toBe(true)
          // A word as alike as a chosen one, or more, is left out only when it may not join.
          const worst = Math.max(-1, ...chosen.map((c) => closeness(answer.pos, c.pos)))
          for (const w of unchosen)
            if (closeness(answer.pos, w.pos) < worst)
              expect(barred(answer, chosen, w, arabic)).toBe(true)
        }),
        { numRuns: 300 },
      )
    })
  }
})
