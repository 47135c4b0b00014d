import { makeWords } from './fixtures'
import { createLearn, learnMachine, learnWord } from './learn'
import { createMachineRunner } from './runner'
import { createWords, wordsMachine } from './words'

/** A manual timer queue, so the runner is tested without fake timers. */
const manualTimers = () => {
  let next = 1
  const pending = new Map<number, { fn: () => void; ms: number }>()
  return {
    pending,
    setTimeout: (fn: () => void, ms: number) => {
      const id = next++
      pending.set(id, { fn, ms })
      return id
    },
    clearTimeout: (id: unknown) => pending.delete(id as number),
    fire: () => {
      const entries = [...pending.entries()]
      pending.clear()
      for (const [, t] of entries) t.fn()
    },
  }
}

describe('createMachineRunner', () => {
  it('runs after effects as timeouts and forwards the others to handlers', () => {
    const timers = manualTimers()
    const tones: string[] = []
    const records: boolean[] = []
    const runner = createMachineRunner(
      learnMachine,
      createLearn(makeWords(4), { seed: 1 }),
      { tone: (e) => tones.push(e.tone), record: (e) => records.push(e.correct) },
      timers,
    )
    const states: number[] = []
    runner.subscribe((s) => states.push(s.index))
    const s = runner.getState()
    runner.send({
      type: 'answer',
      option: s.options.findIndex((o) => o.wordId === learnWord(s)?.id),
    })
    expect(tones).toEqual(['correct'])
    expect(records).toEqual([true])
    expect([...timers.pending.values()].map((t) => t.ms)).toEqual([1000])
    timers.fire()
    expect(runner.getState().index).toBe(1)
    expect(states).toEqual([0, 1])
  })

  it('reset and dispose cancel pending timeouts', () => {
    const timers = manualTimers()
    const initial = createLearn(makeWords(4), { seed: 1 })
    const runner = createMachineRunner(learnMachine, initial, {}, timers)
    runner.send({ type: 'showAnswer' })
    expect(timers.pending.size).toBe(1)
    runner.reset(initial)
    expect(timers.pending.size).toBe(0)
    runner.send({ type: 'showAnswer' })
    runner.dispose()
    expect(timers.pending.size).toBe(0)
    runner.send({ type: 'showAnswer' })
    expect(timers.pending.size).toBe(0)
  })

  it('sends the machine start event', () => {
    const viewed: string[] = []
    createMachineRunner(wordsMachine, createWords(makeWords(2)), {
      viewed: (e) => viewed.push(e.wordId),
    })
    expect(viewed).toEqual(['w1'])
  })
})
