import fc from 'fast-check'
import { progressArb } from './arbitraries'
import { merge } from './merge'
import { touchDeck } from './record'
import { resumePoint } from './resume'
import { emptyProgress, type Progress } from './types'
import { validateProgress } from './validate'

describe('where the home page sends the learner', () => {
  it('a newcomer starts with the first lesson in Words', () => {
    expect(resumePoint(emptyProgress())).toEqual({
      kind: 'start',
      deck: { kind: 'lesson', id: 1 },
      mode: 'words',
      path: '/words/1',
      at: 0,
    })
  })

  it('a returning learner continues the deck and mode opened last', () => {
    let p = touchDeck(emptyProgress(), '1', 100, 'learn')
    p = touchDeck(p, '2', 200, 'learn')
    p = touchDeck(p, 'surah-112', 150, 'match')
    expect(resumePoint(p)).toMatchObject({
      kind: 'continue',
      deck: { kind: 'lesson', id: 2 },
      mode: 'learn',
      path: '/learn/2',
      at: 200,
    })
    p = touchDeck(p, '2', 300, 'test')
    expect(resumePoint(p)).toMatchObject({ mode: 'test', path: '/test/2' })
  })

  it('an older access does not take the mode over; a record without modes continues in Words', () => {
    let p = touchDeck(emptyProgress(), '3', 500, 'match')
    p = touchDeck(p, '3', 400, 'learn')
    expect(resumePoint(p)).toMatchObject({ mode: 'match', at: 500 })
    const old = touchDeck(emptyProgress(), '4', 100)
    expect(old.decks['4']).toEqual({ since: 0, lastAccessed: 100 })
    expect(resumePoint(old)).toMatchObject({ kind: 'continue', path: '/words/4' })
  })

  it('the mode travels with the latest access through merges, and is validated', () => {
    const a = touchDeck(emptyProgress(), '1', 100, 'learn')
    const b = touchDeck(emptyProgress(), '1', 200, 'match')
    expect(merge(a, b).decks['1']).toEqual({ since: 0, lastAccessed: 200, mode: 'match' })
    expect(merge(b, a)).toEqual(merge(a, b))
    expect(validateProgress(b).ok).toBe(true)
    const bad = { ...b, decks: { '1': { since: 0, lastAccessed: 1, mode: 'Learn<script>' } } }
    expect(validateProgress(bad).ok).toBe(false)
  })

  it('the resume point of a merge is the later of the two (any records of one reset epoch)', () => {
    fc.assert(
      fc.property(progressArb, progressArb, (x, y) => {
        // A reset (of all, or of a deck) drops the accesses before it; within one epoch, none
        // is lost.
        const oneEpoch = (p: Progress): Progress => ({
          ...p,
          resetAt: 0,
          decks: Object.fromEntries(
            Object.entries(p.decks).map(([k, d]) => [k, { ...d, since: 0 }]),
          ),
        })
        const a = oneEpoch(x)
        const b = oneEpoch(y)
        const m = resumePoint(merge(a, b))
        expect(m.at).toBe(Math.max(resumePoint(a).at, resumePoint(b).at))
      }),
    )
  })
})
