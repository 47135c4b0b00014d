import type {
  AnswerEffect,
  BrowseResult,
  CompleteEffect,
  Machine,
  SpeakEffect,
  Step,
  StudyWord,
  TimeSpentEffect,
  ViewedEffect,
} from './machine'
import { speakWord, step } from './machine'

/** State of a Flashcards session. */
export interface FlashcardsState {
  words: readonly StudyWord[]
  /** 0-based index; the counter shows index + 1 of total. */
  index: number
  /** Front (Arabic) or flipped (meaning). */
  flipped: boolean
  /** Words whose first flip was reported in this session. */
  viewed: string[]
  /** Words whose card was shown in this session (front or back), each once. */
  seen: string[]
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
export type FlashcardsEffect =
  | ViewedEffect
  | AnswerEffect
  | TimeSpentEffect
  | SpeakEffect
  | CompleteEffect<BrowseResult>

/** Where a Flashcards session opens. */
export interface FlashcardsStart {
  /** 0-based card, clamped to the deck; the first by default. */
  index?: number
  /** Whether that card starts flipped (stories, previews). */
  flipped?: boolean
}

/** Starts Flashcards on a card (the first by default), front up unless told otherwise. */
export const createFlashcards = (
  words: readonly StudyWord[],
  now: number,
  start: FlashcardsStart = {},
): FlashcardsState => {
  const index = Math.min(Math.max(0, start.index ?? 0), Math.max(0, words.length - 1))
  const word = words[index]
  return {
    words,
    index,
    flipped: start.flipped ?? false,
    viewed: [],
    seen: word ? [word.id] : [],
    shownAt: now,
  }
}

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
  const shown = s.words[target]
  if (target === s.index || !word || !shown) return step(s)
  const effects: FlashcardsEffect[] = [
    { type: 'timeSpent', wordId: word.id, ms: Math.max(0, now - s.shownAt) },
  ]
  const seen = s.seen.includes(shown.id) ? s.seen : [...s.seen, shown.id]
  // The session completes when the last card not yet shown is reached (once).
  if (seen !== s.seen && seen.length === s.words.length) {
    effects.push({ type: 'complete', result: { seen: seen.length, total: s.words.length } })
  }
  return step({ ...s, index: target, flipped: false, shownAt: now, seen }, effects)
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
        // A meaning shown for the first time is reported as a correct answer.
        return step({ ...s, flipped, viewed: [...s.viewed, word.id] }, [
          { type: 'viewed', wordId: word.id },
          { type: 'answer', answer: { wordId: word.id, correct: true } },
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
      return word ? step(s, [speakWord(word)]) : step(s)
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
