import { SPEECH_LANG } from '../constants'
import type { Machine, SpeakEffect, Step, StudyWord, ViewedEffect } from './machine'
import { step } from './machine'

/** State of Words mode. */
export interface WordsState {
  words: readonly StudyWord[]
  /** 0-based index; the counter shows index + 1 of total. */
  index: number
  /** Ids of words visited in this session, each once. */
  visited: string[]
}

/** Events of Words mode. */
export type WordsEvent =
  | { type: 'open' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'speak' }

/** Effects of Words mode. */
export type WordsEffect = ViewedEffect | SpeakEffect

/** Starts Words mode on the first word (send 'open' to count it visited). */
export const createWords = (words: readonly StudyWord[]): WordsState => ({
  words,
  index: 0,
  visited: [],
})

/** Previous is disabled on the first word and Next on the last. */
export const wordsNav = (s: WordsState): { canPrevious: boolean; canNext: boolean } => ({
  canPrevious: s.index > 0,
  canNext: s.index < s.words.length - 1,
})

const visit = (s: WordsState, index: number): Step<WordsState, WordsEffect> => {
  const word = s.words[index]
  if (!word) return step(s)
  if (s.visited.includes(word.id)) return step({ ...s, index })
  return step({ ...s, index, visited: [...s.visited, word.id] }, [
    { type: 'viewed', wordId: word.id },
  ])
}

/** One step of Words mode. */
export const stepWords = (s: WordsState, e: WordsEvent): Step<WordsState, WordsEffect> => {
  const nav = wordsNav(s)
  switch (e.type) {
    case 'open':
      return visit(s, s.index)
    case 'next':
      return nav.canNext ? visit(s, s.index + 1) : step(s)
    case 'previous':
      return nav.canPrevious ? visit(s, s.index - 1) : step(s)
    case 'speak': {
      const word = s.words[s.index]
      return word ? step(s, [{ type: 'speak', text: word.arabic, lang: SPEECH_LANG }]) : step(s)
    }
  }
}

/** The Words machine; the runner opens it so the first word counts as visited. */
export const wordsMachine: Machine<WordsState, WordsEvent, WordsEffect> = {
  step: stepWords,
  start: () => ({ type: 'open' }),
}
