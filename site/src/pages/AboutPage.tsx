import { DATA_ATTRIBUTIONS, DATA_SOURCES } from '@kalima/core'
import { formatNumber, useKalima } from '@kalima/react'
import { Link } from 'wouter'
import { fill, usePageTexts } from '../content'
import { figures } from '../data/figures'
import { Page } from '../layout/Page'

/** About: true statistics, values and credits, in the interface language. */
export function AboutPage() {
  const { uiLanguage: lang } = useKalima()
  const { about } = usePageTexts()
  const n = (value: number) => formatNumber(value, lang)
  const stats = [
    { label: about.stats.words, value: n(figures.words) },
    { label: about.stats.lessons, value: n(figures.lessons) },
    { label: about.stats.languages, value: n(figures.languages) },
    { label: about.stats.coverage, value: `${n(figures.coveragePercent)}%` },
    {
      label: fill(about.stats.coverageWithPronouns, { words: figures.words }, lang),
      value: `${n(figures.coverageWithPronounsPercent)}%`,
    },
  ]
  return (
    <Page title={about.title} heading={about.heading}>
      <p className="lead">
        {fill(
          about.lead,
          {
            kalima: <span lang="ar">كَلِمَة</span>,
            words: figures.words,
            coverage: figures.coverageExact,
            quranWords: figures.quranWords,
            pronouns: figures.pronouns,
            examples: <bdi lang="ar">هُوَ، ـهُمْ</bdi>,
            coverageWithPronouns: figures.coverageWithPronounsExact,
          },
          lang,
        )}
      </p>
      <ul className="stat-grid" aria-label={about.statsLabel}>
        {stats.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <li key={i} className="stat-card">
            <strong>{s.value}</strong>
            <span>{s.label}</span>
          </li>
        ))}
      </ul>
      <h2>{about.valuesHeading}</h2>
      <ul className="value-list">
        {about.values.map((v) => (
          <li key={v.name}>
            <h3>{v.name}</h3>
            <p>{v.text}</p>
          </li>
        ))}
      </ul>
      <h2>{about.creditsHeading}</h2>
      <ul className="credits">
        {DATA_SOURCES.map((source) => (
          <li key={source.id}>
            {/* Names and quotations: not translated (translate="no"). */}
            <bdi translate="no">
              <a href={source.url}>{source.name}</a>
              {source.licence && ` (${source.licence})`}
            </bdi>
            : {about.usedFor[source.id]}.{' '}
            {/* The attribution the source requires, quoted as it words it. */}
            <q lang="en" dir="ltr" translate="no">
              {DATA_ATTRIBUTIONS[source.id].attribution}
            </q>
          </li>
        ))}
      </ul>
      {/* A text file of the build (build-config/licences-plugin.ts), not a page of the app. */}
      <p>
        {fill(
          about.notices,
          { link: <a href={`${import.meta.env.BASE_URL}NOTICE.txt`}>{about.noticesLink}</a> },
          lang,
        )}
      </p>
      <p>{fill(about.blog, { link: <Link to="/blog">{about.blogLink}</Link> }, lang)}</p>
    </Page>
  )
}
