import { usePageTexts } from '../content'
import { Page } from '../layout/Page'

/** Terms of use, in the interface language. */
export function TermsPage() {
  const { terms } = usePageTexts()
  return (
    <Page title={terms.title} heading={terms.heading}>
      <p>{terms.intro}</p>
      <h2>{terms.accountHeading}</h2>
      <p>{terms.account}</p>
      <h2>{terms.contentHeading}</h2>
      <p>{terms.content}</p>
      <h2>{terms.fairHeading}</h2>
      <p>{terms.fair}</p>
      <h2>{terms.warrantyHeading}</h2>
      <p>{terms.warranty}</p>
    </Page>
  )
}
