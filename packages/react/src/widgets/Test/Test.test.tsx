import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SAMPLE_WORDS } from '../../testing/fixtures'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { Test } from './Test'

const meaningOf = (arabic: string) => SAMPLE_WORDS.find((w) => w.arabic === arabic)?.meaning ?? ''
const shownArabic = () => document.querySelector('.kalima-test-arabic')?.textContent ?? ''
const options = () =>
  within(screen.getByRole('group', { name: 'Answer options' })).getAllByRole('button')

describe('Test', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('times the test, marks circles, and completes with the dialog', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const onComplete = vi.fn()
    const onNextCategory = vi.fn()
    render(
      <KalimaTestProvider>
        <Test words={SAMPLE_WORDS} settings={{ messagesDuration: 500 }} onComplete={onComplete} />
      </KalimaTestProvider>,
    )
    expect(screen.getByRole('timer')).toHaveTextContent('0:00')
    expect(screen.getByText('1/4')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(screen.getByRole('timer')).toHaveTextContent(/0:0[23]/)

    const right = meaningOf(shownArabic())
    const wrong = options().find((b) => !b.textContent?.includes(right))
    if (!wrong) throw new Error('no wrong option')
    await user.click(wrong)
    expect(screen.getByRole('status')).toHaveTextContent('Try again!')
    expect(screen.getByRole('listitem', { name: 'Question 1: wrong' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(500))

    for (let i = 0; i < 4; i++) {
      expect(screen.getByText(`${i + 1}/4`)).toBeInTheDocument()
      const meaning = meaningOf(shownArabic())
      await user.click(options().find((b) => b.textContent?.includes(meaning)) as HTMLElement)
      expect(screen.getByRole('status')).toHaveTextContent('Correct! ✨')
      await act(() => vi.advanceTimersByTimeAsync(500))
    }
    const dialog = screen.getByRole('dialog', { name: 'Congratulations' })
    expect(dialog).toHaveTextContent("You've completed all 4 words correctly!")
    expect(within(dialog).getByText('Total Correct').nextSibling).toHaveTextContent('4')
    expect(within(dialog).getByText('Time').nextSibling).toHaveTextContent(/^0:0\d$/)
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ correct: 4, attempts: 5, total: 4 }),
    )
    // The timer stops.
    const time = screen.getByRole('timer').textContent
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(screen.getByRole('timer').textContent).toBe(time)
    // No deck, so no Next Category.
    expect(within(dialog).queryByRole('button', { name: 'Next Category' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }))
    expect(screen.getByText('1/4')).toBeInTheDocument()
    expect(screen.getByRole('timer')).toHaveTextContent('0:00')
    expect(onNextCategory).not.toHaveBeenCalled()
  })

  it('offers Next Category for a lesson and places the timer', async () => {
    const onNextCategory = vi.fn()
    render(
      <KalimaTestProvider>
        <Test
          deck={3}
          settings={{ timerPosition: 'bottom-left' }}
          onNextCategory={onNextCategory}
        />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText('1/50')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Test' })).toHaveAttribute(
      'data-timer-position',
      'bottom-left',
    )
  })
})
