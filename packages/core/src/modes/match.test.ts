import fc from 'fast-check'
import { MATCH_STAGES, MATCH_WORDS_PER_STAGE, MATCH_WRONG_RESET_MS } from '../constants'
import { makeWords } from './fixtures'
import {
  createMatch,
  type MatchEvent,
  type MatchState,
  matchHint,
  stageCards,
  stepMatch,
} from './match'

const pairOf = (s: MatchState, wordId: string) => {
  const a = s.cards.find((c) => c.matchId === wordId && c.type === 'arabic')
  const b = s.cards.find((c) => c.matchId === wordId && c.type === 'meaning')
  if (!a || !b) throw new Error('no pair')
  return [a.id, b.id] as const
}

const solveStage = (s: MatchState, now: number): MatchState => {
  let state = s
  for (const id of new Set(s.cards.map((c) => c.matchId))) {
    const [a, b] = pairOf(state, id)
    state = stepMatch(state, { type: 'select', cardId: a, now }).state
    state = stepMatch(state, { type: 'select', cardId: b, now }).state
  }
  return state
}

describe('Match', () => {
  const t0 = 5_000_000

  it('a stage has 10 words as 20 shuffled cards; a 50-word deck has 5 stages', () => {
    const s = createMatch(makeWords(50), { seed: 1, now: t0 })
    expect(s.stageCount).toBe(MATCH_STAGES)
    expect(s.cards).toHaveLength(2 * MATCH_WORDS_PER_STAGE)
    expect(s.cards.filter((c) => c.type === 'arabic')).toHaveLength(10)
    const card = s.cards.find((c) => c.matchId === 'w1' && c.type === 'arabic')
    expect(card).toEqual({ id: 'a-ع1', content: 'ع1', type: 'arabic', matchId: 'w1' })
    expect(s.cards.find((c) => c.matchId === 'w1' && c.type === 'meaning')?.id).toBe('b-meaning 1')
    const unshuffled = makeWords(10).flatMap((w) => [w.id, w.id])
    expect(s.cards.map((c) => c.matchId)).not.toEqual(unshuffled)
    expect(stageCards(makeWords(10), 4)).toEqual(stageCards(makeWords(10), 4))
  })

  it('a deck of 23 words gets 3 stages, the last with 3 words', () => {
    let s = createMatch(makeWords(23), { seed: 1, now: t0 })
    expect(s.stageCount).toBe(3)
    s = stepMatch(solveStage(s, t0), { type: 'nextStage', now: t0 }).state
    s = stepMatch(solveStage(s, t0), { type: 'nextStage', now: t0 }).state
    expect(s.stage).toBe(3)
    expect(s.cards).toHaveLength(6)
  })

  it('duplicate meanings keep unique card ids, and identical cards are interchangeable', () => {
    const words = [
      { id: 'x', arabic: 'إله', meaning: 'god' },
      { id: 'y', arabic: 'رب', meaning: 'god' },
    ]
    let s = createMatch(words, { seed: 2, now: t0 })
    const ids = s.cards.map((c) => c.id)
    expect(new Set(ids).size).toBe(4)
    expect(ids).toContain('b-god~2')
    const ax = pairOf(s, 'x')[0]
    const by = pairOf(s, 'y')[1]
    s = stepMatch(s, { type: 'select', cardId: ax, now: t0 }).state
    s = stepMatch(s, { type: 'select', cardId: by, now: t0 }).state
    expect(s.matched).toEqual([ax, by])
    expect(s.wrong).toEqual([])
  })

  it('a matching pair becomes matched, with the match tone', () => {
    const s = createMatch(makeWords(10), { seed: 1, now: t0 })
    const [a, b] = pairOf(s, 'w3')
    const r1 = stepMatch(s, { type: 'select', cardId: a, now: t0 })
    expect(r1.state.selected).toEqual([a])
    const r2 = stepMatch(r1.state, { type: 'select', cardId: b, now: t0 })
    expect(r2.state.matched).toEqual([a, b])
    expect(r2.state.selected).toEqual([])
    expect(r2.state.moves).toBe(1)
    // A match is practice for its word (the grading table): counted, never graded.
    expect(r2.effects).toEqual([
      { type: 'tone', tone: 'match' },
      { type: 'record', wordId: 'w3', correct: true, practice: true },
    ])
  })

  it("the board's last pair, left with one card on each side, is reported but not recorded", () => {
    let s = createMatch(makeWords(10), { seed: 1, now: t0 })
    const stageWords = [...new Set(s.cards.map((c) => c.matchId))]
    let last: ReturnType<typeof stepMatch> | undefined
    for (const id of stageWords) {
      const [a, b] = pairOf(s, id)
      last = stepMatch(stepMatch(s, { type: 'select', cardId: a, now: t0 }).state, {
        type: 'select',
        cardId: b,
        now: t0,
      })
      s = last.state
    }
    expect(s.status).toBe('stage-complete')
    const lastId = stageWords.at(-1)
    expect(last?.effects.filter((e) => e.type === 'record')).toEqual([])
    expect(last?.effects).toContainEqual({
      type: 'answer',
      answer: { wordId: lastId, correct: true },
    })
  })

  it('a wrong pair clears after 1000 ms; no third card meanwhile', () => {
    const s = createMatch(makeWords(10), { seed: 1, now: t0 })
    const a = pairOf(s, 'w1')[0]
    const b = pairOf(s, 'w2')[1]
    let r = stepMatch(s, { type: 'select', cardId: a, now: t0 })
    r = stepMatch(r.state, { type: 'select', cardId: b, now: t0 })
    expect(r.state.selected).toHaveLength(2)
    expect(r.effects[0]).toEqual({ type: 'tone', tone: 'mismatch' })
    const after = r.effects[1]
    expect(after).toMatchObject({ type: 'after', ms: MATCH_WRONG_RESET_MS })
    const third = stepMatch(r.state, { type: 'select', cardId: pairOf(s, 'w3')[0], now: t0 })
    expect(third.state.selected).toHaveLength(2)
    if (after?.type !== 'after') throw new Error()
    const cleared = stepMatch(r.state, after.event).state
    expect(cleared.selected).toEqual([])
    expect(cleared.wrong).toEqual([])
  })

  it('hints the card that completes a pair with the selected one', () => {
    const s = createMatch(makeWords(10), { seed: 1, now: t0 })
    const [a, b] = pairOf(s, 'w4')
    expect(matchHint(s)).toBeNull()
    expect(matchHint(stepMatch(s, { type: 'select', cardId: a, now: t0 }).state)).toBe(b)
  })

  it('stage complete when all matched; Next Stage adds moves and restarts the timer', () => {
    let s = createMatch(makeWords(50), { seed: 1, now: t0 })
    s = stepMatch(s, { type: 'tick', now: t0 + 3000 }).state
    expect(s.seconds).toBe(3)
    s = solveStage(s, t0 + 12_000)
    expect(s.status).toBe('stage-complete')
    expect(s.seconds).toBe(12)
    expect(stepMatch(s, { type: 'tick', now: t0 + 50_000 }).state.seconds).toBe(12)
    s = stepMatch(s, { type: 'nextStage', now: t0 + 20_000 }).state
    expect(s).toMatchObject({
      stage: 2,
      moves: 0,
      totalMoves: 10,
      seconds: 0,
      matched: [],
      status: 'playing',
    })
    expect(s.stageStartedAt).toBe(t0 + 20_000)
  })

  it('after stage 5 shows the final result with time and total moves; Start Again resets', () => {
    let s = createMatch(makeWords(50), { seed: 9, now: 0 })
    const results: unknown[] = []
    for (let stage = 1; stage <= 5; stage++) {
      const start = s.stageStartedAt
      s = solveStage(s, start + 10_000)
      const r = stepMatch(s, { type: 'nextStage', now: start + 11_000 })
      s = r.state
      for (const e of r.effects) if (e.type === 'complete') results.push(e.result)
    }
    expect(s.status).toBe('complete')
    expect(results).toEqual([{ timeSeconds: 50, lastStageSeconds: 10, totalMoves: 50, stages: 5 }])
    const again = stepMatch(s, { type: 'startAgain', now: 99 }).state
    expect(again).toMatchObject({ stage: 1, totalMoves: 0, totalSeconds: 0, status: 'playing' })
  })

  it('property: matched ⊆ cards, ≤ 2 selected, completion only when all matched', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 25 }),
        fc.nat(),
        fc.array(fc.tuple(fc.nat(30), fc.nat(6), fc.nat(1e6)), { maxLength: 150 }),
        (n, seed, raw) => {
          let s = createMatch(makeWords(n), { seed, now: 0 })
          for (const [pick, kind, now] of raw) {
            const card = s.cards[pick % Math.max(1, s.cards.length)]
            const events: MatchEvent[] = [
              { type: 'select', cardId: card?.id ?? 'none', now },
              { type: 'select', cardId: card?.id ?? 'none', now },
              { type: 'select', cardId: card?.id ?? 'none', now },
              { type: 'clearWrong', token: s.token },
              { type: 'tick', now },
              { type: 'nextStage', now },
              { type: 'startAgain', now },
            ]
            const r = stepMatch(s, events[kind] as MatchEvent)
            s = r.state
            const ids = new Set(s.cards.map((c) => c.id))
            expect(s.matched.every((id) => ids.has(id))).toBe(true)
            expect(new Set(s.matched).size).toBe(s.matched.length)
            expect(s.selected.length).toBeLessThanOrEqual(2)
            expect(s.stage).toBeGreaterThanOrEqual(1)
            expect(s.stage).toBeLessThanOrEqual(Math.max(1, s.stageCount))
            if (s.status === 'stage-complete') expect(s.matched.length).toBe(s.cards.length)
            for (const e of r.effects) if (e.type === 'complete') expect(s.stage).toBe(s.stageCount)
          }
        },
      ),
    )
  })
})

describe('Match with two words of the same meaning in one stage', () => {
  const twins = [
    { id: 'la', arabic: 'لَا', meaning: 'না' },
    { id: 'lam', arabic: 'لَمْ', meaning: 'না' },
  ]
  const start = () => createMatch(twins, { seed: 7, now: 0 })
  const card = (s: ReturnType<typeof start>, type: 'arabic' | 'meaning', matchId: string) => {
    const found = s.cards.find((c) => c.type === type && c.matchId === matchId)
    if (!found) throw new Error('missing card')
    return found
  }

  it('accepts either identical meaning card for each Arabic word', () => {
    let s = start()
    // لَا with the meaning card of لَمْ: the learner cannot tell them apart.
    s = stepMatch(s, { type: 'select', cardId: card(s, 'arabic', 'la').id, now: 1 }).state
    s = stepMatch(s, { type: 'select', cardId: card(s, 'meaning', 'lam').id, now: 2 }).state
    expect(s.matched).toHaveLength(2)
    expect(s.wrong).toEqual([])
    s = stepMatch(s, { type: 'select', cardId: card(s, 'arabic', 'lam').id, now: 3 }).state
    s = stepMatch(s, { type: 'select', cardId: card(s, 'meaning', 'la').id, now: 4 }).state
    expect(s.status).toBe('stage-complete')
    expect(s.moves).toBe(2)
  })

  it('hints the remaining look-alike card once the own partner is matched', () => {
    let s = start()
    s = stepMatch(s, { type: 'select', cardId: card(s, 'arabic', 'la').id, now: 1 }).state
    expect(matchHint(s)).toBe(card(s, 'meaning', 'la').id)
    s = stepMatch(s, { type: 'select', cardId: card(s, 'meaning', 'lam').id, now: 2 }).state
    s = stepMatch(s, { type: 'select', cardId: card(s, 'arabic', 'lam').id, now: 3 }).state
    expect(matchHint(s)).toBe(card(s, 'meaning', 'la').id)
  })
})
