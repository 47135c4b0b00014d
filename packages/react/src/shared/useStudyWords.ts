import type { LocalizedWord } from '../core'
import { type DeckInput, type DeckWords, useDeckWords } from '../hooks/useDeckWords'
import { useLanguage, useSettings } from '../hooks/useKalima'
import type { WidgetBaseProps } from './WidgetRoot'

/** Props of every study-mode widget: which words, in which language. */
export interface StudyWidgetProps extends WidgetBaseProps {
  /** Lesson 1–12, surah deck 89–114, or a deck reference. Lesson 1 by default. */
  deck?: DeckInput
  /** An explicit word list instead of a deck (meanings included). */
  words?: readonly LocalizedWord[]
}

/** Settings, language and words of a study widget. */
export function useStudyWords(props: StudyWidgetProps) {
  const { settings } = useSettings(props.settings)
  const [lang] = useLanguage(props.language)
  const deck: DeckWords = useDeckWords(props.deck, lang, props.words)
  return { settings, lang, deck }
}
