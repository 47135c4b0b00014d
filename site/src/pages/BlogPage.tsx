import { formatNumber, RichMessage, useKalima } from '@kalima/react'
import { figures } from '../data/figures'
import { Page } from '../layout/Page'

/** Blog: a first post on how the 600 words were chosen, with the computed figures. */
export function BlogPage() {
  const { t, uiLanguage: lang } = useKalima()
  const n = (value: number) => formatNumber(value, lang)
  const third = figures.perLesson[2]
  return (
    <Page title={t('blog.title')} heading={t('blog.heading')}>
      <article className="post" aria-labelledby="post-600">
        <h2 id="post-600">{t('blog.postTitle', { words: figures.words })}</h2>
        <p>
          <RichMessage
            id="blog.p1"
            values={{
              quranWords: figures.quranWords,
              examples: (
                <>
                  <span lang="ar">قَالَ</span>، <span lang="ar">يَقُولُ</span>، <span lang="ar">قُلْ</span>
                </>
              ),
              lemma: <em>{t('blog.lemma')}</em>,
            }}
          />
        </p>
        <p>
          <RichMessage
            id="blog.p2"
            values={{
              top: <span lang="ar">{figures.top?.arabic}</span>,
              transliteration: <bdi dir="ltr">{figures.top?.transliteration}</bdi>,
              topCount: figures.top?.frequency ?? 0,
              words: figures.words,
              lastCount: figures.last?.frequency ?? 0,
            }}
          />
        </p>
        <p>
          {t('blog.p3', {
            words: figures.words,
            covered: figures.coveredWords,
            coverage: figures.coverageExact,
            firstThree: Math.round(third?.percent ?? 0),
            coveredWithPronouns: figures.coveredWithPronouns,
            coverageWithPronouns: figures.coverageWithPronounsExact,
          })}
        </p>
        <table>
          <caption>{t('blog.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('blog.tableLesson')}</th>
              <th scope="col">{t('blog.tableCovered')}</th>
              <th scope="col">{t('blog.tableShare')}</th>
            </tr>
          </thead>
          <tbody>
            {figures.perLesson.map((l) => (
              <tr key={l.lesson}>
                <td>{n(l.lesson)}</td>
                <td>{n(l.covered)}</td>
                <td>{n(l.percent)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('blog.p4')}</p>
      </article>
    </Page>
  )
}
