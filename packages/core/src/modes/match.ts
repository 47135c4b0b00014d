import { MATCH_WORDS_PER_STAGE, MATCH_WRONG_RESET_MS } from '../constants'
import { mulberry32, nextSeed, shuffle } from '../random'
import { recordOf } from './answer-grading'
import type {
  AfterEffect,
  AnswerEffect,
  CompleteEffect,
  Machine,
  RecordEffect,
  Step,
  StudyWord,
  ToneEffect,
} from './machine'
import { step } from './machine'

/** A card of the Match grid. */
export interface MatchCard {
  /** 'a-' + Arabic or 'b-' + meaning; a '~n' suffix keeps repeated texts unique. */
  id: string
  content: string
  type: 'arabic' | 'meaning'
  /** Id of the word the card belongs to: a pair matches when both cards share it. */
  matchId: string
  /** On an Arabic card in a surah deck: the word as written there (`StudyWord.form`). */
  form?: string
}

/** State of a Match game. */
export interface MatchState {
  words: readonly StudyWord[]
  /** 1-based stage ('Stage n/stageCount'). */
  stage: number
  /** ceil(words / 10): 5 for a 50-word lesson. */
  stageCount: number
  cards: MatchCard[]
  /** Ids of selected cards, at most two. */
  selected: string[]
  /** Ids of matched cards. */
  matched: string[]
  /** A wrong pair waiting to be cleared. */
  wrong: string[]
  /** Pairs tried in this stage. */
  moves: number
  /** Moves of finished stages. */
  totalMoves: number
  /** Seconds of this stage; the timer restarts each stage. */
  seconds: number
  /** Seconds of finished stages. */
  totalSeconds: number
  stageStartedAt: number
  status: 'playing' | 'stage-complete' | 'complete'
  token: number
  seed: number
}

/** Events of Match; `now` is ms since epoch. */
export type MatchEvent =
  | { type: 'select'; cardId: string; now: number }
  | { type: 'clearWrong'; token: number }
  | { type: 'tick'; now: number }
  | { type: 'nextStage'; now: number }
  | { type: 'startAgain'; now: number; seed?: number }

/** Result of a finished Match game. */
export interface MatchResult {
  /** Seconds over all stages. */
  timeSeconds: number
  /** Seconds of the last stage (the timer restarts per stage). */
  lastStageSeconds: number
  totalMoves: number
  stages: number
}

/** Effects of Match. */
export type MatchEffect =
  | ToneEffect
  | RecordEffect
  | AnswerEffect
  | AfterEffect<MatchEvent>
  | CompleteEffect<MatchResult>

/** The words of a stage (1-based): ten at a time; the last stage may hold fewer. */
export const stageWords = (words: readonly StudyWord[], stage: number): StudyWord[] =>
  words.slice((stage - 1) * MATCH_WORDS_PER_STAGE, stage * MATCH_WORDS_PER_STAGE)

const uniqueId = (base: string, used: Set<string>): string => {
  let id = base
  for (let n = 2; used.has(id); n++) id = `${base}~${n}`
  used.add(id)
  return id
}

/** The shuffled cards of a stage: one Arabic and one meaning card per word. */
export const stageCards = (words: readonly StudyWord[], seed: number): MatchCard[] => {
  const used = new Set<string>()
  const cards: MatchCard[] = []
  for (const w of words) {
    cards.push({
      id: uniqueId(`a-${w.arabic}`, used),
      content: w.arabic,
      type: 'arabic',
      matchId: w.id,
      ...(w.form ? { form: w.form } : {}),
    })
    cards.push({
      id: uniqueId(`b-${w.meaning}`, used),
      content: w.meaning,
      type: 'meaning',
      matchId: w.id,
    })
  }
  return shuffle(cards, mulberry32(seed))
}

const openStage = (
  words: readonly StudyWord[],
  stage: number,
  seed: number,
  now: number,
): Pick<
  MatchState,
  | 'stage'
  | 'cards'
  | 'selected'
  | 'matched'
  | 'wrong'
  | 'moves'
  | 'seconds'
  | 'stageStartedAt'
  | 'status'
  | 'seed'
> => {
  const random = mulberry32(seed)
  return {
    stage,
    cards: stageCards(stageWords(words, stage), nextSeed(random)),
    selected: [],
    matched: [],
    wrong: [],
    moves: 0,
    seconds: 0,
    stageStartedAt: now,
    status: words.length === 0 ? 'complete' : 'playing',
    seed: nextSeed(random),
  }
}

/** Options of a new Match game. */
export interface MatchOptions {
  seed: number
  now: number
}

/** Starts a Match game at stage 1. */
export const createMatch = (words: readonly StudyWord[], options: MatchOptions): MatchState => ({
  words,
  stageCount: Math.ceil(words.length / MATCH_WORDS_PER_STAGE),
  totalMoves: 0,
  totalSeconds: 0,
  token: 0,
  ...openStage(words, 1, options.seed, options.now),
})

/** The text of a card's word on the given side (its own content, or its partner's). */
const sideOf = (cards: readonly MatchCard[], card: MatchCard, type: MatchCard['type']): string =>
  card.type === type
    ? card.content
    : (cards.find((c) => c.matchId === card.matchId && c.type === type)?.content ?? '')

/** The Arabic card of a pair. */
const arabicOf = (a: MatchCard, b: MatchCard): MatchCard => (a.type === 'arabic' ? a : b)

/**
 * Whether two cards make a pair: one Arabic and one meaning card of the same word, or of
 * two words the learner cannot tell apart on the cards (the same meaning text, or the same
 * Arabic), since two identical cards must both be accepted.
 */
export const isPair = (cards: readonly MatchCard[], a: MatchCard, b: MatchCard): boolean =>
  a.type !== b.type &&
  (a.matchId === b.matchId ||
    sideOf(cards, a, 'meaning') === sideOf(cards, b, 'meaning') ||
    sideOf(cards, a, 'arabic') === sideOf(cards, b, 'arabic'))

/** The card that would complete a pair with the one selected card, for highlighting. */
export const matchHint = (s: MatchState): string | null => {
  if (s.selected.length !== 1 || s.status !== 'playing') return null
  const card = s.cards.find((c) => c.id === s.selected[0])
  if (!card) return null
  const open = (c: MatchCard) => !s.matched.includes(c.id) && isPair(s.cards, card, c)
  // The card's own partner first, else a card that looks the same.
  const partner = s.cards.find((c) => c.matchId === card.matchId && open(c)) ?? s.cards.find(open)
  return partner ? partner.id : null
}

const stageSeconds = (s: MatchState, now: number): number =>
  Math.max(s.seconds, Math.floor((now - s.stageStartedAt) / 1000))

/** A matched pair's effect: practice, or only a report for the board's forced last pair. */
const pairEffect = (wordId: string, forced: boolean): RecordEffect | AnswerEffect =>
  recordOf(wordId, { kind: 'pair', correct: true, first: true, forced }) ?? {
    type: 'answer',
    answer: { wordId, correct: true },
  }

/** One step of Match. */
export const stepMatch = (s: MatchState, e: MatchEvent): Step<MatchState, MatchEffect> => {
  switch (e.type) {
    case 'tick':
      if (s.status !== 'playing') return step(s)
      return step({ ...s, seconds: stageSeconds(s, e.now) })
    case 'select': {
      if (s.status !== 'playing' || s.wrong.length > 0) return step(s)
      const card = s.cards.find((c) => c.id === e.cardId)
      if (!card || s.matched.includes(card.id)) return step(s)
      if (s.selected.includes(card.id)) {
        return step({ ...s, selected: s.selected.filter((id) => id !== card.id) })
      }
      const first = s.cards.find((c) => c.id === s.selected[0])
      if (!first) return step({ ...s, selected: [card.id] })
      const moves = s.moves + 1
      if (isPair(s.cards, first, card)) {
        const matched = [...s.matched, first.id, card.id]
        const done = matched.length === s.cards.length
        // The stage timer stops when the last pair is matched.
        const seconds = done ? stageSeconds(s, e.now) : s.seconds
        return step(
          {
            ...s,
            moves,
            matched,
            seconds,
            selected: [],
            status: done ? 'stage-complete' : 'playing',
          },
          // Each pair tried is an answer: right when it matches. A match is practice for the
          // word whose Arabic card was matched (the grading table: counted, never graded); the
          // board's last pair, left with one card on each side, is reported but not counted (no
          // choice was made). A wrong pair is reported but not recorded, as either card may be
          // the one mistaken.
          [{ type: 'tone', tone: 'match' }, pairEffect(arabicOf(first, card).matchId, done)],
        )
      }
      const token = s.token + 1
      return step(
        { ...s, moves, selected: [first.id, card.id], wrong: [first.id, card.id], token },
        [
          { type: 'tone', tone: 'mismatch' },
          { type: 'after', ms: MATCH_WRONG_RESET_MS, event: { type: 'clearWrong', token } },
          { type: 'answer', answer: { correct: false } },
        ],
      )
    }
    case 'clearWrong':
      if (e.token !== s.token || s.wrong.length === 0) return step(s)
      return step({ ...s, selected: [], wrong: [] })
    case 'nextStage': {
      if (s.status !== 'stage-complete') return step(s)
      const seconds = s.seconds
      const totalMoves = s.totalMoves + s.moves
      const totalSeconds = s.totalSeconds + seconds
      if (s.stage >= s.stageCount) {
        const result: MatchResult = {
          timeSeconds: totalSeconds,
          lastStageSeconds: seconds,
          totalMoves,
          stages: s.stageCount,
        }
        return step({ ...s, seconds, totalMoves, totalSeconds, moves: 0, status: 'complete' }, [
          { type: 'complete', result },
        ])
      }
      return step({
        ...s,
        totalMoves,
        totalSeconds,
        token: s.token + 1,
        ...openStage(s.words, s.stage + 1, s.seed, e.now),
      })
    }
    case 'startAgain':
      return step({
        ...createMatch(s.words, { seed: e.seed ?? s.seed, now: e.now }),
        token: s.token + 1,
      })
  }
}

/** The Match machine, with what a shell needs to start a game and read its state. */
export interface MatchMachine extends Machine<MatchState, MatchEvent, MatchEffect> {
  /** Starts a game over a deck's words ({@link createMatch}). */
  create: typeof createMatch
  /** The card that completes a pair with the one selected ({@link matchHint}). */
  hint: typeof matchHint
}

/** The Match machine: the one way to Match from outside core. */
export const matchMachine: MatchMachine = { step: stepMatch, create: createMatch, hint: matchHint }
