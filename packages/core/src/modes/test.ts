import { DEFAULT_MESSAGES_DURATION } from '../constants'
import type { DeckId, TestResult } from '../progress/types'
import { mulberry32, nextSeed, shuffle } from '../random'
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

/** Status of one question's progress circle. */
export type QuestionMark = 'pending' | 'correct' | 'wrong'

/** State of a Test session. */
export interface TestState {
  /** The words in the order they are asked: the deck shuffled by the session's seed. */
  words: readonly StudyWord[]
  pool: readonly StudyWord[]
  /** Index of the current question (the counter shows index + 1). */
  index: number
  options: AnswerOption[]
  /** Per question: its progress circle. */
  marks: QuestionMark[]
  correctCount: number
  /** All answers given, wrong ones included. */
  attempts: number
  /** Words answered right at their first answer. */
  firstTry: number
  /** Ids of the words answered wrong at least once, in the order they were first missed. */
  missed: string[]
  /** Elapsed whole seconds, frozen on completion. */
  seconds: number
  /** When the timer started, ms since epoch. */
  startedAt: number
  status: 'answering' | 'correct' | 'complete'
  /** Feedback shown for messagesDuration. */
  message: 'correct' | 'wrong' | null
  chosen: number | null
  messagesDuration: number
  token: number
  seed: number
  /** Progress key of the deck tested: a finished test is saved under it. */
  deckId?: DeckId
}

/** Events of Test; `now` is ms since epoch. */
export type TestEvent =
  | { type: 'answer'; option: number; now: number }
  | { type: 'tick'; now: number }
  | { type: 'advance'; token: number }
  | { type: 'clearMessage'; token: number }
  | { type: 'reset'; now: number; seed?: number }

/**
 * Result of a completed Test session: the result saved in progress (with `firstTry`), the
 * deck size, the mistakes and the words missed.
 */
export interface TestSessionResult extends TestResult {
  /** Words right the first time (always present in a new session's result). */
  firstTry: number
  /** Words of the test. */
  total: number
  /** Wrong answers given (`attempts - correct`). */
  mistakes: number
  /** Ids of the words answered wrong at least once, in the order they were first missed. */
  missed: string[]
}

/** Save a finished test in progress under its deck (best and latest results). */
export interface SaveTestEffect {
  type: 'saveTest'
  deckId: DeckId
  result: TestResult
}

/** Effects of Test. */
export type TestEffect =
  | ToneEffect
  | RecordEffect
  | AfterEffect<TestEvent>
  | SaveTestEffect
  | CompleteEffect<TestSessionResult>

/** Options of a new Test. */
export interface TestOptions {
  seed: number
  /** When the timer starts, ms since epoch. */
  now: number
  /** settings.messagesDuration, ms. */
  messagesDuration?: number
  pool?: readonly StudyWord[]
  /** Progress key of the deck tested; without it a finished test is not saved. */
  deckId?: DeckId
}

/**
 * Starts a Test at step 1 with the timer at 0. The questions are the words in an order
 * shuffled by `seed` (every word once; another seed, most likely another order).
 */
export const createTest = (deck: readonly StudyWord[], options: TestOptions): TestState => {
  const random = mulberry32(options.seed)
  const pool = options.pool ?? []
  const words = shuffle(deck, random)
  const first = words[0]
  return {
    words,
    pool,
    index: 0,
    options: first ? buildOptions(first, [...words, ...pool], random) : [],
    marks: words.map(() => 'pending'),
    correctCount: 0,
    attempts: 0,
    firstTry: 0,
    missed: [],
    seconds: 0,
    startedAt: options.now,
    status: words.length === 0 ? 'complete' : 'answering',
    message: null,
    chosen: null,
    messagesDuration: options.messagesDuration ?? DEFAULT_MESSAGES_DURATION,
    token: 0,
    seed: nextSeed(random),
    ...(options.deckId === undefined ? {} : { deckId: options.deckId }),
  }
}

const elapsed = (s: TestState, now: number): number =>
  Math.max(s.seconds, Math.floor((now - s.startedAt) / 1000))

/** One step of Test. */
export const stepTest = (s: TestState, e: TestEvent): Step<TestState, TestEffect> => {
  switch (e.type) {
    case 'tick':
      if (s.status === 'complete') return step(s)
      return step({ ...s, seconds: elapsed(s, e.now) })
    case 'answer': {
      const word = s.words[s.index]
      const option = s.options[e.option]
      if (s.status !== 'answering' || !word || !option) return step(s)
      const token = s.token + 1
      const attempts = s.attempts + 1
      const marks = s.marks.slice()
      const ms = s.messagesDuration
      const missedBefore = s.missed.includes(word.id)
      // Only the word's first answer in the Test is graded (the grading table).
      const first = s.marks[s.index] === 'pending'
      const correct = option.wordId === word.id
      const record = recordOf(word.id, { kind: 'choice', correct, first })
      const recorded = record ? [record] : []
      if (!correct) {
        marks[s.index] = 'wrong'
        const missed = missedBefore ? s.missed : [...s.missed, word.id]
        return step({ ...s, attempts, marks, missed, message: 'wrong', chosen: e.option, token }, [
          { type: 'tone', tone: 'wrong' },
          ...recorded,
          { type: 'after', ms, event: { type: 'clearMessage', token } },
        ])
      }
      marks[s.index] = 'correct'
      const correctCount = s.correctCount + 1
      const firstTry = s.firstTry + (missedBefore ? 0 : 1)
      const base = { ...s, attempts, marks, correctCount, firstTry, chosen: e.option, token }
      const effects: TestEffect[] = [{ type: 'tone', tone: 'correct' }, ...recorded]
      if (correctCount >= s.words.length) {
        const done: TestState = {
          ...base,
          status: 'complete',
          message: 'correct',
          seconds: elapsed(s, e.now),
        }
        const saved: TestResult = {
          timeSeconds: done.seconds,
          correct: correctCount,
          attempts,
          firstTry,
          completedAt: e.now,
        }
        effects.push({ type: 'after', ms, event: { type: 'clearMessage', token } })
        if (s.deckId !== undefined) {
          effects.push({ type: 'saveTest', deckId: s.deckId, result: saved })
        }
        const result: TestSessionResult = {
          ...saved,
          firstTry,
          total: s.words.length,
          mistakes: attempts - correctCount,
          missed: s.missed,
        }
        effects.push({ type: 'complete', result })
        return step(done, effects)
      }
      effects.push({ type: 'after', ms, event: { type: 'advance', token } })
      return step({ ...base, status: 'correct', message: 'correct' }, effects)
    }
    case 'advance': {
      if (e.token !== s.token || s.status !== 'correct') return step(s)
      const pending = s.marks.findIndex((m, i) => i > s.index && m !== 'correct')
      const index = pending === -1 ? s.marks.findIndex((m) => m !== 'correct') : pending
      const word = s.words[index]
      if (!word) return step(s)
      const random = mulberry32(s.seed)
      return step({
        ...s,
        index,
        options: buildOptions(word, [...s.words, ...s.pool], random),
        status: 'answering',
        message: null,
        chosen: null,
        seed: nextSeed(random),
      })
    }
    case 'clearMessage':
      if (e.token !== s.token || s.status === 'correct') return step(s)
      return step({ ...s, message: null, chosen: null })
    case 'reset': {
      const fresh = createTest(s.words, {
        seed: e.seed ?? s.seed,
        now: e.now,
        messagesDuration: s.messagesDuration,
        pool: s.pool,
        ...(s.deckId === undefined ? {} : { deckId: s.deckId }),
      })
      return step({ ...fresh, token: s.token + 1 })
    }
  }
}

/** The Test machine, with what a shell needs to start a session. */
export interface TestMachine extends Machine<TestState, TestEvent, TestEffect> {
  /** Starts a test over a deck in the seed's order ({@link createTest}). */
  create: typeof createTest
}

/** The Test machine: the one way to Test from outside core. */
export const testMachine: TestMachine = { step: stepTest, create: createTest }
