import { DATA_ATTRIBUTIONS, DATA_SOURCES } from '@kalima/core'
import { Link } from 'react-router'
import { figures, formatCount } from '../data/figures'
import { Page } from '../layout/Page'

const values = [
  {
    name: 'Authenticity',
    text: 'Every word, frequency, root and example verse comes from the Quranic Arabic Corpus; every figure on this site is computed from it.',
  },
  {
    name: 'Accessibility',
    text: 'Free, fast on cheap phones and slow networks, usable offline, by keyboard and with a screen reader, in seven languages.',
  },
  {
    name: 'Innovation',
    text: 'Five study modes and spaced-repetition review, with progress that syncs across devices and is never lost.',
  },
]

/** About: true statistics, values and credits. */
export function AboutPage() {
  const stats = [
    { label: 'Words to learn', value: formatCount(figures.words) },
    { label: 'Lessons', value: String(figures.lessons) },
    { label: 'Languages', value: String(figures.languages) },
    { label: "Of the Quran's words covered", value: `${figures.coveragePercent}%` },
    {
      label: `Covered by the ${figures.words} words + pronouns`,
      value: `${figures.coverageWithPronounsPercent}%`,
    },
  ]
  return (
    <Page title="About" heading="About Kalima">
      <p className="lead">
        Kalima (<span lang="ar">كَلِمَة</span>, “word”) teaches the {figures.words} most frequent words
        of the Quran. Together they make up {figures.coverageExact}% of its{' '}
        {formatCount(figures.quranWords)} words, so a learner who knows them recognises about four
        words in five of every page. With the {figures.pronouns} personal pronouns and suffixes of
        the Pronouns deck (<bdi lang="ar">هُوَ، ـهُمْ</bdi> …), the {figures.words} words + pronouns
        cover {figures.coverageWithPronounsExact}%.
      </p>
      <ul className="stat-grid" aria-label="Kalima in figures">
        {stats.map((s) => (
          <li key={s.label} className="stat-card">
            <strong>{s.value}</strong>
            <span>{s.label}</span>
          </li>
        ))}
      </ul>
      <h2>Our values</h2>
      <ul className="value-list">
        {values.map((v) => (
          <li key={v.name}>
            <h3>{v.name}</h3>
            <p>{v.text}</p>
          </li>
        ))}
      </ul>
      <h2>Credits</h2>
      <ul className="credits">
        {DATA_SOURCES.map((source) => (
          <li key={source.id}>
            <a href={source.url}>{source.name}</a>
            {source.licence && ` (${source.licence})`}: {DATA_ATTRIBUTIONS[source.id].usedFor}.{' '}
            {DATA_ATTRIBUTIONS[source.id].attribution}
          </li>
        ))}
      </ul>
      <p>
        How the words were chosen is told in <Link to="/blog">our blog</Link>.
      </p>
    </Page>
  )
}
