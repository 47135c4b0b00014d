import { deckIdOf, emptyProgress, getLesson } from '@kalima/core'
import { markViewed, recordAttempt, setReviewCard } from '@kalima/core/progress'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { knownCard } from '../../testing/fixtures'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { DeckGrid } from './DeckGrid'

describe('DeckGrid', () => {
  it('shows 12 lessons with mastery and Practice Now links', () => {
    const now = Date.UTC(2025, 2, 10, 12)
    let progress = emptyProgress()
    // Both answered right three times; only the first is known (its card stable for a month).
    const [first = '', second = ''] = getLesson(1).words.map((w) => w.id)
    for (let i = 0; i < 3; i++) {
      progress = recordAttempt(progress, first, true, { now: 1000 + i }, 'test')
      progress = recordAttempt(progress, second, true, { now: 1000 + i }, 'test')
    }
    progress = setReviewCard(progress, first, knownCard(now))
    render(
      <KalimaTestProvider initialProgress={progress} now={now}>
        <DeckGrid deckHref={(d) => `/flashcards/${deckIdOf(d)}`} />
      </KalimaTestProvider>,
    )
    const items = within(screen.getByRole('list', { name: 'Lessons' })).getAllByRole('listitem')
    expect(items).toHaveLength(12)
    const one = items[0] as HTMLElement
    expect(within(one).getByRole('heading', { name: 'Base Words I' })).toBeInTheDocument()
    expect(within(one).getByText('1 of 50 words mastered · 1 learning')).toBeInTheDocument()
    expect(within(one).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1')
    expect(within(one).getByRole('link', { name: 'Practice Now: Base Words I' })).toHaveAttribute(
      'href',
      '/flashcards/1',
    )
    expect(within(items[1] as HTMLElement).getByText('0 of 50 words mastered')).toBeInTheDocument()
  })

  it('counts learning and due words with the one progress model; an opened card is neither', () => {
    const words = getLesson(2).words.map((w) => w.id)
    const now = Date.UTC(2025, 2, 10, 12)
    let progress = emptyProgress()
    progress = recordAttempt(progress, words[0] ?? '', false, { now }, 'test')
    progress = recordAttempt(progress, words[1] ?? '', true, { now }, 'test')
    progress = markViewed(progress, words[2] ?? '', now)
    render(
      <KalimaTestProvider initialProgress={progress} now={now}>
        <DeckGrid />
      </KalimaTestProvider>,
    )
    const two = within(screen.getByRole('list', { name: 'Lessons' })).getAllByRole(
      'listitem',
    )[1] as HTMLElement
    expect(within(two).getByText('0 of 50 words mastered · 2 learning')).toBeInTheDocument()
    expect(within(two).getByText('2 due for review')).toBeInTheDocument()
  })

  it('lists surah decks from 114 down to 89 and calls onPractice', async () => {
    const onPractice = vi.fn()
    render(
      <KalimaTestProvider>
        <DeckGrid decks="surahs" onPractice={onPractice} />
      </KalimaTestProvider>,
    )
    const items = within(screen.getByRole('list', { name: 'Surahs' })).getAllByRole('listitem')
    expect(items).toHaveLength(26)
    await userEvent.click(
      within(items[0] as HTMLElement).getByRole('button', { name: /Practice Now/ }),
    )
    expect(onPractice).toHaveBeenCalledWith({ kind: 'surah', id: 114 })
  })
})
