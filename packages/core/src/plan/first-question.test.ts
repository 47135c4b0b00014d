import fc from 'fast-check'
import type { PracticeWord } from '../modes/practice'
import { emptyProgress } from '../progress/types'
import { lessonDecks } from '../vocabulary/decks'
import { loadWordForms, practiceForm, verseGap } from '../vocabulary/exercise-data'
import {
  getDeck,
  getStudyWords,
  loadArabicVerses,
  loadMeanings,
  localize,
} from '../vocabulary/vocabulary'
import { firstQuestionKind, firstQuestionKinds } from './first-question'
import { planToday, todayItems } from './today'

const NOW = Date.UTC(2026, 10, 27, 9)

describe('firstQuestionKind (a new word’s first question, after its study card)', () => {
  it('takes recognise and reverse always, listen, fill and forms when the word has them', () => {
    expect(firstQuestionKinds({ canListen: false })).toEqual(['recognise', 'reverse'])
    expect(firstQuestionKinds({ canListen: true })).toEqual(['recognise', 'listen', 'reverse'])
    expect(firstQuestionKinds({ canListen: true, fill: true, forms: true })).toEqual([
      'recognise',
      'listen',
      'reverse',
      'fill',
      'forms',
    ])
  })

  it('asks consecutive new words differently, each by a kind it can take (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.record({ canListen: fc.boolean(), fill: fc.boolean(), forms: fc.boolean() }),
        (index, has) => {
          const kinds = firstQuestionKinds(has)
          const kind = firstQuestionKind(index, has)
          expect(kinds).toContain(kind)
          expect(firstQuestionKind(index + 1, has)).not.toBe(kind)
        },
      ),
    )
  })
})

describe("a newcomer's first session (Today, day 1)", () => {
  /** Today's items for a learner with no progress: the lessons' first words, each taught. */
  const firstSession = async (canListen: boolean, withData = true) => {
    const meanings = await loadMeanings('en')
    const words = new Map<string, PracticeWord>(
      localize(getStudyWords(), meanings, 'en').map((w) => [w.id, w]),
    )
    const order = lessonDecks().flatMap((d) => getDeck(d)?.words.map((w) => w.id) ?? [])
    const plan = planToday(emptyProgress(), {
      now: NOW,
      newWordsPerDay: 10,
      reviewsPerDay: 200,
      newWordOrder: order,
    })
    const [forms, verses] = await Promise.all([loadWordForms(), loadArabicVerses()])
    return todayItems(emptyProgress(), plan, words, {
      canListen,
      ...(withData
        ? {
            formOf: (w: PracticeWord) => practiceForm(w, forms),
            gapOf: (w: PracticeWord) => (w.verse ? verseGap(w.verse, (k) => verses[k]) : undefined),
          }
        : {}),
    })
  }

  it('mixes at least three kinds with a voice (listen among them)', async () => {
    const items = await firstSession(true)
    expect(items).toHaveLength(10)
    expect(items.every((i) => i.teach)).toBe(true)
    const kinds = new Set(items.map((i) => i.kind))
    expect(kinds.size).toBeGreaterThanOrEqual(3)
    expect(kinds).toContain('listen')
    // A Fill question carries its verse, a Forms question its form.
    for (const i of items) {
      if (i.kind === 'fill') expect(i.gap).toBeDefined()
      if (i.kind === 'forms') expect(i.form).toBeDefined()
    }
  })

  it('mixes at least two kinds without a voice, and never asks listen then', async () => {
    for (const withData of [true, false]) {
      const items = await firstSession(false, withData)
      const kinds = new Set(items.map((i) => i.kind))
      expect(kinds.size).toBeGreaterThanOrEqual(2)
      expect(kinds).not.toContain('listen')
    }
  })
})
