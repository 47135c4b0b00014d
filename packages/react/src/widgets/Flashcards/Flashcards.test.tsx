import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SAMPLE_WORDS } from '../../testing/fixtures'
import { stroke } from '../../testing/gestures'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { Flashcards } from './Flashcards'

describe('Flashcards', () => {
  it('flips, moves with buttons and keys, and counts n/total', async () => {
    const user = userEvent.setup()
    const onIndexChange = vi.fn()
    render(
      <KalimaTestProvider>
        <Flashcards words={SAMPLE_WORDS} onIndexChange={onIndexChange} />
      </KalimaTestProvider>,
    )
    expect(screen.getByText('1/4')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    const card = screen.getByRole('button', { name: /ٱللَّه/ })
    await user.click(card)
    expect(screen.getByRole('button', { name: 'Allah' })).toHaveAccessibleDescription(
      /Meaning, press to show the Arabic word/,
    )
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('2/4')).toBeInTheDocument()
    expect(onIndexChange).toHaveBeenLastCalledWith(1)
    // A new card shows its front.
    expect(screen.getByRole('button', { name: /رَبّ/ })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByText('4/4')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByText('3/4')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    )
  })

  it('turns cards by a finger swiping sideways over the card, without flipping it', async () => {
    const user = userEvent.setup()
    render(
      <KalimaTestProvider>
        <Flashcards words={SAMPLE_WORDS} />
      </KalimaTestProvider>,
    )
    stroke(screen.getByRole('button', { name: /ٱللَّه/ }), -120)
    expect(screen.getByText('2/4')).toBeInTheDocument()
    const rabb = screen.getByRole('button', { name: /رَبّ/ })
    expect(rabb).toHaveAttribute('data-state', 'hidden')
    stroke(rabb, 120, { click: false })
    expect(screen.getByText('1/4')).toBeInTheDocument()
    // Space after a swipe that ended with no click still flips (a key's click is no stroke's).
    screen.getByRole('button', { name: /ٱللَّه/ }).focus()
    await user.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Allah' })).toHaveAttribute('data-state', 'revealed')
    await user.keyboard(' ')
    // A stroke mostly downwards (a scroll) and a mouse drag (selecting text) turn no page:
    // the click that ends them flips the card, as a tap does.
    stroke(screen.getByRole('button', { name: /ٱللَّه/ }), -120, { dy: 100 })
    expect(screen.getByText('1/4')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Allah' })).toHaveAttribute('data-state', 'revealed')
    stroke(screen.getByRole('button', { name: 'Allah' }), -120, { pointerType: 'mouse' })
    expect(screen.getByText('1/4')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /ٱللَّه/ })).toHaveAttribute('data-state', 'hidden')
  })

  it('grades each card with buttons and keys, reports the grades and ends with a summary', async () => {
    const user = userEvent.setup()
    const onAnswer = vi.fn()
    const onComplete = vi.fn()
    render(
      <KalimaTestProvider>
        <Flashcards words={SAMPLE_WORDS} onAnswer={onAnswer} onComplete={onComplete} />
      </KalimaTestProvider>,
    )
    const [allah, rabb, qala, fourth] = SAMPLE_WORDS
    // Flipping shows the meaning; it is not an answer.
    await user.click(screen.getByRole('button', { name: /ٱللَّه/ }))
    expect(onAnswer).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'I knew it' }))
    expect(onAnswer).toHaveBeenLastCalledWith({ wordId: allah?.id, correct: true })
    // The next card shows, front up.
    expect(screen.getByText('2/4')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /رَبّ/ })).toHaveAttribute('data-state', 'hidden')
    // Each card is graded once turned (a grade before the meaning was seen is no answer).
    await user.click(screen.getByRole('button', { name: /رَبّ/ }))
    await user.click(screen.getByRole('button', { name: 'Not yet' }))
    expect(onAnswer).toHaveBeenLastCalledWith({ wordId: rabb?.id, correct: false })
    // Keys: 2 is I knew it, 1 is Not yet.
    await user.click(screen.getByRole('button', { name: new RegExp(qala?.arabic ?? '') }))
    await user.keyboard('2')
    expect(onAnswer).toHaveBeenLastCalledWith({ wordId: qala?.id, correct: true })
    await user.click(screen.getByRole('button', { name: new RegExp(fourth?.arabic ?? '') }))
    await user.keyboard('1')
    expect(onAnswer).toHaveBeenLastCalledWith({ wordId: fourth?.id, correct: false })
    expect(onAnswer).toHaveBeenCalledTimes(4)

    expect(screen.getByRole('heading', { name: 'Every card graded' })).toBeInTheDocument()
    expect(screen.getByText('I knew it').nextSibling).toHaveTextContent('2')
    expect(screen.getByText('Not yet').nextSibling).toHaveTextContent('2')
    const list = screen.getByRole('list', { name: 'Words to study again' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${rabb?.arabic}${rabb?.meaning}`, `${fourth?.arabic}${fourth?.meaning}`])
    expect(onComplete).toHaveBeenCalledWith({
      seen: 4,
      total: 4,
      knew: 2,
      notYet: [rabb?.id, fourth?.id],
    })

    // Study these again: a round of the two not-yet cards.
    await user.click(screen.getByRole('button', { name: 'Study these again' }))
    expect(screen.getByText('1/2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /رَبّ/ }))
    await user.click(screen.getByRole('button', { name: 'I knew it' }))
    await user.click(screen.getByRole('button', { name: new RegExp(fourth?.arabic ?? '') }))
    await user.click(screen.getByRole('button', { name: 'I knew it' }))
    expect(screen.getByText('You knew every card!')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Study these again' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Start over' }))
    expect(screen.getByText('1/4')).toBeInTheDocument()
  })

  it('grades a card only once it is turned: the buttons and keys do nothing before', async () => {
    const user = userEvent.setup()
    const onAnswer = vi.fn()
    render(
      <KalimaTestProvider>
        <Flashcards words={SAMPLE_WORDS} onAnswer={onAnswer} />
      </KalimaTestProvider>,
    )
    expect(screen.getByRole('button', { name: 'I knew it' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Not yet' })).toBeDisabled()
    const card = screen.getByRole('button', { name: /ٱللَّه/ })
    card.focus()
    await user.keyboard('2')
    expect(onAnswer).not.toHaveBeenCalled()
    expect(screen.getByText('1/4')).toBeInTheDocument()
    // Turned and turned back, the meaning was seen: the card can be graded.
    await user.click(card)
    await user.click(card)
    expect(card).toHaveAttribute('data-state', 'hidden')
    expect(screen.getByRole('button', { name: 'I knew it' })).toBeEnabled()
    await user.keyboard('2')
    expect(onAnswer).toHaveBeenCalledWith({ wordId: SAMPLE_WORDS[0]?.id, correct: true })
  })

  it('a graded card keeps its grade when the learner comes back to it', async () => {
    const user = userEvent.setup()
    const onAnswer = vi.fn()
    render(
      <KalimaTestProvider>
        <Flashcards words={SAMPLE_WORDS} onAnswer={onAnswer} />
      </KalimaTestProvider>,
    )
    await user.click(screen.getByRole('button', { name: /ٱللَّه/ }))
    await user.click(screen.getByRole('button', { name: 'Not yet' }))
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('button', { name: 'Not yet' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Not yet' })).toBeDisabled()
    await user.keyboard('2')
    expect(onAnswer).toHaveBeenCalledTimes(1)
  })

  it('flips with Space and Enter', async () => {
    const user = userEvent.setup()
    render(
      <KalimaTestProvider>
        <Flashcards words={SAMPLE_WORDS} />
      </KalimaTestProvider>,
    )
    const card = screen.getByRole('button', { name: /ٱللَّه/ })
    card.focus()
    await user.keyboard(' ')
    expect(card).toHaveAttribute('data-state', 'revealed')
    await user.keyboard('{Enter}')
    expect(card).toHaveAttribute('data-state', 'hidden')
  })

  it('shows how often the word occurs in the Quran unless showRepetition is off', () => {
    const { rerender } = render(
      <KalimaTestProvider>
        <Flashcards words={SAMPLE_WORDS} />
      </KalimaTestProvider>,
    )
    expect(screen.getByText('In the Quran')).toBeInTheDocument()
    expect(screen.getByText('2,699×')).toBeInTheDocument()
    rerender(
      <KalimaTestProvider>
        <Flashcards words={SAMPLE_WORDS} settings={{ showRepetition: false }} />
      </KalimaTestProvider>,
    )
    expect(screen.queryByText('In the Quran')).not.toBeInTheDocument()
  })

  it('toggles the transliteration and speaks the word', async () => {
    const user = userEvent.setup()
    render(
      <KalimaTestProvider>
        <Flashcards words={SAMPLE_WORDS} />
      </KalimaTestProvider>,
    )
    const toggle = screen.getByRole('button', { name: /Transliteration/ })
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('Allāh')).toBeInTheDocument()
    await user.click(toggle)
    expect(screen.queryByText('Allāh')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Play pronunciation' }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('tells the learner when the browser has no Arabic voice', () => {
    render(
      <KalimaTestProvider arabicVoice={false}>
        <Flashcards words={SAMPLE_WORDS} />
      </KalimaTestProvider>,
    )
    expect(screen.getByRole('status')).toHaveTextContent(/no Arabic voice/)
  })

  it('loads a lesson with meanings in the chosen language', async () => {
    render(
      <KalimaTestProvider language="bn">
        <Flashcards deck={1} />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText('1/50')).toBeInTheDocument()
  })

  it('opens the share dialog and returns focus on close', async () => {
    const user = userEvent.setup()
    render(
      <KalimaTestProvider>
        <Flashcards words={SAMPLE_WORDS} />
      </KalimaTestProvider>,
    )
    const share = screen.getByRole('button', { name: 'Share' })
    await user.click(share)
    const dialog = screen.getByRole('dialog', { name: 'Share this word' })
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6)
    await user.click(within(dialog).getByRole('button', { name: 'Instagram' }))
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /Instagram sharing is not supported directly/,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await vi.waitFor(() => expect(share).toHaveFocus())
  })
})
