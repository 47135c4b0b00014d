import type { LanguageCode, Settings } from '@kalima/core'
import type { DeckWords } from '../hooks/useDeckWords'
import { useKalima } from '../hooks/useKalima'
import { WidgetRoot } from './WidgetRoot'

/** A study widget while its deck loads (busy, 'Loading…') or when the deck has no words. */
export function DeckPlaceholder({
  name,
  settings,
  lang,
  className,
  status,
}: {
  name: string
  settings: Settings
  lang: LanguageCode
  className?: string
  status: DeckWords['status']
}) {
  const { t } = useKalima()
  return (
    <WidgetRoot
      name={name}
      settings={settings}
      lang={lang}
      className={className}
      aria-busy={status === 'loading'}
    >
      <p className="kalima-empty">
        {status === 'loading' ? t('common.loading') : t('common.emptyDeck')}
      </p>
    </WidgetRoot>
  )
}
