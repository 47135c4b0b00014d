import { DEFAULT_SETTINGS, type LanguageCode, type Settings } from '@kalima/core'
import type { CSSProperties } from 'react'
import { ARABIC_FONTS, BENGALI_FONTS, CHINESE_FONT, URDU_FONT } from './fonts'

/** Fonts of meanings in languages other than Bengali. */
const MEANING_FONTS: Partial<Record<LanguageCode, string>> = {
  ur: URDU_FONT,
  zh: CHINESE_FONT,
}

const fitted = (px: number) => `calc(${px}px * var(--kalima-fit, 1))`

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** CSS custom properties derived from settings and language: what themes and widgets read. */
export function settingsStyle(settings: Settings, lang: LanguageCode): CSSProperties {
  const vars: Record<string, string> = {
    '--kalima-font-arabic': ARABIC_FONTS[settings.arabicFontFamily],
    // `--kalima-fit` (1 unless a study widget shrinks to fit its screen, see WidgetRoot).
    '--kalima-arabic-size': fitted(settings.arabicFontSize),
    '--kalima-meaning-size': fitted(settings.meaningFontSize),
    // Verses are 8 px smaller than the word and its meaning (§5).
    '--kalima-verse-size': fitted(settings.arabicFontSize - 8),
    '--kalima-verse-translation-size': fitted(settings.meaningFontSize - 8),
  }
  const meaningFont =
    lang === 'bn' ? BENGALI_FONTS[settings.meaningFontFamily] : MEANING_FONTS[lang]
  if (meaningFont) vars['--kalima-font-meaning'] = meaningFont
  // Default colours come from the theme (so dark mode stays readable); chosen ones win.
  if (!same(settings.arabicColor, DEFAULT_SETTINGS.arabicColor))
    vars['--kalima-arabic-color'] = settings.arabicColor
  if (!same(settings.meaningColor, DEFAULT_SETTINGS.meaningColor))
    vars['--kalima-meaning-color'] = settings.meaningColor
  if (!same(settings.transliterationColor, DEFAULT_SETTINGS.transliterationColor)) {
    vars['--kalima-translit-color'] = settings.transliterationColor
  }
  return vars as CSSProperties
}
