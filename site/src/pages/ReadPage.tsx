import {
  deckPath,
  isSurahNumber,
  type LanguageCode,
  loadReaderIndex,
  loadReaderSurah,
  loadReaderText,
} from '@kalima/core'
import { Reader, SurahList, useKalima } from '@kalima/react'
import { useParams } from 'react-router'
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
 * Starts loading what /read/:chapter shows (the surah list's index, the surah's words and its
 * texts in `lang`) as soon as the page's code arrives, before its first render: the reader's
 * loaders keep the promises, so the Reader finds them under way instead of starting them
 * from its effects one render later.
 */
export function prefetchReading(pathname: string, lang: LanguageCode): void {
  const n = Number(/^\/read\/(\d{1,3})(\/|$)/.exec(pathname)?.[1])
  if (!isSurahNumber(n)) return
  const quiet = (promise: Promise<unknown>) => void promise.catch(() => undefined)
  quiet(loadReaderIndex())
  quiet(loadReaderSurah(n))
  quiet(loadReaderText(n, lang))
}
