import type { DeckRef, LanguageCode, Settings } from '@kalima/core'
import type { DeckWords } from '../hooks/useDeckWords'
import { useKalima } from '../hooks/useKalima'
import { WidgetRoot } from './WidgetRoot'

/**
 * A study widget while its deck loads (busy, 'Loading…'), when it could not be loaded, or
 * when the deck has no words (a deck from the reader: every word of the surah is known).
 */
export function DeckPlaceholder({
  name,
  settings,
  lang,
  className,
  status,
  kind,
}: {
  name: string
  settings: Settings
  lang: LanguageCode
  className?: string
  status: DeckWords['status']
  /** The deck's kind; a deck from the reader says why it is empty. */
  kind?: DeckRef['kind']
}) {
  const { t } = useKalima()
  const text =
    status === 'loading'
      ? t('common.loading')
      : status === 'failed'
        ? t('reader.loadFailed')
        : kind === 'reading'
          ? t('deck.readingKnown')
          : t('common.emptyDeck')
  return (
    <WidgetRoot
      name={name}
      settings={settings}
      lang={lang}
      className={className}
      aria-busy={status === 'loading'}
    >
      <p className="kalima-empty" role={status === 'failed' ? 'alert' : undefined}>
        {text}
      </p>
    </WidgetRoot>
  )
}
