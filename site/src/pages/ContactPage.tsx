import { ContactForm } from '@kalima/react'
import { Page } from '../layout/Page'

const CONTACT_EMAIL = import.meta.env.VITE_KALIMA_CONTACT_EMAIL || 'hello@kalima.app'

/** Contact: the address, the location, and the form (stored and e-mailed by the server). */
export function ContactPage() {
  return (
    <Page title="Contact" heading="Contact us">
      <section className="info-card" aria-label="Contact details">
        <p>
          E-mail: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
        <p>Location: United States</p>
      </section>
      <ContactForm title={null} />
    </Page>
  )
}
