import { SPEECH_LANG } from '../constants'
import type { Tone } from '../ports/sound'
import type { ReviewGrade } from '../schedule/grades'
import type { VerseRef } from '../vocabulary/types'

/** What a machine step returns: the next state and the effects to run, as data. */
export interface Step<S, F> {
  state: S
  effects: F[]
}

/** A pure study-mode machine: `step(state, event) → { state, effects }`. */
export interface Machine<S, E, F> {
  step: (state: S, event: E) => Step<S, F>
  /** An event the runner sends once on start (e.g. to mark the first word seen). */
  start?: (now: number) => E
}

/** Play a tone. */
export interface ToneEffect {
  type: 'tone'
  tone: Tone
}
/**
 * An answer as every mode reports it to its host (a widget's `onAnswer`, an element's
 * `kalima-answer` event): the word answered (a matched Match pair names its Arabic card's
 * word; a wrong pair names none), and whether the answer was right.
 */
export interface AnswerReport {
  wordId?: string
  correct: boolean
}

/**
 * Record an answer to a word in progress (an attempt, which also schedules the word: see
 * `recordAnswer`); it is reported as an answer too.
 */
export interface RecordEffect {
  type: 'record'
  wordId: string
  correct: boolean
  /**
   * The word's card was already graded by this machine (Review's own `review` effect): the
   * attempt is counted without grading the card a second time.
   */
  graded?: true
  /**
   * The grade the answer gives the word's card (the grading table, `answerGrading`); without
   * it (and without `graded` or `practice`), right is Good and wrong is Again.
   */
  grade?: ReviewGrade
  /** A practice answer (a retry, the requeue, a Match pair): counted, the card not graded. */
  practice?: true
}
/**
 * Report an answer that progress does not count as an attempt: a wrong Match pair.
 */
export interface AnswerEffect {
  type: 'answer'
  answer: AnswerReport
}
/** Send `event` back to the machine after `ms` milliseconds. */
export interface AfterEffect<E> {
  type: 'after'
  ms: number
  event: E
}
/** Mark a word viewed in progress. */
export interface ViewedEffect {
  type: 'viewed'
  wordId: string
}
/** Add time spent on a word's card, in ms. */
export interface TimeSpentEffect {
  type: 'timeSpent'
  wordId: string
  ms: number
}
/** The session is complete, with its result. */
export interface CompleteEffect<R> {
  type: 'complete'
  result: R
}
/** Speak an Arabic text. */
export interface SpeakEffect {
  type: 'speak'
  text: string
  lang: typeof SPEECH_LANG
  /**
   * Where the word is recited in the Quran: with a word-audio source configured, the shell
   * plays that recitation (`wordAudioUrl`) instead of the browser's voice.
   */
  at?: VerseRef
}

/**
 * The effect that speaks a word's headword. The tatweel that carries an attached pronoun
 * on screen (ـهُمْ) is not a sound: it is left out of the spoken text (هُمْ).
 */
export const speakWord = (word: Pick<StudyWord, 'arabic'>): SpeakEffect => ({
  type: 'speak',
  text: word.arabic.replaceAll('\u0640', ''),
  lang: SPEECH_LANG,
})

/** Effects shared by all modes. */
export type CommonEffect =
  | ToneEffect
  | RecordEffect
  | AnswerEffect
  | ViewedEffect
  | TimeSpentEffect
  | SpeakEffect

/**
 * The answer an effect reports, if any: every mode's answers reach the host through this
 * one rule (`record` effects are answers to a word, `answer` effects are the others).
 */
export const answerOf = (effect: { type: string }): AnswerReport | null => {
  if (effect.type === 'record') {
    const { wordId, correct } = effect as RecordEffect
    return { wordId, correct }
  }
  if (effect.type === 'answer') return { ...(effect as AnswerEffect).answer }
  return null
}

/**
 * Result of a session of a mode without a score (Flashcards, Words): it completes when
 * every card or word of the deck has been shown.
 */
export interface BrowseResult {
  /** Cards or words shown. */
  seen: number
  /** Cards or words of the session. */
  total: number
}

/** The minimal word shape machines need. */
export interface StudyWord {
  id: string
  arabic: string
  meaning: string
  /** In a surah deck, the word as written there (see `LocalizedWord.form`). */
  form?: string
}

/** Builds a step result. */
export const step = <S, F>(state: S, effects: F[] = []): Step<S, F> => ({ state, effects })
