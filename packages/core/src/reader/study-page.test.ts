// What a study page's first render needs, loaded before it (loadStudyPage) and then read at
// once (the peek functions), so the first question is the prerendered page's.
import { emptyProgress } from '../progress/types'

/** The moment the decks are made at. */
const NOW = Date.UTC(2026, 0, 1)

/** The reader and vocabulary modules as a first page load finds them: nothing loaded yet. */
async function freshCore() {
  vi.resetModules()
  const reader = await import('./reader')
  const vocabulary = await import('../vocabulary/vocabulary')
  const studyPage = await import('./study-page')
  return { ...reader, ...vocabulary, ...studyPage }
}

describe('a study page’s first render', () => {
  it('has a surah deck’s forms at once once the page has loaded them, and only then', async () => {
    const core = await freshCore()
    const surah = { kind: 'surah', id: 112 } as const
    // A lesson has no forms: nothing to wait for.
    expect(core.peekDeckForms({ kind: 'lesson', id: 1 })).toEqual({})
    expect(core.peekDeckForms(surah)).toBeUndefined()
    await core.loadStudyPage(surah, 'bn')
    const forms = core.peekDeckForms(surah)
    expect(forms).toEqual(await core.loadDeckForms(surah))
    expect(Object.keys(forms ?? {}).length).toBeGreaterThan(0)
    expect(core.peekMeanings('bn')).toBeDefined()
  })

  it('makes a deck from the reader at once, for the learner’s progress, once its surah has loaded', async () => {
    const core = await freshCore()
    const progress = emptyProgress()
    expect(core.peekReadingDeck(67, progress, NOW)).toBeUndefined()
    await core.loadStudyPage({ kind: 'reading', id: 67 }, 'en')
    const deck = core.peekReadingDeck(67, progress, NOW)
    expect(deck).toEqual(await core.loadReadingDeck(67, progress, NOW))
    expect(deck?.words.length).toBeGreaterThan(0)
    expect(core.peekMeanings('en')).toBeDefined()
  })

  it('refuses a surah that does not exist and loads nothing for it', async () => {
    const core = await freshCore()
    await expect(core.loadStudyPage({ kind: 'reading', id: 115 }, 'en')).rejects.toThrow(
      /No surah 115/,
    )
    expect(core.peekReadingDeck(115, emptyProgress(), NOW)).toBeUndefined()
  })
})

describe('the words a Review draws from', () => {
  it('is a deck’s words, every word of every deck without one, or a reading deck’s surah', async () => {
    const core = await freshCore()
    const lesson = { kind: 'lesson', id: 2 } as const
    expect(await core.loadReviewWords(lesson)).toBe(core.getStudyWords(lesson))
    expect(core.peekReviewWords(lesson)).toBe(core.getStudyWords(lesson))
    expect(core.peekReviewWords()).toBe(core.getStudyWords())
    const reading = { kind: 'reading', id: 67 } as const
    // A surah's words need its file: nothing to show before it has loaded.
    expect(core.peekReviewWords(reading)).toBeUndefined()
    const words = await core.loadReviewWords(reading)
    expect(words.map((w) => w.id)).toEqual((await core.loadSurahStudyWords(67)).map((w) => w.id))
    // The same list each time, so a session drawing from it is not restarted.
    expect(core.peekReviewWords(reading)).toBe(words)
    await expect(core.loadReviewWords({ kind: 'reading', id: 0 })).rejects.toThrow(/No surah 0/)
  })
})
