// Fonts for Arabic (with Quranic marks), Bengali and Urdu (Nastaliq), bundled into the
// package's CSS; a face is downloaded only when text in its script is shown.
import '@fontsource/amiri-quran/400.css'
import '@fontsource/noto-naskh-arabic/400.css'
import '@fontsource/noto-naskh-arabic/700.css'
import '@fontsource/noto-kufi-arabic/400.css'
import '@fontsource/noto-kufi-arabic/700.css'
import '@fontsource/aref-ruqaa/400.css'
import '@fontsource/noto-sans-bengali/400.css'
// Its Bengali face only: the Latin in a Bengali meaning (spaces, brackets, digits) is drawn
// by the system's serif, which spares a learner the face's 11 KB Latin download.
import '@fontsource/noto-serif-bengali/bengali-400.css'
import '@fontsource/hind-siliguri/400.css'
// Nastaliq in one weight: Urdu is not set bold (theme.css), which spares a learner on a slow
// network the second 158 KB face.
import '@fontsource/noto-nastaliq-urdu/400.css'
// After the whole faces: Kufi and Naskh cut to the letters of the Quran's text (7–11 KB a face
// instead of 44–53), taken first for those letters (scripts/data/fonts.mjs).
import '../fonts/quran-arabic.css'
import type { ArabicFontFamily, LanguageCode, MeaningFontFamily } from '@kalima/core'

/** CSS font stacks of each Arabic font choice (named in settings after the first font). */
export const ARABIC_FONTS: Record<ArabicFontFamily, string> = {
  naskh: "'Noto Naskh Arabic', 'Amiri Quran', serif",
  kufi: "'Noto Kufi Arabic', 'Noto Naskh Arabic', sans-serif",
  thuluth: "'Aref Ruqaa', 'Amiri Quran', serif",
  default: "'Amiri Quran', 'Noto Naskh Arabic', serif",
}

/**
 * The meaning fonts offered for each meaning language: only Bengali ships several (the
 * others are shown in one font, the system's or Noto Naskh Arabic for Urdu).
 */
export const MEANING_FONT_CHOICES: Partial<Record<LanguageCode, readonly MeaningFontFamily[]>> = {
  bn: ['kalpurush', 'solaimanlipi', 'default'],
}

/** CSS font stacks of each Bengali font choice (named in settings after the first font). */
export const BENGALI_FONTS: Record<MeaningFontFamily, string> = {
  // The system's serif for the Latin in a meaning (Noto Serif Bengali ships its Bengali face
  // only), not Noto Sans Bengali's Latin face, which would be one more download.
  kalpurush: "'Noto Serif Bengali', serif",
  solaimanlipi: "'Hind Siliguri', 'Noto Sans Bengali', sans-serif",
  default: "'Noto Sans Bengali', 'Hind Siliguri', sans-serif",
}

/** CSS font stack of Urdu text (interface and meanings): Nastaliq, Naskh when it is missing. */
export const URDU_FONT = "'Noto Nastaliq Urdu', 'Noto Naskh Arabic', serif"

/** CSS font stack of Chinese text: the system's simplified-Chinese faces. */
export const CHINESE_FONT =
  "system-ui, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif"
