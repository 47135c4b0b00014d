import type { DeckInput, LocalizedWord } from '@kalima/core'
import { useEffect } from 'react'
import { type DeckWords, useDeckWords } from '../hooks/useDeckWords'
import { useKalima, useLanguage, useSettings } from '../hooks/useKalima'
import { DeckPlaceholder } from './DeckPlaceholder'
import type { WidgetBaseProps } from './WidgetRoot'

/** Props of every study-mode widget: which words, in which language. */
export interface StudyWidgetProps extends WidgetBaseProps {
  /** Lesson 1–12, surah deck 89–114, or a deck reference. Lesson 1 by default. */
  deck?: DeckInput
  /** An explicit word list instead of a deck (meanings included). */
  words?: readonly LocalizedWord[]
}

/**
 * Settings, language and words of a study widget; opening a deck notes its last access.
 * `placeholder` is what the widget renders while its deck loads or when it has no words.
 */
export function useStudyWords(props: StudyWidgetProps, name: string) {
  const { progress } = useKalima()
  const { settings } = useSettings(props.settings)
  const [lang] = useLanguage(props.language)
  const deck: DeckWords = useDeckWords(props.deck, lang, props.words)
  const explicit = props.words !== undefined
  useEffect(() => {
    // The mode is kept with the access: the home page's "Continue" returns to it.
    if (!explicit) progress.getState().touchDeck(deck.key, name)
  }, [explicit, deck.key, progress, name])
  const placeholder = (
    <DeckPlaceholder
      name={name}
      settings={settings}
      lang={lang}
      className={props.className}
      status={deck.status}
      kind={deck.ref.kind}
    />
  )
  return { settings, lang, deck, placeholder }
}
