import { recordOf } from './answer-grading'
import type {
  BrowseResult,
  CompleteEffect,
  Machine,
  RecordEffect,
  SpeakEffect,
  Step,
  StudyWord,
  TimeSpentEffect,
  ViewedEffect,
} from './machine'
import { speakWord, step } from './machine'

/** State of a Flashcards session. */
export interface FlashcardsState {
  /** The cards of this round: the deck, or the words graded "Not yet" ("Study these again"). */
  words: readonly StudyWord[]
  /** Every card of the session's deck, for "Start over". */
  deck: readonly StudyWord[]
  /** 0-based index; the counter shows index + 1 of total. */
  index: number
  /** Front (Arabic) or flipped (meaning). */
  flipped: boolean
  /** Words whose first flip was reported in this round. */
  viewed: string[]
  /** Words whose card was shown in this round (front or back), each once. */
  seen: string[]
  /** The learner's grade of each card of this round: true "I knew it", false "Not yet". */
  grades: Record<string, boolean>
  /**
   * Words graded in this session, every round: a word's first grade is the one its schedule
   * gets; in "Study these again" and "Start over" a grade is practice (the grading table).
   */
  graded: string[]
  /** 'studying', or 'summary' once every card of the round is graded. */
  status: 'studying' | 'summary'
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
  /**
   * The learner grades the current card: `knew` true is "I knew it", false "Not yet". It is
   * recorded as an answer (correct or not) and the next card not yet graded is shown; the
   * last grade of the round opens the summary. A card is graded once a round.
   */
  | { type: 'grade'; knew: boolean; now: number }
  /** "Study these again": a new round of the cards graded "Not yet" (from the summary). */
  | { type: 'studyAgain'; now: number }
  /** "Start over": a new round of the whole deck. */
  | { type: 'restart'; now: number }
  /** The learner leaves the mode (unmount, route change): reports the time on the card. */
  | { type: 'leave'; now: number }

/** Result of a Flashcards round, reported when its last card is graded. */
export interface FlashcardsResult extends BrowseResult {
  /** Cards graded "I knew it". */
  knew: number
  /** Ids of the cards graded "Not yet", in the round's order. */
  notYet: string[]
}

/** Effects of Flashcards. */
export type FlashcardsEffect =
  | ViewedEffect
  | RecordEffect
  | TimeSpentEffect
  | SpeakEffect
  | CompleteEffect<FlashcardsResult>

/** Where a Flashcards session opens. */
export interface FlashcardsStart {
  /** 0-based card, clamped to the deck; the first by default. */
  index?: number
  /** Whether that card starts flipped (stories, previews). */
  flipped?: boolean
  /** The session's whole deck when `words` is a round of some of its cards. */
  deck?: readonly StudyWord[]
  /** Words already graded in this session (a later round's). */
  graded?: readonly string[]
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
    deck: start.deck ?? words,
    index,
    flipped: start.flipped ?? false,
    viewed: [],
    seen: word ? [word.id] : [],
    grades: {},
    graded: [...(start.graded ?? [])],
    status: 'studying',
    shownAt: now,
  }
}

/** Whether Previous and Next can move. */
export const flashcardsNav = (s: FlashcardsState): { canPrevious: boolean; canNext: boolean } => ({
  canPrevious: s.status === 'studying' && s.index > 0,
  canNext: s.status === 'studying' && s.index < s.words.length - 1,
})

/** The round's figures: cards graded "I knew it", and the words graded "Not yet" in order. */
export const flashcardsSummary = (
  s: FlashcardsState,
): { knew: number; notYet: StudyWord[]; graded: number } => {
  const notYet = s.words.filter((w) => s.grades[w.id] === false)
  const graded = s.words.filter((w) => w.id in s.grades).length
  return { knew: graded - notYet.length, notYet, graded }
}

const move = (
  s: FlashcardsState,
  index: number,
  now: number,
): Step<FlashcardsState, FlashcardsEffect> => {
  const target = Math.min(Math.max(index, 0), Math.max(s.words.length - 1, 0))
  const word = s.words[s.index]
  const shown = s.words[target]
  if (s.status !== 'studying' || target === s.index || !word || !shown) return step(s)
  const seen = s.seen.includes(shown.id) ? s.seen : [...s.seen, shown.id]
  return step({ ...s, index: target, flipped: false, shownAt: now, seen }, [
    { type: 'timeSpent', wordId: word.id, ms: Math.max(0, now - s.shownAt) },
  ])
}

/**
 * Whether the current card can be graded: once it has been turned to its meaning (a grade
 * before the answer was seen is no answer), and not yet graded in this round.
 */
export const flashcardsCanGrade = (s: FlashcardsState): boolean => {
  const word = s.words[s.index]
  if (s.status !== 'studying' || !word || word.id in s.grades) return false
  return s.flipped || s.viewed.includes(word.id)
}

const grade = (
  s: FlashcardsState,
  knew: boolean,
  now: number,
): Step<FlashcardsState, FlashcardsEffect> => {
  const word = s.words[s.index]
  if (s.status !== 'studying' || !word || word.id in s.grades) return step(s)
  // A card is graded only once it has been turned (the grading table: a self-grade before the
  // answer was seen is no answer): until then "I knew it" and "Not yet" do nothing.
  const record = recordOf(word.id, {
    kind: 'self',
    correct: knew,
    first: !s.graded.includes(word.id),
    chosen: knew ? 'good' : 'again',
    shown: flashcardsCanGrade(s),
  })
  if (!record) return step(s)
  const grades = { ...s.grades, [word.id]: knew }
  const graded = s.graded.includes(word.id) ? s.graded : [...s.graded, word.id]
  const effects: FlashcardsEffect[] = [
    record,
    { type: 'timeSpent', wordId: word.id, ms: Math.max(0, now - s.shownAt) },
  ]
  const n = s.words.length
  // The next card not graded yet, after this one (round the deck).
  let next = -1
  for (let k = 1; k < n && next === -1; k++) {
    const i = (s.index + k) % n
    if (!((s.words[i] as StudyWord).id in grades)) next = i
  }
  if (next === -1) {
    const done: FlashcardsState = {
      ...s,
      grades,
      graded,
      flipped: false,
      status: 'summary',
      shownAt: now,
    }
    const { knew: knewCount, notYet } = flashcardsSummary(done)
    effects.push({
      type: 'complete',
      result: { seen: s.seen.length, total: n, knew: knewCount, notYet: notYet.map((w) => w.id) },
    })
    return step(done, effects)
  }
  const shown = s.words[next] as StudyWord
  const seen = s.seen.includes(shown.id) ? s.seen : [...s.seen, shown.id]
  return step({ ...s, grades, graded, index: next, flipped: false, shownAt: now, seen }, effects)
}

/** One step of Flashcards. */
export const stepFlashcards = (
  s: FlashcardsState,
  e: FlashcardsEvent,
): Step<FlashcardsState, FlashcardsEffect> => {
  const word = s.words[s.index]
  switch (e.type) {
    case 'flip': {
      if (!word || s.status !== 'studying') return step(s)
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
    case 'grade':
      return grade(s, e.knew, e.now)
    case 'studyAgain': {
      const { notYet } = flashcardsSummary(s)
      if (s.status !== 'summary' || notYet.length === 0) return step(s)
      return step(createFlashcards(notYet, e.now, { deck: s.deck, graded: s.graded }))
    }
    case 'restart':
      if (s.status !== 'summary') return step(s)
      return step(createFlashcards(s.deck, e.now, { graded: s.graded }))
    case 'speak':
      return word ? step(s, [speakWord(word)]) : step(s)
    case 'leave':
      if (!word || s.status !== 'studying') return step(s)
      return step({ ...s, shownAt: e.now }, [
        { type: 'timeSpent', wordId: word.id, ms: Math.max(0, e.now - s.shownAt) },
      ])
  }
}

/** The Flashcards machine, with what a shell needs to start a session and read its state. */
export interface FlashcardsMachine
  extends Machine<FlashcardsState, FlashcardsEvent, FlashcardsEffect> {
  /** Starts a session on a card ({@link createFlashcards}). */
  create: typeof createFlashcards
  /** Whether Previous and Next can move ({@link flashcardsNav}). */
  nav: typeof flashcardsNav
  /** Whether the card shown can be graded: turned, and not graded yet ({@link flashcardsCanGrade}). */
  canGrade: typeof flashcardsCanGrade
  /** The round's figures: cards known, the words not yet known ({@link flashcardsSummary}). */
  summary: typeof flashcardsSummary
}

/** The Flashcards machine: the one way to Flashcards from outside core. */
export const flashcardsMachine: FlashcardsMachine = {
  step: stepFlashcards,
  create: createFlashcards,
  nav: flashcardsNav,
  canGrade: flashcardsCanGrade,
  summary: flashcardsSummary,
}
