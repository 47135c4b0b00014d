import { keysOverlap, senseKeys, sharesSense } from './senses'
import { LANGUAGE_CODES, type LanguageCode, type Meanings } from './types'
import { loadMeanings } from './vocabulary'

const data = new Map<LanguageCode, Meanings>(
  await Promise.all(LANGUAGE_CODES.map(async (l) => [l, await loadMeanings(l)] as const)),
)
/** A word's meaning in `lang`, as the vocabulary stores it. */
const meaningOf = (lang: LanguageCode, id: string): string => {
  const meaning = data.get(lang)?.[id]
  if (meaning === undefined) throw new Error(`no ${lang} meaning for ${id}`)
  return meaning
}
const keys = (meaning: string, lang: LanguageCode | null) => [...senseKeys(meaning, lang)].sort()

describe('senseKeys: the senses of a stored meaning, normalised', () => {
  it('splits at the separators of each language’s data (, ; ، ؛ ， ； 、)', () => {
    // mā (maA) as the data gives it in four scripts.
    expect(meaningOf('en', 'maA')).toBe('what, that which; not; what?')
    expect(keys(meaningOf('en', 'maA'), 'en')).toEqual(['not', 'thatwhich', 'what'])
    expect(keys(meaningOf('ur', 'maA'), 'ur')).toEqual(['جو', 'نہیں', 'کیا'].sort())
    expect(keys(meaningOf('zh', 'maA'), 'zh')).toEqual(['不', '什么', '所的'].sort())
    expect(keys(meaningOf('es', 'maA'), 'es')).toEqual(['loque', 'no', 'que'])
    // Turkish ş ğ fold to s g as in a typed answer (a keyboard without them): değil = degil.
    expect(keys(meaningOf('tr', 'maA'), 'tr')).toEqual(['degil', 'ne', 'olansey', 'sey'])
    expect(keys('一、二', 'zh')).toEqual(['一', '二'])
    expect(keys('a/b', 'en')).toEqual(['a', 'b'].sort())
  })

  it('drops an English verb’s leading "to" and an article, but keeps "to" as a sense', () => {
    expect(meaningOf('en', 'qaAla')).toBe('to say')
    expect(keys(meaningOf('en', 'qaAla'), 'en')).toEqual(['say'])
    expect(keys(meaningOf('en', 'kaAna'), 'en')).toEqual(['be', 'was'])
    expect(keys('to, towards', 'en')).toEqual(['to', 'towards'])
    expect(keys('the best', 'en')).toEqual(['best'])
    // Only English has that rule: the Spanish "a" of "a ti" stays.
    expect(keys('a ti, a él', 'es')).toEqual(['ael', 'ati'])
  })

  it('reads a parenthesised gloss and a note after a colon as notes', () => {
    expect(keys('(to) say', 'en')).toEqual(['say'])
    expect(keys('hand (of a person), side', 'en')).toEqual(['hand', 'handofaperson', 'side'])
    const iyya = meaningOf('en', '-iiy-saA')
    expect(iyya).toBe('you, him, us, them: an object pronoun set first')
    expect(senseKeys(iyya, 'en').has('them')).toBe(true)
    expect(sharesSense(meaningOf('zh', '-iiy-saA'), '他', 'zh')).toBe(true)
  })

  it('folds case, diacritics and harakat as each language has them', () => {
    expect(keys('İnanmak', 'tr')).toEqual(['inanmak'])
    expect(keys('IŞIK', 'tr')).toEqual(['ısık'])
    expect(keys('¿Qué?', 'es')).toEqual(['que'])
    expect(keys('نَہِیں', 'ur')).toEqual(['نہیں'])
    expect(keys('نهيں', 'ur')).toEqual(['نہیں'])
    // Bengali vowel signs are letters: কী (what) is not কি.
    expect(sharesSense('কী', 'কি', 'bn')).toBe(false)
  })

  it('gives no sense for an empty meaning, or one of punctuation only', () => {
    expect(keys('', 'en')).toEqual([])
    expect(keys(' ; , …', 'zh')).toEqual([])
    expect(sharesSense('', '', 'en')).toBe(false)
  })
})

describe('sharesSense: two meanings with a sense in common', () => {
  it('mā, lā, in, lam and ghayr all mean "not" in English; in every language mā, lā, in and lam share one', () => {
    const not = ['maA', 'laA', '-iin', 'lam']
    for (const lang of LANGUAGE_CODES)
      for (const a of not)
        for (const b of not)
          expect(
            sharesSense(meaningOf(lang, a), meaningOf(lang, b), lang),
            `${lang} ${a} ${b}`,
          ).toBe(true)
    expect(sharesSense(meaningOf('en', 'gayor'), meaningOf('en', 'maA'), 'en')).toBe(true)
    // ghayr's Urdu سوا، غیر shares nothing with mā's جو؛ نہیں؛ کیا؟.
    expect(sharesSense(meaningOf('ur', 'gayor'), meaningOf('ur', 'maA'), 'ur')).toBe(false)
  })

  it('maʿa the adverb and maʿa the preposition share "with" (English) and سَاتھ (Urdu)', () => {
    expect(sharesSense(meaningOf('en', 'maE'), meaningOf('en', 'maE2'), 'en')).toBe(true)
    expect(sharesSense(meaningOf('ur', 'maE'), meaningOf('ur', 'maE2'), 'ur')).toBe(true)
    expect(sharesSense(meaningOf('tr', 'maE'), meaningOf('tr', 'maE2'), 'tr')).toBe(true)
  })

  it('qāla (to say) and kāna (to be) share no sense in any language', () => {
    for (const lang of LANGUAGE_CODES)
      expect(sharesSense(meaningOf(lang, 'qaAla'), meaningOf(lang, 'kaAna'), lang), lang).toBe(
        false,
      )
  })

  it('is symmetric and agrees with keysOverlap', () => {
    const pairs: [string, string, LanguageCode][] = [
      [meaningOf('id', '-aan'), meaningOf('id', '-aan-s'), 'id'],
      [meaningOf('es', '-aan'), meaningOf('es', '-aan-s'), 'es'],
      [meaningOf('bn', 'qaAla'), meaningOf('bn', 'kaAna'), 'bn'],
    ]
    for (const [a, b, lang] of pairs) {
      expect(sharesSense(a, b, lang)).toBe(sharesSense(b, a, lang))
      expect(sharesSense(a, b, lang)).toBe(keysOverlap(senseKeys(a, lang), senseKeys(b, lang)))
    }
    expect(sharesSense(meaningOf('id', '-aan'), meaningOf('id', '-aan-s'), 'id')).toBe(true)
  })
})
