// Answers and the scheduler fetched with the first of them: counted at once, graded in order.
import type { ProgressOp } from './progress-ops'

/** The grading module as a page that never fetched the scheduler has it, and what it changes. */
const freshGrading = async () => {
  vi.resetModules()
  const grading = await import('./grading')
  const ops: ProgressOp[] = []
  return { ...grading, ops, answers: grading.createGrading((op) => void ops.push(op)) }
}
const t = (now: number) => ({ now, utcOffsetMinutes: 60 })

describe('grading answers', () => {
  it('counts answers at once and grades their cards in order once the scheduler is fetched', async () => {
    const { answers, ops, loadedScheduler } = await freshGrading()
    expect(loadedScheduler()).toBeUndefined()
    answers.answer('w1', true, t(1), { schedule: true, retention: 0.8 })
    answers.answer('w2', false, t(2), { schedule: true })
    // Graded already (Review's own grades): counted, never graded here.
    answers.answer('w3', true, t(3), { schedule: false })
    expect(ops).toEqual([
      { k: 'attempt', w: 'w1', c: true, t: t(1) },
      { k: 'attempt', w: 'w2', c: false, t: t(2) },
      { k: 'attempt', w: 'w3', c: true, t: t(3) },
    ])
    await answers.settled()
    expect(ops.slice(3)).toEqual([
      { k: 'grade', w: 'w1', c: true, now: 1, r: 0.8 },
      { k: 'grade', w: 'w2', c: false, now: 2 },
    ])
    expect(loadedScheduler()).toBeDefined()
    // The scheduler is here and nothing waits for it: one change, counted and graded.
    answers.answer('w4', true, t(4), { schedule: true, retention: 0.9 })
    expect(ops.slice(5)).toEqual([{ k: 'answer', w: 'w4', c: true, t: t(4), r: 0.9 }])
  })

  it('grades an answer given while earlier ones wait after them, not before', async () => {
    const { answers, ops, loadScheduler } = await freshGrading()
    answers.answer('w1', true, t(1), { schedule: true })
    // The scheduler arrives (another store fetched it) while w1's grade is still queued.
    await loadScheduler()
    answers.answer('w2', true, t(2), { schedule: true })
    await answers.settled()
    expect(ops.map(({ k }) => k)).toEqual(['attempt', 'attempt', 'grade', 'grade'])
    expect(ops.filter(({ k }) => k === 'grade').map((op) => 'w' in op && op.w)).toEqual([
      'w1',
      'w2',
    ])
  })
})
