// "Study the words of this surah I don't know yet": the reader's link, and the deck it opens
// in a study mode (core's readingDeckWords / loadReadingDeck).
import { emptyProgress, type Progress } from '@kalima/core'
import { recordAttempt, setReviewCard } from '@kalima/core/progress'
import { loadReaderIndex, loadReadingDeck, readingDeckWords } from '@kalima/core/reader'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { knownCard } from '../../testing/fixtures'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { Flashcards } from '../Flashcards/Flashcards'
import { Learn } from '../Learn/Learn'
import { Reader } from './Reader'

const T = Date.UTC(2026, 0, 1)
// The surah's data is imported lazily: on a busy machine the first import takes seconds.
const LOAD = { timeout: 20_000 }
/** `ids` answered right three times and known at T (their cards stable for a month). */
const know = (progress: Progress, ids: readonly string[]) => {
  let p = progress
  for (const id of ids) {
    for (let i = 0; i < 3; i++) p = recordAttempt(p, id, true, { now: T }, 'd')
    p = setReviewCard(p, id, knownCard(T))
  }
  return p
}

describe('Study the words of this surah I don’t know yet', () => {
  it('links the reader to the deck, counting the words not known, and says when none is left', async () => {
    const summary = (await loadReaderIndex())[111]
    if (!summary) throw new Error('no surah 112')
    const unknown = readingDeckWords(emptyProgress(), summary, T)
    expect(unknown.length).toBeGreaterThan(1)
    // One word known: the link counts one word fewer.
    const one = know(emptyProgress(), [unknown[0]?.id ?? ''])
    const { unmount } = render(
      <KalimaTestProvider now={T} initialProgress={one}>
        <Reader
          surah={112}
          studyHref={(deck) => `/learn/${deck.kind}/${'id' in deck ? deck.id : ''}`}
        />
      </KalimaTestProvider>,
    )
    const link = await screen.findByRole(
      'link',
      { name: `Study ${unknown.length - 1} words of this surah I don't know yet` },
      LOAD,
    )
    expect(link).toHaveAttribute('href', '/learn/reading/112')
    unmount()

    render(
      <KalimaTestProvider
        now={T}
        initialProgress={know(
          emptyProgress(),
          unknown.map((w) => w.id),
        )}
      >
        <Reader surah={112} studyHref={() => '/learn/read/112'} />
      </KalimaTestProvider>,
    )
    expect(
      await screen.findByText('You know every word of this surah that Kalima teaches.', {}, LOAD),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Study / })).not.toBeInTheDocument()
  }, 30_000)

  it('opens in a study mode with the words not known yet; an answer does not reshape the session', async () => {
    const user = userEvent.setup()
    const known = know(emptyProgress(), [])
    const expected = await loadReadingDeck(112, known, T)
    render(
      <KalimaTestProvider now={T} initialProgress={known}>
        <Flashcards deck={{ kind: 'reading', id: 112 }} />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText(`1/${expected.words.length}`, {}, LOAD)).toBeInTheDocument()
    // Grading a card (an answer, once it is turned) does not reshape the session: the same
    // words, one done.
    await user.click(
      screen.getByRole('button', { name: new RegExp(expected.words[0]?.arabic ?? '-') }),
    )
    await user.click(screen.getByRole('button', { name: 'I knew it' }))
    expect(screen.getByText(`2/${expected.words.length}`)).toBeInTheDocument()
  }, 30_000)

  it('says the surah is known when no word is left to learn', async () => {
    const summary = (await loadReaderIndex())[111]
    if (!summary) throw new Error('no surah 112')
    const all = know(
      emptyProgress(),
      readingDeckWords(emptyProgress(), summary, T).map((w) => w.id),
    )
    render(
      <KalimaTestProvider now={T} initialProgress={all}>
        <Learn deck={{ kind: 'reading', id: 112 }} />
      </KalimaTestProvider>,
    )
    expect(
      await screen.findByText('You know every word of this surah that Kalima teaches.', {}, LOAD),
    ).toBeInTheDocument()
  }, 30_000)
})
