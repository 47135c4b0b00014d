// The grading table: what one answer tells the scheduler (FSRS). Every mode asks it, so a
// guess among four options, a retry, the requeue, a Match pair and a card graded before it was
// turned are weighed the same way everywhere (issue 45, "One grade per word per session").
import type { WordProgress } from '../progress/types'
import type { ReviewGrade } from '../schedule/grades'
import type { RecordEffect } from './machine'

/**
 * Whether a word has been taught before an answer to it: shown with its meaning (a study card
 * in Today, a card turned, a visit in Words) or answered before. An answer to a word never
 * shown is a guess, not knowledge: the store counts it and grades nothing (the grading
 * table's first row), and the word is due at once, to be asked again now that it was met.
 */
export const isTaught = (word: WordProgress | undefined): boolean =>
  (word?.viewedAt ?? 0) > 0 || (word?.attempts ?? 0) > 0

/**
 * How an answer was given, which says how much it shows the learner knows:
 *
 * - `choice`: picked among options (Learn, Test, and Today's recognise, reverse, listen,
 *   forms and fill questions): recognition, and a guess is right one time in four;
 * - `typed`: the meaning typed from memory (recall: Today's type and listen-type);
 * - `self`: a card the learner turned and then graded themselves (Review's four buttons,
 *   Today's recall card, Flashcards' "I knew it" / "Not yet");
 * - `pair`: a pair matched on Match's board.
 */
export type AnswerKind = 'choice' | 'typed' | 'self' | 'pair'

/** What is known about one answer when it is given. */
export interface AnswerFacts {
  kind: AnswerKind
  /** Whether the answer was right (for `self`, anything but Again). */
  correct: boolean
  /** Whether this is the session's first answer to the word (a retry or the requeue is not). */
  first: boolean
  /** `self`: the grade the learner chose; without it, right is Good and wrong is Again. */
  chosen?: ReviewGrade
  /** `self`: whether the answer was shown (the card turned) before the learner graded it. */
  shown?: boolean
  /** `pair`: the board's last pair, left with one card on each side: no choice was made. */
  forced?: boolean
}

/**
 * What becomes of an answer:
 *
 * - `graded`: counted as an attempt and graded on the word's FSRS card with `grade`;
 * - `practice`: counted as an attempt (accuracy, the day's answers) but not graded: the
 *   word's schedule is left as it is;
 * - `none`: not an answer at all (nothing was chosen, or the answer was not seen).
 */
export type AnswerGrading =
  | { outcome: 'graded'; grade: ReviewGrade }
  | { outcome: 'practice' }
  | { outcome: 'none' }

/**
 * The grading table, row by row (the first row that applies decides):
 *
 * | answer                                         | outcome            |
 * | ---------------------------------------------- | ------------------ |
 * | to a word never shown ({@link isTaught}; the store decides it, knowing the record) | practice |
 * | self-graded before the answer was shown        | none               |
 * | Match's forced last pair                       | none               |
 * | any other Match pair                           | practice           |
 * | not the session's first answer to the word     | practice           |
 * | choice, right                                  | graded Hard        |
 * | choice, wrong                                  | graded Again       |
 * | typed, right                                   | graded Good        |
 * | typed, wrong                                   | graded Again       |
 * | self-graded                                    | graded as chosen   |
 *
 * A right choice is Hard, not Good: recognising a meaning among four is weaker evidence than
 * recalling it, and a lucky guess must not send a word weeks away. A self-graded card without
 * a chosen grade is Good when right and Again when wrong.
 */
export const answerGrading = (facts: AnswerFacts): AnswerGrading => {
  if (facts.kind === 'self' && facts.shown === false) return { outcome: 'none' }
  if (facts.kind === 'pair') return facts.forced ? { outcome: 'none' } : { outcome: 'practice' }
  if (!facts.first) return { outcome: 'practice' }
  if (!facts.correct) {
    return { outcome: 'graded', grade: facts.kind === 'self' ? (facts.chosen ?? 'again') : 'again' }
  }
  switch (facts.kind) {
    case 'choice':
      return { outcome: 'graded', grade: 'hard' }
    case 'typed':
      return { outcome: 'graded', grade: 'good' }
    case 'self':
      return { outcome: 'graded', grade: facts.chosen ?? 'good' }
  }
}

/**
 * The `record` effect of an answer to `wordId` as the grading table decides it, or none
 * (an answer that is no answer). `graded` says the machine grades the card itself (Review's
 * `review` effect): the attempt is then counted without a second grading.
 */
export const recordOf = (
  wordId: string,
  facts: AnswerFacts,
  graded = false,
): RecordEffect | undefined => {
  const decision = answerGrading(facts)
  const base = { type: 'record' as const, wordId, correct: facts.correct }
  switch (decision.outcome) {
    case 'none':
      return undefined
    case 'practice':
      return { ...base, practice: true }
    case 'graded':
      return graded ? { ...base, graded: true } : { ...base, grade: decision.grade }
  }
}
