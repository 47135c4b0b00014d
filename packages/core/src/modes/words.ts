import type {
  BrowseResult,
  CompleteEffect,
  Machine,
  SpeakEffect,
  Step,
  StudyWord,
  ViewedEffect,
} from './machine'
import { speakWord, step } from './machine'

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
  /** Jump to a word (clamped to the deck); it counts as visited. */
  | { type: 'goTo'; index: number }
  | { type: 'speak' }

/** Effects of Words mode. */
export type WordsEffect = ViewedEffect | SpeakEffect | CompleteEffect<BrowseResult>

/**
 * Starts Words mode on a word (the first by default, clamped to the deck); send 'open' to
 * count it visited.
 */
export const createWords = (words: readonly StudyWord[], index = 0): WordsState => ({
  words,
  index: Math.min(Math.max(0, index), Math.max(0, words.length - 1)),
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
  const visited = [...s.visited, word.id]
  const effects: WordsEffect[] = [{ type: 'viewed', wordId: word.id }]
  // The session completes when its last word not yet visited is opened.
  if (visited.length === s.words.length && s.words.length > 1) {
    effects.push({ type: 'complete', result: { seen: visited.length, total: s.words.length } })
  }
  return step({ ...s, index, visited }, effects)
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
    case 'goTo':
      return visit(s, Math.min(Math.max(0, e.index), Math.max(0, s.words.length - 1)))
    case 'speak': {
      const word = s.words[s.index]
      return word ? step(s, [speakWord(word)]) : step(s)
    }
  }
}

/** The Words machine, with what a shell needs to start a session and read its state. */
export interface WordsMachine extends Machine<WordsState, WordsEvent, WordsEffect> {
  /** Starts Words on a word ({@link createWords}). */
  create: typeof createWords
  /** Whether Previous and Next can move ({@link wordsNav}). */
  nav: typeof wordsNav
}

/**
 * The Words machine: the one way to Words from outside core. The runner opens it so the
 * first word counts as visited.
 */
export const wordsMachine: WordsMachine = {
  step: stepWords,
  start: () => ({ type: 'open' }),
  create: createWords,
  nav: wordsNav,
}
