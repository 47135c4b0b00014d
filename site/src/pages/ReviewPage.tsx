import { Review, useKalima } from '@kalima/react'
import { useState } from 'react'
import { Link } from 'react-router'
import { renderLink } from '../layout/routerLink'
import { SettingsDialog } from '../layout/SettingsDialog'
import { StudyBar } from '../layout/StudyBar'
import { usePageTitle } from '../layout/usePageTitle'

/** Review: spaced repetition over every word already studied. */
export function ReviewPage() {
  usePageTitle('Review')
  const { t } = useKalima()
  const [settingsOpen, setSettingsOpen] = useState(false)
  return (
    <div className="card-page" data-mode="review">
      <StudyBar mode="review" title={t('review.title')} onSettings={() => setSettingsOpen(true)} />
      <header className="page-banner">
        <h1>Review</h1>
        <p>Words you have studied come back just before you would forget them.</p>
      </header>
      <div className="card-page__body">
        <div className="card-page__mode">
          <Review homeHref="/flash" renderLink={renderLink} />
        </div>
      </div>
      <p className="page-note">
        Nothing studied yet? Start with <Link to="/flashcards/1">lesson 1</Link>.
      </p>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  )
}
