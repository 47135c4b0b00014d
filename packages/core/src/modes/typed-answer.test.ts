import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { meaningSenses, normaliseAnswer } from '../vocabulary/text'
import { LANGUAGE_CODES, type LanguageCode, type Meanings } from '../vocabulary/types'
import { getWord, loadMeanings } from '../vocabulary/vocabulary'
import { osaDistance, typedAnswerVerdict } from './typed-answer'

const meanings = {} as Record<LanguageCode, Meanings>

beforeAll(async () => {
  for (const lang of LANGUAGE_CODES) meanings[lang] = await loadMeanings(lang)
})

/** The real vocabulary entry of word `id` in `lang`, as "Type it" asks it. */
const expectedOf = (id: string, lang: LanguageCode) => {
  const meaning = meanings[lang][id]
  const word = getWord(id)
  if (meaning === undefined || word === undefined) throw new Error(`no word ${id} in ${lang}`)
  return { meaning, transliteration: word.transliteration, lang }
}

/** Verdict of `input` against word `id` in `lang`. */
const verdict = (input: string, id: string, lang: LanguageCode) =>
  typedAnswerVerdict(input, expectedOf(id, lang))

const exactly = (matched: string) => ({ accepted: true, matched, exact: true })
const byTypo = (matched: string) => ({ accepted: true, matched, exact: false })
const refused = { accepted: false, matched: null, exact: false }

describe('meaningSenses', () => {
  it('splits at every sense separator, trimmed, without empty senses', () => {
    expect(meaningSenses('what, that which; not; what?')).toEqual([
      'what',
      'that which',
      'not',
      'what?',
    ])
    expect(meaningSenses('যা; না; কী?')).toEqual(['যা', 'না', 'কী?'])
    expect(meaningSenses('جو؛ نہیں؛ کیا؟')).toEqual(['جو', 'نہیں', 'کیا؟'])
    expect(meaningSenses('تجھ کو، اس کو')).toEqual(['تجھ کو', 'اس کو'])
    expect(meaningSenses('从，……之中')).toEqual(['从', '……之中'])
    expect(meaningSenses('所……的；不；什么')).toEqual(['所……的', '不', '什么'])
    expect(meaningSenses('甲、乙')).toEqual(['甲', '乙'])
    expect(meaningSenses('lo que; no; ¿qué?')).toEqual(['lo que', 'no', '¿qué?'])
    expect(meaningSenses(' , ;; ')).toEqual([])
    expect(meaningSenses('')).toEqual([])
  })

  it('keeps parenthesised notes whole, separators inside them included', () => {
    expect(meaningSenses('the (one), (to) say')).toEqual(['the (one)', '(to) say'])
    expect(meaningSenses('speak (of, about); tell')).toEqual(['speak (of, about)', 'tell'])
    expect(meaningSenses('说（话），讲')).toEqual(['说（话）', '讲'])
  })
})

describe('normaliseAnswer', () => {
  it('folds case, strips Latin accents, apostrophes, ʿ ʾ and punctuation', () => {
    expect(normaliseAnswer('¿Qué?', 'es')).toBe('que')
    expect(normaliseAnswer('¡de ninguna manera!', 'es')).toBe('de ninguna manera')
    expect(normaliseAnswer('ʾallāh', 'en')).toBe('allah')
    expect(normaliseAnswer('Qāla', 'id')).toBe('qala')
    expect(normaliseAnswer("Fir'aun", 'id')).toBe('firaun')
    expect(normaliseAnswer('laki-laki', 'id')).toBe('laki laki')
    expect(normaliseAnswer('  all–knowing \n ', 'en')).toBe('all knowing')
  })

  it('unifies compatibility forms and drops invisible characters', () => {
    expect(normaliseAnswer('ＡＬＬＡＨ', 'en')).toBe('allah')
    expect(normaliseAnswer('ﬁre', 'en')).toBe('fire')
    expect(normaliseAnswer('li\u200Bght\u00AD', 'en')).toBe('light')
  })

  it('drops a leading English article or infinitive marker, in English only', () => {
    expect(normaliseAnswer('To Say', 'en')).toBe('say')
    expect(normaliseAnswer('the Most Gracious', 'en')).toBe('most gracious')
    expect(normaliseAnswer('an apple', 'en')).toBe('apple')
    expect(normaliseAnswer('to', 'en')).toBe('to')
    expect(normaliseAnswer('the', 'en')).toBe('the')
    expect(normaliseAnswer('theology', 'en')).toBe('theology')
    expect(normaliseAnswer('to say', 'id')).toBe('to say')
    expect(normaliseAnswer('a ti', 'es')).toBe('a ti')
  })

  it('lowercases Turkish with its dotted and dotless i', () => {
    expect(normaliseAnswer('İBRAHİM', 'tr')).toBe('ibrahim')
    expect(normaliseAnswer('KIYAMET', 'tr')).toBe('kıyamet')
    expect(normaliseAnswer('IŞIK', 'tr')).toBe('ısık')
    expect(normaliseAnswer('DEĞİL', 'tr')).toBe('degil')
    // Elsewhere I is i, and İ loses its dot.
    expect(normaliseAnswer('KIYAMET', 'en')).toBe('kiyamet')
    expect(normaliseAnswer('İbrahim', 'id')).toBe('ibrahim')
  })

  it('strips Arabic-script harakat and reads Arabic letters as Urdu ones', () => {
    expect(normaliseAnswer('موسیٰ', 'ur')).toBe('موسی')
    expect(normaliseAnswer('کَہْنَا', 'ur')).toBe('کہنا')
    expect(normaliseAnswer('كهنا', 'ur')).toBe('کہنا')
    expect(normaliseAnswer('کیا؟', 'ur')).toBe('کیا')
    expect(normaliseAnswer('جو۔', 'ur')).toBe('جو')
    expect(normaliseAnswer('بـــات', 'ur')).toBe('بات')
  })

  it('keeps Bengali vowel signs, virama and chandrabindu: they are letters', () => {
    expect(normaliseAnswer('কী?', 'bn')).toBe('কী')
    expect(normaliseAnswer('কি', 'bn')).toBe('কি')
    expect(normaliseAnswer('কী', 'bn')).not.toBe(normaliseAnswer('কি', 'bn'))
    expect(normaliseAnswer('তাঁকে', 'bn')).toBe('তাঁকে')
    expect(normaliseAnswer('আল্লাহ।', 'bn')).toBe('আল্লাহ')
    // য় typed precomposed or as য + nukta is the same letter.
    expect(normaliseAnswer('নিশ্চ\u09DFই', 'bn')).toBe(normaliseAnswer('নিশ্চ\u09AF\u09BCই', 'bn'))
  })

  it('removes Chinese punctuation, the ellipsis included, and nothing else', () => {
    expect(normaliseAnswer('……之中', 'zh')).toBe('之中')
    expect(normaliseAnswer('所……的', 'zh')).toBe('所 的')
    expect(normaliseAnswer('什么？', 'zh')).toBe('什么')
    expect(normaliseAnswer('「真主」。', 'zh')).toBe('真主')
  })

  it('leaves nothing of whitespace and punctuation', () => {
    for (const text of ['', '   ', '\n\t', '?!', '¿¡', '……', '。，', '؟،', '—', "'"]) {
      expect(normaliseAnswer(text, 'en')).toBe('')
    }
  })
})

describe('osaDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps', () => {
    expect(osaDistance('', '')).toBe(0)
    expect(osaDistance('', 'abc')).toBe(3)
    expect(osaDistance('earth', 'eatrh')).toBe(1)
    expect(osaDistance('earth', 'erth')).toBe(1)
    expect(osaDistance('kitten', 'sitting')).toBe(3)
    // Optimal string alignment: no substring is edited twice (true Damerau-Levenshtein gives 2).
    expect(osaDistance('ca', 'abc')).toBe(3)
  })

  it('counts grapheme clusters: a Bengali vowel sign changes one character', () => {
    expect(osaDistance('কী', 'কি')).toBe(1)
    expect(osaDistance('পৃথিবী', 'পৃথিবি')).toBe(1)
    expect(osaDistance('qāla', 'qala')).toBe(1)
  })

  it('is symmetric and zero only for equal strings', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        (a, b) => {
          const d = osaDistance(a, b)
          expect(osaDistance(b, a)).toBe(d)
          expect(d === 0).toBe(a === b)
          expect(osaDistance(a, a)).toBe(0)
        },
      ),
      { numRuns: 300 },
    )
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 10 }), fc.string(), (a, b) => {
        expect(osaDistance(a, b)).toBe(osaDistance(b, a))
        expect(osaDistance(a, b) === 0).toBe(a === b)
      }),
      { numRuns: 200 },
    )
  })
})

describe('typedAnswerVerdict in every language', () => {
  it('en: any listed sense, articles optional, the transliteration too', () => {
    expect(verdict('that which', 'maA', 'en')).toEqual(exactly('that which'))
    expect(verdict('What?', 'maA', 'en')).toEqual(exactly('what'))
    expect(verdict('say', 'qaAla', 'en')).toEqual(exactly('to say'))
    expect(verdict('  To Say! ', 'qaAla', 'en')).toEqual(exactly('to say'))
    expect(verdict('most gracious', 'r-saHoma-dn', 'en')).toEqual(exactly('the Most Gracious'))
    expect(verdict('all knowing', 'Ealiym', 'en')).toEqual(exactly('all-knowing'))
    expect(verdict('allknowing', 'Ealiym', 'en')).toEqual(exactly('all-knowing'))
    expect(verdict('Allah', '-wll-sah', 'en')).toEqual(exactly('Allah'))
    expect(verdict('qala', 'qaAla', 'en')).toEqual(exactly('qāla'))
    expect(verdict('speak', 'qaAla', 'en')).toEqual(refused)
  })

  it('en: a note after a colon is optional', () => {
    const expected = expectedOf('-iiy-saA', 'en')
    expect(expected.meaning).toBe('you, him, us, them: an object pronoun set first')
    expect(typedAnswerVerdict('them', expected)).toEqual(
      exactly('them: an object pronoun set first'),
    )
    expect(typedAnswerVerdict('him', expected)).toEqual(exactly('him'))
  })

  it('en: a parenthesised note is optional, with or without its parentheses', () => {
    const the = { meaning: 'the (one), who', transliteration: 'alladhī', lang: 'en' as const }
    for (const input of ['the one', 'one', 'The (one)', 'the']) {
      expect(typedAnswerVerdict(input, the)).toEqual(exactly('the (one)'))
    }
    const say = {
      meaning: '(to) say, speak (of, about)',
      transliteration: 'qāla',
      lang: 'en' as const,
    }
    for (const input of ['say', 'to say', '(to) say']) {
      expect(typedAnswerVerdict(input, say)).toEqual(exactly('(to) say'))
    }
    for (const input of ['speak', 'speak of about', 'speak (of, about)']) {
      expect(typedAnswerVerdict(input, say)).toEqual(exactly('speak (of, about)'))
    }
  })

  it('es: accents and ¿? ¡! optional', () => {
    expect(verdict('Que', 'maA', 'es')).toEqual(exactly('¿qué?'))
    expect(verdict('¿QUÉ?', 'maA', 'es')).toEqual(exactly('¿qué?'))
    expect(verdict('LO QUE', 'maA', 'es')).toEqual(exactly('lo que'))
    expect(verdict('moises', 'muwsaY-d', 'es')).toEqual(exactly('Moisés'))
    expect(verdict('ala', '-wll-sah', 'es')).toEqual(exactly('Alá'))
    expect(verdict('Allah', '-wll-sah', 'es')).toEqual(exactly('Allāh'))
    expect(verdict('mensagero', 'rasuwl', 'es')).toEqual(byTypo('mensajero'))
    expect(verdict('a el', '-iiy-saA', 'es')).toEqual(exactly('a él: pronombre objeto antepuesto'))
  })

  it('id: hyphens and apostrophes optional', () => {
    expect(verdict('Apa yang', 'maA', 'id')).toEqual(exactly('apa yang'))
    expect(verdict('apa', 'maA', 'id')).toEqual(exactly('apa?'))
    expect(verdict('laki laki', 'rajul', 'id')).toEqual(exactly('laki-laki'))
    expect(verdict('lakilaki', 'rajul', 'id')).toEqual(exactly('laki-laki'))
    expect(verdict('Firaun', 'firoEawon', 'id')).toEqual(exactly("Fir'aun"))
    expect(verdict('berkata', 'qaAla', 'id')).toEqual(exactly('berkata'))
    expect(verdict('berkat', 'qaAla', 'id')).toEqual(byTypo('berkata'))
  })

  it('tr: dotted and dotless i are different letters, Turkish capitals lowercase right', () => {
    expect(verdict('KIYAMET', 'qiya-dmap', 'tr')).toEqual(exactly('kıyamet'))
    expect(verdict('İBRAHİM', '-iiboraAhiym', 'tr')).toEqual(exactly('İbrahim'))
    expect(verdict('DEĞİL', 'laA', 'tr')).toEqual(exactly('değil'))
    expect(verdict('degil', 'laA', 'tr')).toEqual(exactly('değil'))
    expect(verdict('IŞIK', 'nuwr', 'tr')).toEqual(exactly('ışık'))
    expect(verdict('ısık', 'nuwr', 'tr')).toEqual(exactly('ışık'))
    // i for ı is a typo: tolerated once in a 7-letter word, refused twice in a 4-letter one.
    expect(verdict('kiyamet', 'qiya-dmap', 'tr')).toEqual(byTypo('kıyamet'))
    expect(verdict('isik', 'nuwr', 'tr')).toEqual(refused)
    // The transliteration is Latin, not Turkish: I is i there.
    expect(getWord('-iiboraAhiym')?.transliteration).toBe('Ibrāhīm')
    expect(verdict('IBRAHIM', '-iiboraAhiym', 'tr')).toEqual(exactly('Ibrāhīm'))
  })

  it('ur: with or without harakat, Arabic or Urdu letters', () => {
    expect(verdict('موسی', 'muwsaY-d', 'ur')).toEqual(exactly('موسیٰ'))
    expect(verdict('مُوسیٰ', 'muwsaY-d', 'ur')).toEqual(exactly('موسیٰ'))
    expect(verdict('رحمن', 'r-saHoma-dn', 'ur')).toEqual(exactly('رحمٰن'))
    expect(verdict('کَہنا', 'qaAla', 'ur')).toEqual(exactly('کہنا'))
    expect(verdict('كهنا', 'qaAla', 'ur')).toEqual(exactly('کہنا'))
    expect(verdict('کیا', 'maA', 'ur')).toEqual(exactly('کیا؟'))
    expect(verdict('اس کو', '-iiy-saA', 'ur')).toEqual(exactly('اس کو: پہلے آنے والا مفعولی ضمیر'))
    expect(verdict('کنا', 'qaAla', 'ur')).toEqual(refused)
  })

  it('bn: vowel signs count, a different vowel is refused', () => {
    expect(verdict('কী', 'maA', 'bn')).toEqual(exactly('কী?'))
    expect(verdict('কি', 'maA', 'bn')).toEqual(refused)
    expect(verdict('পৃথিবী', '-aaroD', 'bn')).toEqual(exactly('পৃথিবী'))
    expect(verdict('পৃথিবি', '-aaroD', 'bn')).toEqual(refused)
    expect(verdict('ঈমানআনা', '-caAmana', 'bn')).toEqual(exactly('ঈমান আনা'))
    // A changed vowel sign is one typo: tolerated in a word of 6 characters (graphemes).
    expect(verdict('মিথ্যারোপ কর', 'ka-z-saba', 'bn')).toEqual(byTypo('মিথ্যারোপ করা'))
    expect(verdict('Allah', '-wll-sah', 'bn')).toEqual(exactly('Allāh'))
  })

  it('zh: punctuation optional, no typo tolerance', () => {
    expect(verdict('之中', 'min', 'zh')).toEqual(exactly('……之中'))
    expect(verdict('……之中', 'min', 'zh')).toEqual(exactly('……之中'))
    expect(verdict('从。', 'min', 'zh')).toEqual(exactly('从'))
    expect(verdict('所的', 'maA', 'zh')).toEqual(exactly('所……的'))
    expect(verdict('什么？', 'maA', 'zh')).toEqual(exactly('什么'))
    expect(verdict('以物配主者', 'mu-xorik', 'zh')).toEqual(exactly('以物配主者'))
    expect(verdict('以物配主', 'mu-xorik', 'zh')).toEqual(refused)
    expect(verdict('以物配生者', 'mu-xorik', 'zh')).toEqual(refused)
    // The Latin transliteration keeps its tolerance.
    expect(verdict('qaala', 'qaAla', 'zh')).toEqual(byTypo('qāla'))
  })
})

describe('typo tolerance', () => {
  it('4–7 characters: one edit accepted, not as exact; two refused', () => {
    expect(verdict('eatrh', '-aaroD', 'en')).toEqual(byTypo('earth'))
    expect(verdict('erth', '-aaroD', 'en')).toEqual(byTypo('earth'))
    expect(verdict('earthh', '-aaroD', 'en')).toEqual(byTypo('earth'))
    expect(verdict('eatrj', '-aaroD', 'en')).toEqual(refused)
    expect(verdict('arh', '-aaroD', 'en')).toEqual(refused)
    expect(verdict('lnad', '-aaroD', 'en')).toEqual(byTypo('land'))
    expect(verdict('beleive', '-caAmana', 'en')).toEqual(byTypo('to believe'))
    expect(verdict('bileive', '-caAmana', 'en')).toEqual(refused)
  })

  it('8 characters or more: two edits accepted, three refused', () => {
    expect(verdict('mesenger', 'rasuwl', 'en')).toEqual(byTypo('messenger'))
    expect(verdict('mesenjer', 'rasuwl', 'en')).toEqual(byTypo('messenger'))
    expect(osaDistance('mesenjerr', 'messenger')).toBe(3)
    expect(verdict('mesenjerr', 'rasuwl', 'en')).toEqual(refused)
  })

  it('under 4 characters, on either side: exact only', () => {
    expect(verdict('lan', '-aaroD', 'en')).toEqual(refused)
    expect(verdict('sya', 'qaAla', 'en')).toEqual(refused)
    expect(verdict('mim', 'min', 'en')).toEqual(refused)
    expect(verdict('MIN', 'min', 'en')).toEqual(exactly('min'))
  })

  it('applies to the transliteration too', () => {
    expect(getWord('qaAla')?.transliteration).toBe('qāla')
    expect(verdict('qaala', 'qaAla', 'en')).toEqual(byTypo('qāla'))
    expect(verdict('kala', 'qaAla', 'en')).toEqual(byTypo('qāla'))
    expect(verdict('kaala', 'qaAla', 'en')).toEqual(refused)
    expect(getWord('EalaY-d')?.transliteration).toBe('ʿalā')
    expect(verdict("'ala", 'EalaY-d', 'id')).toEqual(exactly('ʿalā'))
  })

  it('prefers an exact match, then the closest', () => {
    const expected = { meaning: 'believer, believe', transliteration: 'x', lang: 'en' as const }
    expect(typedAnswerVerdict('believe', expected)).toEqual(exactly('believe'))
    expect(typedAnswerVerdict('beleiver', expected)).toEqual(byTypo('believer'))
  })
})

/** Every sense of every meaning, in every language. */
const allSenses = (): { lang: LanguageCode; id: string; sense: string }[] =>
  LANGUAGE_CODES.flatMap((lang) =>
    Object.entries(meanings[lang]).flatMap(([id, meaning]) =>
      meaningSenses(meaning).map((sense) => ({ lang, id, sense })),
    ),
  )

const upper = (text: string, lang: LanguageCode) =>
  lang === 'tr' ? text.toLocaleUpperCase('tr') : text.toUpperCase()

/** Whitespace and punctuation a learner may type around an answer. */
const noise = fc.string({
  unit: fc.constantFrom(
    ...[' ', '\t', '\n', '\u00A0', '\u3000', '.', ',', ';', ':', '!', '?', '¿', '¡', '…'],
    ...['"', '«', '»', '“', '”', '(', ')', '-', '—', '。', '，', '！', '？', '、', '؟', '۔', '।'],
  ),
  maxLength: 4,
})

describe('properties', () => {
  it('accepts every sense of every meaning exactly, as itself or an equal sense', () => {
    const senses = allSenses()
    expect(senses.length).toBeGreaterThan(6000)
    for (const { lang, id, sense } of senses) {
      const expected = expectedOf(id, lang)
      expect(normaliseAnswer(sense, lang), `${lang} ${id} ${sense}`).not.toBe('')
      const v = typedAnswerVerdict(sense, expected)
      expect(v.accepted && v.exact, `${lang} ${id} ${sense}`).toBe(true)
      expect(meaningSenses(expected.meaning)).toContain(v.matched)
      const key = (s: string) => normaliseAnswer(s, lang).replace(/ /g, '')
      expect(key(v.matched ?? '')).toBe(key(sense))
    }
  })

  it('still accepts a sense with its case changed and spaces or punctuation around it', () => {
    const senses = allSenses()
    fc.assert(
      fc.property(
        fc.constantFrom(...senses),
        fc.array(fc.boolean(), { maxLength: 40 }),
        noise,
        noise,
        ({ lang, id, sense }, caps, before, after) => {
          const cased = Array.from(sense, (ch, i) => (caps[i] ? upper(ch, lang) : ch)).join('')
          const v = typedAnswerVerdict(`${before}${cased}${after}`, expectedOf(id, lang))
          expect(v.accepted).toBe(true)
          expect(v.exact).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('never throws, and accepts only with a sense or the transliteration matched', () => {
    const lang = fc.constantFrom(...LANGUAGE_CODES)
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.string({ unit: 'binary', maxLength: 12 }),
        lang,
        (input, meaning, transliteration, lang) => {
          const v = typedAnswerVerdict(input, { meaning, transliteration, lang })
          if (v.accepted) {
            expect([...meaningSenses(meaning), transliteration]).toContain(v.matched)
          } else {
            expect(v).toEqual(refused)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('with the Arabic shown, the transliteration is refused as the sound, not the meaning (issue 45)', () => {
    const shown = (input: string, id: string, lang: LanguageCode) =>
      typedAnswerVerdict(input, { ...expectedOf(id, lang), arabicShown: true })
    // A learner typing "min" for مِن is told it is how the word sounds.
    expect(getWord('min')?.transliteration).toBe('min')
    const sound = { ...refused, sound: true }
    for (const lang of LANGUAGE_CODES) {
      expect(shown('min', 'min', lang)).toEqual(sound)
      expect(shown('qala', 'qaAla', lang)).toEqual(sound)
      // A typo of the transliteration is the sound too.
      expect(shown('qaala', 'qaAla', lang)).toEqual(sound)
    }
    // The meaning is accepted as before; a wrong answer is refused without `sound`.
    expect(shown('from', 'min', 'en')).toEqual(exactly('from'))
    expect(shown('say', 'qaAla', 'en')).toEqual(exactly('to say'))
    expect(shown('speak', 'qaAla', 'en')).toEqual(refused)
    // A sense spelt as the transliteration is still the meaning ("Allah").
    expect(shown('Allah', '-wll-sah', 'en')).toEqual(exactly('Allah'))
    // Without the Arabic on screen (and nothing heard), the transliteration is accepted.
    expect(verdict('min', 'min', 'en')).toEqual(exactly('min'))
  })

  it('with the word heard (listen-type), the transliteration is refused as well', () => {
    const heard = (input: string) =>
      typedAnswerVerdict(input, { ...expectedOf('min', 'bn'), heard: true })
    expect(heard('min')).toEqual({ ...refused, sound: true })
    expect(heard(meaningSenses(meanings.bn.min ?? '')[0] ?? '').accepted).toBe(true)
  })

  it('for meaning recall (the Arabic shown or the word heard), only a sense is ever accepted', () => {
    const lang = fc.constantFrom(...LANGUAGE_CODES)
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 12 }),
        lang,
        fc.constantFrom({ arabicShown: true }, { heard: true }),
        (input, meaning, transliteration, lang, recall) => {
          const v = typedAnswerVerdict(input, { meaning, transliteration, lang, ...recall })
          if (v.accepted) expect(meaningSenses(meaning)).toContain(v.matched)
          // The transliteration itself is never accepted unless it is also a sense.
          const t = typedAnswerVerdict(transliteration, {
            meaning,
            transliteration,
            lang,
            ...recall,
          })
          if (t.accepted) expect(meaningSenses(meaning)).toContain(t.matched)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('never accepts empty, whitespace-only or punctuation-only input', () => {
    const lang = fc.constantFrom(...LANGUAGE_CODES)
    fc.assert(
      fc.property(noise, fc.string({ maxLength: 30 }), fc.string(), lang, (input, m, t, lang) => {
        expect(typedAnswerVerdict(input, { meaning: m, transliteration: t, lang })).toEqual(refused)
      }),
      { numRuns: 300 },
    )
    for (const input of ['', ' ', '\n\t ', '……', '¿?', '؟']) {
      expect(verdict(input, 'maA', 'en')).toEqual(refused)
      expect(verdict(input, 'maA', 'zh')).toEqual(refused)
    }
  })
})
