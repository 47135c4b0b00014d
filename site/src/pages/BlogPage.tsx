import { figures, formatCount } from '../data/figures'
import { Page } from '../layout/Page'

/** Blog: a first post on how the 600 words were chosen, with the computed figures. */
export function BlogPage() {
  const third = figures.perLesson[2]
  return (
    <Page title="Blog" heading="Blog">
      <article className="post" aria-labelledby="post-600">
        <h2 id="post-600">How we chose the {figures.words} words</h2>
        <p>
          The Quran has {formatCount(figures.quranWords)} words. Many of them are forms of the same
          dictionary word: <span lang="ar">قَالَ</span>, <span lang="ar">يَقُولُ</span> and{' '}
          <span lang="ar">قُلْ</span> are all the verb “to say”. Linguists call that dictionary word a{' '}
          <em>lemma</em>, and Kalima teaches lemmas.
        </p>
        <p>
          We counted, for every lemma of the Quranic Arabic Corpus, how many times it occurs as the
          main part of a word. The most frequent is <span lang="ar">{figures.top?.arabic}</span> (
          {figures.top?.transliteration}), {formatCount(figures.top?.frequency ?? 0)} times. The{' '}
          {figures.words}th occurs {figures.last?.frequency} times; where several lemmas share a
          count, the one that appears first in the mushaf comes first.
        </p>
        <p>
          Those {figures.words} lemmas account for {formatCount(figures.coveredWords)} of the
          Quran's words: {figures.coverageExact}%. The curve is steep at the start: the first three
          lessons alone cover {third ? `${Math.round(third.percent)}%` : 'most'} of the words.
          Personal pronouns have no lemma in the corpus; taught in their own deck, they bring the{' '}
          {figures.words} words + pronouns to {formatCount(figures.coveredWithPronouns)} words,{' '}
          {figures.coverageWithPronounsExact}%.
        </p>
        <table>
          <caption>Share of the Quran's words covered after each lesson</caption>
          <thead>
            <tr>
              <th scope="col">After lesson</th>
              <th scope="col">Words covered</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {figures.perLesson.map((l) => (
              <tr key={l.lesson}>
                <td>{l.lesson}</td>
                <td>{formatCount(l.covered)}</td>
                <td>{l.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Every word comes with an example verse in which it occurs, and its meaning in seven
          languages, curated by hand from the Quran.com word-by-word translations.
        </p>
      </article>
    </Page>
  )
}
