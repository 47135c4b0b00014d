// WordPanel: one word of the Quran in a dialog, as the Reader opens it, for a page of its own.
import { loadReaderSurah, loadSurahNames, readerWordState } from '@kalima/core/reader'
import { useKalima, useLanguage, useProgress, useSettings } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import type { RenderLink } from '../../shared/navigation'
import { useLoaded } from '../../shared/useLoaded'
import { type WidgetBaseProps, WidgetRoot } from '../../shared/WidgetRoot'

import { WordDialog } from './WordDialog'

/** Props of {@link WordPanel}. */
export interface WordPanelProps extends WidgetBaseProps {
  /** The word's surah (1–114), verse and position in the verse (1-based). */
  surah: number
  verse: number
  position: number
  /** Whether the panel is open (a modal dialog); `onClose` is called when it is dismissed. */
  open: boolean
  onClose: () => void
  /** Link of a lesson, for "Open its lesson" (no link without it). */
  lessonHref?: (lesson: number) => string
  /** Link of a verse in a reader, for the list of the verses the word occurs in. */
  verseHref?: (surah: number, verse: number) => string
  /** Renders links with the host's router; `<a>` by default. */
  renderLink?: RenderLink
}

/**
 * WordPanel: one word of the Quran in a dialog, as the Reader opens it: what this learner
 * knows of it, its parts (prefix, stem, suffix), the card of each word it is a form of (meaning,
 * root, part of speech, frequency, forms, root family, the verses it occurs in), "Study this
 * word" and "Open its lesson".
 */
export const WordPanel = /* @__PURE__ */ withProvider(WordPanelView, 'WordPanel', 'reader')

function WordPanelView(props: WordPanelProps) {
  const { now } = useKalima()
  const { settings } = useSettings(props.settings)
  const [lang] = useLanguage(props.language)
  const progress = useProgress()
  const { surah, verse, position } = props
  const words = useLoaded(`${surah}`, () => loadReaderSurah(surah))
  const names = useLoaded('names', loadSurahNames)
  const word = words.value?.verses[verse - 1]?.[position - 1] ?? null
  return (
    <WidgetRoot name="word-panel" settings={settings} lang={lang} className={props.className}>
      <WordDialog
        word={props.open ? word : null}
        place={{ surah, verse, position }}
        state={word ? readerWordState(progress, word.refs, now()) : 'outside'}
        lang={lang}
        onClose={props.onClose}
        lessonHref={props.lessonHref}
        verseHref={props.verseHref}
        names={names.value}
        renderLink={props.renderLink}
      />
    </WidgetRoot>
  )
}
