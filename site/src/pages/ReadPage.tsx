import { isSurahNumber } from '@kalima/core'
import { Reader, SurahList, useKalima } from '@kalima/react'
import { useParams } from 'react-router'
import { renderLink } from '../layout/routerLink'
import { usePageTitle } from '../layout/usePageTitle'

/** /read: the 114 surahs with what the learner knows of each. */
export function ReadPage() {
  const { t } = useKalima()
  usePageTitle(t('reader.listTitle'))
  return (
    <div className="page page--wide" data-page="read">
      <header className="page-banner">
        <h1>{t('reader.listTitle')}</h1>
        <p>{t('reader.listIntro')}</p>
      </header>
      <SurahList surahHref={(n) => `/read/${n}`} renderLink={renderLink} />
    </div>
  )
}

/** /read/:chapter: one surah in the reader (an unknown number shows the list). */
export function ReadSurahPage() {
  const { t } = useKalima()
  const n = Number(useParams().chapter)
  const valid = isSurahNumber(n)
  usePageTitle(valid ? t('banner.surah', { n }) : t('reader.listTitle'))
  if (!valid) return <ReadPage />
  return (
    <div className="page page--wide" data-page="read-surah">
      <Reader
        surah={n}
        headingLevel={1}
        lessonHref={(lesson) => `/learn/${lesson}`}
        renderLink={renderLink}
      />
    </div>
  )
}
