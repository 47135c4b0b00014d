import fc from 'fast-check'
import { makeWords } from './fixtures'
import { createLearn, learnWord, stepLearn } from './learn'
import type { StudyWord } from './machine'
import { createTest, stepTest } from './test'

/**
 * The order a whole session asks its words in, answering each one right (Learn and Test
 * move on after a right answer; a wrong one asks the same word again).
 */
const learnOrder = (words: readonly StudyWord[], seed: number): string[] => {
  let s = createLearn(words, { seed })
  const asked: string[] = []
  while (s.status !== 'complete') {
    const word = learnWord(s)
    if (!word) break
    asked.push(word.id)
    const r = stepLearn(s, {
      type: 'answer',
      option: s.options.findIndex((o) => o.wordId === word.id),
    })
    const advance = r.effects.find((e) => e.type === 'after')
    s = advance?.type === 'after' ? stepLearn(r.state, advance.event).state : r.state
  }
  return asked
}

const testOrder = (words: readonly StudyWord[], seed: number): string[] => {
  let s = createTest(words, { seed, now: 0 })
  const asked: string[] = []
  while (s.status !== 'complete') {
    const word = s.words[s.index]
    if (!word) break
    asked.push(word.id)
    const option = s.options.findIndex((o) => o.wordId === word.id)
    const r = stepTest(s, { type: 'answer', option, now: 1 })
    const advance = r.effects.find((e) => e.type === 'after' && e.event.type === 'advance')
    s = advance?.type === 'after' ? stepTest(r.state, advance.event).state : r.state
  }
  return asked
}

describe.each([
  ['Learn', learnOrder],
  ['Test', testOrder],
])('%s asks the words in an order shuffled by the seed', (_, order) => {
  it('property: every word is asked exactly once, and the same seed asks in the same order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.nat(), (n, seed) => {
        const words = makeWords(n)
        const asked = order(words, seed)
        expect([...asked].sort()).toEqual(words.map((w) => w.id).sort())
        expect(order(words, seed)).toEqual(asked)
      }),
    )
  })

  it('property: across seeds the order differs (a deck of 5 or more is not always asked in its own order)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 30 }), fc.nat(), (n, seed) => {
        const words = makeWords(n)
        const orders = new Set(
          Array.from({ length: 8 }, (_, k) => order(words, seed + k * 7919).join()),
        )
        // Eight seeds of a deck of 5 words or more: at least two orders (120+ orders exist).
        expect(orders.size).toBeGreaterThan(1)
      }),
    )
  })
})
