import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  capitalize,
  ID_ESCAPES,
  rootToArabic,
  toArabic,
  transliterate,
  wordId,
  wordTransliteration,
} from './buckwalter'
import { posName } from './pos'

const QURAN_DIR = resolve(__dirname, '../../../../../shared/data/quran')
const hasCorpus = existsSync(resolve(QURAN_DIR, 'segments.tsv'))
// CI always has ../shared beside the repo: there the corpus checks must run, never skip.
if (process.env.CI && !hasCorpus) throw new Error('../shared/data/quran is missing in CI')

/** segments.tsv rows as [location, form, form_buckwalter, component, pos, pos_detail, lemma, root]. */
function segments(): string[][] {
  return readFileSync(resolve(QURAN_DIR, 'segments.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => line.split('\t'))
}

describe('toArabic', () => {
  it('converts Buckwalter letters and marks', () => {
    expect(toArabic('min')).toBe('مِن')
    expect(toArabic('{ll~ahi')).toBe('\u0671\u0644\u0644\u0651\u064E\u0647\u0650')
    expect(toArabic('EalaY`')).toBe('عَلَىٰ')
  })

  it('drops the homonym digit of corpus lemmas', () => {
    expect(toArabic('EaAd2')).toBe(toArabic('EaAd'))
  })

  it('gives root letters separated by spaces', () => {
    expect(rootToArabic('rHm')).toBe('ر ح م')
  })

  describe.skipIf(!hasCorpus)('on the corpus (../shared/data/quran)', () => {
    it('reproduces form from form_buckwalter for every segment but 37:130:3:1', () => {
      const mismatches = segments()
        .filter(([, form, bw]) => toArabic(bw ?? '') !== form)
        .map(([location]) => location)
      expect(mismatches).toEqual(['37:130:3:1'])
    })
  })
})

describe('transliterate', () => {
  it.each([
    ['{ll~ah', 'allāh'],
    ['qaAla', 'qāla'],
    ['Ea*aAb', 'ʿadhāb'],
    ['raHiym', 'raḥīm'],
    ['r~aHoma`n', 'raḥmān'],
    ['>ano', 'an'],
    ['min', 'min'],
    ['<ilaY`', 'ilā'],
    ['EalaY`', 'ʿalā'],
    ['fiY', 'fī'],
    ['{l~a*iY', 'alladhī'],
    ['{som', 'ism'],
    ['{t~aqaY`', 'ittaqā'],
    ["'aAmana", 'āmana'],
    ["samaA^'", 'samāʾ'],
    ["$aYo'", 'shayʾ'],
    ['>uwla`^}ik', 'ūlāʾik'],
    ['mu&omin', 'muʾmin'],
    ['rasuwl', 'rasūl'],
    ['kita`b', 'kitāb'],
    ["'aAyap", 'āyah'],
    ['Salaw`p', 'ṣalāh'],
    ['n~abiY~', 'nabiyy'],
    ['xa$iYa', 'khashiya'],
    ['hudFY', 'hudan'],
    ['kafaruwA', 'kafarū'],
    ['>ay~uhaA', 'ayyuhā'],
    ['Haq~', 'ḥaqq'],
    ['yawom', 'yawm'],
    ['Sira`T', 'ṣirāṭ'],
    ['Zulom', 'ẓulm'],
    ['DaAl~', 'ḍāll'],
    ["suw^'", 'sūʾ'],
  ])('%s → %s', (bw, latin) => {
    expect(transliterate(bw)).toBe(latin)
  })

  it('capitalises proper nouns past a leading ʿ', () => {
    expect(capitalize('ʿīsā')).toBe('ʿĪsā')
    expect(wordTransliteration('{ll~ah', 'Proper noun')).toBe('Allāh')
    expect(wordTransliteration('muwsaY`', 'Proper noun')).toBe('Mūsā')
    expect(wordTransliteration('qaAla', 'Verb')).toBe('qāla')
  })

  describe.skipIf(!hasCorpus)('on every lemma of the corpus', () => {
    it('writes only Latin letters, ʿ and ʾ', () => {
      const lemmas = new Set(segments().map((row) => row[6] ?? ''))
      const bad = [...lemmas].filter(
        (l) => l !== '' && !/^[a-zāīūḥṣḍṭẓʿʾ]+$/.test(transliterate(l)),
      )
      expect(bad).toEqual([])
    })
  })
})

describe('wordId', () => {
  it('keeps letters and digits and escapes the rest', () => {
    expect(wordId('min')).toBe('min')
    expect(wordId('{ll~ah')).toBe('-wll-sah')
    expect(wordId('EaAd2')).toBe('EaAd2')
  })

  it('has an injective escape table', () => {
    const codes = Object.values(ID_ESCAPES)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^-[a-z]$/)
  })

  it('throws on a character without an escape', () => {
    expect(() => wordId('a b')).toThrow()
  })

  describe.skipIf(!hasCorpus)('on every lemma of the corpus', () => {
    it('gives unique URL- and CSS-safe ids', () => {
      const lemmas = [...new Set(segments().map((row) => row[6] ?? ''))].filter((l) => l !== '')
      const ids = lemmas.map(wordId)
      expect(new Set(ids).size).toBe(lemmas.length)
      for (const id of ids) expect(id).toMatch(/^-?[A-Za-z][A-Za-z0-9-]*$|^-[a-z][A-Za-z0-9-]*$/)
    })
  })
})

describe('posName', () => {
  it.each([
    ['noun', '', 'Noun'],
    ['noun', 'proper', 'Proper noun'],
    ['verb', '', 'Verb'],
    ['pronoun', 'relative', 'Relative pronoun'],
    ['adverb', 'time', 'Time adverb'],
    ['conjunction', 'subordinating', 'Subordinating conjunction'],
    ['particle', 'negative', 'Negative particle'],
    ['particle', 'interrogative', 'Interrogative particle'],
  ])('%s/%s → %s', (pos, detail, name) => {
    expect(posName(pos, detail)).toBe(name)
  })
})
