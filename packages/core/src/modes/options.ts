import { LEARN_OPTIONS } from '../constants'
import { type Random, shuffle } from '../random'
import type { StudyWord } from './machine'

/** One answer option of Learn or Test: a meaning and the word it belongs to. */
export interface AnswerOption {
  wordId: string
  meaning: string
}

const norm = (meaning: string): string => meaning.trim().toLowerCase()

/**
 * The right meaning plus up to `count - 1` distractors whose meanings differ from it and
 * from each other, shuffled. Fewer options only when the pool lacks distinct meanings.
 */
export const buildOptions = (
  word: StudyWord,
  pool: readonly StudyWord[],
  random: Random,
  count = LEARN_OPTIONS,
): AnswerOption[] => {
  const seen = new Set([norm(word.meaning)])
  const distractors: AnswerOption[] = []
  for (const candidate of shuffle(pool, random)) {
    if (distractors.length >= count - 1) break
    const key = norm(candidate.meaning)
    if (candidate.id === word.id || seen.has(key) || key === '') continue
    seen.add(key)
    distractors.push({ wordId: candidate.id, meaning: candidate.meaning })
  }
  return shuffle([{ wordId: word.id, meaning: word.meaning }, ...distractors], random)
}
