// The vocabulary's own words in all 7 languages: no question built from a lesson deck, the
// Pronouns deck or the whole vocabulary offers a distractor that shares a sense with its
// answer (or is written as it), over several seeds, for meanings and for the Arabic.
import { LEARN_OPTIONS } from '../constants'
import { mulberry32 } from '../random'
import { senseKeys, sharesSense } from '../vocabulary/senses'
import { LANGUAGE_CODES, type LanguageCode, type LocalizedWord } from '../vocabulary/types'
import {
  getLesson,
  getPronouns,
  getStudyWords,
  LESSONS,
  loadMeanings,
  localize,
} from '../vocabulary/vocabulary'
import { buildArabicOptions, buildOptions } from './options'
import { createPractice } from './practice'

const SEEDS = [1, 2, 3]

const vocabulary = new Map<LanguageCode, LocalizedWord[]>(
  await Promise.all(
    LANGUAGE_CODES.map(
      async (lang) => [lang, localize(getStudyWords(), await loadMeanings(lang), lang)] as const,
    ),
  ),
)
const wordsOf = (lang: LanguageCode): LocalizedWord[] => vocabulary.get(lang) ?? []

/**
 * Pairs of words of the whole vocabulary whose meanings in `lang` share a sense, and how
 * many words are in such a pair (English: "not" is mā's, lā's, in's, lam's and ghayr's).
 */
const clashes = (lang: LanguageCode): { pairs: number; words: number; lessonWords: number } => {
  const bySense = new Map<string, string[]>()
  for (const w of wordsOf(lang))
    for (const key of senseKeys(w.meaning, lang))
      bySense.set(key, [...(bySense.get(key) ?? []), w.id])
  const pairs = new Set<string>()
  for (const ids of bySense.values())
    for (const a of ids) for (const b of ids) if (a < b) pairs.add(`${a} ${b}`)
  const inPairs = new Set([...pairs].flatMap((p) => p.split(' ')))
  const lessonIds = new Set(LESSONS.flatMap((l) => l.words.map((w) => w.id)))
  return {
    pairs: pairs.size,
    words: inPairs.size,
    lessonWords: [...inPairs].filter((id) => lessonIds.has(id)).length,
  }
}

/** The decks asked with their own words as the only pool: the 12 lessons and the Pronouns. */
const decksOf = (lang: LanguageCode): LocalizedWord[][] => {
  const byId = new Map(wordsOf(lang).map((w) => [w.id, w]))
  const local = (ids: readonly string[]) => ids.map((id) => byId.get(id) as LocalizedWord)
  return [
    ...LESSONS.map((l) => local(getLesson(l.id).words.map((w) => w.id))),
    local(getPronouns().map((p) => p.id)),
  ]
}

/** Every way a question's options go wrong: a distractor unfair to the answer, or too few. */
const problems = (
  answer: LocalizedWord,
  pool: readonly LocalizedWord[],
  byId: ReadonlyMap<string, LocalizedWord>,
  lang: LanguageCode,
): string[] => {
  const found: string[] = []
  for (const seed of SEEDS) {
    const meaningIds = buildOptions(answer, pool, mulberry32(seed)).map((o) => o.wordId)
    const arabicIds = buildArabicOptions(answer, pool, mulberry32(seed)).map((o) => o.wordId)
    for (const ids of [meaningIds, arabicIds]) {
      if (ids.length < LEARN_OPTIONS) found.push(`${answer.id}: ${ids.length} options`)
      for (const id of ids) {
        const other = byId.get(id)
        if (id === answer.id || !other) continue
        if (sharesSense(answer.meaning, other.meaning, lang) || other.arabic === answer.arabic)
          found.push(`${answer.id} (${answer.meaning}) offered ${id} (${other.meaning})`)
      }
    }
  }
  return found
}

describe('fair choices over the whole vocabulary, in every language', () => {
  for (const lang of LANGUAGE_CODES) {
    const c = clashes(lang)
    it(`${lang}: ${c.pairs} word pairs share a sense (${c.words} of ${wordsOf(lang).length} words, ${c.lessonWords} of the 600), and no question offers one`, () => {
      // The rule is not idle: the data has words whose meanings share a sense.
      expect(c.pairs).toBeGreaterThan(0)
      const found: string[] = []
      const all = wordsOf(lang)
      const byId = new Map(all.map((w) => [w.id, w]))
      for (const answer of all) found.push(...problems(answer, all, byId, lang))
      for (const deck of decksOf(lang))
        for (const answer of deck) found.push(...problems(answer, deck, byId, lang))
      expect(found).toEqual([])
    })
  }

  it('Today’s questions (recognise, reverse) over the whole vocabulary offer no word that shares a sense', () => {
    const unfair: string[] = []
    for (const lang of LANGUAGE_CODES) {
      const all = wordsOf(lang)
      const byId = new Map(all.map((w) => [w.id, w]))
      for (const word of all)
        for (const kind of ['recognise', 'reverse'] as const) {
          const { options } = createPractice([{ word, kind }], { seed: 7, pool: all })
          if (options.length < LEARN_OPTIONS)
            unfair.push(`${lang} ${kind} ${word.id}: ${options.length}`)
          for (const o of options) {
            const other = byId.get(o.wordId)
            if (o.wordId !== word.id && other && sharesSense(word.meaning, other.meaning, lang))
              unfair.push(`${lang} ${kind} ${word.id}: ${o.wordId}`)
          }
        }
    }
    expect(unfair).toEqual([])
  })

  it('takes the distractors of a noun, a verb, a proper noun or an adjective from its own part of speech', () => {
    const unlike: string[] = []
    for (const lang of LANGUAGE_CODES) {
      const all = wordsOf(lang)
      const byId = new Map(all.map((w) => [w.id, w]))
      for (const answer of all) {
        if (!['Noun', 'Verb', 'Proper noun', 'Adjective'].includes(answer.pos)) continue
        for (const o of buildOptions(answer, all, mulberry32(SEEDS[0] ?? 1))) {
          const pos = byId.get(o.wordId)?.pos
          if (pos !== answer.pos)
            unlike.push(`${lang} ${answer.id} (${answer.pos}): ${o.wordId} (${pos})`)
        }
      }
    }
    expect(unlike).toEqual([])
  })
})
