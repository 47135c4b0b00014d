// Issue 16: after Learn, Test and Match on lesson 1, every lesson still showed "0 of 50 words
// mastered", as Match did not record its pairs. Each mode is driven here as a learner
// answering right, its effects applied to progress as the app does (useMode: `record` →
// recordAttempt). Issue 45: right answers in one sitting no longer make a word known (its card
// must be stable for three weeks): the lesson's words are all learning, every answer counted.
import { progressCounts } from '../progress/counts'
import { recordAttempt } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import { getLesson } from '../vocabulary/vocabulary'
import { createLearn, stepLearn } from './learn'
import type { StudyWord } from './machine'
import { createMatch, type MatchState, stepMatch } from './match'
import { createTest, stepTest } from './test'

type Effect = { type: string; wordId?: string; correct?: boolean; event?: unknown }

/**
 * Runs a machine as the app's runner does (an `after` effect's event is sent back, here at
 * once), answering with `answer` until it returns null; `record` effects go into progress.
 */
function play<S, E>(
  step: (s: S, e: E) => { state: S; effects: Effect[] },
  start: S,
  answer: (s: S) => E | null,
  progress: Progress,
): Progress {
  let s = start
  let p = progress
  const send = (e: E) => {
    const r = step(s, e)
    s = r.state
    for (const f of r.effects) {
      if (f.type === 'record' && f.wordId)
        p = recordAttempt(p, f.wordId, Boolean(f.correct), { now: 1000 }, 'dev')
      if (f.type === 'after') send(f.event as E)
    }
  }
  for (let e = answer(s), n = 0; e && n < 10_000; e = answer(s), n++) send(e)
  return p
}

describe('Learn, Test and Match on a lesson', () => {
  const lesson = getLesson(1)
  const words: StudyWord[] = lesson.words.map((w) => ({
    id: w.id,
    arabic: w.arabic,
    meaning: `meaning of ${w.id}`,
  }))
  const ids = words.map((w) => w.id)
  const rightOption = (s: {
    words: readonly StudyWord[]
    index: number
    options: { wordId: string }[]
  }) => s.options.findIndex((o) => o.wordId === s.words[s.index]?.id)

  it('one right answer per word in each of the three modes: all 50 learning, none known', () => {
    let p = emptyProgress()
    p = play(
      stepLearn,
      createLearn(words, { seed: 1 }),
      (s) =>
        s.status === 'answering' ? { type: 'answer' as const, option: rightOption(s) } : null,
      p,
    )
    expect(progressCounts(p, { now: 2000 }, ids)).toMatchObject({ known: 0, learning: 50 })
    p = play(
      stepTest,
      createTest(words, { seed: 2, now: 0 }),
      (s) =>
        s.status === 'answering'
          ? { type: 'answer' as const, option: rightOption(s), now: 1 }
          : null,
      p,
    )
    // Learn's and Test's right answers are counted, one each per word.
    for (const id of ids) expect(p.words[id]?.correct).toBe(2)
    const matchMove = (s: MatchState) => {
      if (s.status === 'complete') return null
      if (s.status === 'stage-complete') return { type: 'nextStage' as const, now: 1 }
      const open = s.cards.filter((c) => !s.matched.includes(c.id))
      const first = s.selected[0] ? open.find((c) => c.id === s.selected[0]) : undefined
      const target = first
        ? open.find((c) => c.type !== first.type && c.matchId === first.matchId)
        : open[0]
      return target ? { type: 'select' as const, cardId: target.id, now: 1 } : null
    }
    p = play(stepMatch, createMatch(words, { seed: 3, now: 0 }), matchMove, p)
    // Three rounds of right answers in one sitting: every word learning, none known.
    expect(progressCounts(p, { now: 2000 }, ids)).toMatchObject({ known: 0, learning: 50 })
  })
})
