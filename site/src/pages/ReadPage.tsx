import { deckPath, getStudyWords, type LanguageCode } from '@kalima/core'
import { isSurahNumber, loadReaderPage } from '@kalima/core/reader'
import { Reader, SurahList, useKalima } from '@kalima/react'
import { Link, useParams } from 'wouter'
import { ReaderDownload } from '../layout/ReaderDownload'
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
        <p>
          <Link to="/vocabulary">{t('reader.wordsLink', { n: getStudyWords().length })}</Link>
        </p>
      </header>
      <SurahList surahHref={(n) => `/read/${n}`} renderLink={renderLink} />
      <ReaderDownload />
    </div>
  )
}

/**
 * /read/:chapter and /read/:chapter/:verse: one surah in the reader, at the verse when one is
 * given (an unknown surah shows the list; a verse it does not have, the surah from its start).
 */
export function ReadSurahPage() {
  const { t } = useKalima()
  const params = useParams()
  const n = Number(params.chapter)
  const verse = params.verse === undefined ? undefined : Number(params.verse)
  const valid = isSurahNumber(n)
  usePageTitle(valid ? t('banner.surah', { n }) : t('reader.listTitle'))
  if (!valid) return <ReadPage />
  return (
    <div className="page page--wide" data-page="read-surah">
      <Reader
        surah={n}
        {...(verse !== undefined && Number.isInteger(verse) && verse > 0 ? { verse } : {})}
        headingLevel={1}
        lessonHref={(lesson) => `/learn/${lesson}`}
        verseHref={(surah, v) => `/read/${surah}/${v}`}
        studyHref={(deck) => deckPath('learn', deck)}
        renderLink={renderLink}
      />
    </div>
  )
}

/**
 * Loads what /read/:chapter shows (the surah list's index, the surah's words, its texts in
 * `lang` and, where they have no word-by-word glosses, the meanings) as soon as the page's
 * code arrives: main.tsx awaits it before the first render, which so shows the verses the
 * prerendered page shows instead of "Loading…". Resolves, never rejects: offline, the reader
 * says what it could not load.
 */
export function prefetchReading(pathname: string, lang: LanguageCode): Promise<void> {
  const n = Number(/^\/read\/(\d{1,3})(\/|$)/.exec(pathname)?.[1])
  if (!isSurahNumber(n)) return Promise.resolve()
  return loadReaderPage(n, lang).catch(() => undefined)
}
