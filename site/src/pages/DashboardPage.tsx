import { StudyAssistant } from '@kalima/react'
import { Page } from '../layout/Page'

/** The study assistant, computed from the learner's own history. */
export function DashboardPage() {
  return (
    <Page title="Study Assistant" heading={null} className="page--wide page--dashboard">
      <StudyAssistant variant="dashboard" headingLevel={1} />
    </Page>
  )
}
