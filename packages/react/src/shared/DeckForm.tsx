import type { LocalizedWord } from '@kalima/core'
import { useKalima } from '../hooks/useKalima'
import { ArabicText } from '../widgets/ArabicText/ArabicText'

/**
 * Beside a headword, in a surah deck: "In this surah: قُلْ", the word as written in its
 * verse there (core's `loadDeckForms`). Renders nothing when the word has no such form.
 */
export function DeckForm({
  word,
  className,
  as: Tag = 'p',
}: {
  word: Pick<LocalizedWord, 'form'>
  className?: string
  /** `span` inside phrasing content (a card that is a button); `p` by default. */
  as?: 'p' | 'span'
}) {
  const { t } = useKalima()
  if (!word.form) return null
  return (
    <Tag className={['kalima-deck-form', className].filter(Boolean).join(' ')}>
      {t('words.formInSurah')} <ArabicText>{word.form}</ArabicText>
    </Tag>
  )
}
