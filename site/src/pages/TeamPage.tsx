import { usePageTexts } from '../content'
import team from '../data/team.json'
import { Page } from '../layout/Page'

/** A member as site/src/data/team.json lists them; their texts are in the page texts. */
interface Member {
  id: 'kalima'
  image: string
  social: { linkedin?: string; github?: string; email?: string }
}

/** Team: the members listed in site/src/data/team.json, in the interface language. */
export function TeamPage() {
  const texts = usePageTexts().team
  const members = team as Member[]
  return (
    <Page title={texts.title} heading={texts.heading}>
      <ul className="team-grid">
        {members.map((m) => {
          const about = texts.members[m.id]
          return (
            <li key={m.id} className="team-card">
              <img src={m.image} alt="" width={96} height={96} />
              <h2>{about.name}</h2>
              <p className="team-card__role">{about.role}</p>
              <p>{about.bio}</p>
              <p>
                <strong>{texts.education}</strong> {about.education}
              </p>
              <h3>{texts.expertise}</h3>
              <ul>
                {about.expertise.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
              <p className="team-card__links">
                {m.social.linkedin && <a href={m.social.linkedin}>LinkedIn</a>}
                {m.social.github && (
                  <a href={m.social.github} translate="no">
                    GitHub
                  </a>
                )}
                {m.social.email && <a href={m.social.email}>{texts.email}</a>}
              </p>
            </li>
          )
        })}
      </ul>
    </Page>
  )
}
