import { emptyProgress, getLesson, readingDeck } from '@kalima/core'
import { recordAttempt } from '@kalima/core/progress'
import { loadSurahStudyWords } from '@kalima/core/reader'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useProgress } from '../../hooks/useKalima'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { Review } from './Review'

function Cards() {
  const count = useProgress((p) => Object.values(p.words).filter((w) => w.review).length)
  return <p data-testid="cards">{count}</p>
}

describe('Review', () => {
  it('says when nothing is due', async () => {
    render(
      <KalimaTestProvider>
        <Review />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText(/Nothing to review right now/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: "Start today's session" })).toBeNull()
  })

  it("offers today's session when nothing is due and the page has one", async () => {
    render(
      <KalimaTestProvider>
        <Review todayHref="/today" homeHref="/" />
      </KalimaTestProvider>,
    )
    await screen.findByText(/Nothing to review right now/)
    const links = screen.getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ["Start today's session", '/today'],
      ['Go Home', '/'],
    ])
  })

  it('says how many of the words due this session holds', async () => {
    let progress = emptyProgress()
    for (const w of getLesson(1).words.slice(0, 7))
      progress = recordAttempt(progress, w.id, true, { now: 1000 }, 'test')
    render(
      <KalimaTestProvider initialProgress={progress}>
        <Review limit={5} />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText('5 left')).toBeInTheDocument()
    expect(screen.getByText('This session: 5 of the 7 words due')).toBeInTheDocument()
  })

  it('reviews studied words: reveal, grade, Again puts a word back, then completes', async () => {
    const user = userEvent.setup()
    const [a, b] = getLesson(1).words
    let progress = emptyProgress()
    progress = recordAttempt(progress, a?.id ?? '', true, { now: 1000 }, 'test')
    progress = recordAttempt(progress, b?.id ?? '', false, { now: 1000 }, 'test')
    const onComplete = vi.fn()
    render(
      <KalimaTestProvider initialProgress={progress}>
        <Review onComplete={onComplete} />
        <Cards />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText('2 left')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show Meaning' }))
    await user.click(screen.getByRole('button', { name: /^Again/ }))
    expect(screen.getByText('2 left')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show Meaning' }))
    await user.click(screen.getByRole('button', { name: /^Good/ }))
    expect(screen.getByText('1 left')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show Meaning' }))
    await user.keyboard('4')
    expect(screen.getByRole('heading', { name: 'Review complete' })).toBeInTheDocument()
    expect(screen.getByText('You reviewed 3 words.')).toBeInTheDocument()
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ reviewed: 3 }))
    expect(screen.getByTestId('cards')).toHaveTextContent('2')
  })

  it('of a deck from the reader, reviews only the due words of its surah', async () => {
    // Three due words of Al-Mulk and two that it does not use.
    const inMulk = new Set((await loadSurahStudyWords(67)).map((w) => w.id))
    const lesson = getLesson(1).words
    const mulk = lesson.filter((w) => inMulk.has(w.id)).slice(0, 3)
    const other = [...getLesson(12).words, ...lesson].filter((w) => !inMulk.has(w.id)).slice(0, 2)
    expect(mulk).toHaveLength(3)
    expect(other).toHaveLength(2)
    let progress = emptyProgress()
    for (const w of [...mulk, ...other])
      progress = recordAttempt(progress, w.id, true, { now: 1000 }, 'test')
    render(
      <KalimaTestProvider initialProgress={progress}>
        <Review deck={readingDeck(67)} />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText('3 left', undefined, { timeout: 10_000 })).toBeInTheDocument()
    // Unscoped, the same progress gives a session of all five.
    expect(screen.queryByText('5 left')).not.toBeInTheDocument()
  })
})
