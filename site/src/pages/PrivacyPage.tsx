import { usePageTexts } from '../content'
import { Page } from '../layout/Page'

/** Privacy: exactly what is stored where, in the interface language. */
export function PrivacyPage() {
  const { privacy } = usePageTexts()
  const list = (items: readonly string[]) => (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
  return (
    <Page title={privacy.title} heading={privacy.heading}>
      <p>{privacy.intro}</p>
      <h2>{privacy.deviceHeading}</h2>
      {list(privacy.device)}
      <h2>{privacy.serverHeading}</h2>
      {list(privacy.server)}
      <h2>{privacy.writeHeading}</h2>
      {list(privacy.write)}
      <h2>{privacy.embedHeading}</h2>
      <p>{privacy.embed}</p>
      <p>{privacy.delete}</p>
    </Page>
  )
}
