import fc from 'fast-check'
import { en } from './en'
import { setPseudoLocale, t } from './index'
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize } from './pseudo'

const placeholders = (text: string) => text.match(/\{\w+\}/g) ?? []
const visible = (text: string) => text.replace(/\{\w+\}/g, '')

describe('pseudoLocalize', () => {
  it('marks, accents and lengthens a text, keeping its placeholders and plural forms', () => {
    expect(pseudoLocalize('Try again')).toBe('⟦Ŧřẏ ȧɠȧíƞ ···⟧')
    expect(pseudoLocalize('{n} word|{n} words')).toBe('⟦{n} ẇǿřḓ ··⟧|⟦{n} ẇǿřḓş ··⟧')
    expect(pseudoLocalize('')).toBe('')
  })

  it('holds for any text: marked, no plain ASCII letter outside placeholders, ≥ 30% longer', () => {
    const template = fc
      .array(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('{n}', '{name}', ' ')), {
        maxLength: 8,
      })
      .map((parts) => parts.join('').replaceAll('|', '/'))
      .filter((text) => text !== '')
    fc.assert(
      fc.property(template, (text) => {
        const pseudo = pseudoLocalize(text)
        expect(pseudo.startsWith(PSEUDO_OPEN) && pseudo.endsWith(PSEUDO_CLOSE)).toBe(true)
        expect(placeholders(pseudo)).toEqual(placeholders(text))
        expect(/[A-Za-z]/.test(visible(pseudo).replace(/\{\w+\}/g, ''))).toBe(false)
        expect(visible(pseudo).length - 2).toBeGreaterThanOrEqual(visible(text).length * 1.3)
      }),
    )
  })

  it('turns every message of the dictionaries into a marked text through t while on', () => {
    setPseudoLocale(true)
    try {
      for (const id of Object.keys(en) as (keyof typeof en)[]) {
        const text = t(id, { n: 2, name: 'X' }, 'ur')
        expect(text.startsWith(PSEUDO_OPEN), id).toBe(true)
        expect(text.endsWith(PSEUDO_CLOSE), id).toBe(true)
      }
      // Plural forms still follow the number.
      expect(t('reader.verseCount', { n: 1 })).not.toBe(t('reader.verseCount', { n: 2 }))
    } finally {
      setPseudoLocale(false)
    }
    expect(t('reader.retry', undefined, 'en')).toBe('Try again')
  })
})
