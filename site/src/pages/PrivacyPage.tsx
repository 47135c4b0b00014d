import { Page } from '../layout/Page'

/** Privacy: exactly what is stored where. */
export function PrivacyPage() {
  return (
    <Page title="Privacy" heading="Privacy">
      <p>Kalima stores only what it needs to keep your progress. No ads, no trackers.</p>
      <h2>On your device (always)</h2>
      <ul>
        <li>
          Your chosen language, settings, and study progress (per word: correct answers and
          attempts; per lesson: words mastered and last visit; test results; review schedule; a
          daily count of answers for the study assistant) in your browser's IndexedDB.
        </li>
        <li>The app's files, cached so it works offline.</li>
      </ul>
      <h2>On our server (only if you sign in)</h2>
      <ul>
        <li>Your account: username, e-mail, display name, optional avatar, password hash.</li>
        <li>
          Your settings, progress, time spent per card and test results, readable and writable only
          by you.
        </li>
      </ul>
      <h2>When you write to us</h2>
      <ul>
        <li>
          Contact messages (name, e-mail, subject, message) are stored and e-mailed to our team.
        </li>
        <li>Feedback (rating, comment, optional e-mail) is stored.</li>
        <li>Neither can be read back through the app's API by anyone.</li>
      </ul>
      <h2>Embedded widgets</h2>
      <p>
        A Kalima widget on another site keeps its progress in that site's browser storage only; it
        sends nothing to our server.
      </p>
      <p>To delete your account and data, write to us through the contact page.</p>
    </Page>
  )
}
