import type { SPEECH_LANG } from '../constants'

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

/** Sounds a machine asks for. */
export type Tone = 'correct' | 'wrong' | 'match' | 'mismatch'

/** Play a tone. */
export interface ToneEffect {
  type: 'tone'
  tone: Tone
}
/** Record an answer to a word in progress. */
export interface RecordEffect {
  type: 'record'
  wordId: string
  correct: boolean
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
}

/** Effects shared by all modes. */
export type CommonEffect = ToneEffect | RecordEffect | ViewedEffect | TimeSpentEffect | SpeakEffect

/** The minimal word shape machines need. */
export interface StudyWord {
  id: string
  arabic: string
  meaning: string
}

/** Builds a step result. */
export const step = <S, F>(state: S, effects: F[] = []): Step<S, F> => ({ state, effects })

/** Clamps an integer into [min, max]. */
export const clampInt = (n: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, Math.trunc(n)))
