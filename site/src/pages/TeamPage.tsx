import { useKalima } from '@kalima/react'
import team from '../data/team.json'
import { Page } from '../layout/Page'

/** A member as site/src/data/team.json lists them; their texts are the `team.member.<id>.…` messages. */
interface Member {
  id: keyof typeof EXPERTISE
  image: string
  social: { linkedin?: string; github?: string; email?: string }
}

/** Each member's fields of expertise, by the ids of their texts (`team.member.<id>.expertise.<key>`). */
const EXPERTISE = {
  kalima: ['morphology', 'spacedRepetition', 'accessibility', 'offline'],
} as const

/** Team: the members listed in site/src/data/team.json, in the interface language. */
export function TeamPage() {
  const { t } = useKalima()
  const members = team as Member[]
  return (
    <Page title={t('team.title')} heading={t('team.heading')}>
      <ul className="team-grid">
        {members.map((m) => (
          <li key={m.id} className="team-card">
            <img src={m.image} alt="" width={96} height={96} />
            <h2>{t(`team.member.${m.id}.name`)}</h2>
            <p className="team-card__role">{t(`team.member.${m.id}.role`)}</p>
            <p>{t(`team.member.${m.id}.bio`)}</p>
            <p>
              <strong>{t('team.education')}</strong> {t(`team.member.${m.id}.education`)}
            </p>
            <h3>{t('team.expertise')}</h3>
            <ul>
              {EXPERTISE[m.id].map((e) => (
                <li key={e}>{t(`team.member.${m.id}.expertise.${e}`)}</li>
              ))}
            </ul>
            <p className="team-card__links">
              {m.social.linkedin && <a href={m.social.linkedin}>LinkedIn</a>}
              {m.social.github && (
                <a href={m.social.github} translate="no">
                  GitHub
                </a>
              )}
              {m.social.email && <a href={m.social.email}>{t('team.email')}</a>}
            </p>
          </li>
        ))}
      </ul>
    </Page>
  )
}
