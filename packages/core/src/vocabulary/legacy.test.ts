import { bareArabic, resolveLegacyWord } from './legacy'
import { getLesson } from './vocabulary'

describe('importing the original app’s progress keys', () => {
  it('strips diacritics and unifies alif forms', () => {
    expect(bareArabic('ٱللَّه')).toBe('الله')
    expect(bareArabic('إِنَّ')).toBe('ان')
  })

  it('keeps a key that is already a word id', () => {
    const word = getLesson(1).words[0]
    expect(word && resolveLegacyWord('1', word.id)).toBe(word?.id)
  })

  it('finds a lesson word by its Arabic spelling without marks', () => {
    const word = getLesson(1).words[1]
    if (!word) throw new Error('lesson 1 is empty')
    expect(resolveLegacyWord('1', bareArabic(word.arabic))).toBe(word.id)
    expect(resolveLegacyWord('1', word.arabic)).toBe(word.id)
  })

  it('returns undefined for unknown words and decks', () => {
    expect(resolveLegacyWord('1', 'xyz')).toBeUndefined()
    expect(resolveLegacyWord('99', 'الله')).toBeUndefined()
  })
})
