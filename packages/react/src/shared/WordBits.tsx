import { SPEECH_LANG } from '@kalima/core'
import { useEffect, useState } from 'react'
import { useKalima } from '../hooks/useKalima'
import { PlayIcon, ShareIcon } from './icons'

/** The 'Repetition' badge: how often the word occurs in the Quran. */
export function RepetitionBadge({ frequency }: { frequency: number }) {
  const { t } = useKalima()
  return (
    <span className="kalima-badge" data-kalima-part="repetition">
      {t('common.repetition')}
      <strong>{frequency.toLocaleString('en')}</strong>
    </span>
  )
}

/** Whether the browser has an Arabic voice (undefined while unknown). */
export function useArabicVoice(): boolean | undefined {
  const { speech } = useKalima()
  const check = () =>
    speech.hasVoice ? speech.hasVoice(SPEECH_LANG) : speech.available() ? undefined : false
  const [has, setHas] = useState(check)
  // biome-ignore lint/correctness/useExhaustiveDependencies: check reads the same port
  useEffect(() => {
    setHas(check())
    return speech.onVoicesChanged?.(() => setHas(check()))
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

/** The share button. */
export function ShareButton({ onShare }: { onShare: () => void }) {
  const { t } = useKalima()
  return (
    <button
      type="button"
      className="kalima-button kalima-icon-button"
      aria-label={t('common.share')}
      title={t('common.share')}
      aria-haspopup="dialog"
      onClick={onShare}
    >
      <ShareIcon />
    </button>
  )
}

/** Transliteration visibility: the toggle's state starts from settings. */
export function useTransliteration(show: boolean): [boolean, () => void] {
  const [visible, setVisible] = useState(show)
  useEffect(() => setVisible(show), [show])
  return [visible, () => setVisible((v) => !v)]
}

/** The transliteration toggle button. */
export function TransliterationToggle({
  visible,
  onToggle,
}: {
  visible: boolean
  onToggle: () => void
}) {
  const { t } = useKalima()
  return (
    <button
      type="button"
      className="kalima-button"
      data-variant="ghost"
      aria-pressed={visible}
      onClick={onToggle}
    >
      <span aria-hidden="true">Aa</span>
      {t('common.transliteration')}
    </button>
  )
}

/** A progress bar with an accessible value. */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0
  return (
    <div
      className="kalima-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  )
}

/** Whether a key event comes from a text field (where arrows and Space belong to the field). */
export const fromTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** The focused element as seen from `node`: inside a shadow root (embeds) the document only sees the host. */
export const activeElementOf = (node: Node | null | undefined): Element | null => {
  const root = node?.getRootNode() as Document | ShadowRoot | undefined
  return root && 'activeElement' in root
    ? root.activeElement
    : (globalThis.document?.activeElement ?? null)
}
