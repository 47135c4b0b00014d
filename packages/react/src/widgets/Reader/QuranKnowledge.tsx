import { closestSurah, quranKnowledge, type SurahSummary } from '@kalima/core/reader'
import { useKalima, useProgress } from '../../hooks/useKalima'
import { surahName } from '../../shared/deckTitle'
import { defaultLink, type RenderLink } from '../../shared/navigation'

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
 * "You understand N% of the Quran's words" and the surah closest to fully known, for this
 * learner, by the coverage rule (core's `quranKnowledge`, `closestSurah`). Its texts are the
 * reader's part of the dictionary: a widget showing it has that part loaded. Shown by the
 * surah list and by the study assistant.
 */
export function QuranKnowledge({ index, surahHref, renderLink }: QuranKnowledgeProps) {
  const { t } = useKalima()
  const progress = useProgress()
  const closest = closestSurah(progress, index)
  const link = renderLink ?? defaultLink
  const closestText =
    closest &&
    t('reader.closest', {
      name: surahName(closest.summary.surah, t, closest.summary.name),
      percent: closest.knowledge.percent,
    })
  return (
    <>
      <p className="kalima-reader-known">
        {t('reader.youKnowQuran', { percent: quranKnowledge(progress, index).percent })}
      </p>
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
