import { deckFromPath, deckIdOf, progressCounts } from '@kalima/core'
import {
  deckTitle,
  ProgressTerms,
  Review,
  useKalima,
  useProgress,
  useProgressLoaded,
} from '@kalima/react'
import { useRef, useState } from 'react'
import { Link, useParams } from 'wouter'
import { renderLink } from '../layout/routerLink'
import { SettingsDialog } from '../layout/SettingsDialog'
import { StudyBar } from '../layout/StudyBar'
import { useCardKeys } from '../layout/useCardKeys'
import { usePageTitle } from '../layout/usePageTitle'

/**
 * Review: spaced repetition over every word already studied; at /review/read/:read, over the
 * words of that surah (a deck from the reader).
 */
export function ReviewPage() {
  const { t, now } = useKalima()
  const params = useParams()
  const deck = params.read === undefined ? undefined : deckFromPath({ read: params.read })
  // Review over every deck has no deck, and its bar no title: the mode's name says it all.
  const named = deck && { deck, title: deckTitle(deck, t) }
  usePageTitle(
    named ? t('site.cardTitle', { deck: named.title, mode: t('mode.review') }) : t('mode.review'),
  )
  const loaded = useProgressLoaded()
  // Words come to Review once answered, or added from the reader (core's progressCounts):
  // say so only when none is.
  const answered = useProgress((p) => {
    const c = progressCounts(p, { now: now() })
    return c.learning + c.known + c.due
  })
  const [settingsOpen, setSettingsOpen] = useState(false)
  const modeRef = useRef<HTMLDivElement>(null)
  useCardKeys(modeRef)
  return (
    <div className="card-page" data-mode="review">
      <StudyBar mode="review" {...named} onSettings={() => setSettingsOpen(true)} />
      <header className="page-banner">
        <h1>{t('mode.review')}</h1>
        <p>{t('site.review.intro')}</p>
      </header>
      <div className="card-page__body">
        <div className="card-page__mode" ref={modeRef}>
          <Review
            key={deck ? deckIdOf(deck) : ''}
            homeHref="/flash"
            todayHref="/today"
            renderLink={renderLink}
            {...(deck ? { deck } : {})}
          />
        </div>
      </div>
      {loaded && answered === 0 && (
        <p className="page-note">
          {t('review.nothingStudied')} <Link to="/learn/1">{t('review.startLesson')}</Link>
        </p>
      )}
      <ProgressTerms className="page-note" />
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  )
}
