import { SPEECH_LANG, type Speech } from '@kalima/core'
import { useEffect, useState } from 'react'
import { useKalima } from '../hooks/useKalima'
import { PlayIcon } from './icons'

/** Whether `speech` has an Arabic voice: undefined while it cannot tell. */
const arabicVoiceOf = (speech: Speech): boolean | undefined =>
  speech.hasVoice ? speech.hasVoice(SPEECH_LANG) : speech.available() ? undefined : false

/** Whether the browser has an Arabic voice (undefined while unknown). */
export function useArabicVoice(): boolean | undefined {
  const { speech } = useKalima()
  // Unknown until mounted: a server has no voices, and the first render in the browser must
  // be the server's (hydration); the effect then reads the browser's voices.
  const [has, setHas] = useState<boolean | undefined>(undefined)
  useEffect(() => {
    setHas(arabicVoiceOf(speech))
    return speech.onVoicesChanged?.(() => setHas(arabicVoiceOf(speech)))
  }, [speech])
  return has
}

/** The play button, and a notice when the browser cannot speak Arabic. */
export function SpeakButton({ onSpeak }: { onSpeak: () => void }) {
  const { t } = useKalima()
  const voice = useArabicVoice()
  return (
    <>
      <button
        type="button"
        className="kalima-button kalima-icon-button"
        aria-label={t('common.play')}
        title={t('common.play')}
        onClick={onSpeak}
      >
        <PlayIcon />
      </button>
      {voice === false && (
        <p className="kalima-notice" role="status" data-kalima-part="no-voice">
          {t('common.noArabicVoice')}
        </p>
      )}
    </>
  )
}
