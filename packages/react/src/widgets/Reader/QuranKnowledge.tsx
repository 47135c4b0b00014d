import { closestSurah, quranKnowledge, type SurahSummary } from '@kalima/core/reader'
import { useKalima, useProgress } from '../../hooks/useKalima'
import { surahName } from '../../shared/deckTitle'
import { defaultLink, type RenderLink } from '../../shared/navigation'
import { KnowledgeFigures } from './KnowledgeFigures'

/** Props of {@link QuranKnowledge}. */
export interface QuranKnowledgeProps {
  /** The reader's index of the 114 surahs (core's `loadReaderIndex`). */
  index: readonly SurahSummary[]
  /** Link of a surah in the reader (e.g. `/read/67`); without one the surah is named, not linked. */
  surahHref?: (surah: number) => string
  /** Renders links with the host's router; `<a>` by default. */
  renderLink?: RenderLink
}

/**
 * The Quran's two figures for this learner, now ("You are learning or know N% of the Quran's
 * words", "You know M%") and the surah closest to fully known, by the coverage rule (core's
 * `quranKnowledge`, `closestSurah`). Its texts are the reader's part of the dictionary: a
 * widget showing it has that part loaded. Shown by the surah list and by the study assistant
 * (the home page's figure and the dashboard's).
 */
export function QuranKnowledge({ index, surahHref, renderLink }: QuranKnowledgeProps) {
  const { t, now } = useKalima()
  const progress = useProgress()
  const at = now()
  const closest = closestSurah(progress, index, at)
  const link = renderLink ?? defaultLink
  const closestText =
    closest &&
    t('reader.closest', {
      name: surahName(closest.summary.surah, t, closest.summary.name),
      percent: closest.knowledge.percent,
    })
  return (
    <>
      <KnowledgeFigures knowledge={quranKnowledge(progress, index, at)} of="quran" />
      {closest && (
        <p className="kalima-reader-closest">
          {surahHref
            ? link({ href: surahHref(closest.summary.surah), children: closestText })
            : closestText}
        </p>
      )}
    </>
  )
}
