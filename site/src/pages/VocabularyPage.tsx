import { getStudyWords } from '@kalima/core'
import { useKalima, WordIndex } from '@kalima/react'
import { useState } from 'react'
import { renderLink } from '../layout/routerLink'
import { usePageTitle } from '../layout/usePageTitle'

/**
 * /vocabulary: every word Kalima teaches, found by its Arabic, transliteration or meaning and
 * narrowed to what the learner knows; a word opens with its forms, root family and verses.
 */
export function VocabularyPage() {
  const { t } = useKalima()
  usePageTitle(t('reader.wordsTitle'))
  // The search lives in the URL (?q=), so Back from a word's lesson or verse returns to it.
  const [initial] = useState(() =>
    typeof window === 'undefined'
      ? ''
      : (new URLSearchParams(window.location.search).get('q') ?? ''),
  )
  const remember = (query: string) =>
    window.history.replaceState(
      window.history.state,
      '',
      query ? `?q=${encodeURIComponent(query)}` : window.location.pathname,
    )
  return (
    <div className="page page--wide" data-page="vocabulary">
      <header className="page-banner">
        <h1>{t('reader.wordsTitle')}</h1>
        <p>{t('reader.wordsIntro', { n: getStudyWords().length })}</p>
      </header>
      <WordIndex
        defaultQuery={initial}
        onQueryChange={remember}
        lessonHref={(lesson) => `/learn/${lesson}`}
        verseHref={(surah, verse) => `/read/${surah}/${verse}`}
        renderLink={renderLink}
      />
    </div>
  )
}
