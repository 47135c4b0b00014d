import { formatNumber, useKalima } from '@kalima/react'
import { fill, usePageTexts } from '../content'
import { figures } from '../data/figures'
import { Page } from '../layout/Page'

/** Blog: a first post on how the 600 words were chosen, with the computed figures. */
export function BlogPage() {
  const { uiLanguage: lang } = useKalima()
  const { blog } = usePageTexts()
  const n = (value: number) => formatNumber(value, lang)
  const third = figures.perLesson[2]
  return (
    <Page title={blog.title} heading={blog.heading}>
      <article className="post" aria-labelledby="post-600">
        <h2 id="post-600">{fill(blog.postTitle, { words: figures.words }, lang)}</h2>
        <p>
          {fill(
            blog.p1,
            {
              quranWords: figures.quranWords,
              examples: (
                <>
                  <span lang="ar">قَالَ</span>، <span lang="ar">يَقُولُ</span>، <span lang="ar">قُلْ</span>
                </>
              ),
              lemma: <em>{blog.lemma}</em>,
            },
            lang,
          )}
        </p>
        <p>
          {fill(
            blog.p2,
            {
              top: <span lang="ar">{figures.top?.arabic}</span>,
              transliteration: <bdi dir="ltr">{figures.top?.transliteration}</bdi>,
              topCount: figures.top?.frequency ?? 0,
              words: figures.words,
              lastCount: figures.last?.frequency ?? 0,
            },
            lang,
          )}
        </p>
        <p>
          {fill(
            blog.p3,
            {
              words: figures.words,
              covered: figures.coveredWords,
              coverage: figures.coverageExact,
              firstThree: Math.round(third?.percent ?? 0),
              coveredWithPronouns: figures.coveredWithPronouns,
              coverageWithPronouns: figures.coverageWithPronounsExact,
            },
            lang,
          )}
        </p>
        <table>
          <caption>{blog.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{blog.tableLesson}</th>
              <th scope="col">{blog.tableCovered}</th>
              <th scope="col">{blog.tableShare}</th>
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
        <p>{blog.p4}</p>
      </article>
    </Page>
  )
}
