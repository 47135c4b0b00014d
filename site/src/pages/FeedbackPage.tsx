import { FeedbackForm } from '@kalima/react'
import { Page } from '../layout/Page'

/** Feedback: rating 1–5, comment, optional e-mail; stored on the server. */
export function FeedbackPage() {
  return (
    <Page title="Feedback" heading={null}>
      <FeedbackForm headingLevel={1} />
      <p>Tell us what helps you learn and what gets in the way.</p>
    </Page>
  )
}
