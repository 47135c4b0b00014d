import { emptyProgress, getWords } from '@kalima/core'
import { recordAttempt, setReviewCard } from '@kalima/core/progress'
import { loadReaderIndex, quranKnowledge } from '@kalima/core/reader'
import { render, screen, within } from '@testing-library/react'
import { knownCard } from '../../testing/fixtures'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { SurahList } from './SurahList'

const LOAD = { timeout: 20_000 }
const T = Date.UTC(2026, 0, 1)
const [min, allah] = getWords()

/** The Quran's two figures: the list named for them, and its two lines. */
const quranFigures = async () => {
  const figures = await screen.findByRole(
    'list',
    { name: "How much of the Quran's words you know" },
    LOAD,
  )
  return within(figures)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

describe('SurahList', () => {
  it('lists the 114 surahs with what the learner knows, the Quran figures and the closest surah', async () => {
    // ٱللَّه known (answered right three times, its card stable for a month); مِن answered
    // right once, learning.
    let progress = emptyProgress()
    for (let i = 0; i < 3; i++)
      progress = recordAttempt(progress, allah?.id ?? '', true, { now: i }, 'd')
    progress = setReviewCard(progress, allah?.id ?? '', knownCard(T))
    progress = recordAttempt(progress, min?.id ?? '', true, { now: 3 }, 'd')
    render(
      <KalimaTestProvider now={T} initialProgress={progress}>
        <SurahList surahHref={(n) => `/read/${n}`} />
      </KalimaTestProvider>,
    )
    const list = await screen.findByRole('list', { name: 'The 114 surahs' }, LOAD)
    expect(within(list).getAllByRole('link')).toHaveLength(114)
    // ٱللَّه is 2 of Al-Fatihah's 29 words (1:1 and 1:2): 6%.
    expect(
      within(list).getByRole('link', { name: /^1\s*Al-Fatihah.*7 verses · 6% known$/ }),
    ).toHaveAttribute('href', '/read/1')
    // Core's two figures, learning or known first: مِن and ٱللَّه, then ٱللَّه alone.
    const figure = quranKnowledge(progress, await loadReaderIndex(), T)
    expect(figure.learningPercent).toBeGreaterThan(figure.percent)
    expect(figure.percent).toBeGreaterThan(0)
    expect(await quranFigures()).toEqual([
      `You are learning or know ${figure.learningPercent}% of the Quran's words`,
      `You know ${figure.percent}% of the Quran's words`,
    ])
    expect(screen.getByRole('link', { name: /^Closest to fully known: / })).toBeInTheDocument()
  }, 30_000)

  it("shows a first day's right answers in the first figure, and nothing known", async () => {
    let progress = emptyProgress()
    for (const word of getWords().slice(0, 10))
      for (let i = 0; i < 3; i++) progress = recordAttempt(progress, word.id, true, { now: i }, 'd')
    render(
      <KalimaTestProvider now={T} initialProgress={progress}>
        <SurahList surahHref={(n) => `/read/${n}`} />
      </KalimaTestProvider>,
    )
    const [learning, known] = await quranFigures()
    expect(Number(learning?.match(/(\d+)%/)?.[1])).toBeGreaterThan(0)
    expect(known).toBe("You know 0% of the Quran's words")
    // No surah is closest to fully known while none of its words is known.
    expect(screen.queryByRole('link', { name: /^Closest to fully known: / })).toBeNull()
    const list = screen.getByRole('list', { name: 'The 114 surahs' })
    expect(
      within(list).getByRole('link', { name: /^1\s*Al-Fatihah.* 0% known$/ }),
    ).toBeInTheDocument()
  }, 30_000)
})
