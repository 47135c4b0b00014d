import fc from 'fast-check'
import { recordAttempt, setReviewCard } from '../progress/record'
import { emptyProgress } from '../progress/types'
import { newReviewCard } from '../schedule'
import type { Word } from '../vocabulary/types'
import { getStudyWords, getWord, loadMeanings } from '../vocabulary/vocabulary'
import { refState } from './knowledge'
import { findWords, prepareWordSearch } from './search'

const WORDS = getStudyWords()
const NOW = Date.UTC(2026, 10, 29)
const ids = (words: readonly Word[]) => words.map((w) => w.id)

describe('finding a word (the word list)', () => {
  it('finds a word by its Arabic typed without its marks, alef wasla as alef', async () => {
    const meanings = await loadMeanings('bn')
    const search = { meanings, lang: 'bn', progress: emptyProgress(), now: NOW } as const
    const allah = getWord('-wll-sah')
    if (!allah) throw new Error('no word ٱللَّه')
    expect(findWords(WORDS, { ...search, query: 'الله' }).words[0]?.id).toBe(allah.id)
    // With its marks too.
    expect(findWords(WORDS, { ...search, query: allah.arabic }).words[0]?.id).toBe(allah.id)
    // مِن by its letters: the word itself first, then the words that start with them.
    const min = findWords(WORDS, { ...search, query: 'من' })
    expect(min.words[0]?.arabic).toBe('مِن')
    expect(min.words.length).toBeGreaterThan(1)
  })

  it('finds a word by its transliteration without accents, ʿ or ʾ', async () => {
    const meanings = await loadMeanings('en')
    const search = { meanings, lang: 'en', progress: emptyProgress(), now: NOW } as const
    const qala = WORDS.find((w) => w.transliteration === 'qāla')
    expect(qala).toBeDefined()
    expect(findWords(WORDS, { ...search, query: 'qala' }).words[0]?.id).toBe(qala?.id)
    // A transliteration with a capital I in a Turkish interface (Turkish lowercases I to ı).
    const ishaq = WORDS.find((w) => w.transliteration === 'Isḥāq')
    const tr = await loadMeanings('tr')
    for (const query of ['Isḥāq', 'ishaq', 'ISHAQ'])
      expect(ids(findWords(WORDS, { ...search, meanings: tr, lang: 'tr', query }).words)).toContain(
        ishaq?.id,
      )
    const withAyn = WORDS.find((w) => w.transliteration.startsWith('ʿ'))
    if (!withAyn) throw new Error('no word starting with ʿ')
    const bare = withAyn.transliteration.slice(1).normalize('NFD').replace(/\p{M}/gu, '')
    expect(ids(findWords(WORDS, { ...search, query: bare }).words)).toContain(withAyn.id)
  })

  it("finds a word by its meaning in the learner's language, whole senses before parts of words", async () => {
    const bn = await loadMeanings('bn')
    const min = findWords(WORDS, {
      query: bn.min ?? '',
      meanings: bn,
      lang: 'bn',
      progress: emptyProgress(),
      now: NOW,
    })
    expect(min.words[0]?.id).toBe('min')
    const en = await loadMeanings('en')
    const say = findWords(WORDS, {
      query: 'SAY',
      meanings: en,
      lang: 'en',
      progress: emptyProgress(),
      now: NOW,
    })
    // "say" as a whole sense (or "(to) say") comes before a meaning that only holds it.
    const first = say.words[0]
    expect(first && en[first.id]?.toLowerCase()).toMatch(/(^|[,;] ?)(\(?to\)? )?say($|[,;])/)
    expect(say.words.length).toBeGreaterThan(1)
  })

  it('finds the same words with its keys prepared beforehand', async () => {
    const meanings = await loadMeanings('zh')
    const search = {
      query: '说',
      meanings,
      lang: 'zh',
      progress: emptyProgress(),
      now: NOW,
    } as const
    const fresh = findWords(WORDS, search)
    prepareWordSearch(WORDS, meanings, 'zh')
    expect(findWords(WORDS, search)).toEqual(fresh)
    expect(fresh.words.length).toBeGreaterThan(0)
  })

  it('says when nothing matches, and a blank search lists every word in order', async () => {
    const meanings = await loadMeanings('es')
    const search = { meanings, lang: 'es', progress: emptyProgress(), now: NOW } as const
    expect(findWords(WORDS, { ...search, query: 'zzzzqx' })).toEqual({
      words: [],
      counts: { all: 0, known: 0, due: 0, learning: 0, new: 0, outside: 0 },
    })
    const all = findWords(WORDS, { ...search, query: '  ¿? ' })
    expect(ids(all.words)).toEqual(ids(WORDS))
    expect(all.counts.all).toBe(WORDS.length)
    expect(all.counts.new).toBe(WORDS.length)
  })

  it('narrows to what the learner knows, and counts each state among the matches', async () => {
    const meanings = await loadMeanings('ur')
    let progress = emptyProgress()
    const at = { now: NOW - 3_600_000 }
    for (let i = 0; i < 3; i++) progress = recordAttempt(progress, 'min', true, at, 'test')
    // مِن known: its card stable for a month, due in a week.
    progress = setReviewCard(progress, 'min', {
      ...newReviewCard(at.now),
      difficulty: 5,
      stability: 30,
      due: NOW + 7 * 86_400_000,
    })
    progress = recordAttempt(progress, '-wll-sah', false, at, 'test')
    const search = { query: '', meanings, lang: 'ur', progress, now: NOW } as const
    const all = findWords(WORDS, search)
    const states = ['known', 'due', 'learning', 'new'] as const
    for (const state of states) {
      const some = findWords(WORDS, { ...search, state })
      expect(ids(some.words)).toEqual(
        ids(all.words.filter((w) => refState(progress, w.id, NOW) === state)),
      )
      expect(some.counts).toEqual(all.counts)
      expect(some.words.length).toBe(all.counts[state])
    }
    expect(findWords(WORDS, { ...search, state: 'known' }).words.map((w) => w.id)).toEqual(['min'])
  })

  it('property: every word is found by its own Arabic, transliteration and meaning', async () => {
    const meanings = await loadMeanings('tr')
    const search = { meanings, lang: 'tr', progress: emptyProgress(), now: NOW } as const
    fc.assert(
      fc.property(
        fc.constantFrom(...WORDS),
        fc.constantFrom('arabic', 'transliteration', 'meaning'),
        (word, field) => {
          const query = field === 'meaning' ? (meanings[word.id] ?? '') : word[field]
          const found = findWords(WORDS, { ...search, query })
          expect(ids(found.words)).toContain(word.id)
          // The first result matches as well as this word does: the same text, whole.
          const first = found.words[0]
          if (!first) throw new Error('nothing found')
          const text = field === 'meaning' ? (meanings[first.id] ?? '') : first[field]
          expect(findWords([first], { ...search, query }).words).toHaveLength(1)
          expect(text.length).toBeGreaterThan(0)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('property: typing more never finds more, and results are unique words of the list', async () => {
    const meanings = await loadMeanings('id')
    const search = { meanings, lang: 'id', progress: emptyProgress(), now: NOW } as const
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'aeiklmnrstu'), minLength: 1, maxLength: 4 }),
        fc.constantFrom(...'aeiklmnrstu'),
        (query, more) => {
          const shorter = findWords(WORDS, { ...search, query })
          const longer = findWords(WORDS, { ...search, query: query + more })
          const before = new Set(ids(shorter.words))
          for (const id of ids(longer.words)) expect(before.has(id)).toBe(true)
          expect(new Set(ids(shorter.words)).size).toBe(shorter.words.length)
          expect(shorter.counts.all).toBe(shorter.words.length)
        },
      ),
      { numRuns: 200 },
    )
  })
})
