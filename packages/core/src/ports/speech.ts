/** Speech synthesis (speechSynthesis in browsers), used to pronounce Arabic words. */
export interface Speech {
  /** Whether speech can be used at all. */
  available: () => boolean
  /** Speaks `text` in `lang` (Kalima uses SPEECH_LANG, 'ar-SA'). */
  speak: (text: string, lang: string) => void
  /** Stops speaking. */
  cancel: () => void
  /**
   * Whether a voice for `lang` exists, so a shell can tell the learner when there is none;
   * undefined while the platform has not listed its voices yet. Optional.
   */
  hasVoice?: (lang: string) => boolean | undefined
  /** Calls `listener` when the list of voices changes; returns an unsubscribe function. Optional. */
  onVoicesChanged?: (listener: () => void) => () => void
}
