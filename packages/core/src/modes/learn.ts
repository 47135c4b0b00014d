import { FEEDBACK_MS, SHOW_ANSWER_MS } from '../constants'
import { mulberry32, nextSeed, type Random, shuffle } from '../random'
import { recordOf } from './answer-grading'
import type {
  AfterEffect,
  CompleteEffect,
  Machine,
  RecordEffect,
  Step,
  StudyWord,
  ToneEffect,
} from './machine'
import { step } from './machine'
import { type AnswerOption, buildOptions } from './options'

/** Message shown after an answer in Learn. */
export type LearnMessage = 'correct' | 'try-again' | null

/** State of a Learn session. */
export interface LearnState {
  /** The words in the order they are asked: the deck shuffled by the session's seed. */
  words: readonly StudyWord[]
  /** Extra words distractors may come from (the deck itself is always used). */
  pool: readonly StudyWord[]
  /** Index of the current word. */
  index: number
  options: AnswerOption[]
  /** Per word: answered correctly in this session. */
  answered: boolean[]
  /**
   * Per word: answered (right or wrong) or its answer shown in this session. Only a word's
   * first answer, before its answer was shown, is graded (the grading table, `answerGrading`).
   */
  tried: boolean[]
  /** Words answered correctly ('Correct n/total'). */
  correctCount: number
  /** Wrong attempts ('Total Wrong Attempts'). */
  wrongCount: number
  /** 'answering', 'correct' (answers blocked until the move), or 'complete'. */
  status: 'answering' | 'correct' | 'complete'
  message: LearnMessage
  /** Index of the option last chosen, for highlighting. */
  chosen: number | null
  /** Whether Show Answer currently reveals the meaning. */
  revealed: boolean
  /** Tokens that make stale timeouts harmless. */
  messageToken: number
  revealToken: number
  seed: number
}

/** Events of Learn. Timeout events carry the token they were scheduled with. */
export type LearnEvent =
  | { type: 'answer'; option: number }
  | { type: 'showAnswer' }
  | { type: 'hideAnswer'; token: number }
  | { type: 'advance'; token: number }
  | { type: 'clearMessage'; token: number }
  | { type: 'reset'; seed?: number }

/** Result reported on completion. */
export interface LearnResult {
  total: number
  correct: number
  wrongAttempts: number
}

/** Effects of Learn. */
export type LearnEffect =
  | ToneEffect
  | RecordEffect
  | AfterEffect<LearnEvent>
  | CompleteEffect<LearnResult>

/** Options of a new Learn session. */
export interface LearnOptions {
  /** Seed of the question order and the option shuffles; a session is reproducible from it. */
  seed: number
  /** Extra words to draw distractors from (e.g. the whole vocabulary). */
  pool?: readonly StudyWord[]
}

const optionsFor = (
  words: readonly StudyWord[],
  pool: readonly StudyWord[],
  index: number,
  random: Random,
): AnswerOption[] => {
  const word = words[index]
  return word ? buildOptions(word, [...words, ...pool], random) : []
}

/**
 * Starts a Learn session on its first word. The words are asked in an order shuffled by
 * `seed` (every word once; another seed, most likely another order).
 */
export const createLearn = (deck: readonly StudyWord[], options: LearnOptions): LearnState => {
  const random = mulberry32(options.seed)
  const pool = options.pool ?? []
  const words = shuffle(deck, random)
  return {
    words,
    pool,
    index: 0,
    options: optionsFor(words, pool, 0, random),
    answered: words.map(() => false),
    tried: words.map(() => false),
    correctCount: 0,
    wrongCount: 0,
    status: words.length === 0 ? 'complete' : 'answering',
    message: null,
    chosen: null,
    revealed: false,
    messageToken: 0,
    revealToken: 0,
    seed: nextSeed(random),
  }
}

/** The word currently asked, if any. */
export const learnWord = (state: LearnState): StudyWord | undefined => state.words[state.index]

const result = (s: LearnState): LearnResult => ({
  total: s.words.length,
  correct: s.correctCount,
  wrongAttempts: s.wrongCount,
})

/** One step of Learn. */
export const stepLearn = (s: LearnState, e: LearnEvent): Step<LearnState, LearnEffect> => {
  switch (e.type) {
    case 'answer': {
      const word = learnWord(s)
      const option = s.options[e.option]
      if (s.status !== 'answering' || !word || !option) return step(s)
      const messageToken = s.messageToken + 1
      const correct = option.wordId === word.id
      const tried = s.tried.slice()
      tried[s.index] = true
      const record = recordOf(word.id, { kind: 'choice', correct, first: !s.tried[s.index] })
      const recorded = record ? [record] : []
      if (correct) {
        const answered = s.answered.slice()
        answered[s.index] = true
        return step(
          {
            ...s,
            answered,
            tried,
            correctCount: s.correctCount + 1,
            status: 'correct',
            message: 'correct',
            chosen: e.option,
            messageToken,
          },
          [
            { type: 'tone', tone: 'correct' },
            ...recorded,
            { type: 'after', ms: FEEDBACK_MS, event: { type: 'advance', token: messageToken } },
          ],
        )
      }
      return step(
        {
          ...s,
          tried,
          wrongCount: s.wrongCount + 1,
          message: 'try-again',
          chosen: e.option,
          messageToken,
        },
        [
          ...recorded,
          { type: 'after', ms: FEEDBACK_MS, event: { type: 'clearMessage', token: messageToken } },
        ],
      )
    }
    case 'clearMessage':
      if (e.token !== s.messageToken || s.status !== 'answering') return step(s)
      return step({ ...s, message: null, chosen: null })
    case 'advance': {
      if (e.token !== s.messageToken || s.status !== 'correct') return step(s)
      const next = s.answered.indexOf(false)
      if (next === -1) {
        const done: LearnState = {
          ...s,
          status: 'complete',
          message: null,
          chosen: null,
          revealed: false,
        }
        return step(done, [{ type: 'complete', result: result(done) }])
      }
      const random = mulberry32(s.seed)
      return step({
        ...s,
        index: next,
        options: optionsFor(s.words, s.pool, next, random),
        status: 'answering',
        message: null,
        chosen: null,
        revealed: false,
        seed: nextSeed(random),
      })
    }
    case 'showAnswer': {
      if (s.status !== 'answering') return step(s)
      const revealToken = s.revealToken + 1
      const tried = s.tried.slice()
      tried[s.index] = true
      return step({ ...s, revealed: true, revealToken, tried }, [
        { type: 'after', ms: SHOW_ANSWER_MS, event: { type: 'hideAnswer', token: revealToken } },
      ])
    }
    case 'hideAnswer':
      if (e.token !== s.revealToken) return step(s)
      return step({ ...s, revealed: false })
    case 'reset': {
      const fresh = createLearn(s.words, { seed: e.seed ?? s.seed, pool: s.pool })
      // Tokens keep growing so timeouts of the old session are ignored.
      return step({ ...fresh, messageToken: s.messageToken + 1, revealToken: s.revealToken + 1 })
    }
  }
}

/** The Learn machine, with what a shell needs to start a session and read its state. */
export interface LearnMachine extends Machine<LearnState, LearnEvent, LearnEffect> {
  /** Starts a session over a deck in the seed's order ({@link createLearn}). */
  create: typeof createLearn
  /** The word asked now, if any ({@link learnWord}). */
  word: typeof learnWord
}

/** The Learn machine: the one way to Learn from outside core. */
export const learnMachine: LearnMachine = { step: stepLearn, create: createLearn, word: learnWord }
