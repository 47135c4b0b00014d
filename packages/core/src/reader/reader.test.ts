import fc from 'fast-check'
import { markViewed, recordAttempt, setReviewCard } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import { newReviewCard } from '../schedule/index'
import { getWords, peekMeanings } from '../vocabulary/vocabulary'
import {
  closestSurah,
  inAnyDeck,
  knowsWord,
  quranKnowledge,
  readerWordState,
  refState,
  surahKnowledge,
} from './knowledge'
import {
  loadReaderIndex,
  loadReaderPage,
  loadReaderSurah,
  loadReaderText,
  loadRefCard,
  loadSurahNames,
  loadSurahSummary,
  peekReaderSurah,
  peekReaderText,
  peekSurahSummary,
  READING_DECK_SIZE,
  readingDeckWords,
  rootFamily,
  type SurahSummary,
  surahSummaryOf,
  surahWords,
  verseBatches,
  verseRange,
} from './reader'
import { loadReadingDeck, loadSurahStudyWords } from './study-page'

const T = Date.UTC(2026, 0, 1)
const DAY = 86_400_000
const D = 'device-a'
const answer = (p: Progress, id: string, correct: boolean, times = 1): Progress => {
  let next = p
  for (let i = 0; i < times; i++) next = recordAttempt(next, id, correct, { now: T + i }, D)
  return next
}
/** When the cards of {@link know} come due: the words known before it fade. */
const FADES = T + 30 * DAY
/** `id` answered right three times and known: its card stable for a month, due at FADES. */
const know = (p: Progress, id: string): Progress =>
  setReviewCard(answer(p, id, true, 3), id, {
    ...newReviewCard(T - DAY),
    state: 2,
    difficulty: 5,
    stability: 30,
    lastReview: T - DAY,
    due: FADES,
  })
const [min, allah] = getWords()

describe('a word of the text, for a learner', () => {
  it('is new before any study, learning once answered, known once its card is stable', () => {
    const id = min?.id ?? ''
    let p = emptyProgress()
    expect(refState(p, id, T)).toBe('new')
    // Seeing a card is not an answer (the one progress model): still new.
    p = markViewed(p, id, T)
    expect(refState(p, id, T)).toBe('new')
    p = answer(p, id, true, 2)
    expect(refState(p, id, T)).toBe('learning')
    // Three right answers are not "known" (issue 45): the card must be stable for 21 days.
    p = answer(p, id, true)
    expect(refState(p, id, T)).toBe('learning')
    expect(refState(know(emptyProgress(), id), id, T)).toBe('known')
  })

  it('is due when its Review card is due, and learning again when it is not', () => {
    const id = min?.id ?? ''
    const p = setReviewCard(answer(emptyProgress(), id, true, 3), id, {
      ...newReviewCard(T),
      due: T + 1000,
    })
    expect(refState(p, id, T + 1000)).toBe('due')
    expect(refState(p, id, T)).toBe('learning')
  })

  it('is known until its card comes due, then due: its colour fades with time', () => {
    const id = min?.id ?? ''
    const p = know(emptyProgress(), id)
    expect(refState(p, id, FADES - 1)).toBe('known')
    expect(refState(p, id, FADES)).toBe('due')
  })

  it('is outside every deck without a ref, or with a pronoun nobody studied', () => {
    expect(readerWordState(emptyProgress(), [], T)).toBe('outside')
    // A pronoun is outside until a deck teaches it (the Pronouns deck of issue 15 does).
    expect(readerWordState(emptyProgress(), ['pron-huwa'], T)).toBe(
      inAnyDeck('pron-huwa') ? 'new' : 'outside',
    )
    expect(readerWordState(emptyProgress(), ['pron-huwa'], T, () => false)).toBe('outside')
    expect(readerWordState(answer(emptyProgress(), 'pron-huwa', false), ['pron-huwa'], T)).toBe(
      'learning',
    )
  })

  it('takes the most known state of its refs (مِمَّا is known when مِن is)', () => {
    const [a, b] = [min?.id ?? '', 'maA']
    const p = know(emptyProgress(), a)
    expect(readerWordState(p, [a, b], T)).toBe('known')
    expect(readerWordState(p, [b, a], T)).toBe('known')
    expect(knowsWord(p, [b, a], T)).toBe(true)
    expect(knowsWord(p, [b, a], FADES)).toBe(false)
  })
})

const summary = (refCounts: Record<string, number>, words: number, surah = 1): SurahSummary => ({
  surah,
  name: `S${surah}`,
  arabicName: '',
  verses: 1,
  words,
  refCounts,
})

describe('you are learning or know N% of a surah, and know M%', () => {
  it('counts the words whose ref is known, and those learning or known, rounded down', () => {
    const id = allah?.id ?? ''
    // ٱللَّه known; x answered right once (learning); y answered wrong only (learning, but
    // not answered right: not in the first figure).
    const p = answer(answer(know(emptyProgress(), id), 'x', true), 'y', false)
    const text = summary({ [id]: 2, x: 1, y: 3 }, 7)
    expect(surahKnowledge(p, text, T)).toEqual({
      known: 2,
      learning: 3,
      total: 7,
      percent: 28,
      learningPercent: 42,
    })
    // Once ٱللَّه's card is due it is no longer known, but still being learned.
    expect(surahKnowledge(p, text, FADES)).toMatchObject({ known: 0, learning: 3, percent: 0 })
    expect(surahKnowledge(emptyProgress(), summary({ [id]: 2 }, 3), T)).toMatchObject({
      percent: 0,
      learningPercent: 0,
    })
  })

  it('a day of right answers moves the first figure and not the second', () => {
    const [a, b] = [min?.id ?? '', allah?.id ?? '']
    const p = answer(answer(emptyProgress(), a, true, 3), b, true)
    const k = surahKnowledge(p, summary({ [a]: 5, [b]: 5 }, 20), T)
    expect(k).toMatchObject({ learningPercent: 50, percent: 0 })
  })

  it('never exceeds the words, and 100% only when every word is known (property)', () => {
    const ids = ['a', 'b', 'c', 'd']
    fc.assert(
      fc.property(
        fc.subarray(ids),
        fc.dictionary(fc.constantFrom(...ids), fc.integer({ min: 1, max: 50 })),
        fc.integer({ min: 0, max: 20 }),
        fc.subarray(ids),
        (known, counts, unlinked, learning) => {
          let p = emptyProgress()
          for (const id of known) p = know(p, id)
          for (const id of learning) p = answer(p, id, true)
          const words = Object.values(counts).reduce((a, b) => a + b, 0) + unlinked
          const k = surahKnowledge(p, summary(counts, words), T)
          expect(k.known).toBeLessThanOrEqual(k.learning)
          expect(k.learning).toBeLessThanOrEqual(words)
          expect(k.percent).toBeLessThanOrEqual(k.learningPercent)
          expect(k.percent === 100).toBe(words > 0 && k.known === words)
          expect(k.learningPercent === 100).toBe(words > 0 && k.learning === words)
          // The Quran's figure over one surah is that surah's figure.
          expect(quranKnowledge(p, [summary(counts, words)], T)).toEqual(k)
          // Once every card has come due nothing is known; what is learned stays.
          expect(surahKnowledge(p, summary(counts, words), FADES)).toMatchObject({
            known: 0,
            learning: k.learning,
          })
        },
      ),
    )
  })

  it('recommends the surah closest to fully known, the shorter one on a tie', () => {
    const p = know(emptyProgress(), 'a')
    const index = [
      summary({ a: 1 }, 4, 1),
      summary({ a: 3 }, 4, 2),
      summary({ a: 6 }, 8, 3),
      summary({ a: 2 }, 2, 4),
    ]
    expect(closestSurah(p, index, T)?.summary.surah).toBe(2)
    expect(closestSurah(emptyProgress(), index, T)).toBeUndefined()
    // Learning is not knowing: no surah is closest before a word is known.
    expect(closestSurah(answer(emptyProgress(), 'a', true, 3), index, T)).toBeUndefined()
  })
})

describe('"Study the words of this surah I don\'t know yet"', () => {
  const words = getWords()
  const [w1, w2, w3, w4] = words.filter((w) => w.rank !== null)
  const id = (w: typeof w1) => w?.id ?? ''

  it('holds the vocabulary words of the surah not known, those it uses most first', () => {
    // w1 alone 2 times, w2 alone 5 times and with w3 in one word 4 times; a pronoun 9 times.
    const counts = { [id(w1)]: 2, [id(w2)]: 5, [`${id(w2)},${id(w3)}`]: 4, 'suf-hum': 9 }
    const deck = readingDeckWords(emptyProgress(), summary(counts, 30), T)
    expect(deck.map((w) => w.id)).toEqual([id(w2), id(w3), id(w1)])
    // Known words leave it; a word answered right three times, not known, stays.
    const p = answer(know(emptyProgress(), id(w2)), id(w1), true, 3)
    expect(readingDeckWords(p, summary(counts, 30), T).map((w) => w.id)).toEqual([id(w3), id(w1)])
    // Every word known: an empty deck, until their cards come due.
    const all = know(know(p, id(w3)), id(w1))
    expect(readingDeckWords(all, summary(counts, 30), T)).toEqual([])
    expect(readingDeckWords(all, summary(counts, 30), FADES)).toHaveLength(3)
  })

  it('breaks ties by rank, and keeps at most a lesson of words', () => {
    const tied = readingDeckWords(emptyProgress(), summary({ [id(w4)]: 3, [id(w1)]: 3 }, 6), T)
    expect(tied.map((w) => w.id)).toEqual([id(w1), id(w4)])
    const many = Object.fromEntries(words.slice(0, 80).map((w) => [w.id, 1]))
    expect(readingDeckWords(emptyProgress(), summary(many, 80), T)).toHaveLength(READING_DECK_SIZE)
  })

  it('is made from the real surah: every word occurs in it, none known (property)', async () => {
    const index = await loadReaderIndex()
    const mulk = index[66] as SurahSummary
    const inMulk = new Set(Object.keys(mulk.refCounts).flatMap((k) => k.split(',')))
    await fc.assert(
      fc.asyncProperty(fc.subarray([...inMulk].filter((x) => !x.includes('-'))), async (known) => {
        let p = emptyProgress()
        for (const k of known) p = know(p, k)
        const deck = await loadReadingDeck(67, p, T)
        expect(deck.ref).toEqual({ kind: 'reading', id: 67 })
        expect(deck.title).toBe('Al-Mulk')
        expect(deck.words.length).toBeLessThanOrEqual(READING_DECK_SIZE)
        for (const w of deck.words) {
          expect(inMulk.has(w.id)).toBe(true)
          expect(known).not.toContain(w.id)
        }
      }),
      { numRuns: 20 },
    )
  })

  it('is drawn from the words of the surah, which Review of the deck reviews when due', async () => {
    const counts = { [id(w1)]: 2, [id(w2)]: 5, [`${id(w2)},${id(w3)}`]: 4, 'suf-hum': 9 }
    // Every vocabulary word of the surah, known or not, in the deck's order; no pronoun.
    expect(surahWords(summary(counts, 30)).map((w) => w.id)).toEqual([id(w2), id(w3), id(w1)])
    const p = know(emptyProgress(), id(w2))
    expect(surahWords(summary(counts, 30))).toHaveLength(3)
    expect(readingDeckWords(p, summary(counts, 30), T).map((w) => w.id)).toEqual([id(w3), id(w1)])
    // Al-Mulk's: each occurs in it; the deck is their first words not known.
    const words = await loadSurahStudyWords(67)
    const index = await loadReaderIndex()
    const inMulk = new Set(Object.keys(index[66]?.refCounts ?? {}).flatMap((k) => k.split(',')))
    expect(words.length).toBeGreaterThan(READING_DECK_SIZE)
    for (const w of words) expect(inMulk.has(w.id)).toBe(true)
    expect((await loadReadingDeck(67, emptyProgress(), T)).words).toEqual(
      words.slice(0, READING_DECK_SIZE),
    )
    await expect(loadSurahStudyWords(115)).rejects.toThrow(/No surah 115/)
  })

  it('makes a deck and its Review words from the surah’s own words, not the index of all 114', async () => {
    vi.resetModules()
    const fresh = { ...(await import('./reader')), ...(await import('./study-page')) }
    const deck = await fresh.loadReadingDeck(112, emptyProgress(), T)
    expect(deck.title).toBe('Al-Ikhlas')
    expect(deck.words.length).toBeGreaterThan(0)
    expect((await fresh.loadSurahStudyWords(112)).map((w) => w.id)).toEqual(
      deck.words.map((w) => w.id),
    )
    // The 47 KB index was never fetched.
    expect(fresh.peekReaderIndex()).toBeUndefined()
  })

  it('refuses a surah that does not exist, with a clear error', async () => {
    await expect(loadReadingDeck(115, emptyProgress(), T)).rejects.toThrow(/No surah 115/)
    await expect(loadReadingDeck(0, emptyProgress(), T)).rejects.toThrow(
      /whole number from 1 to 114/,
    )
  })
})

describe('a passage of a surah (from, to)', () => {
  it('is the whole surah by default, and the verses asked for within it', () => {
    expect(verseRange(30)).toEqual({ from: 1, to: 30 })
    expect(verseRange(30, 5, 9)).toEqual({ from: 5, to: 9 })
    expect(verseRange(30, 0, 99)).toEqual({ from: 1, to: 30 })
    expect(verseRange(30, 12, 3)).toEqual({ from: 12, to: 12 })
    expect(verseRange(30, Number.NaN, 2.7)).toEqual({ from: 1, to: 2 })
  })

  it('always lies within the surah and is never empty (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 286 }),
        fc.option(fc.double(), { nil: undefined }),
        fc.option(fc.double(), { nil: undefined }),
        (verses, from, to) => {
          const range = verseRange(verses, from, to)
          expect(Number.isInteger(range.from) && Number.isInteger(range.to)).toBe(true)
          expect(range.from).toBeGreaterThanOrEqual(1)
          expect(range.to).toBeLessThanOrEqual(verses)
          expect(range.from).toBeLessThanOrEqual(range.to)
        },
      ),
    )
  })
})

describe('reader data', () => {
  it('loads the 114 surahs and Al-Fatihah word by word with its texts', async () => {
    const index = await loadReaderIndex()
    expect(index).toHaveLength(114)
    expect(index[0]).toMatchObject({ surah: 1, verses: 7, words: 29 })
    const fatihah = await loadReaderSurah(1)
    expect(fatihah.verses.map((v) => v.length)).toEqual([4, 4, 2, 3, 4, 3, 9])
    expect(fatihah.verses[0]?.[0]).toEqual({ arabic: 'بِسْمِ', refs: [expect.any(String)] })
    expect(fatihah.verses[0]?.[1]?.refs).toEqual([allah?.id])
    const en = await loadReaderText(1, 'en')
    expect(en.glosses?.[0]?.[1]).toBe('(of) Allah')
    const es = await loadReaderText(1, 'es')
    expect(es.glosses).toBeNull()
    expect(es.translations).toHaveLength(7)
  })

  it('refuses a surah that does not exist, with a clear error', () => {
    for (const bad of [0, 115, 1.5, Number.NaN]) {
      expect(() => loadReaderSurah(bad)).toThrow(/No surah .*1 to 114/)
      expect(() => loadReaderText(bad, 'en')).toThrow(RangeError)
    }
  })

  it('gives the card of a word and of a pronoun', async () => {
    expect(await loadRefCard(allah?.id ?? '', 'en')).toMatchObject({
      arabic: allah?.arabic,
      frequency: 2699,
      lesson: 1,
    })
    expect(await loadRefCard('pron-huwa', 'bn')).toMatchObject({
      meaning: 'সে, তিনি',
      lesson: null,
    })
    expect(await loadRefCard('no-such-word', 'en')).toBeUndefined()
  })

  it("gives a word's forms in the Quran and its root family", async () => {
    const qala = getWords().find((w) => w.lemma === 'qaAla')
    const card = await loadRefCard(qala?.id ?? '', 'en')
    // قَالَ takes many forms (قَالَ, قَالُوا۟, قُلْ…), each with its count, most frequent first.
    expect(card?.forms.length).toBeGreaterThan(3)
    const counts = card?.forms.map(([, n]) => n) ?? []
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(qala?.frequency ?? 0)
    // Its root family: other words of the root ق و ل (قَوْل "saying"), meanings in English.
    const family = rootFamily(qala?.id ?? '')
    expect(family.every((w) => w.root === qala?.root && w.id !== qala?.id)).toBe(true)
    expect(card?.family.map((w) => w.id)).toEqual(family.slice(0, 8).map((w) => w.id))
    expect(card?.family.every((w) => w.meaning !== '')).toBe(true)
    expect(rootFamily('no-such-word')).toEqual([])
  })
})

describe('the batches a long surah is rendered in', () => {
  it('cuts a range into whole verses of about so many words, a long verse alone', () => {
    expect(verseBatches([3, 3, 3, 10, 2, 2], { from: 1, to: 6 }, 6)).toEqual([
      { from: 1, to: 2 },
      { from: 3, to: 3 },
      { from: 4, to: 4 },
      { from: 5, to: 6 },
    ])
    expect(verseBatches([3, 3, 3], { from: 2, to: 3 }, 100)).toEqual([{ from: 2, to: 3 }])
    expect(verseBatches([3], { from: 1, to: 0 }, 10)).toEqual([])
    // A smaller first batch: the first screen.
    expect(verseBatches([3, 3, 3, 3], { from: 1, to: 4 }, 9, 3)).toEqual([
      { from: 1, to: 1 },
      { from: 2, to: 4 },
    ])
  })

  it('covers the range exactly, in order, each batch within the budget or one verse (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 130 }), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 1, max: 400 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 400 }),
        (counts, maxWords, a, b, firstWords) => {
          const from = (a % counts.length) + 1
          const to = from + (b % (counts.length - from + 1))
          const batches = verseBatches(counts, { from, to }, maxWords, firstWords)
          expect(batches[0]?.from).toBe(from)
          expect(batches.at(-1)?.to).toBe(to)
          for (let i = 1; i < batches.length; i++)
            expect(batches[i]?.from).toBe((batches[i - 1]?.to ?? 0) + 1)
          batches.forEach((batch, i) => {
            const words = counts.slice(batch.from - 1, batch.to).reduce((x, y) => x + y, 0)
            const budget = i === 0 ? firstWords : maxWords
            expect(words <= budget || batch.from === batch.to).toBe(true)
          })
        },
      ),
    )
  })
})

describe("a reader page's data", () => {
  it('is all there once loadReaderPage resolves, meanings too where there are no glosses', async () => {
    await loadReaderPage(67, 'es')
    expect(peekSurahSummary(67)).toMatchObject({ name: 'Al-Mulk', verses: 30, surah: 67 })
    expect(peekReaderSurah(67)?.verses).toHaveLength(30)
    expect(peekReaderText(67, 'es')?.glosses).toBeNull()
    expect(peekMeanings('es')).toBeDefined()
    await expect(loadReaderPage(115, 'bn')).rejects.toThrow(/No surah 115/)
  })

  it('does not include the index of all 114 surahs (47 KB gzip)', async () => {
    vi.resetModules()
    const fresh = await import('./reader')
    await fresh.loadReaderPage(36, 'bn')
    expect(fresh.peekSurahSummary(36)?.name).toBe('Ya-Sin')
    expect(fresh.peekReaderIndex()).toBeUndefined()
  })
})

describe("a surah's summary from its own words", () => {
  it('is its entry of the index, for every surah', async () => {
    const [index, names] = await Promise.all([loadReaderIndex(), loadSurahNames()])
    for (let surah = 1; surah <= 114; surah++) {
      expect(surahSummaryOf(await loadReaderSurah(surah), names), `surah ${surah}`).toEqual(
        index[surah - 1],
      )
    }
    expect(await loadSurahSummary(112)).toEqual(index[111])
    await expect(loadSurahSummary(0)).rejects.toThrow(/No surah 0/)
  }, 30_000)
})
