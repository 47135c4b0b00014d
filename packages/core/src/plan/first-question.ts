/**
 * The first question on a new word, right after its study card (Today's `todayItems`): not
 * always the same recognition, but a mix by what the word has, so a new learner's first
 * session already hears, reverses and finds words in their verse. Still a choice among 4 (the
 * scaffolding of a word being learned): recognise and reverse for every word, listen when the
 * word can be played, fill-the-verse when its verse is there, forms when it has a form.
 */
import type { ExerciseKind } from '../modes/exercise-kinds'

/** What a new word has to be asked by, besides recognise and reverse. */
export interface FirstQuestionOptions {
  /** Whether the word can be played (a word-audio source, or an Arabic voice). */
  canListen: boolean
  /** Whether the word has a form to ask (Forms). */
  forms?: boolean
  /** Whether the word's verse is there to blank it (Fill the verse). */
  fill?: boolean
}

/** The kinds a new word's first question may take, in turn: see {@link firstQuestionKind}. */
export const firstQuestionKinds = (options: FirstQuestionOptions): ExerciseKind[] => [
  'recognise',
  ...(options.canListen ? (['listen'] as const) : []),
  'reverse',
  ...(options.fill ? (['fill'] as const) : []),
  ...(options.forms ? (['forms'] as const) : []),
]

/**
 * The first question on the `index`-th new word of a session (0 first), after its study card:
 * the kinds the word can take ({@link firstQuestionKinds}) in turn, so consecutive new words
 * are asked differently: recognise, then listen (when it can be played), reverse, fill the verse
 * and forms (when the word has them).
 */
export const firstQuestionKind = (index: number, options: FirstQuestionOptions): ExerciseKind => {
  const kinds = firstQuestionKinds(options)
  return kinds[Math.abs(Math.floor(index)) % kinds.length] ?? 'recognise'
}
