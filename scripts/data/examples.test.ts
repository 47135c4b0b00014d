import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { getSurahDeck, getWords, verseKey } from '../../packages/core/src/vocabulary/vocabulary'
import {
  type Candidate,
  chooseExample,
  cleanTranslation,
  foreignCharacters,
  paragraphs,
  sameArabic,
  senseMatches,
} from './examples.mjs'

const ROOT = resolve(__dirname, '../..')
const DATA_DIR = join(ROOT, 'packages/core/src/vocabulary/data')
const QURAN_JSON = join(ROOT, 'node_modules/quran-json/dist')
const LANGS = ['bn', 'en', 'es', 'id', 'tr', 'ur', 'zh'] as const
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'))
const hasCorpus = existsSync(resolve(ROOT, '../shared/data/quran/segments.tsv'))

describe('translation cleaning', () => {
  it('drops Indonesian footnote calls stuck to a word or after a space', () => {
    expect(cleanTranslation('id', 'dengan kebatilan23) dan (janganlah) kalian')).toBe(
      'dengan kebatilan dan (janganlah) kalian',
    )
    expect(cleanTranslation('id', 'janji-janji! 252) Hewan ternak')).toBe(
      'janji-janji! Hewan ternak',
    )
    expect(cleanTranslation('id', 'di bumi!"11) Mereka')).toBe('di bumi!" Mereka')
  })

  it('keeps verse references and parenthesised numbers', () => {
    expect(cleanTranslation('id', 'lihat (QS 2:30) dan (2) dua')).toBe(
      'lihat (QS 2:30) dan (2) dua',
    )
  })

  it('decodes the broken Bengali character references', () => {
    expect(cleanTranslation('bn', 'তারা এর সামর্থ?451; রাখে না।')).toBe('তারা এর সামর্থও রাখে না।')
    expect(cleanTranslation('bn', 'সামর্থ?2470;াও')).toBe('সামর্থদাও')
  })

  it('finds script that is not the language’s own', () => {
    expect(foreignCharacters('bn', 'হলো আল্লাহ কতৃꦣ নির্ধারিত।')).toEqual(['ꦣ'])
    expect(foreignCharacters('tr', "Rahman ve Rahim olan Allah'ın adıyla")).toEqual([])
    expect(foreignCharacters('zh', '奉至仁至慈的真主之名')).toEqual([])
    expect(foreignCharacters('zh', 'Allah 真主')).toEqual(['A', 'l', 'l', 'a', 'h'])
  })
})

describe('multi-verse paragraphs', () => {
  const arabic = [
    {
      id: 94,
      verses: [
        { id: 5, text: 'فَإِنَّ مَعَ ٱلْعُسْرِ يُسْرًا' },
        { id: 6, text: 'إِنَّ مَعَ ٱلْعُسْرِ يُسْرٗا' },
        { id: 7, text: 'فَإِذَا فَرَغْتَ فَٱنصَبْ' },
        { id: 8, text: 'وَإِلَىٰ رَبِّكَ فَٱرْغَب' },
      ],
    },
  ]
  it('are runs of one translation over verses whose Arabic differs', () => {
    const tr = [
      {
        id: 94,
        verses: [
          { id: 5, translation: 'Zorlukla beraber kolaylık vardır' },
          { id: 6, translation: 'Zorlukla beraber kolaylık vardır' },
          { id: 7, translation: 'Boş kalınca yorul, Rabbine yönel' },
          { id: 8, translation: 'Boş kalınca yorul, Rabbine yönel' },
        ],
      },
    ]
    // quran-json's chapters are indexed by surah number − 1.
    const chapters = Array.from({ length: 94 }, (_, i) =>
      arabic[0] && i === 93 ? arabic[0] : { id: i + 1, verses: [] },
    )
    // 94:5 and 94:6 say the same in Arabic: one translation for both is right.
    // 94:7 and 94:8 differ: their one translation is a paragraph.
    expect(Object.fromEntries(paragraphs(tr, chapters))).toEqual({ '94:7': [7, 8], '94:8': [7, 8] })
    expect(sameArabic(arabic[0]?.verses[0]?.text ?? '', arabic[0]?.verses[1]?.text ?? '')).toBe(
      true,
    )
  })
})

describe('the choice of an example verse', () => {
  const candidate = (over: Partial<Candidate>): Candidate => ({
    surah: 2,
    ayah: 1,
    position: 1,
    length: 10,
    gloss: 'x',
    standalone: true,
    order: 0,
    ...over,
  })

  it('takes a verse of its own surah for a surah-only word', () => {
    const pick = chooseExample(
      [
        candidate({ surah: 57, ayah: 20, length: 39 }),
        candidate({ surah: 102, ayah: 1, length: 2, order: 1 }),
      ],
      { meaning: 'rivalry in increase', surahOnly: true },
    )
    expect(pick.surah).toBe(102)
  })

  it('prefers the sense of the meaning, then a translation that stands alone, then the shortest', () => {
    const word = { meaning: 'to say', surahOnly: false }
    const a = candidate({ ayah: 1, length: 5, gloss: 'He said', order: 0 })
    const b = candidate({ ayah: 2, length: 8, gloss: 'Say', order: 1 })
    const c = candidate({ ayah: 3, length: 6, gloss: 'Say', standalone: false, order: 2 })
    const d = candidate({ ayah: 4, length: 4, gloss: 'Say', order: 3 })
    expect(chooseExample([a, b, c], word).ayah).toBe(2)
    expect(chooseExample([a, b, c, d], word).ayah).toBe(4)
    expect(senseMatches('to believe', 'those who believed')).toBe(true)
    expect(senseMatches('to say', 'they disbelieved')).toBe(false)
  })
})

describe.skipIf(!hasCorpus)('the generated example verses', () => {
  const words = getWords()

  it('come from their own surah for every surah-only word', () => {
    const wrong = words.filter((w) => {
      if (w.rank !== null) return false
      return !getSurahDeck(w.verse.surah)?.words.some((x) => x.id === w.id)
    })
    expect(wrong.map((w) => `${w.id} ${verseKey(w.verse)}`)).toEqual([])
  })

  it('have translations without footnote marks or another script', () => {
    const bad: string[] = []
    for (const lang of LANGS) {
      const verses: Record<string, string> = json(join(DATA_DIR, `verses.${lang}.json`))
      for (const [key, text] of Object.entries(verses)) {
        if (foreignCharacters(lang, text).length > 0 || /[^\s\d:(][0-9]+\)|[0-9]+;/u.test(text)) {
          bad.push(`${lang} ${key}: ${text.slice(0, 60)}`)
        }
      }
    }
    expect(bad).toEqual([])
  })

  it('are translated alone, or carry the range of the paragraph that translates them', () => {
    const arabic = json(join(QURAN_JSON, 'quran.json'))
    const ranges: Record<string, Record<string, [number, number]>> = json(
      join(DATA_DIR, 'verse-ranges.json'),
    )
    const keys = Object.keys(json(join(DATA_DIR, 'verses.ar.json')))
    for (const lang of LANGS) {
      const expected = paragraphs(json(join(QURAN_JSON, `quran_${lang}.json`)), arabic)
      const linked = Object.fromEntries(
        keys.filter((k) => expected.has(k)).map((k) => [k, expected.get(k)]),
      )
      expect(ranges[lang] ?? {}, lang).toEqual(linked)
    }
    // Turkish is the translation with paragraphs; each labelled verse is in its range.
    for (const [key, [from, to]] of Object.entries(ranges.tr ?? {})) {
      const ayah = Number(key.split(':')[1])
      expect(ayah >= from && ayah <= to && to > from, key).toBe(true)
    }
  })

  it("link At-Takathur's takāthur to 102:1, not 57:20", () => {
    expect(words.find((w) => w.lemma === 't~akaAvur')?.verse).toMatchObject({ surah: 102, ayah: 1 })
  })
})
