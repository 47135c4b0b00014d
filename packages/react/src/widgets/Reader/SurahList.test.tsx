import { emptyProgress, getWords } from '@kalima/core'
import { recordAttempt } from '@kalima/core/progress'
import { render, screen, within } from '@testing-library/react'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { SurahList } from './SurahList'

const LOAD = { timeout: 20_000 }

describe('SurahList', () => {
  it('lists the 114 surahs with what the learner knows, the Quran figure and the closest surah', async () => {
    const [, allah] = getWords()
    let progress = emptyProgress()
    for (let i = 0; i < 3; i++)
      progress = recordAttempt(progress, allah?.id ?? '', true, { now: i }, 'd')
    render(
      <KalimaTestProvider initialProgress={progress}>
        <SurahList surahHref={(n) => `/read/${n}`} />
      </KalimaTestProvider>,
    )
    const list = await screen.findByRole('list', { name: 'The 114 surahs' }, LOAD)
    expect(within(list).getAllByRole('link')).toHaveLength(114)
    // ٱللَّه is 2 of Al-Fatihah's 29 words (1:1 and 1:2): 6%.
    expect(
      within(list).getByRole('link', { name: /^1\s*Al-Fatihah.*7 verses · 6% known$/ }),
    ).toHaveAttribute('href', '/read/1')
    expect(screen.getByText(/You understand [1-9]\d*% of the Quran's words/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^Closest to fully known: / })).toBeInTheDocument()
  }, 30_000)
})
