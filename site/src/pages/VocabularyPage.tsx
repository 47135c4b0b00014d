import { getStudyWords } from '@kalima/core'
import { useKalima, WordIndex } from '@kalima/react'
import { renderLink } from '../layout/routerLink'
import { usePageTitle } from '../layout/usePageTitle'

/**
 * /vocabulary: every word Kalima teaches, found by its Arabic, transliteration or meaning and
 * narrowed to what the learner knows; a word opens with its forms, root family and verses.
 */
export function VocabularyPage() {
  const { t } = useKalima()
  usePageTitle(t('reader.wordsTitle'))
  return (
    <div className="page page--wide" data-page="vocabulary">
      <header className="page-banner">
        <h1>{t('reader.wordsTitle')}</h1>
        <p>{t('reader.wordsIntro', { n: getStudyWords().length })}</p>
      </header>
      <WordIndex
        lessonHref={(lesson) => `/learn/${lesson}`}
        verseHref={(surah, verse) => `/read/${surah}/${verse}`}
        renderLink={renderLink}
      />
    </div>
  )
}
