import team from '../data/team.json'
import { Page } from '../layout/Page'

interface Member {
  name: string
  role: string
  image: string
  bio: string
  education: string
  expertise: string[]
  social: { linkedin?: string; github?: string; email?: string }
}

/** Team: the members listed in site/src/data/team.json. */
export function TeamPage() {
  const members = team as Member[]
  return (
    <Page title="Team" heading="Our team">
      <ul className="team-grid">
        {members.map((m) => (
          <li key={m.name} className="team-card">
            <img src={m.image} alt="" width={96} height={96} />
            <h2>{m.name}</h2>
            <p className="team-card__role">{m.role}</p>
            <p>{m.bio}</p>
            <p>
              <strong>Education:</strong> {m.education}
            </p>
            <h3>Expertise</h3>
            <ul>
              {m.expertise.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
            <p className="team-card__links">
              {m.social.linkedin && <a href={m.social.linkedin}>LinkedIn</a>}
              {m.social.github && <a href={m.social.github}>GitHub</a>}
              {m.social.email && <a href={m.social.email}>Email</a>}
            </p>
          </li>
        ))}
      </ul>
    </Page>
  )
}
