import { type UiMessageId, useKalima } from '@kalima/react'
import { Page } from '../layout/Page'

/** What is stored on the learner's device: the ids of the list's items. */
const DEVICE = [
  'privacy.device.progress',
  'privacy.device.files',
  'privacy.device.backup',
] as const satisfies readonly UiMessageId[]
/** What is stored on the server for a signed-in learner. */
const SERVER = [
  'privacy.server.account',
  'privacy.server.progress',
  'privacy.server.reminders',
] as const satisfies readonly UiMessageId[]
/** What is kept of messages written to the team. */
const WRITE = [
  'privacy.write.contact',
  'privacy.write.feedback',
  'privacy.write.readBack',
] as const satisfies readonly UiMessageId[]

/** Privacy: exactly what is stored where, in the interface language. */
export function PrivacyPage() {
  const { t } = useKalima()
  const list = (items: readonly UiMessageId[]) => (
    <ul>
      {items.map((item) => (
        <li key={item}>{t(item)}</li>
      ))}
    </ul>
  )
  return (
    <Page title={t('privacy.title')} heading={t('privacy.heading')}>
      <p>{t('privacy.intro')}</p>
      <h2>{t('privacy.deviceHeading')}</h2>
      {list(DEVICE)}
      <h2>{t('privacy.serverHeading')}</h2>
      {list(SERVER)}
      <h2>{t('privacy.writeHeading')}</h2>
      {list(WRITE)}
      <h2>{t('privacy.embedHeading')}</h2>
      <p>{t('privacy.embed')}</p>
      <p>{t('privacy.delete')}</p>
    </Page>
  )
}
