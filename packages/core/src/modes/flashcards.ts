import { SPEECH_LANG } from '../constants'
import type {
  Machine,
  SpeakEffect,
  Step,
  StudyWord,
  TimeSpentEffect,
  ViewedEffect,
} from './machine'
import { step } from './machine'

/** State of a Flashcards session. */
export interface FlashcardsState {
  words: readonly StudyWord[]
  /** 0-based index; the counter shows index + 1 of total. */
  index: number
  /** Front (Arabic) or flipped (meaning). */
  flipped: boolean
  /** Words whose first flip was reported in this session. */
  viewed: string[]
  /** When the current card was shown, ms since epoch. */
  shownAt: number
}

/** Events of Flashcards; `now` is ms since epoch. */
export type FlashcardsEvent =
  | { type: 'flip'; now: number }
  | { type: 'next'; now: number }
  | { type: 'previous'; now: number }
  | { type: 'goTo'; index: number; now: number }
  | { type: 'speak' }
  /** The learner leaves the mode (unmount, route change): reports the time on the card. */
  | { type: 'leave'; now: number }

/** Effects of Flashcards. */
export type FlashcardsEffect = ViewedEffect | TimeSpentEffect | SpeakEffect

/** Starts Flashcards on the first card, front up. */
export const createFlashcards = (words: readonly StudyWord[], now: number): FlashcardsState => ({
  words,
  index: 0,
  flipped: false,
  viewed: [],
  shownAt: now,
})

/** Whether Previous and Next can move. */
export const flashcardsNav = (s: FlashcardsState): { canPrevious: boolean; canNext: boolean } => ({
  canPrevious: s.index > 0,
  canNext: s.index < s.words.length - 1,
})

const move = (
  s: FlashcardsState,
  index: number,
  now: number,
): Step<FlashcardsState, FlashcardsEffect> => {
  const target = Math.min(Math.max(index, 0), Math.max(s.words.length - 1, 0))
  const word = s.words[s.index]
  if (target === s.index || !word) return step(s)
  return step({ ...s, index: target, flipped: false, shownAt: now }, [
    { type: 'timeSpent', wordId: word.id, ms: Math.max(0, now - s.shownAt) },
  ])
}

/** One step of Flashcards. */
export const stepFlashcards = (
  s: FlashcardsState,
  e: FlashcardsEvent,
): Step<FlashcardsState, FlashcardsEffect> => {
  const word = s.words[s.index]
  switch (e.type) {
    case 'flip': {
      if (!word) return step(s)
      const flipped = !s.flipped
      if (flipped && !s.viewed.includes(word.id)) {
        return step({ ...s, flipped, viewed: [...s.viewed, word.id] }, [
          { type: 'viewed', wordId: word.id },
        ])
      }
      return step({ ...s, flipped })
    }
    case 'next':
      return move(s, s.index + 1, e.now)
    case 'previous':
      return move(s, s.index - 1, e.now)
    case 'goTo':
      return move(s, e.index, e.now)
    case 'speak':
      return word ? step(s, [{ type: 'speak', text: word.arabic, lang: SPEECH_LANG }]) : step(s)
    case 'leave':
      if (!word) return step(s)
      return step({ ...s, shownAt: e.now }, [
        { type: 'timeSpent', wordId: word.id, ms: Math.max(0, e.now - s.shownAt) },
      ])
  }
}

/** The Flashcards machine. */
export const flashcardsMachine: Machine<FlashcardsState, FlashcardsEvent, FlashcardsEffect> = {
  step: stepFlashcards,
}
