import type { Knowledge } from '@kalima/core/reader'
import { useKalima } from '../../hooks/useKalima'
import type { UiMessageId } from '../../i18n'
import './KnowledgeFigures.css'

/** Props of {@link KnowledgeFigures}. */
export interface KnowledgeFiguresProps {
  /** The two figures of the text, from core (`surahKnowledge` or `quranKnowledge`). */
  knowledge: Knowledge
  /** The text they are of: a surah's words or the Quran's. */
  of: 'surah' | 'quran'
}

/** The texts of each text's figures: the list's name, then its two lines. */
const TEXTS = {
  surah: {
    label: 'reader.figuresSurah',
    learning: 'reader.learningSurah',
    known: 'reader.youKnowSurah',
  },
  quran: {
    label: 'reader.figuresQuran',
    learning: 'reader.learningQuran',
    known: 'reader.youKnowQuran',
  },
} as const satisfies Record<KnowledgeFiguresProps['of'], Record<string, UiMessageId>>

/**
 * The two figures of what a learner knows of a text (issue 45), a list named for the text:
 * the share of its words they are learning or know (a word answered right once counts, so it
 * rises from the first right answer), then the share they know (core's `isKnown`: stable for
 * three weeks, not due). Its texts are the reader's part of the dictionary.
 */
export function KnowledgeFigures({ knowledge, of }: KnowledgeFiguresProps) {
  const { t } = useKalima()
  const texts = TEXTS[of]
  return (
    <ul className="kalima-reader-figures" aria-label={t(texts.label)}>
      <li className="kalima-reader-learning">
        {t(texts.learning, { percent: knowledge.learningPercent })}
      </li>
      <li className="kalima-reader-known">{t(texts.known, { percent: knowledge.percent })}</li>
    </ul>
  )
}
