import { ProgressTerms, Today, useKalima } from '@kalima/react'
import { useRef, useState } from 'react'
import { renderLink } from '../layout/routerLink'
import { SettingsDialog } from '../layout/SettingsDialog'
import { StudyBar } from '../layout/StudyBar'
import { useCardKeys } from '../layout/useCardKeys'
import { usePageTitle } from '../layout/usePageTitle'

/** Today: the learner's daily session (reviews due, then the day's new words). */
export function TodayPage() {
  const { t } = useKalima()
  usePageTitle(t('today.title'))
  const [settingsOpen, setSettingsOpen] = useState(false)
  const modeRef = useRef<HTMLDivElement>(null)
  useCardKeys(modeRef)
  // /today?more=1 (the home card's "Learn more"): a session of new words past the day's goal.
  const [more] = useState(
    () => typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('more'),
  )
  return (
    <div className="card-page" data-mode="today">
      <StudyBar mode="today" onSettings={() => setSettingsOpen(true)} />
      <header className="page-banner">
        <h1>{t('today.title')}</h1>
        <p>{t('site.today.intro')}</p>
      </header>
      <div className="card-page__body">
        <div className="card-page__mode" ref={modeRef}>
          <Today homeHref="/flash" renderLink={renderLink} more={more} />
        </div>
      </div>
      <ProgressTerms className="page-note" />
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  )
}
