import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { DEFAULT_LANGUAGE, getLanguage, LANGUAGES } from './languages'
import { LANGUAGE_CODES } from './types'
import {
  coverage,
  getDeck,
  getLesson,
  getLessonWords,
  getSurahDeck,
  getWord,
  getWords,
  LESSONS,
  loadMeanings,
  loadVerses,
  localize,
  SURAH_DECK_IDS,
  verseKey,
} from './vocabulary'

const QURAN_DIR = resolve(__dirname, '../../../../../shared/data/quran')
const hasCorpus = existsSync(resolve(QURAN_DIR, 'segments.tsv'))
// CI always has ../shared beside the repo: there the corpus checks must run, never skip.
if (process.env.CI && !hasCorpus) throw new Error('../shared/data/quran is missing in CI')

describe('lesson words', () => {
  const ranked = getLessonWords()

  it('are the 600 most frequent lemmas', () => {
    expect(ranked).toHaveLength(600)
    expect(ranked.map((w) => w.rank)).toEqual(ranked.map((_, i) => i + 1))
  })

  it('start with min (3226) and Allah (2699) and end around frequency 16', () => {
    expect(ranked[0]).toMatchObject({ lemma: 'min', frequency: 3226, arabic: 'مِن' })
    expect(ranked[1]).toMatchObject({ lemma: '{ll~ah', frequency: 2699, transliteration: 'Allāh' })
    // The corpus has 571 lemmas above 16 and 27 at 16 (598 in all), so ranks
    // 599 and 600 are the first two lemmas at 15 (see docs/data.md).
    expect(ranked[597]?.frequency).toBe(16)
    expect(ranked[598]?.frequency).toBe(15)
    expect(ranked[599]?.frequency).toBe(15)
  })

  it('never increase in frequency with rank', () => {
    for (let i = 1; i < ranked.length; i++) {
      expect(ranked[i]?.frequency).toBeLessThanOrEqual(ranked[i - 1]?.frequency ?? 0)
    }
  })
})

describe('every word', () => {
  const words = getWords()

  it('has a unique, URL- and CSS-safe id', () => {
    expect(new Set(words.map((w) => w.id)).size).toBe(words.length)
    for (const w of words) expect(w.id).toMatch(/^-?[A-Za-z][A-Za-z0-9-]*$/)
    expect(getWord('min')?.lemma).toBe('min')
    expect(getWord('nope')).toBeUndefined()
  })

  it('has its language-neutral fields', () => {
    for (const w of words) {
      expect(w.arabic).not.toBe('')
      expect(w.transliteration).toMatch(/^[A-Za-zāīūḥṣḍṭẓĀĪŪḤṢḌṬẒʿʾ]+$/)
      expect(w.frequency).toBeGreaterThan(0)
      expect(w.pos).toMatch(/^[A-Z][a-z]+( [a-z]+)?$/)
      if (w.root !== null) expect(w.root).toMatch(/^\S( \S)+$/)
    }
  })

  it('puts surah-only words after the ranked ones, without a rank', () => {
    const surahOnly = words.slice(600)
    expect(surahOnly.length).toBeGreaterThan(200)
    for (const w of surahOnly) {
      expect(w.rank).toBeNull()
      expect(w.frequency).toBeLessThanOrEqual(16)
    }
  })

  it.each(LANGUAGE_CODES)('has a clean, non-empty meaning in %s', async (lang) => {
    const meanings = await loadMeanings(lang)
    expect(Object.keys(meanings)).toHaveLength(words.length)
    for (const w of words) {
      const meaning = meanings[w.id] ?? ''
      expect(meaning.trim(), `${lang} ${w.lemma}`).not.toBe('')
      expect(meaning, `${lang} ${w.lemma}`).not.toMatch(/[()[\]|]|TODO/)
    }
  })

  it.each(LANGUAGE_CODES)('has its example verse translated in %s', async (lang) => {
    const verses = await loadVerses(lang)
    for (const w of words) expect(verses[verseKey(w.verse)]?.translation, w.lemma).toBeTruthy()
  })

  it('occurs at its position in its example verse', async () => {
    const verses = await loadVerses('en')
    for (const w of words) {
      const verse = verses[verseKey(w.verse)]
      expect(verse, w.lemma).toBeDefined()
      expect(verse?.translation).not.toBe('')
      const verseWord = verse?.arabic.split(' ')[w.verse.position - 1] ?? ''
      // the lemma's letters, without diacritics, appear in the verse word in most cases;
      // the exact check against the corpus is below
      expect(verseWord, w.lemma).not.toBe('')
    }
  })
})

describe.skipIf(!hasCorpus)('against the corpus (../shared/data/quran)', () => {
  /** "s:a:w" → lemmas of the word's main segments */
  const lemmasAt = new Map<string, string[]>()
  /** "s:a:w" → word text */
  const wordAt = new Map<string, string>()
  let segmentRows: string[][] = []
  beforeAll(() => {
    segmentRows = readFileSync(resolve(QURAN_DIR, 'segments.tsv'), 'utf8')
      .split('\n')
      .slice(1)
      .filter((l) => l !== '')
      .map((l) => l.split('\t'))
    for (const [location = '', , , component, , , lemma = ''] of segmentRows) {
      if (component !== 'main' || lemma === '') continue
      const key = location.split(':').slice(0, 3).join(':')
      lemmasAt.set(key, [...(lemmasAt.get(key) ?? []), lemma])
    }
    for (const line of readFileSync(resolve(QURAN_DIR, 'words.tsv'), 'utf8').split('\n').slice(1)) {
      const [location = '', arabic = ''] = line.split('\t')
      if (location !== '') wordAt.set(location, arabic)
    }
  })

  it('links every word to a verse word carrying its lemma, as in verses.ar.json', async () => {
    const verses = await loadVerses('en')
    for (const w of getWords()) {
      const key = `${w.verse.surah}:${w.verse.ayah}:${w.verse.position}`
      expect(lemmasAt.get(key), w.lemma).toContain(w.lemma)
      const verseWord = verses[verseKey(w.verse)]?.arabic.split(' ')[w.verse.position - 1]
      expect(verseWord).toBe(wordAt.get(key))
    }
  })

  it('orders frequency ties by first occurrence in the mushaf', () => {
    const first = new Map<string, number>()
    segmentRows.forEach(([, , , component, , , lemma = ''], i) => {
      if (component === 'main' && lemma !== '' && !first.has(lemma)) first.set(lemma, i)
    })
    const ranked = getLessonWords()
    for (let i = 1; i < ranked.length; i++) {
      const a = ranked[i - 1]
      const b = ranked[i]
      if (a && b && a.frequency === b.frequency) {
        expect(first.get(a.lemma) ?? 0).toBeLessThan(first.get(b.lemma) ?? 0)
      }
    }
  })

  it('fills every surah deck with the distinct lemmas of its surah, in order', () => {
    for (const n of SURAH_DECK_IDS) {
      const expected: string[] = []
      for (const [location = '', , , component, , , lemma = ''] of segmentRows) {
        if (component !== 'main' || lemma === '' || !location.startsWith(`${n}:`)) continue
        if (!expected.includes(lemma)) expected.push(lemma)
      }
      expect(getSurahDeck(n)?.words.map((w) => w.lemma)).toEqual(expected)
    }
  })
})

describe('lessons', () => {
  it('are 12 lessons of 50 words in rank order with their titles', () => {
    expect(LESSONS).toHaveLength(12)
    expect(LESSONS.map((l) => l.title)).toEqual([
      'Base Words I',
      'Base Words II',
      'Base Words III',
      'Base Words IV',
      'Common Words I',
      'Common Words II',
      'Common Words III',
      'Common Words IV',
      'Advanced Words I',
      'Advanced Words II',
      'Advanced Words III',
      'Advanced Words IV',
    ])
    expect(LESSONS.flatMap((l) => l.words)).toEqual(getLessonWords())
    for (const l of LESSONS) expect(l.words).toHaveLength(50)
  })

  it('fall back to lesson 1 like the original routes', () => {
    expect(getLesson(5).id).toBe(5)
    expect(getLesson(0).id).toBe(1)
    expect(getLesson(13).id).toBe(1)
    expect(getLesson(Number.NaN).id).toBe(1)
    expect(getLesson(2.5).id).toBe(1)
  })
})

describe('surah decks', () => {
  it('are the 26 surahs 89–114 with names', () => {
    expect(SURAH_DECK_IDS).toEqual(Array.from({ length: 26 }, (_, i) => 89 + i))
    expect(getSurahDeck(89)).toMatchObject({ name: 'Al-Fajr', arabicName: 'الفجر' })
    expect(getSurahDeck(112)?.words.length).toBeGreaterThan(5)
    expect(getSurahDeck(88)).toBeUndefined()
  })
})

describe('getDeck', () => {
  it('returns lesson and surah decks', () => {
    expect(getDeck({ kind: 'lesson', id: 3 })).toMatchObject({ title: 'Base Words III' })
    expect(getDeck({ kind: 'lesson', id: 99 })?.ref).toEqual({ kind: 'lesson', id: 1 })
    expect(getDeck({ kind: 'surah', id: 114 })?.title).toBe('An-Nas')
    expect(getDeck({ kind: 'surah', id: 2 })).toBeUndefined()
  })
})

describe('coverage', () => {
  it('is about 80% in total and grows lesson by lesson', () => {
    const c = coverage()
    expect(c.totalWords).toBe(77429)
    expect(c.percent).toBeGreaterThan(78)
    expect(c.percent).toBeLessThan(82)
    expect(c.perLesson).toHaveLength(12)
    for (let i = 1; i < c.perLesson.length; i++) {
      expect(c.perLesson[i]?.covered).toBeGreaterThan(c.perLesson[i - 1]?.covered ?? 0)
    }
    expect(c.perLesson[11]?.covered).toBe(c.covered)
  })
})

describe('languages and localisation', () => {
  it('offers 7 enabled languages with Bengali first and Urdu right-to-left', () => {
    expect(DEFAULT_LANGUAGE).toBe('bn')
    expect(LANGUAGES.map((l) => l.code)).toEqual([...LANGUAGE_CODES])
    expect(LANGUAGES.every((l) => l.enabled)).toBe(true)
    expect(getLanguage('ur').dir).toBe('rtl')
    expect(getLanguage('xx').code).toBe('bn')
  })

  it('localises words with their meaning', async () => {
    const en = await loadMeanings('en')
    const [first] = localize(getLesson(1).words, en, 'en')
    expect(first).toMatchObject({ lemma: 'min', lang: 'en' })
    expect(first?.meaning).toBe(en.min)
    expect(await loadMeanings('en')).toBe(en)
  })
})
