import { StudyAssistant, useKalima } from '@kalima/react'
import { Page } from '../layout/Page'
import { renderLink } from '../layout/routerLink'

/** The study assistant, computed from the learner's own history. */
export function DashboardPage() {
  const { t } = useKalima()
  return (
    <Page title={t('assistant.title')} heading={null} className="page--wide page--dashboard">
      <StudyAssistant
        variant="dashboard"
        headingLevel={1}
        surahHref={(n) => `/read/${n}`}
        startHref="/today"
        renderLink={renderLink}
      />
    </Page>
  )
}
