import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  capitalize,
  fromArabic,
  headwordRule,
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
    ['>uwla`^}ik', 'ulāʾik'],
    ['>uwla`}ika', 'ulāʾika'],
    ['<in~a', 'inna'],
    ['vum~a', 'thumma'],
    ['hudaY', 'hudā'],
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

describe('headwordRule (dictionary form of a lemma)', () => {
  it.each([
    ['m~ubiyn', 'Noun', 'mubiyn', 'a leading shadda of assimilation'],
    ['r~aHoma`n', 'Noun', 'raHoma`n', 'a leading shadda of assimilation'],
    ['waf~aY`^', 'Verb', 'waf~aY`', 'a recitation madda'],
    ["samaA^'", 'Noun', "samaA'", 'a recitation madda'],
    ['A^xir', 'Noun', 'A^xir', 'kept: the madda of an initial alif'],
    ['yarojuwA@', 'Verb', 'yarojuwA', 'a small high rounded zero'],
    ['>an[bata', 'Verb', '>anobata', 'the small mīm of iqlāb, nūn gets its sukūn'],
    ['say~i_#aAt', 'Noun', 'say~i}aAt', 'a hamza over tatweel, seated on yā after i'],
    ['ma$o_#amap', 'Noun', 'ma$o>amap', 'a hamza over tatweel, seated on alif after sukūn'],
    ['>abN', 'Noun', '>ab', 'a case ending (tanwīn)'],
    ['hudFY', 'Noun', 'hudaY', 'tanwīn on alif maqṣūra'],
    ['>abadFA', 'Time adverb', '>abadFA', 'kept: an adverb is not declined here'],
    ['<in~', 'Accusative particle', '<in~a', 'the final fatha of inna'],
    ['>an~', 'Accusative particle', '>an~a', 'the final fatha of anna'],
    ['vum~', 'Coordinating conjunction', 'vum~a', 'the final fatha of thumma'],
    ['>aY~', 'Interrogative particle', '>aY~', 'kept: ayy is declinable'],
    ['maE2', 'Preposition', 'maE', 'the homonym digit'],
  ])('%s (%s) → %s: %s', (lemma, pos, headword) => {
    expect(headwordRule(lemma, pos)).toBe(headword)
  })

  it('transliterates the headword with its final vowel (inna, anna, thumma)', () => {
    const latin = (lemma: string, pos: string) => wordTransliteration(headwordRule(lemma, pos), pos)
    expect(latin('<in~', 'Accusative particle')).toBe('inna')
    expect(latin('>an~', 'Accusative particle')).toBe('anna')
    expect(latin('vum~', 'Coordinating conjunction')).toBe('thumma')
    expect(latin('m~ubiyn', 'Noun')).toBe('mubīn')
    expect(latin('>abN', 'Noun')).toBe('ab')
  })

  it('converts Arabic back to Buckwalter and refuses anything outside the table', () => {
    expect(fromArabic('\u0625\u0650\u0646\u0651\u064E')).toBe('<in~a')
    expect(fromArabic(toArabic("waraA'a"))).toBe("waraA'a")
    expect(() => fromArabic('إنّ x')).toThrow(/U\+20 is not in the Buckwalter table/)
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
