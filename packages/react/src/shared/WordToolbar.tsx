import type { LocalizedWord, Settings } from '@kalima/core'
import { useEffect, useState } from 'react'
import { useKalima } from '../hooks/useKalima'
import { ShareIcon } from './icons'
import { SpeakButton } from './SpeakButton'

/** The toolbar over a word card: Repetition badge, then the transliteration toggle, share and play. */
export function WordToolbar({
  word,
  settings,
  translit,
  onToggleTranslit,
  onShare,
  onSpeak,
  className = 'kalima-toolbar',
}: {
  word: LocalizedWord
  settings: Pick<Settings, 'showRepetition' | 'showTransliterationToggle'>
  /** Whether the transliteration is shown (the toggle's state). */
  translit: boolean
  onToggleTranslit: () => void
  onShare: () => void
  onSpeak: () => void
  className?: string
}) {
  return (
    <div className={className}>
      {settings.showRepetition ? <RepetitionBadge frequency={word.frequency} /> : <span />}
      <div className="kalima-actions">
        {settings.showTransliterationToggle && (
          <TransliterationToggle visible={translit} onToggle={onToggleTranslit} />
        )}
        <ShareButton onShare={onShare} />
        <SpeakButton onSpeak={onSpeak} />
      </div>
    </div>
  )
}

/** How often the word occurs in the Quran: 'In the Quran 3,226×'. */
export function RepetitionBadge({ frequency }: { frequency: number }) {
  const { t, uiLanguage } = useKalima()
  return (
    <span className="kalima-badge" data-kalima-part="repetition">
      {t('common.repetition')}
      {/* As the interface language writes it: 3,226×, ৩,২২৬×, 3.226×. */}
      <strong>{frequency.toLocaleString(uiLanguage)}×</strong>
    </span>
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

/**
 * The tools of a word card (Flashcards, Words): the {@link WordToolbar}'s transliteration
 * toggle and share button, and the share dialog that button opens. Spread `toolbar` on the
 * WordToolbar (with the card's `onSpeak`) and `share` on the ShareDialog; `shareOpen` tells
 * whether the dialog is open (the card's own keys rest meanwhile); `showTranslit` whether the
 * card shows the transliteration: the toggle's state when there is a toggle, else the setting.
 */
export function useWordTools(
  settings: Pick<Settings, 'showTransliteration' | 'showTransliterationToggle'>,
) {
  const [translit, toggleTranslit] = useTransliteration(settings.showTransliteration)
  const [shareOpen, setShareOpen] = useState(false)
  return {
    showTranslit: settings.showTransliterationToggle ? translit : settings.showTransliteration,
    shareOpen,
    toolbar: { translit, onToggleTranslit: toggleTranslit, onShare: () => setShareOpen(true) },
    share: { open: shareOpen, onOpenChange: setShareOpen },
  }
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
      <span className="kalima-toolbar-label">{t('common.transliteration')}</span>
    </button>
  )
}
