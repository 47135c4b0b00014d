import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SAMPLE_WORDS } from '../../testing/fixtures'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { Learn } from './Learn'

const meaningOf = (arabic: string) => SAMPLE_WORDS.find((w) => w.arabic === arabic)?.meaning ?? ''
const shownArabic = () => {
  const word = document.querySelector('.kalima-learn-arabic')
  return word?.textContent ?? ''
}
const options = () =>
  within(screen.getByRole('group', { name: 'Answer options' })).getAllByRole('button')

describe('Learn', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('runs to completion: wrong answer, Show Answer, correct answers, the dialog and Try Again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const onComplete = vi.fn()
    const onAnswer = vi.fn()
    const onGoHome = vi.fn()
    render(
      <KalimaTestProvider>
        <Learn
          words={SAMPLE_WORDS}
          onComplete={onComplete}
          onAnswer={onAnswer}
          onGoHome={onGoHome}
        />
      </KalimaTestProvider>,
    )
    expect(screen.getByText('Correct 0/4')).toBeInTheDocument()
    expect(options()).toHaveLength(4)

    // A wrong answer: 'Try again!' for 1 s.
    const right = meaningOf(shownArabic())
    const wrong = options().find((b) => !b.textContent?.includes(right))
    if (!wrong) throw new Error('no wrong option')
    await user.click(wrong)
    expect(screen.getByRole('status')).toHaveTextContent('Try again!')
    expect(wrong).toHaveAttribute('data-state', 'wrong')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByRole('status')).toHaveTextContent('')

    // Show Answer reveals the meaning for 1.5 s.
    await user.click(screen.getByRole('button', { name: 'Show Answer' }))
    expect(document.querySelector('.kalima-learn-reveal')).toHaveTextContent(right)
    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(document.querySelector('.kalima-learn-reveal')).toHaveTextContent('')

    for (let i = 0; i < 4; i++) {
      const meaning = meaningOf(shownArabic())
      const index = options().findIndex((b) => b.textContent?.includes(meaning))
      // Keys 1–4 pick an option.
      await user.keyboard(String(index + 1))
      expect(screen.getByRole('status')).toHaveTextContent('Correct! ✨')
      await act(() => vi.advanceTimersByTimeAsync(1000))
    }
    const dialog = screen.getByRole('dialog', { name: 'Congratulations!' })
    expect(dialog).toHaveTextContent("You've learned all 4 words!")
    // The title congratulates; the text does not say it a second time.
    expect(dialog.textContent?.match(/Congratulations/g)).toHaveLength(1)
    expect(within(dialog).getByText('Total Correct').nextSibling).toHaveTextContent('4')
    expect(within(dialog).getByText('Total Wrong Attempts').nextSibling).toHaveTextContent('1')
    expect(onComplete).toHaveBeenCalledWith({ total: 4, correct: 4, wrongAttempts: 1 })
    expect(onAnswer).toHaveBeenCalledTimes(5)

    await user.click(within(dialog).getByRole('button', { name: 'Go to Home' }))
    expect(onGoHome).toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('Correct 0/4')).toBeInTheDocument()
  })

  it('renders Go to Home as a link with the host router', async () => {
    render(
      <KalimaTestProvider>
        <Learn
          words={SAMPLE_WORDS.slice(0, 1)}
          homeHref="/flash"
          renderLink={({ href, children, className }) => (
            <a href={`#${href}`} className={className}>
              {children}
            </a>
          )}
        />
      </KalimaTestProvider>,
    )
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(options()[0] as HTMLElement)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '#/flash')
  })

  it('answers with keys 1–4 as soon as the question shows, with nothing focused', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <KalimaTestProvider>
        <label>
          Notes <input />
        </label>
        <Learn words={SAMPLE_WORDS} />
      </KalimaTestProvider>,
    )
    expect(document.activeElement).toBe(document.body)
    const index = options().findIndex((b) => b.textContent?.includes(meaningOf(shownArabic())))
    // Typed into a text field, a digit is text, not an answer.
    await user.click(screen.getByRole('textbox', { name: 'Notes' }))
    await user.keyboard(String(index + 1))
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue(String(index + 1))
    // Focus nowhere (the page's body): the key answers.
    ;(document.activeElement as HTMLElement).blur()
    await user.keyboard(String(index + 1))
    expect(screen.getByRole('status')).toHaveTextContent('Correct! ✨')
    expect(screen.getByText('Correct 1/4')).toBeInTheDocument()
  })
})
