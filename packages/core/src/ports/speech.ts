/** Speech synthesis (speechSynthesis in browsers), used to pronounce Arabic words. */
export interface Speech {
  /** Whether speech can be used at all. */
  available: () => boolean
  /** Speaks `text` in `lang` (Kalima uses SPEECH_LANG, 'ar-SA'). */
  speak: (text: string, lang: string) => void
  /** Stops speaking. */
  cancel: () => void
}

/** Speech that does nothing (servers, tests, browsers without speechSynthesis). */
export const silentSpeech: Speech = { available: () => false, speak: () => {}, cancel: () => {} }
