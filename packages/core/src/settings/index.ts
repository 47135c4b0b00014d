import { DEFAULT_MESSAGES_DURATION } from '../constants'
import { DEFAULT_REMINDER_HOUR, REMINDER_HOUR_RANGE } from '../reminders/rules'
import { canonicalTimeZone } from '../reminders/time-zone'
import { SURAH_DECK_RANGE } from '../surah-decks'
import { LANGUAGE_CODES, type LanguageCode } from '../vocabulary/types'

/** Where the Test and Match timers sit. */
export type TimerPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'
/**
 * Arabic font choices. The values are the original app's stored names, kept for saved
 * settings; what each renders (and how settings name it): naskh → Noto Naskh Arabic,
 * kufi → Noto Kufi Arabic, thuluth → Aref Ruqaa, default → Amiri Quran.
 */
export type ArabicFontFamily = 'naskh' | 'kufi' | 'thuluth' | 'default'
/**
 * Bengali meaning font choices (stored names kept from the original app): kalpurush → Noto
 * Serif Bengali, solaimanlipi → Hind Siliguri, default → Noto Sans Bengali. Other meaning
 * languages are shown in one font.
 */
export type MeaningFontFamily = 'solaimanlipi' | 'kalpurush' | 'default'

/**
 * The interface language setting: a language code, or `'auto'` for "the same as the meaning
 * language" (the default). Resolved to a language by `uiLanguageOf`.
 */
export type UiLanguageSetting = LanguageCode | 'auto'

/** Learner settings. The original's 'bengali*' fields are the meaning fields here. */
export interface Settings {
  showRepetition: boolean
  arabicFontSize: number
  meaningFontSize: number
  arabicColor: string
  meaningColor: string
  showTransliteration: boolean
  showTransliterationToggle: boolean
  transliterationColor: string
  timerPosition: TimerPosition
  messagesDuration: number
  arabicFontFamily: ArabicFontFamily
  meaningFontFamily: MeaningFontFamily
  soundEffects: boolean
  animationsEnabled: boolean
  darkMode: boolean
  /** Language of the interface's labels and messages; `'auto'` follows the meaning language. */
  uiLanguage: UiLanguageSetting
  /** E-mail reminders on days with reviews due (signed-in learners; opt-in, off by default). */
  reminderEmail: boolean
  /** The local hour reminders are sent at, 0–23 (default 19). */
  reminderHour: number
  /**
   * The learner's IANA time zone for reminders ('Asia/Dhaka'); '' until the learner opts in,
   * when the app fills in the device's own.
   */
  timeZone: string
  /**
   * The learner's desired retention in percent, 80–97 (default 90): how likely a word should
   * still be recalled when it comes due. The scheduler takes it as 0.80–0.97.
   */
  desiredRetention: number
  /** New words a day in Today's plan (the daily goal), 1–50 (default 10). */
  newWordsPerDay: number
  /** Reviews a day at most in Today's plan, 10–500 (default 200). */
  reviewsPerDay: number
  /**
   * Where Today's new words come from: `'lessons'` (the lessons in order, the default) or a
   * surah deck the learner picked (`'surah-112'`, 89–114).
   */
  newWordsFrom: NewWordsSource
  /**
   * Whether the day streak is shown (on by default, with its freezes): days in a row the
   * learner studied, a missed day covered by a freeze earned by meeting the daily goal
   * (`streakOf`).
   */
  showStreak: boolean
}

/** Where Today's new words come from: the lessons, or a surah deck ('surah-89'…'surah-114'). */
export type NewWordsSource = 'lessons' | `surah-${number}`

/** Every choice of where new words come from: the lessons, then the surah decks 114 down to 89. */
export const NEW_WORDS_SOURCES: readonly NewWordsSource[] = [
  'lessons',
  ...Array.from(
    { length: SURAH_DECK_RANGE.max - SURAH_DECK_RANGE.min + 1 },
    (_, i): NewWordsSource => `surah-${SURAH_DECK_RANGE.max - i}`,
  ),
]

/** Every timer position. */
export const TIMER_POSITIONS: readonly TimerPosition[] = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
]
/** Every Arabic font. */
export const ARABIC_FONT_FAMILIES: readonly ArabicFontFamily[] = [
  'naskh',
  'kufi',
  'thuluth',
  'default',
]
/** Every meaning font. */
export const MEANING_FONT_FAMILIES: readonly MeaningFontFamily[] = [
  'solaimanlipi',
  'kalpurush',
  'default',
]

/** Every interface language choice: `'auto'` (follow the meaning language), then each language. */
export const UI_LANGUAGE_SETTINGS: readonly UiLanguageSetting[] = ['auto', ...LANGUAGE_CODES]

/** Ranges of the numeric settings (font sizes in px, durations in ms). */
export const SETTINGS_RANGES = {
  arabicFontSize: { min: 32, max: 72 },
  meaningFontSize: { min: 16, max: 48 },
  messagesDuration: { min: 500, max: 5000 },
  reminderHour: REMINDER_HOUR_RANGE,
  desiredRetention: { min: 80, max: 97 },
  newWordsPerDay: { min: 1, max: 50 },
  reviewsPerDay: { min: 10, max: 500 },
} as const

/** Default settings of the original app (§9), plus the new toggles. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  showRepetition: true,
  arabicFontSize: 42,
  meaningFontSize: 22,
  arabicColor: '#333',
  meaningColor: '#4255ff',
  showTransliteration: true,
  showTransliterationToggle: true,
  transliterationColor: '#666',
  timerPosition: 'top-right',
  messagesDuration: DEFAULT_MESSAGES_DURATION,
  arabicFontFamily: 'kufi',
  meaningFontFamily: 'kalpurush',
  soundEffects: true,
  animationsEnabled: true,
  darkMode: false,
  uiLanguage: 'auto',
  reminderEmail: false,
  reminderHour: DEFAULT_REMINDER_HOUR,
  timeZone: '',
  desiredRetention: 90,
  newWordsPerDay: 10,
  reviewsPerDay: 200,
  newWordsFrom: 'lessons',
  showStreak: true,
})

/** Original field names, migrated to the new ones. */
export const LEGACY_SETTING_NAMES: Readonly<Record<string, keyof Settings>> = {
  bengaliFontSize: 'meaningFontSize',
  bengaliColor: 'meaningColor',
  bengaliFontFamily: 'meaningFontFamily',
}

/** A setting that was replaced or ignored, and why. */
export interface SettingsIssue {
  field: string
  reason: string
}

/** Valid settings and what was fixed on the way. */
export interface SettingsValidation {
  settings: Settings
  issues: SettingsIssue[]
}

const COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/

type Kind = 'boolean' | 'color' | 'number' | 'timeZone' | readonly string[]

const KINDS: Record<keyof Settings, Kind> = {
  showRepetition: 'boolean',
  arabicFontSize: 'number',
  meaningFontSize: 'number',
  arabicColor: 'color',
  meaningColor: 'color',
  showTransliteration: 'boolean',
  showTransliterationToggle: 'boolean',
  transliterationColor: 'color',
  timerPosition: TIMER_POSITIONS,
  messagesDuration: 'number',
  arabicFontFamily: ARABIC_FONT_FAMILIES,
  meaningFontFamily: MEANING_FONT_FAMILIES,
  soundEffects: 'boolean',
  animationsEnabled: 'boolean',
  darkMode: 'boolean',
  uiLanguage: UI_LANGUAGE_SETTINGS,
  reminderEmail: 'boolean',
  reminderHour: 'number',
  timeZone: 'timeZone',
  desiredRetention: 'number',
  newWordsPerDay: 'number',
  reviewsPerDay: 'number',
  newWordsFrom: NEW_WORDS_SOURCES,
  showStreak: 'boolean',
}

const isSettingName = (key: string): key is keyof Settings => Object.hasOwn(KINDS, key)

/**
 * Turns anything into valid settings: numbers are clamped, bad enums and colours fall back
 * to defaults, unknown keys are ignored, original 'bengali*' names are migrated. Never throws.
 */
export const validateSettings = (input: unknown): SettingsValidation => {
  const settings: Settings = { ...DEFAULT_SETTINGS }
  const issues: SettingsIssue[] = []
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    if (input !== undefined && input !== null)
      issues.push({ field: '', reason: 'not an object; defaults used' })
    return { settings, issues }
  }
  const source = input as Record<string, unknown>
  const values: Partial<Record<keyof Settings, unknown>> = {}
  for (const [key, value] of Object.entries(source)) {
    const name = isSettingName(key)
      ? key
      : Object.hasOwn(LEGACY_SETTING_NAMES, key)
        ? LEGACY_SETTING_NAMES[key]
        : undefined
    if (!name) {
      issues.push({ field: key, reason: 'unknown setting; ignored' })
      continue
    }
    // The new name wins over its legacy name when both are present.
    if (name !== key && name in source) continue
    values[name] = value
  }
  const target = settings as unknown as Record<string, unknown>
  for (const [name, value] of Object.entries(values) as [keyof Settings, unknown][]) {
    const kind = KINDS[name]
    const fallback = DEFAULT_SETTINGS[name]
    if (kind === 'boolean') {
      if (typeof value === 'boolean') target[name] = value
      else issues.push({ field: name, reason: `must be true or false; default ${fallback} used` })
    } else if (kind === 'color') {
      if (typeof value === 'string' && COLOR.test(value.trim())) target[name] = value.trim()
      else
        issues.push({
          field: name,
          reason: `must be a hex colour like #4255ff; default ${fallback} used`,
        })
    } else if (kind === 'timeZone') {
      const zone = value === '' ? '' : canonicalTimeZone(value)
      if (zone !== undefined) target[name] = zone
      else
        issues.push({
          field: name,
          reason: `must be an IANA time zone such as Asia/Dhaka; default "${fallback}" used`,
        })
    } else if (kind === 'number') {
      const range = SETTINGS_RANGES[name as keyof typeof SETTINGS_RANGES]
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
      if (typeof n !== 'number' || !Number.isFinite(n)) {
        issues.push({ field: name, reason: `must be a number; default ${fallback} used` })
        continue
      }
      const clamped = Math.round(Math.min(range.max, Math.max(range.min, n)))
      if (clamped !== n)
        issues.push({
          field: name,
          reason: `must be a whole number from ${range.min} to ${range.max}; ${clamped} used`,
        })
      target[name] = clamped
    } else if (typeof value === 'string' && kind.includes(value)) {
      target[name] = value
    } else {
      issues.push({
        field: name,
        reason: `must be one of ${kind.join(', ')}; default ${fallback} used`,
      })
    }
  }
  return { settings, issues }
}

/** The scheduler's desired retention (0.80–0.97) of a learner's settings. */
export const retentionOf = (settings: Pick<Settings, 'desiredRetention'>): number =>
  settings.desiredRetention / 100
