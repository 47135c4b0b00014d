// Data tests of the curated vocabulary (issue 15): what a teacher checks in the
// generated data and in the curated source packages/core/data-src/meanings.tsv.

import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fromArabic, headwordRule, toArabic, wordTransliteration } from './buckwalter'
import { LANGUAGE_CODES, type LanguageCode } from './types'
import {
  getSurahDeck,
  getWords,
  loadMeanings,
  loadVerses,
  SURAH_DECK_IDS,
  verseKey,
  wordAt,
} from './vocabulary'

const MEANINGS_TSV = resolve(__dirname, '../../data-src/meanings.tsv')

/** The curated source: header names → cells, one object per row. */
function curatedRows(): Record<string, string>[] {
  const [header = '', ...lines] = readFileSync(MEANINGS_TSV, 'utf8').split('\n')
  const names = header.split('\t')
  return lines
    .filter((line) => line !== '')
    .map((line) => {
      const cells = line.split('\t')
      return Object.fromEntries(names.map((name, i) => [`${i}:${name}`, cells[i] ?? '']))
    })
}

/** The curated pronouns and suffixes as built (pronouns.json; their meanings are in meanings.<lang>.json), for the same checks as words. */
const PRONOUNS: { id: string }[] = JSON.parse(
  readFileSync(resolve(__dirname, 'data/pronouns.json'), 'utf8'),
)

const rows = curatedRows()
const rowById = new Map(rows.map((r) => [r['0:id'] ?? '', r]))
const words = getWords()

describe('headwords', () => {
  it('match the headword rule, or have an override with a note in the curated source', () => {
    const bad: string[] = []
    for (const w of words) {
      const row = rowById.get(w.id)
      const override = row?.['10:headword'] ?? ''
      const note = (row?.['11:note'] ?? '').trim()
      const rule = toArabic(headwordRule(w.lemma, w.pos))
      if (override === '') {
        if (w.arabic !== rule) bad.push(`${w.id}: ${w.arabic} is not the rule's ${rule}`)
      } else if (w.arabic !== override || note === '') {
        bad.push(
          `${w.id}: override ${override} (note ${JSON.stringify(note)}) but shows ${w.arabic}`,
        )
      }
    }
    expect(bad).toEqual([])
  })

  it('show what the curated source shows in its arabic column', () => {
    expect(words.filter((w) => rowById.get(w.id)?.['2:arabic'] !== w.arabic)).toEqual([])
  })

  it('never start with a shadda of assimilation', () => {
    expect(words.filter((w) => [...w.arabic][1] === '\u0651').map((w) => w.arabic)).toEqual([])
  })

  it('carry no recitation mark (small high/low signs, madda other than an initial آ)', () => {
    const marked = words.filter(
      (w) => /[\u06D6-\u06ED]/.test(w.arabic) || /.\u0653/.test(w.arabic.slice(1)),
    )
    expect(marked.map((w) => w.arabic)).toEqual([])
  })

  it('give nouns and adjectives without a case ending (unless an override says why)', () => {
    const declined = words.filter(
      (w) =>
        ['Noun', 'Adjective', 'Proper noun'].includes(w.pos) &&
        /[\u064B-\u0650]$/.test(w.arabic) &&
        rowById.get(w.id)?.['10:headword'] === '',
    )
    expect(declined.map((w) => `${w.id} ${w.arabic}`)).toEqual([])
  })

  it('give verbs as a perfect 3rd person masculine singular (ending in fatha or alif)', () => {
    const notPerfect = words.filter(
      (w) => w.pos === 'Verb' && !/(a|aY`?|aA|iya|uwA)$/.test(fromArabic(w.arabic)),
    )
    expect(notPerfect.map((w) => `${w.id} ${w.arabic}`)).toEqual([])
  })

  it('give inna, anna and thumma with their final vowel, in Arabic and in Latin', () => {
    const byLemma = new Map(words.map((w) => [w.lemma, w]))
    expect(byLemma.get('<in~')?.transliteration).toBe('inna')
    expect(byLemma.get('>an~')?.transliteration).toBe('anna')
    expect(byLemma.get('vum~')?.transliteration).toBe('thumma')
    expect(byLemma.get('*a`lik')?.transliteration).toBe('dhālika')
    expect(byLemma.get('m~ubiyn')?.transliteration).toBe('mubīn')
  })

  it('show a verb in the passive only with a note saying why (the Quran uses it so)', () => {
    const passive = words.filter((w) => w.pos === 'Verb' && [...w.arabic][1] === '\u064F')
    expect(passive.length).toBeGreaterThan(0)
    const unexplained = passive.filter((w) => !/passive/.test(rowById.get(w.id)?.['11:note'] ?? ''))
    expect(unexplained.map((w) => `${w.id} ${w.arabic}`)).toEqual([])
  })

  it('are transliterated from the headword, not from the corpus lemma', () => {
    for (const w of words) {
      expect(w.transliteration).toBe(wordTransliteration(fromArabic(w.arabic), w.pos))
    }
  })
})

describe('meanings', () => {
  const SCRIPTS = {
    latin: /[A-Za-z]/,
    arabic: /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/,
    bengali: /[\u0980-\u09FF]/,
    han: /[\u3400-\u9FFF]/,
  }
  /** Scripts a meaning in each language must not contain. */
  const FOREIGN: Record<LanguageCode, (keyof typeof SCRIPTS)[]> = {
    bn: ['latin', 'arabic', 'han'],
    ur: ['latin', 'bengali', 'han'],
    zh: ['latin', 'arabic', 'bengali'],
    en: ['arabic', 'bengali', 'han'],
    es: ['arabic', 'bengali', 'han'],
    id: ['arabic', 'bengali', 'han'],
    tr: ['arabic', 'bengali', 'han'],
  }

  it.each(LANGUAGE_CODES)(
    'in %s have no bracket, footnote digit or another language’s script (words and pronouns)',
    async (lang) => {
      const meanings = await loadMeanings(lang)
      const bad = [
        ...words.map((w) => [w.id, meanings[w.id] ?? ''] as const),
        ...PRONOUNS.map((p) => [p.id, meanings[p.id] ?? ''] as const),
      ].filter(
        ([, m]) =>
          m.trim() === '' ||
          /[()[\]{}<>|0-9]/.test(m) ||
          FOREIGN[lang].some((script) => SCRIPTS[script].test(m)),
      )
      expect(bad).toEqual([])
    },
  )

  const meaningOf = async (lemma: string, lang: LanguageCode) =>
    (await loadMeanings(lang))[words.find((w) => w.lemma === lemma)?.id ?? ''] ?? ''

  it('give mā its negation (705 of its uses) in every language', async () => {
    const negation: Record<LanguageCode, RegExp> = {
      en: /\bnot\b/,
      bn: /না/,
      id: /tidak/,
      ur: /نہیں/,
      tr: /değil/,
      zh: /不/,
      es: /\bno\b/,
    }
    for (const lang of LANGUAGE_CODES)
      expect(await meaningOf('maA', lang), lang).toMatch(negation[lang])
  })

  it('never gloss iyyā as “only” (that comes from the word order of 1:5)', async () => {
    const only: Record<LanguageCode, RegExp> = {
      en: /only/,
      bn: /শুধু|কেবল/,
      id: /hanya/,
      ur: /صرف/,
      tr: /yalnız/,
      zh: /只/,
      es: /solo/,
    }
    for (const lang of LANGUAGE_CODES) {
      expect(await meaningOf('<iy~aA', lang), lang).not.toMatch(only[lang])
    }
  })

  /** The first sense of a meaning: the text before the first comma or semicolon of any script. */
  const firstSense = (meaning: string) => meaning.split(/[,;，；、،؛]/)[0]?.trim() ?? ''
  /** How a verb's dictionary form ends (or starts) in each language that has an infinitive. */
  const INFINITIVE: Partial<Record<LanguageCode, RegExp>> = {
    en: /^to \S/,
    es: /^(?:no )?\S*(?:ar|er|ir|ír)(?:se)?(?:\s|$)/,
    tr: /m[ae]k$/,
    ur: /نا$/,
    bn: /[াো]$/,
  }
  /** The verbs without an infinitive (laysa, niʿma, biʾsa, ʿasā), each with a note saying so. */
  const defective = (id: string) => /^defective verb/.test(rowById.get(id)?.['11:note'] ?? '')

  it.each(Object.keys(INFINITIVE) as LanguageCode[])(
    'in %s give every verb as a verb (the language’s infinitive), unless it is defective',
    async (lang) => {
      const meanings = await loadMeanings(lang)
      const pattern = INFINITIVE[lang] as RegExp
      const verbs = words.filter((w) => w.pos === 'Verb')
      expect(verbs.filter((w) => defective(w.id)).map((w) => w.lemma)).toEqual([
        'l~ayosa',
        'bi}osa',
        'EasaY',
        'niEoma',
      ])
      const notVerbs = verbs
        .filter((w) => !defective(w.id) && !pattern.test(firstSense(meanings[w.id] ?? '')))
        .map((w) => `${w.id}: ${meanings[w.id]}`)
      expect(notVerbs).toEqual([])
    },
  )

  it('never give a noun, adjective or name as an English verb (“to …”)', async () => {
    const en = await loadMeanings('en')
    const nominal = words.filter(
      (w) => ['Noun', 'Adjective', 'Proper noun'].includes(w.pos) && /^to /.test(en[w.id] ?? ''),
    )
    expect(nominal.map((w) => `${w.id}: ${en[w.id]}`)).toEqual([])
  })

  it('never give anna the emphasis of inna', async () => {
    expect(await meaningOf('>an~', 'en')).not.toMatch(/indeed|surely/)
    expect(await meaningOf('>an~', 'zh')).not.toMatch(/确实/)
  })
})

/** The corpus's lemmas of each word (surah:ayah:position), when ../shared is present. */
const LEMMAS_AT: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const file = resolve(__dirname, '../../../../../shared/data/quran/segments.tsv')
  const map = new Map<string, Set<string>>()
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    // CI always has ../shared beside the repo: there the check below must run.
    if (process.env.CI) throw new Error('../shared/data/quran is missing in CI')
    return map
  }
  for (const line of text.split('\n').slice(1)) {
    const [location = '', , , , , , lemma = ''] = line.split('\t')
    if (!lemma) continue
    const word = location.split(':').slice(0, 3).join(':')
    const set = map.get(word) ?? new Set<string>()
    set.add(lemma)
    map.set(word, set)
  }
  return map
})()

describe('surah decks show the surah', () => {
  it('gives An-Nas’s قَالَ as قُلْ in 114:1, not 20:19', async () => {
    const qala = getSurahDeck(114)?.words.find((w) => w.lemma === 'qaAla')
    expect(qala).toMatchObject({ arabic: 'قَالَ', verse: { surah: 114, ayah: 1, position: 1 } })
    const verses = await loadVerses('en')
    expect(wordAt(verses['114:1']?.arabic ?? '', 1)).toBe('قُلْ')
    expect(getWords().find((w) => w.lemma === 'qaAla')?.verse.surah).not.toBe(114)
  })

  it('links every deck word to a verse of its surah whose word at that position is an occurrence of its lemma', async () => {
    const verses = await loadVerses('en')
    const bad: string[] = []
    for (const id of SURAH_DECK_IDS) {
      for (const w of getSurahDeck(id)?.words ?? []) {
        const text = verses[verseKey(w.verse)]
        const lemmas = LEMMAS_AT.get(`${verseKey(w.verse)}:${w.verse.position}`)
        if (
          w.verse.surah !== id ||
          !text ||
          !wordAt(text.arabic, w.verse.position) ||
          (LEMMAS_AT.size > 0 && !lemmas?.has(w.lemma))
        ) {
          bad.push(`${id} ${w.id} ${verseKey(w.verse)}:${w.verse.position}`)
        }
        if (!text?.translation) bad.push(`${id} ${w.id}: no translation`)
      }
    }
    expect(bad).toEqual([])
  })
})
