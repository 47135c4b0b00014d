import type { Speech } from '@kalima/core'

const sameLanguage = (voiceLang: string, lang: string) =>
  voiceLang.toLowerCase().replace('_', '-').split('-')[0] === lang.toLowerCase().split('-')[0]

/** Speech through the browser's speechSynthesis; silent where the browser has none. */
export function createBrowserSpeech(): Speech {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined
  return {
    available: () => Boolean(synth) && typeof SpeechSynthesisUtterance !== 'undefined',
    speak(text, lang) {
      if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return
      const utterance = new SpeechSynthesisUtterance(text)
      utterance.lang = lang
      const voices = synth.getVoices()
      const voice =
        voices.find((v) => v.lang === lang) ?? voices.find((v) => sameLanguage(v.lang, lang))
      if (voice) utterance.voice = voice
      synth.cancel()
      synth.speak(utterance)
    },
    cancel: () => synth?.cancel(),
    hasVoice(lang) {
      if (!synth) return false
      const voices = synth.getVoices()
      // Chrome fills the list asynchronously: an empty list means "not known yet".
      if (voices.length === 0) return undefined
      return voices.some((v) => sameLanguage(v.lang, lang))
    },
    onVoicesChanged(listener) {
      if (!synth?.addEventListener) return () => {}
      synth.addEventListener('voiceschanged', listener)
      return () => synth.removeEventListener('voiceschanged', listener)
    },
  }
}

/** Speech that only records what it was asked to say (tests and stories). */
export function createSilentSpeech(
  hasVoice: boolean | undefined = true,
): Speech & { spoken: string[] } {
  const spoken: string[] = []
  return {
    spoken,
    available: () => hasVoice !== false,
    speak: (text) => void spoken.push(text),
    cancel: () => {},
    hasVoice: () => hasVoice,
  }
}
