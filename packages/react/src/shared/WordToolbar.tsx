import type { LocalizedWord, Settings } from '@kalima/core'
import { RepetitionBadge, ShareButton, SpeakButton, TransliterationToggle } from './WordBits'

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
