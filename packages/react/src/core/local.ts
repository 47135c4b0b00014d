// What the widgets need beyond core's ports. Reported to the lead for core's Speech port.
import type { Speech } from '@kalima/core'

/**
 * A Speech port that can tell whether an Arabic voice exists, so widgets can say so.
 * `hasVoice` returns undefined while the browser has not listed its voices yet.
 */
export interface VoiceAwareSpeech extends Speech {
  hasVoice?: (lang: string) => boolean | undefined
  onVoicesChanged?: (listener: () => void) => () => void
}
