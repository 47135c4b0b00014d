import { StudyAssistant } from '@kalima/react'
import { Page } from '../layout/Page'

/** The study assistant, computed from the learner's own history. */
export function DashboardPage() {
  return (
    <Page title="Study Assistant" heading="Study Assistant" className="page--wide page--dashboard">
      <StudyAssistant variant="dashboard" headingLevel={2} />
    </Page>
  )
}
