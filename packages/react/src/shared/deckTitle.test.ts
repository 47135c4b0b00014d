import { loadDictionary, registerDictionary, t } from '../i18n'
import { deckTitle } from './deckTitle'

describe("a lesson's title in the interface language", () => {
  beforeAll(async () => {
    for (const lang of ['bn', 'ur', 'tr', 'zh'] as const)
      registerDictionary(lang, await loadDictionary(lang))
    await loadDictionary('en')
  })

  /** Lessons 1–12 (three levels of four parts) titled in `lang`. */
  const titles = (lang: 'en' | 'bn' | 'ur' | 'tr' | 'zh') =>
    Array.from({ length: 12 }, (_, i) =>
      deckTitle({ kind: 'lesson', id: i + 1 }, (id, params) => t(id, params, lang)),
    )

  it('numbers the parts of a level in Roman numerals in English and Turkish', () => {
    expect(titles('en').slice(0, 5)).toEqual([
      'Base Words I',
      'Base Words II',
      'Base Words III',
      'Base Words IV',
      'Common Words I',
    ])
    expect(titles('tr')[11]).toBe('İleri Seviye Kelimeler IV')
  })

  it('numbers them in Bengali digits in Bengali, where a Latin I reads as the full stop ।', () => {
    expect(titles('bn').slice(0, 4)).toEqual([
      'মৌলিক শব্দ ১',
      'মৌলিক শব্দ ২',
      'মৌলিক শব্দ ৩',
      'মৌলিক শব্দ ৪',
    ])
    expect(titles('bn').join(' ')).not.toMatch(/[IV]/)
  })

  it('gives every lesson a distinct title in every language', () => {
    for (const lang of ['en', 'bn', 'ur', 'tr', 'zh'] as const)
      expect(new Set(titles(lang)).size, lang).toBe(12)
    expect(titles('ur')[1]).toBe('بنیادی الفاظ 2')
    expect(titles('zh')[5]).toBe('常用词汇 2')
  })
})
