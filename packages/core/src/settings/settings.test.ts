import fc from 'fast-check'
import { deckIdOf } from '../progress/record'
import { surahDecks } from '../vocabulary/decks'
import {
  ARABIC_FONT_FAMILIES,
  DEFAULT_SETTINGS,
  MEANING_FONT_FAMILIES,
  NEW_WORDS_SOURCES,
  SETTINGS_RANGES,
  type Settings,
  TIMER_POSITIONS,
  validateSettings,
} from '.'

const isValid = (s: Settings) => {
  expect(Object.keys(s).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort())
  for (const [name, r] of Object.entries(SETTINGS_RANGES)) {
    const v = s[name as keyof typeof SETTINGS_RANGES]
    expect(Number.isInteger(v) && v >= r.min && v <= r.max).toBe(true)
  }
  expect(TIMER_POSITIONS).toContain(s.timerPosition)
  expect(ARABIC_FONT_FAMILIES).toContain(s.arabicFontFamily)
  expect(MEANING_FONT_FAMILIES).toContain(s.meaningFontFamily)
  for (const c of [s.arabicColor, s.meaningColor, s.transliterationColor])
    expect(c).toMatch(/^#[0-9a-f]{3,8}$/i)
  for (const b of [
    s.showRepetition,
    s.showTransliteration,
    s.showTransliterationToggle,
    s.soundEffects,
    s.animationsEnabled,
    s.darkMode,
  ]) {
    expect(typeof b).toBe('boolean')
  }
}

describe('settings', () => {
  it('has the defaults of the original app', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      showRepetition: true,
      arabicFontSize: 42,
      meaningFontSize: 22,
      arabicColor: '#333',
      meaningColor: '#4255ff',
      showTransliteration: true,
      showTransliterationToggle: true,
      transliterationColor: '#666',
      timerPosition: 'top-right',
      messagesDuration: 1500,
      arabicFontFamily: 'kufi',
      meaningFontFamily: 'kalpurush',
      soundEffects: true,
      animationsEnabled: true,
      darkMode: false,
      uiLanguage: 'auto',
      reminderEmail: false,
      reminderHour: 19,
      timeZone: '',
      desiredRetention: 90,
      newWordsPerDay: 10,
      reviewsPerDay: 200,
      newWordsFrom: 'lessons',
      showStreak: true,
    })
    expect(NEW_WORDS_SOURCES).toEqual(['lessons', ...surahDecks().map(deckIdOf)])
    expect(NEW_WORDS_SOURCES.slice(0, 3)).toEqual(['lessons', 'surah-114', 'surah-113'])
    expect(validateSettings({ newWordsFrom: 'surah-112' }).settings.newWordsFrom).toBe('surah-112')
    expect(validateSettings({ newWordsFrom: 'surah-2' }).issues[0]?.field).toBe('newWordsFrom')
    expect(SETTINGS_RANGES.desiredRetention).toEqual({ min: 80, max: 97 })
    expect(SETTINGS_RANGES.newWordsPerDay).toEqual({ min: 1, max: 50 })
    expect(SETTINGS_RANGES.reviewsPerDay).toEqual({ min: 10, max: 500 })
    expect(SETTINGS_RANGES.reminderHour).toEqual({ min: 0, max: 23 })
    expect(SETTINGS_RANGES.arabicFontSize).toEqual({ min: 32, max: 72 })
    expect(SETTINGS_RANGES.meaningFontSize).toEqual({ min: 16, max: 48 })
    expect(ARABIC_FONT_FAMILIES).toEqual(['naskh', 'kufi', 'thuluth', 'default'])
    expect(MEANING_FONT_FAMILIES).toEqual(['solaimanlipi', 'kalpurush', 'default'])
  })

  it('keeps a known time zone, refuses an unknown one with a clear reason', () => {
    expect(validateSettings({ timeZone: 'Asia/Dhaka', reminderEmail: true })).toEqual({
      settings: { ...DEFAULT_SETTINGS, timeZone: 'Asia/Dhaka', reminderEmail: true },
      issues: [],
    })
    expect(validateSettings({ timeZone: '' }).issues).toEqual([])
    // Intl ignores case, the server's zone database does not: the platform's spelling is kept.
    expect(validateSettings({ timeZone: 'asia/dhaka' }).settings.timeZone).toBe('Asia/Dhaka')
    for (const bad of ['Mars/Olympus_Mons', 'Asia/Dhaka; DROP', 42, null]) {
      const r = validateSettings({ timeZone: bad })
      expect(r.settings.timeZone).toBe('')
      expect(r.issues).toEqual([
        { field: 'timeZone', reason: expect.stringContaining('IANA time zone') },
      ])
    }
    expect(validateSettings({ reminderHour: 24 }).settings.reminderHour).toBe(23)
    expect(validateSettings({ reminderHour: -1 }).settings.reminderHour).toBe(0)
  })

  it('clamps numbers with a clear reason', () => {
    const r = validateSettings({ arabicFontSize: 100, meaningFontSize: 3, messagesDuration: 1e9 })
    expect(r.settings).toMatchObject({
      arabicFontSize: 72,
      meaningFontSize: 16,
      messagesDuration: 5000,
    })
    expect(r.issues).toContainEqual({
      field: 'arabicFontSize',
      reason: 'must be a whole number from 32 to 72; 72 used',
    })
  })

  it('falls back on bad enums, colours and booleans', () => {
    const r = validateSettings({
      timerPosition: 'middle',
      arabicColor: 'red;}',
      darkMode: 'yes',
      arabicFontFamily: 'comic',
    })
    expect(r.settings).toMatchObject({
      timerPosition: 'top-right',
      arabicColor: '#333',
      darkMode: false,
      arabicFontFamily: 'kufi',
    })
    expect(r.issues.map((i) => i.field).sort()).toEqual([
      'arabicColor',
      'arabicFontFamily',
      'darkMode',
      'timerPosition',
    ])
  })

  it('migrates the original bengali* names and ignores unknown keys', () => {
    const r = validateSettings({
      bengaliFontSize: 30,
      bengaliColor: '#000000',
      bengaliFontFamily: 'solaimanlipi',
      evil: 1,
    })
    expect(r.settings).toMatchObject({
      meaningFontSize: 30,
      meaningColor: '#000000',
      meaningFontFamily: 'solaimanlipi',
    })
    expect(r.settings).not.toHaveProperty('evil')
    expect(r.issues).toEqual([{ field: 'evil', reason: 'unknown setting; ignored' }])
  })

  it('returns defaults for non-objects without throwing', () => {
    expect(validateSettings(undefined)).toEqual({ settings: DEFAULT_SETTINGS, issues: [] })
    expect(validateSettings('x').issues).toHaveLength(1)
  })

  it('property: always returns valid settings', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.dictionary(
            fc.constantFrom(
              ...Object.keys(DEFAULT_SETTINGS),
              'bengaliFontSize',
              'bengaliColor',
              'x',
            ),
            fc.oneof(fc.anything(), fc.double(), fc.string(), fc.constantFrom(...TIMER_POSITIONS)),
          ),
        ),
        (input) => {
          isValid(validateSettings(input).settings)
        },
      ),
    )
  })

  it('keeps valid values as they are', () => {
    const custom: Settings = {
      ...DEFAULT_SETTINGS,
      arabicFontSize: 60,
      timerPosition: 'bottom-left',
      darkMode: true,
    }
    expect(validateSettings(custom)).toEqual({ settings: custom, issues: [] })
  })
})
