import fc from 'fast-check'
import { validateSettings } from '../settings'
import {
  firstVisitLanguages,
  languageDirection,
  languageFromBrowser,
  uiLanguageOf,
} from './languages'
import { LANGUAGE_CODES } from './types'

describe('first-visit language (languageFromBrowser)', () => {
  it('takes the first of the browser languages that Kalima has, by its primary subtag', () => {
    expect(languageFromBrowser(['ur-PK', 'en-US'])).toBe('ur')
    expect(languageFromBrowser(['fr-FR', 'de', 'tr-TR', 'en'])).toBe('tr')
    expect(languageFromBrowser(['zh-Hant-TW'])).toBe('zh')
    expect(languageFromBrowser(['EN-gb'])).toBe('en')
    expect(languageFromBrowser(['es_419'])).toBe('es')
    expect(languageFromBrowser(['in-ID'])).toBe('id')
  })

  it('falls back to Bengali when none matches, the list is empty or missing', () => {
    expect(languageFromBrowser(['fr', 'de-CH', 'ar-SA'])).toBe('bn')
    expect(languageFromBrowser([])).toBe('bn')
    expect(languageFromBrowser(undefined)).toBe('bn')
    expect(languageFromBrowser([42, null, ''])).toBe('bn')
  })

  it('always gives one of the seven languages', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom(...LANGUAGE_CODES))), (tags) => {
        expect(LANGUAGE_CODES).toContain(languageFromBrowser(tags))
      }),
    )
  })
})

describe('interface language (uiLanguageOf)', () => {
  it('follows the meaning language by default', () => {
    const { settings } = validateSettings({})
    expect(settings.uiLanguage).toBe('auto')
    expect(uiLanguageOf(settings.uiLanguage, 'bn')).toBe('bn')
    expect(uiLanguageOf(settings.uiLanguage, 'ur')).toBe('ur')
  })

  it('can be chosen apart from the meaning language (English interface, Bengali meanings)', () => {
    const { settings } = validateSettings({ uiLanguage: 'en' })
    expect(uiLanguageOf(settings.uiLanguage, 'bn')).toBe('en')
  })

  it('refuses a language Kalima has no dictionary for, keeping the default', () => {
    const { settings, issues } = validateSettings({ uiLanguage: 'fr' })
    expect(settings.uiLanguage).toBe('auto')
    expect(issues).toEqual([
      expect.objectContaining({ field: 'uiLanguage', reason: expect.stringContaining('auto') }),
    ])
    expect(uiLanguageOf('fr', 'tr')).toBe('tr')
  })

  it('writes Urdu right to left and the others left to right', () => {
    expect(LANGUAGE_CODES.filter((code) => languageDirection(code) === 'rtl')).toEqual(['ur'])
  })
})

describe('first visit (firstVisitLanguages)', () => {
  it('gives an Urdu browser Urdu meanings and interface, which then follow each other', () => {
    expect(firstVisitLanguages(['ur-PK', 'en'])).toEqual({ meaning: 'ur', uiLanguage: 'auto' })
    expect(firstVisitLanguages(['tr'])).toEqual({ meaning: 'tr', uiLanguage: 'auto' })
  })

  it('keeps Bengali meanings for an English browser, with an English interface', () => {
    const first = firstVisitLanguages(['en-US', 'en'])
    expect(first).toEqual({ meaning: 'bn', uiLanguage: 'en' })
    expect(uiLanguageOf(first.uiLanguage, first.meaning)).toBe('en')
  })

  it('is all Bengali when the browser speaks none of the seven', () => {
    expect(firstVisitLanguages(['fr-FR', 'de'])).toEqual({ meaning: 'bn', uiLanguage: 'auto' })
    expect(firstVisitLanguages(undefined)).toEqual({ meaning: 'bn', uiLanguage: 'auto' })
  })

  it('always shows the interface in the browser language it matched', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom(...LANGUAGE_CODES))), (tags) => {
        const first = firstVisitLanguages(tags)
        expect(uiLanguageOf(first.uiLanguage, first.meaning)).toBe(languageFromBrowser(tags))
      }),
    )
  })
})
