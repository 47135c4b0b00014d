import { Page } from '../layout/Page'

/** Terms of use. */
export function TermsPage() {
  return (
    <Page title="Terms of use" heading="Terms of use">
      <p>Kalima is free to use for learning, teaching and embedding in your own pages.</p>
      <h2>Your account</h2>
      <p>
        You may study without an account. If you create one, keep your password to yourself; you can
        ask us to delete your account and its data at any time through the contact page.
      </p>
      <h2>Content</h2>
      <p>
        The vocabulary is derived from the Quranic Arabic Corpus (GNU GPL) and the Quran.com
        word-by-word translations; verse translations come from quran-json (CC BY-SA 4.0). Meanings
        are study aids, not a translation of the Quran.
      </p>
      <h2>Fair use</h2>
      <p>
        Do not attempt to read other learners' data, overload the service, or send abusive messages.
        Contact and feedback forms are rate-limited.
      </p>
      <h2>No warranty</h2>
      <p>
        Kalima is provided as is. We work to never lose your progress, but keep no liability for
        losses.
      </p>
    </Page>
  )
}
