import { useKalima } from '@kalima/react'
import { Page } from '../layout/Page'

/** Terms of use, in the interface language. */
export function TermsPage() {
  const { t } = useKalima()
  return (
    <Page title={t('terms.title')} heading={t('terms.heading')}>
      <p>{t('terms.intro')}</p>
      <h2>{t('terms.accountHeading')}</h2>
      <p>{t('terms.account')}</p>
      <h2>{t('terms.contentHeading')}</h2>
      <p>{t('terms.content')}</p>
      <h2>{t('terms.fairHeading')}</h2>
      <p>{t('terms.fair')}</p>
      <h2>{t('terms.warrantyHeading')}</h2>
      <p>{t('terms.warranty')}</p>
    </Page>
  )
}
