import { DATA_ATTRIBUTIONS, DATA_SOURCES } from '@kalima/core'
import { formatNumber, RichMessage, useKalima } from '@kalima/react'
import { Link } from 'wouter'
import { figures } from '../data/figures'
import { Page } from '../layout/Page'

/** The values the page names, by the ids of their texts (`about.values.<key>.name`, `.text`). */
const VALUES = ['authenticity', 'accessibility', 'innovation'] as const

/** About: true statistics, values and credits, in the interface language. */
export function AboutPage() {
  const { t, uiLanguage: lang } = useKalima()
  const n = (value: number) => formatNumber(value, lang)
  const stats = [
    { label: t('about.stats.words'), value: n(figures.words) },
    { label: t('about.stats.lessons'), value: n(figures.lessons) },
    { label: t('about.stats.languages'), value: n(figures.languages) },
    { label: t('about.stats.coverage'), value: `${n(figures.coveragePercent)}%` },
    {
      label: t('about.stats.coverageWithPronouns', { words: figures.words }),
      value: `${n(figures.coverageWithPronounsPercent)}%`,
    },
  ]
  return (
    <Page title={t('about.title')} heading={t('about.heading')}>
      <p className="lead">
        <RichMessage
          id="about.lead"
          values={{
            kalima: <span lang="ar">كَلِمَة</span>,
            words: figures.words,
            coverage: figures.coverageExact,
            quranWords: figures.quranWords,
            pronouns: figures.pronouns,
            examples: <bdi lang="ar">هُوَ، ـهُمْ</bdi>,
            coverageWithPronouns: figures.coverageWithPronounsExact,
          }}
        />
      </p>
      <ul className="stat-grid" aria-label={t('about.statsLabel')}>
        {stats.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <li key={i} className="stat-card">
            <strong>{s.value}</strong>
            <span>{s.label}</span>
          </li>
        ))}
      </ul>
      <h2>{t('about.valuesHeading')}</h2>
      <ul className="value-list">
        {VALUES.map((value) => (
          <li key={value}>
            <h3>{t(`about.values.${value}.name`)}</h3>
            <p>{t(`about.values.${value}.text`)}</p>
          </li>
        ))}
      </ul>
      <h2>{t('about.creditsHeading')}</h2>
      <ul className="credits">
        {DATA_SOURCES.map((source) => (
          <li key={source.id}>
            {/* Names and quotations: not translated (translate="no"). */}
            <bdi translate="no">
              <a href={source.url}>{source.name}</a>
              {source.licence && ` (${source.licence})`}
            </bdi>
            : {t(`about.usedFor.${source.id}`)}.{' '}
            {/* The attribution the source requires, quoted as it words it. */}
            <q lang="en" dir="ltr" translate="no">
              {DATA_ATTRIBUTIONS[source.id].attribution}
            </q>
          </li>
        ))}
      </ul>
      {/* A text file of the build (build-config/licences-plugin.ts), not a page of the app. */}
      <p>
        <RichMessage
          id="about.notices"
          values={{
            link: <a href={`${import.meta.env.BASE_URL}NOTICE.txt`}>{t('about.noticesLink')}</a>,
          }}
        />
      </p>
      <p>
        <RichMessage
          id="about.blog"
          values={{ link: <Link to="/blog">{t('about.blogLink')}</Link> }}
        />
      </p>
    </Page>
  )
}
