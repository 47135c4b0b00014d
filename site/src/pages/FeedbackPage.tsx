import { FeedbackForm, useKalima } from '@kalima/react'
import { Page } from '../layout/Page'

/** Feedback: rating 1–5, comment, optional e-mail; stored on the server. */
export function FeedbackPage() {
  const { t } = useKalima()
  return (
    <Page title={t('site.nav.feedback')} heading={null}>
      <FeedbackForm headingLevel={1} />
      <p>{t('site.feedback.intro')}</p>
    </Page>
  )
}
