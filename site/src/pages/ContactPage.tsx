import { ContactForm, useKalima } from '@kalima/react'
import { Page } from '../layout/Page'

const CONTACT_EMAIL = import.meta.env.VITE_KALIMA_CONTACT_EMAIL || 'hello@kalima.app'

/** Contact: the address, the location, and the form (stored and e-mailed by the server). */
export function ContactPage() {
  const { t } = useKalima()
  return (
    <Page title={t('site.nav.contact')} heading={t('contact.title')}>
      <section className="info-card" aria-label={t('site.contact.details')}>
        <p>
          {t('site.contact.email')}{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} dir="ltr" translate="no">
            {CONTACT_EMAIL}
          </a>
        </p>
        <p>{t('site.contact.location')}</p>
      </section>
      <ContactForm title={null} />
    </Page>
  )
}
