/**
 * Practice: the session Today runs, mixing exercise kinds (see `exerciseFor`): recognise
 * (the Arabic → its meaning among 4), reverse (the meaning → the Arabic among 4), listen
 * (hear the word → its meaning among 4), type (the Arabic shown → type its meaning;
 * `typedAnswerVerdict`, which refuses the transliteration there: the learner is told it is
 * the sound, and types again), listen-type (hear the word, the Arabic hidden → type its
 * meaning, the transliteration refused the same way), forms (a form the word takes in the
 * Quran → its meaning among 4), fill (its verse with the word taken out → the word among 4)
 * and recall (the Arabic alone; `reveal` shows the meaning, then the learner grades it Again,
 * Hard, Good or Easy: a grade before the meaning is shown does nothing, and Again is a miss,
 * which comes back as any wrong answer does). A new word is taught before
 * it is asked: its study card comes first, its question {@link STUDY_GAP} entries later. A word
 * answered right is done; a word answered wrong shows the right answer, then comes back in the
 * kind it was missed in ({@link REQUEUE_GAP} questions on, {@link REQUEUE_GAP_AGAIN} after a
 * second miss) until it is answered right, and once more in a pass over the session's misses
 * at its end. Every answer is recorded; only a word's first answer of the session is graded
 * (the grading table, `answerGrading`).
 */
import { FEEDBACK_MS } from '../constants'
import { mulberry32, nextSeed, type Random, shuffle } from '../random'
import { isRecalled, type ReviewGrade } from '../schedule/grades'
import type { VerseGap } from '../vocabulary/exercise-data'
import type { LanguageCode, VerseRef } from '../vocabulary/types'
import { type AnswerFacts, recordOf } from './answer-grading'
import { type ExerciseKind, isTypedKind } from './exercise-kinds'
import type {
  AfterEffect,
  CompleteEffect,
  Machine,
  RecordEffect,
  SpeakEffect,
  Step,
  StudyWord,
  ToneEffect,
  ViewedEffect,
} from './machine'
import { speakWord, step } from './machine'
import { buildArabicOptions, buildOptions } from './options'
import { typedAnswerVerdict } from './typed-answer'

/** A word as Practice asks it: with its transliteration (Type it accepts it too). */
export interface PracticeWord extends StudyWord {
  transliteration: string
  /** The language of `meaning`. */
  lang: LanguageCode
  /** Where the word is recited (its example verse): Listen plays it there when it can. */
  verse?: VerseRef
}

/** One question of a session: a word and how it is asked. */
export interface PracticeItem {
  word: PracticeWord
  kind: ExerciseKind
  /** Forms: the form shown (`practiceForm`). */
  form?: string
  /** Fill the verse: the verse around the gap, and the word as written there (`verseGap`). */
  gap?: VerseGap
  /**
   * A new word, taught before it is asked: its study card (the Arabic, its transliteration
   * and meaning, its verse when `verse` is given, its sound) comes first, and its question
   * {@link STUDY_GAP} cards or questions later.
   */
  teach?: boolean
  /** The word's example verse with the word marked, for its study card (`verseGap`). */
  verse?: VerseGap
  /** This entry of the queue is the word's study card, not a question (see `teach`). */
  study?: true
}

/** A choice offered: the word it belongs to and the text shown (a meaning, or the Arabic). */
export interface PracticeOption {
  wordId: string
  text: string
}

/** How many questions later a word answered wrong is asked again. */
export const REQUEUE_GAP = 3

/** How many questions later a word missed a second time in the session is asked again. */
export const REQUEUE_GAP_AGAIN = 8

/**
 * How many entries after its study card a new word is asked (other cards and questions come
 * between): long enough not to be read off the screen just left, soon enough to hold.
 */
export const STUDY_GAP = 2

/** State of a Practice session. */
export interface PracticeState {
  /** Questions still to ask; the first is asked now. */
  queue: PracticeItem[]
  /** The choices of the current question (none for Type it, listen-type and recall). */
  options: PracticeOption[]
  /**
   * 'studying' (a new word's study card, until the learner goes on); 'asking'; 'right'
   * (feedback, then the next question); 'wrong' (the right answer shown until the learner
   * continues); 'complete'.
   */
  status: 'studying' | 'asking' | 'right' | 'wrong' | 'complete'
  /** The option chosen, for highlighting. */
  chosen: number | null
  /** What was typed, once a Type it answer is given. */
  typed: string | null
  /** The sense a typed answer matched, and whether only as a near miss (a typo). */
  match: { text: string; exact: boolean } | null
  /**
   * 'sound': the learner typed the word's transliteration where only its meaning is accepted
   * (`typedAnswerVerdict`'s `sound`): no answer, the question is still asked, and the learner
   * is told it is the sound, not the meaning. Null otherwise.
   */
  notice: 'sound' | null
  /** Recall: whether the meaning has been shown ("Show meaning"); the grades wait for it. */
  revealed: boolean
  /** Words of the session. */
  total: number
  /**
   * Questions asked so far, the current one included: each new question (a word asked again
   * too) has a new number, which its answer does not change.
   */
  asked: number
  /** Words answered right (done). */
  done: number
  /** Words right at their first answer in this session. */
  firstTry: number
  /** Wrong answers. */
  mistakes: number
  /** Words answered wrong at least once, in the order missed. */
  missed: string[]
  /** Words answered at least once. */
  answered: string[]
  /** Per word, its wrong answers in this session (the requeue's gap grows with them). */
  missCounts: Record<string, number>
  /** The questions missed, each word's last, for the end-of-session pass. */
  missedItems: PracticeItem[]
  /** Whether the end-of-session pass over the day's misses has begun. */
  lastPass: boolean
  /** Words choices come from: the session's own, then the pool. */
  choiceWords: readonly StudyWord[]
  token: number
  seed: number
}

/** Events of Practice. */
export type PracticeEvent =
  | { type: 'choose'; option: number }
  | { type: 'type'; text: string }
  /** Recall: show the meaning (and transliteration) of the word asked. */
  | { type: 'reveal' }
  /** Recall: the learner's grade, once the meaning is shown (Again is a miss). */
  | { type: 'grade'; grade: ReviewGrade }
  | { type: 'continue' }
  /** The learner has studied the card shown and goes on ("Got it"). */
  | { type: 'studied' }
  | { type: 'advance'; token: number }
  | { type: 'play' }

/** Result of a Practice session. */
export interface PracticeResult {
  total: number
  firstTry: number
  mistakes: number
  missed: string[]
}

/** Effects of Practice. */
export type PracticeEffect =
  | ToneEffect
  | RecordEffect
  | SpeakEffect
  | AfterEffect<PracticeEvent>
  | ViewedEffect
  | CompleteEffect<PracticeResult>

/** Options of a new session. */
export interface PracticeOptions {
  /** Seed of the choices' order; a session is reproducible from it. */
  seed: number
  /** Extra words to draw wrong choices from (e.g. the whole vocabulary). */
  pool?: readonly StudyWord[]
}

const choicesFor = (
  item: PracticeItem | undefined,
  words: readonly StudyWord[],
  random: Random,
): PracticeOption[] => {
  if (!item || item.study || isTypedKind(item.kind) || item.kind === 'recall') return []
  if (item.kind === 'reverse' || item.kind === 'fill')
    return buildArabicOptions(item.word, words, random).map((o) => ({
      wordId: o.wordId,
      text: o.arabic,
    }))
  return buildOptions(item.word, words, random).map((o) => ({ wordId: o.wordId, text: o.meaning }))
}

/** The word spoken, with where it is recited when known (for a word-audio source). */
const listenTo = (word: PracticeWord): SpeakEffect =>
  word.verse ? { ...speakWord(word), at: word.verse } : speakWord(word)

/** The effects of a question coming up: a Listen question plays its word (a study card does not). */
const askEffects = (item: PracticeItem | undefined): PracticeEffect[] =>
  (item?.kind === 'listen' || item?.kind === 'listen-type') && !item.study
    ? [listenTo(item.word)]
    : []

/** The status an entry of the queue starts in: a study card is studied, a question asked. */
const statusOf = (item: PracticeItem | undefined): PracticeState['status'] =>
  item === undefined ? 'complete' : item.study ? 'studying' : 'asking'

/**
 * The queue with each new word's study card before its question: the card where the word
 * came, its question {@link STUDY_GAP} entries later (or at the end). Teach, then ask.
 */
export const withStudyCards = (items: readonly PracticeItem[]): PracticeItem[] => {
  const queue: PracticeItem[] = []
  const waiting: { item: PracticeItem; at: number }[] = []
  const release = (all: boolean) => {
    while (waiting.length > 0 && (all || (waiting[0]?.at ?? 0) <= queue.length)) {
      const next = waiting.shift()
      if (next) queue.push(next.item)
    }
  }
  for (const item of items) {
    release(false)
    if (item.teach) {
      queue.push({ ...item, study: true })
      waiting.push({ item, at: queue.length + STUDY_GAP })
    } else queue.push(item)
  }
  release(true)
  return queue
}

/**
 * Starts a session over `items`, asked in the order given (Today: its new words spread among
 * its reviews, `todayItems`).
 * A word appearing twice is asked once.
 */
export const createPractice = (
  items: readonly PracticeItem[],
  options: PracticeOptions,
): PracticeState => {
  const seen = new Set<string>()
  const asked = items.filter((i) => !seen.has(i.word.id) && seen.add(i.word.id))
  const queue = withStudyCards(asked)
  const random = mulberry32(options.seed)
  const pool = options.pool ?? []
  const choiceWords = [...asked.map((i) => i.word), ...pool]
  return {
    queue,
    options: choicesFor(queue[0], choiceWords, random),
    status: statusOf(queue[0]),
    chosen: null,
    typed: null,
    match: null,
    notice: null,
    revealed: false,
    total: asked.length,
    asked: statusOf(queue[0]) === 'asking' ? 1 : 0,
    done: 0,
    firstTry: 0,
    mistakes: 0,
    missed: [],
    answered: [],
    missCounts: {},
    missedItems: [],
    lastPass: false,
    choiceWords,
    token: 0,
    seed: nextSeed(random),
  }
}

/** The question asked now, if any. */
export const practiceItem = (s: PracticeState): PracticeItem | undefined =>
  s.status === 'complete' ? undefined : s.queue[0]

const result = (s: PracticeState): PracticeResult => ({
  total: s.total,
  firstTry: s.firstTry,
  mistakes: s.mistakes,
  missed: s.missed,
})

/**
 * The state and effects of an answer to the current question, right or wrong. `chosen`: the
 * grade the learner gave a recall card (a self-graded answer, shown first).
 */
const answer = (
  s: PracticeState,
  item: PracticeItem,
  correct: boolean,
  fields: Partial<PracticeState>,
  chosen?: ReviewGrade,
): Step<PracticeState, PracticeEffect> => {
  const id = item.word.id
  const first = !s.answered.includes(id)
  const answered = first ? [...s.answered, id] : s.answered
  // Graded by the grading table: only the session's first answer to the word (the requeue
  // after a miss is practice), a right choice Hard, a right typed meaning Good, a recall card
  // as the learner graded it.
  const facts: AnswerFacts =
    item.kind === 'recall'
      ? { kind: 'self', correct, first, shown: s.revealed, ...(chosen ? { chosen } : {}) }
      : { kind: isTypedKind(item.kind) ? 'typed' : 'choice', correct, first }
  const recorded = recordOf(id, facts)
  const record: RecordEffect[] = recorded ? [recorded] : []
  if (correct && item.kind === 'recall') {
    // The learner has seen the meaning and graded it: on to the next question at once.
    const moved = next(
      {
        ...s,
        ...fields,
        answered,
        done: s.done + (s.lastPass ? 0 : 1),
        firstTry: s.firstTry + (first ? 1 : 0),
      },
      s.queue.slice(1),
    )
    return step(moved.state, [...record, ...moved.effects])
  }
  if (correct) {
    const token = s.token + 1
    return step(
      {
        ...s,
        ...fields,
        answered,
        status: 'right',
        // The end-of-session pass asks words already done.
        done: s.done + (s.lastPass ? 0 : 1),
        firstTry: s.firstTry + (first ? 1 : 0),
        token,
      },
      [
        { type: 'tone', tone: 'correct' },
        ...record,
        { type: 'after', ms: FEEDBACK_MS, event: { type: 'advance', token } },
      ],
    )
  }
  return step(
    {
      ...s,
      ...fields,
      answered,
      status: 'wrong',
      mistakes: s.mistakes + 1,
      missed: s.missed.includes(id) ? s.missed : [...s.missed, id],
      missCounts: { ...s.missCounts, [id]: (s.missCounts[id] ?? 0) + 1 },
      missedItems: [...s.missedItems.filter((i) => i.word.id !== id), item],
    },
    [{ type: 'tone', tone: 'wrong' }, ...record],
  )
}

/** Moves to the next question: `queue` is what is left, in order. */
const next = (s: PracticeState, queue: PracticeItem[]): Step<PracticeState, PracticeEffect> => {
  const cleared = { chosen: null, typed: null, match: null, notice: null, revealed: false }
  if (queue.length === 0 && !s.lastPass && s.missedItems.length > 0) {
    // The end-of-session pass: each word missed today once more, as it was missed.
    return next({ ...s, lastPass: true }, s.missedItems)
  }
  if (queue.length === 0) {
    const done: PracticeState = { ...s, ...cleared, queue, options: [], status: 'complete' }
    return step(done, [{ type: 'complete', result: result(done) }])
  }
  const random = mulberry32(s.seed)
  const status = statusOf(queue[0])
  return step(
    {
      ...s,
      ...cleared,
      queue,
      options: choicesFor(queue[0], s.choiceWords, random),
      status,
      asked: s.asked + (status === 'asking' ? 1 : 0),
      seed: nextSeed(random),
    },
    askEffects(queue[0]),
  )
}

/** One step of Practice. */
export const stepPractice = (
  s: PracticeState,
  e: PracticeEvent,
): Step<PracticeState, PracticeEffect> => {
  const item = practiceItem(s)
  switch (e.type) {
    case 'choose': {
      const option = s.options[e.option]
      if (s.status !== 'asking' || !item || !option || isTypedKind(item.kind)) return step(s)
      return answer(s, item, option.wordId === item.word.id, { chosen: e.option })
    }
    case 'type': {
      if (s.status !== 'asking' || !item || !isTypedKind(item.kind)) return step(s)
      if (e.text.trim() === '') return step(s)
      // Only the meaning: with the Arabic on screen (type) or the word heard (listen-type), the
      // transliteration is the sound. Typed, it is no answer: the learner is told and types again.
      const verdict = typedAnswerVerdict(e.text, {
        meaning: item.word.meaning,
        transliteration: item.word.transliteration,
        lang: item.word.lang,
        arabicShown: item.kind === 'type',
        heard: item.kind === 'listen-type',
      })
      if (verdict.sound) return step({ ...s, notice: 'sound' })
      return answer(s, item, verdict.accepted, {
        notice: null,
        typed: e.text,
        match: verdict.matched === null ? null : { text: verdict.matched, exact: verdict.exact },
      })
    }
    case 'reveal':
      if (s.status !== 'asking' || item?.kind !== 'recall' || s.revealed) return step(s)
      return step({ ...s, revealed: true })
    case 'grade':
      // A grade before the meaning is shown is no answer: nothing happens.
      if (s.status !== 'asking' || !item || item.kind !== 'recall' || !s.revealed) return step(s)
      return answer(s, item, isRecalled(e.grade), {}, e.grade)
    case 'advance':
      if (e.token !== s.token || s.status !== 'right') return step(s)
      return next(s, s.queue.slice(1))
    case 'continue': {
      if (s.status !== 'wrong' || !item) return step(s)
      // Asked again as it was missed, REQUEUE_GAP questions on, REQUEUE_GAP_AGAIN after a
      // second miss (in the end-of-session pass, not again: that pass is the last).
      const rest = s.queue.slice(1)
      if (s.lastPass) return next(s, rest)
      const misses = s.missCounts[item.word.id] ?? 1
      const gap = misses <= 1 ? REQUEUE_GAP : REQUEUE_GAP_AGAIN
      return next(s, [...rest.slice(0, gap), item, ...rest.slice(gap)])
    }
    case 'studied': {
      if (s.status !== 'studying' || !item) return step(s)
      const moved = next(s, s.queue.slice(1))
      return step(moved.state, [{ type: 'viewed', wordId: item.word.id }, ...moved.effects])
    }
    case 'play':
      return item ? step(s, [listenTo(item.word)]) : step(s)
  }
}

/** The effects the first question of a session needs (a Listen question plays its word). */
export const practiceStartEffects = (s: PracticeState): PracticeEffect[] =>
  askEffects(practiceItem(s))

/** What {@link practiceItems} needs to ask a deck in one kind of exercise. */
export interface PracticeItemsOptions {
  /** Seed of the order the words are asked in. */
  seed: number
  /** Whether words can be played (a word-audio source, or an Arabic voice). */
  canListen: boolean
  /** The form Forms asks of a word (`practiceForm`); undefined when it has none. */
  formOf?: (word: PracticeWord) => string | undefined
  /** The word's verse around its gap (`verseGap`); undefined when it is not there. */
  gapOf?: (word: PracticeWord) => VerseGap | undefined
}

/**
 * A deck asked in one kind of exercise (an embedded `<kalima-learn kind="reverse">`), in an
 * order shuffled by the seed. A word the kind cannot ask is asked as it can be: Listen
 * without sound, Forms without a form to show, and Fill without its verse fall back to
 * recognise (Fill to reverse: the Arabic among 4, as Fill answers; listen-type to type).
 */
export const practiceItems = (
  words: readonly PracticeWord[],
  kind: ExerciseKind,
  options: PracticeItemsOptions,
): PracticeItem[] =>
  shuffle(words, mulberry32(options.seed)).map((word): PracticeItem => {
    if (kind === 'listen') return { word, kind: options.canListen ? 'listen' : 'recognise' }
    if (kind === 'listen-type') return { word, kind: options.canListen ? 'listen-type' : 'type' }
    if (kind === 'forms') {
      const form = options.formOf?.(word)
      return form === undefined ? { word, kind: 'recognise' } : { word, kind, form }
    }
    if (kind === 'fill') {
      const gap = options.gapOf?.(word)
      return gap === undefined ? { word, kind: 'reverse' } : { word, kind, gap }
    }
    return { word, kind }
  })

/** The Practice machine, with what a shell needs to start a session and read its state. */
export interface PracticeMachine extends Machine<PracticeState, PracticeEvent, PracticeEffect> {
  /** Starts a session over questions, asked in the order given ({@link createPractice}). */
  create: typeof createPractice
  /** A deck asked in one kind of exercise: the questions to start with ({@link practiceItems}). */
  items: typeof practiceItems
  /** The question asked now, if any ({@link practiceItem}). */
  item: typeof practiceItem
  /** The effects the first question needs: a Listen one plays its word ({@link practiceStartEffects}). */
  startEffects: typeof practiceStartEffects
  /** Whether a kind is answered by typing (Type it, listen-type): no choices ({@link isTypedKind}). */
  typed: typeof isTypedKind
}

/** The Practice machine (Today's session, a deck in one kind): the one way to Practice from outside core. */
export const practiceMachine: PracticeMachine = {
  step: stepPractice,
  create: createPractice,
  items: practiceItems,
  item: practiceItem,
  startEffects: practiceStartEffects,
  typed: isTypedKind,
}
