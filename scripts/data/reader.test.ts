// The reader's data (issue 18): every word of the Quran in order, each lemma's occurrences
// equal to its frequency, the surah percentages equal to a recomputation from the corpus,
// and the size budgets of the per-surah chunks.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { recordAttempt, setReviewCard } from '../../packages/core/src/progress/record'
import { emptyProgress } from '../../packages/core/src/progress/types'
import { surahKnowledge } from '../../packages/core/src/reader/knowledge'
import {
  decodeWordParts,
  loadOccurrences,
  loadWordParts,
  OCCURRENCE_SHARDS,
  occurrenceShard,
  PREFIX_KINDS,
} from '../../packages/core/src/reader/reader'
import { newReviewCard } from '../../packages/core/src/schedule'
import { getWord, getWords } from '../../packages/core/src/vocabulary/vocabulary'

const ROOT = resolve(__dirname, '../..')
const READER = join(ROOT, 'packages/core/src/vocabulary/data/reader')
const QURAN = resolve(ROOT, '../shared/data/quran')
const hasCorpus = existsSync(join(QURAN, 'words.tsv'))
if (process.env.CI && !hasCorpus) throw new Error('../shared/data/quran is missing in CI')

type Word = string | string[]
const json = (name: string) => JSON.parse(readFileSync(join(READER, name), 'utf8'))
const surah = (n: number): Word[][] => json(`${n}.words.reader.json`)
const arabicOf = (w: Word) => (typeof w === 'string' ? w : (w[0] ?? ''))
const refsOf = (w: Word) => (typeof w === 'string' ? [] : w.slice(1))
const SURAHS = Array.from({ length: 114 }, (_, i) => i + 1)
const LANGS = ['bn', 'id', 'ur', 'tr', 'zh', 'es', 'en']
const gzip = (name: string) => gzipSync(readFileSync(join(READER, name)), { level: 9 }).length

describe.skipIf(!hasCorpus)('reader data against the corpus', () => {
  const rows = readFileSync(join(QURAN, 'words.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l !== '')
    .map((l) => l.split('\t'))

  it('holds all 77,429 words of the Quran, in order', () => {
    const reader = SURAHS.flatMap((s) =>
      surah(s).flatMap((verse, a) => verse.map((w, p) => `${s}:${a + 1}:${p + 1}\t${arabicOf(w)}`)),
    )
    expect(reader).toHaveLength(77_429)
    expect(reader).toEqual(rows.map(([location, arabic]) => `${location}\t${arabic}`))
  }, 60_000)

  it("counts each word's occurrences as its frequency", () => {
    const counts = new Map<string, number>()
    for (const s of SURAHS)
      for (const verse of surah(s))
        for (const w of verse) for (const id of refsOf(w)) counts.set(id, (counts.get(id) ?? 0) + 1)
    for (const word of getWords()) expect(counts.get(word.id) ?? 0, word.id).toBe(word.frequency)
  }, 60_000)

  it('has glosses for every word in six languages and a translation of every verse in seven', () => {
    for (const s of [1, 2, 67, 114]) {
      const lengths = surah(s).map((v) => v.length)
      for (const lang of LANGS) {
        const text = json(`${s}.${lang}.text.reader.json`)
        expect(text.translations).toHaveLength(lengths.length)
        for (const t of text.translations) expect(t.trim()).not.toBe('')
        if (lang === 'es') expect(text.glosses).toBeUndefined()
        else expect(text.glosses.map((g: string[]) => g.length)).toEqual(lengths)
      }
    }
  }, 60_000)

  it("gives the surah percentage of a recomputation from words.tsv's lemmas", () => {
    // A learner who knows the first 100 lesson words (each answered right three times, its
    // card stable for a month and not due yet at the moment the figure is taken, 10).
    const knownWords = getWords().slice(0, 100)
    let progress = emptyProgress()
    for (const w of knownWords) {
      for (let i = 0; i < 3; i++) progress = recordAttempt(progress, w.id, true, { now: i }, 'd')
      progress = setReviewCard(progress, w.id, { ...newReviewCard(3), stability: 30, due: 1000 })
    }
    const lemmas = new Set(knownWords.map((w) => w.lemma))
    const index = json('index.reader.json') as [
      string,
      string,
      number,
      number,
      Record<string, number>,
    ][]
    for (const s of [1, 2, 36, 67, 112]) {
      const inSurah = rows.filter(([location]) => location?.startsWith(`${s}:`))
      const known = inSurah.filter((r) => (r[2] ?? '').split(',').some((l) => lemmas.has(l)))
      const [name, arabicName, verses, words, refCounts] = index[s - 1] ?? []
      expect(words).toBe(inSurah.length)
      const figure = surahKnowledge(
        progress,
        {
          surah: s,
          name: name ?? '',
          arabicName: arabicName ?? '',
          verses: verses ?? 0,
          words: words ?? 0,
          refCounts: refCounts ?? {},
        },
        10,
      )
      expect(figure.known, `surah ${s}`).toBe(known.length)
      expect(figure.percent).toBe(Math.floor((known.length * 100) / inSurah.length))
      // Every word known was answered right: the first figure counts the same words.
      expect(figure.learning, `surah ${s}`).toBe(known.length)
    }
  }, 60_000)
})

describe.skipIf(!hasCorpus)("a word's parts (the word panel: prefix, stem, suffix)", () => {
  const segments = readFileSync(join(QURAN, 'segments.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l !== '')
    .map((l) => l.split('\t'))
  /** location sura:aya:word → its segments' [form, component] in order. */
  const byWord = new Map<string, [string, string][]>()
  for (const [location = '', form = '', , component = ''] of segments) {
    const word = location.split(':').slice(0, 3).join(':')
    const list = byWord.get(word) ?? []
    byWord.set(word, list)
    list.push([form, component])
  }
  const prefixKinds = new Set<string>(PREFIX_KINDS)

  it('splits every word of the Quran into parts that rejoin to it, each the corpus segment', () => {
    let split = 0
    for (const s of SURAHS) {
      const parts = json(`${s}.parts.reader.json`) as (0 | [number, string][])[][]
      const words = surah(s)
      expect(
        parts.map((v) => v.length),
        `surah ${s}`,
      ).toEqual(words.map((v) => v.length))
      words.forEach((verse, a) => {
        verse.forEach((w, p) => {
          const location = `${s}:${a + 1}:${p + 1}`
          const arabic = arabicOf(w)
          const decoded = decodeWordParts(arabic, parts[a]?.[p] ?? 0)
          expect(decoded.map((part) => part.text).join(''), location).toBe(arabic)
          const expected = byWord.get(location) ?? []
          if (expected.length > 1) {
            split++
            expect(
              decoded.map((part) => [part.text, part.role === 'stem' ? 'main' : part.role]),
              location,
            ).toEqual(expected)
          } else expect(decoded, location).toHaveLength(1)
          for (const part of decoded) {
            if (part.prefix !== undefined) expect(prefixKinds.has(part.prefix), location).toBe(true)
            if (part.ref !== undefined) expect(getWord(part.ref), location).toBeDefined()
            // A split word's stem says what it is; a word of one part is its own card.
            if (part.role === 'stem' && expected.length > 1)
              expect(part.ref ?? part.pos, location).toBeTruthy()
          }
        })
      })
    }
    expect(split).toBeGreaterThan(30_000)
  }, 120_000)

  it('says what each part of a known word is: وَ "and", بِ "with", the stem, ـهُمْ', async () => {
    // 67:1:3 بِيَدِهِ "in His hand": bi + yad + hu.
    const parts = await loadWordParts(67, 1, 3)
    expect(parts.map((p) => [p.role, p.prefix ?? p.ref])).toEqual([
      ['prefix', 'with'],
      ['stem', 'yad'],
      ['suffix', 'suf-hu'],
    ])
    // A tatweel marks where each part joins the next: بِـ ـيَدِ…
    expect(parts[0]?.display.endsWith('ـ')).toBe(true)
    expect(parts[1]?.display.startsWith('ـ')).toBe(true)
    // وَ does not join the letter after it: no tatweel.
    const [wa] = await loadWordParts(67, 1, 5)
    expect(wa).toMatchObject({ role: 'prefix', prefix: 'and', display: 'وَ' })
    await expect(loadWordParts(67, 1, 99)).rejects.toThrow(/No word 99 in verse 67:1/)
  })

  it('keeps the parts of Al-Baqarah small (≤ 20 KB gzip), loaded only with the word panel', () => {
    expect(gzip('2.parts.reader.json')).toBeLessThanOrEqual(20 * 1024)
  })
})

describe('occurrences index (the word panel: every verse of a word, shortest first)', () => {
  const shards = Array.from(
    { length: OCCURRENCE_SHARDS },
    (_, n) => json(`occurrences.${n}.reader.json`) as Record<string, number[]>,
  )

  it('lists, for every word the reader marks, exactly the verses it occurs in, shortest first', async () => {
    // Recomputed from the surah files: id → verse code → the verse's number of words.
    const expected = new Map<string, Map<number, number>>()
    for (const s of SURAHS)
      surah(s).forEach((verse, a) => {
        for (const w of verse)
          for (const id of refsOf(w)) {
            const byVerse = expected.get(id) ?? new Map<number, number>()
            expected.set(id, byVerse.set(s * 1000 + a + 1, verse.length))
          }
      })
    const listed = new Map(shards.flatMap((shard) => Object.entries(shard)))
    expect([...listed.keys()].sort()).toEqual([...expected.keys()].sort())
    for (const [id, byVerse] of expected) {
      const verses = listed.get(id) ?? []
      expect(new Set(verses), id).toEqual(new Set(byVerse.keys()))
      const lengths = verses.map((v) => byVerse.get(v) ?? 0)
      expect(lengths, id).toEqual([...lengths].sort((a, b) => a - b))
    }
    // Each id is in the shard core looks in, and core reads it back as surah and verse.
    for (const [n, shard] of shards.entries())
      for (const id of Object.keys(shard)) expect(occurrenceShard(id), id).toBe(n)
    const allah = getWords()[1]?.id ?? ''
    const verses = await loadOccurrences(allah)
    expect(verses.length).toBe(listed.get(allah)?.length)
    expect(verses[0]).toEqual({
      surah: Math.floor((listed.get(allah)?.[0] ?? 0) / 1000),
      verse: (listed.get(allah)?.[0] ?? 0) % 1000,
    })
    expect(await loadOccurrences('no-such-word')).toEqual([])
  }, 60_000)

  it('keeps each file of the index small (≤ 16 KB gzip)', () => {
    for (let n = 0; n < OCCURRENCE_SHARDS; n++)
      expect(gzip(`occurrences.${n}.reader.json`), `shard ${n}`).toBeLessThanOrEqual(16 * 1024)
  })
})

describe('reader size budgets (gzip, per language: the surah file and its language file)', () => {
  const perLanguage = (s: number, lang: string) =>
    gzip(`${s}.words.reader.json`) + gzip(`${s}.${lang}.text.reader.json`)

  it.each(LANGS)(
    'a median surah ≤ 10 KB and Al-Baqarah ≤ 150 KB in %s',
    (lang) => {
      const sizes = SURAHS.map((s) => perLanguage(s, lang)).sort((a, b) => a - b)
      const median = ((sizes[56] ?? 0) + (sizes[57] ?? 0)) / 2
      expect(median).toBeLessThanOrEqual(10 * 1024)
      expect(perLanguage(2, lang)).toBeLessThanOrEqual(150 * 1024)
    },
    60_000,
  )
})
