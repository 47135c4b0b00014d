// Fonts for Arabic (with Quranic marks), Bengali and Urdu (Nastaliq), bundled into the
// package's CSS; a face is downloaded only when text in its script is shown.
// Each family's face for its own script only (@fontsource's "arabic" and "bengali" subsets),
// Nastaliq's excepted: the Latin, Latin Extended, math and symbol faces are not needed (Latin
// in a Bengali meaning, digits and brackets, is drawn by the system's fonts) and each declared
// face costs every page: the 39 @font-face rules were 30 KB of the site's inlined stylesheet,
// these 16 are 5.0 KB.
import '@fontsource/amiri-quran/arabic-400.css'
import '@fontsource/noto-naskh-arabic/arabic-400.css'
import '@fontsource/noto-naskh-arabic/arabic-700.css'
import '@fontsource/noto-kufi-arabic/arabic-400.css'
import '@fontsource/noto-kufi-arabic/arabic-700.css'
import '@fontsource/aref-ruqaa/arabic-400.css'
import '@fontsource/noto-sans-bengali/bengali-400.css'
import '@fontsource/noto-serif-bengali/bengali-400.css'
import '@fontsource/hind-siliguri/bengali-400.css'
// Nastaliq in one weight: Urdu is not set bold (theme.css), which spares a learner on a slow
// network the second 158 KB face. With its Latin faces (Urdu's digits and punctuation): without
// them the Urdu home moved as Nastaliq arrived, a layout shift of 0.22–0.23 around the Today
// card in 4 of 6 probe runs, 0–0.09 with them (bench/notes.md).
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
  // The system's serif for the Latin in a meaning: the Bengali faces are declared for
  // Bengali letters only.
  kalpurush: "'Noto Serif Bengali', serif",
  solaimanlipi: "'Hind Siliguri', 'Noto Sans Bengali', sans-serif",
  default: "'Noto Sans Bengali', 'Hind Siliguri', sans-serif",
}

/** CSS font stack of Urdu text (interface and meanings): Nastaliq, Naskh when it is missing. */
export const URDU_FONT = "'Noto Nastaliq Urdu', 'Noto Naskh Arabic', serif"

/** CSS font stack of Chinese text: the system's simplified-Chinese faces. */
export const CHINESE_FONT =
  "system-ui, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif"
