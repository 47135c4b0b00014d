// The choices of a multiple-choice question: the answer and up to three distractors, fair
// (no distractor shares a sense with the answer, none is written as it is) and alike (of the
// answer's part of speech when the pool has enough). Learn, Test and Practice's recognise,
// listen and forms questions offer meanings (buildOptions); Practice's reverse and fill
// questions offer the Arabic (buildArabicOptions). Pure: randomness comes in as `random`.

import { LEARN_OPTIONS } from '../constants'
import { type Random, shuffle } from '../random'
import { keysOverlap, senseKeys } from '../vocabulary/senses'
import type { LanguageCode, PartOfSpeech } from '../vocabulary/types'
import type { StudyWord } from './machine'

/** One answer option of Learn or Test: a meaning and the word it belongs to. */
export interface AnswerOption {
  wordId: string
  meaning: string
}

/** One Arabic option of a reverse or fill question: the word and its Arabic headword. */
export interface ArabicOption {
  wordId: string
  arabic: string
}

/**
 * A word as the options read it: a study word, with what a vocabulary word carries
 * (a `LocalizedWord`, which is what the widgets pass) when it is there.
 */
export interface OptionWord extends StudyWord {
  /** Its part of speech ('Noun', 'Verb', 'Negative particle', …): distractors share it when they can. */
  pos?: PartOfSpeech
  /** The language of `meaning`, whose rules compare senses (without it: no language's own rules). */
  lang?: LanguageCode
}

/** Parts of speech that read alike as answers: nouns (proper, adjectives too) and verbs. */
const POS_FAMILY: Readonly<Record<string, 'noun' | 'verb'>> = {
  Noun: 'noun',
  'Proper noun': 'noun',
  Adjective: 'noun',
  Verb: 'verb',
}

/**
 * The part-of-speech family: noun, verb, or (any other part of speech: particles,
 * prepositions, pronouns, adverbs, conjunctions) a function word.
 */
const familyOf = (pos: PartOfSpeech): string => POS_FAMILY[pos] ?? 'function'

/**
 * How alike a candidate is to the answer: 0 the same part of speech, 1 the same family,
 * 2 another (or the answer's or candidate's part of speech unknown and they differ).
 */
const closeness = (
  answer: PartOfSpeech | undefined,
  candidate: PartOfSpeech | undefined,
): 0 | 1 | 2 => {
  if (answer === candidate) return 0
  if (answer === undefined || candidate === undefined) return 2
  return familyOf(answer) === familyOf(candidate) ? 1 : 2
}

/**
 * Up to `wanted` distractors for `word` from `pool`, in the order found: candidates of the
 * answer's part of speech first, then of its family, then any, each group in the shuffled
 * order. A candidate is left out when it is the answer (or a word already taken), has no
 * sense, is written as the answer, shares a sense with the answer or with a distractor
 * already taken ({@link senseKeys} in the answer's language), or, where `distinctArabic`,
 * is written as a distractor already taken.
 */
const pickDistractors = (
  word: OptionWord,
  pool: readonly OptionWord[],
  random: Random,
  wanted: number,
  distinctArabic: boolean,
): OptionWord[] => {
  const lang = word.lang ?? null
  const taken: OptionWord[] = []
  if (wanted <= 0) return taken
  const shuffled = shuffle(pool, random)
  const ids = new Set([word.id])
  const arabic = new Set([word.arabic])
  const senses = [senseKeys(word.meaning, lang)]
  // One pass per degree of closeness (the shuffled order within it): most questions fill
  // up in the first pass, which reads only the candidates it needs.
  for (let degree = 0; degree <= 2; degree++) {
    for (const candidate of shuffled) {
      if (closeness(word.pos, candidate.pos) !== degree) continue
      if (ids.has(candidate.id) || arabic.has(candidate.arabic)) continue
      const keys = senseKeys(candidate.meaning, lang)
      if (keys.size === 0 || senses.some((s) => keysOverlap(s, keys))) continue
      taken.push(candidate)
      if (taken.length >= wanted) return taken
      ids.add(candidate.id)
      senses.push(keys)
      if (distinctArabic) arabic.add(candidate.arabic)
    }
  }
  return taken
}

/**
 * The right meaning plus up to `count - 1` distractors, shuffled: no distractor shares a
 * sense with the answer or with another distractor in the answer's language
 * (`senseKeys`: "not" is mā's and lā's, so one is never a distractor of the other), none
 * is written as the answer (مَعَ the adverb and مَعَ the preposition), and they share the
 * answer's part of speech while the pool has enough such words (then its family: nouns,
 * verbs, function words; then any). Fewer options only when the pool cannot give them.
 */
export const buildOptions = (
  word: OptionWord,
  pool: readonly OptionWord[],
  random: Random,
  count = LEARN_OPTIONS,
): AnswerOption[] => {
  const distractors = pickDistractors(word, pool, random, count - 1, false)
  return shuffle(
    [word, ...distractors].map((w) => ({ wordId: w.id, meaning: w.meaning })),
    random,
  )
}

/**
 * The answer's Arabic plus up to `count - 1` distractors' Arabic, shuffled, for a question
 * that shows a meaning (or a verse with a gap) and asks for the word: the distractors are
 * chosen as in {@link buildOptions} (no shared sense, the part of speech first), and no two
 * options are written alike, so two different words with one headword are never both
 * offered. Fewer options only when the pool cannot give them.
 */
export const buildArabicOptions = (
  word: OptionWord,
  pool: readonly OptionWord[],
  random: Random,
  count = LEARN_OPTIONS,
): ArabicOption[] => {
  const distractors = pickDistractors(word, pool, random, count - 1, true)
  return shuffle(
    [word, ...distractors].map((w) => ({ wordId: w.id, arabic: w.arabic })),
    random,
  )
}
