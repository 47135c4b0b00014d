import { progressCounts } from '@kalima/core'
import { ProgressTerms, Review, useKalima, useProgress, useProgressLoaded } from '@kalima/react'
import { useState } from 'react'
import { Link } from 'react-router'
import { renderLink } from '../layout/routerLink'
import { SettingsDialog } from '../layout/SettingsDialog'
import { StudyBar } from '../layout/StudyBar'
import { usePageTitle } from '../layout/usePageTitle'

/** Review: spaced repetition over every word already studied. */
export function ReviewPage() {
  const { t, now } = useKalima()
  usePageTitle(t('mode.review'))
  const loaded = useProgressLoaded()
  // Words come to Review once answered, or added from the reader (core's progressCounts):
  // say so only when none is.
  const answered = useProgress((p) => {
    const c = progressCounts(p, { now: now() })
    return c.learning + c.mastered + c.due
  })
  const [settingsOpen, setSettingsOpen] = useState(false)
  return (
    <div className="card-page" data-mode="review">
      <StudyBar mode="review" title={t('review.title')} onSettings={() => setSettingsOpen(true)} />
      <header className="page-banner">
        <h1>{t('mode.review')}</h1>
        <p>{t('site.review.intro')}</p>
      </header>
      <div className="card-page__body">
        <div className="card-page__mode">
          <Review homeHref="/flash" renderLink={renderLink} />
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
