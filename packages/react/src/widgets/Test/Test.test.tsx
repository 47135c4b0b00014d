import { getLesson } from '@kalima/core'
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

  it('answers with keys 1–4 as soon as the question shows, with nothing focused', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <KalimaTestProvider>
        <Test words={SAMPLE_WORDS} />
      </KalimaTestProvider>,
    )
    expect(document.activeElement).toBe(document.body)
    const right = meaningOf(shownArabic())
    const index = options().findIndex((b) => b.textContent?.includes(right))
    await user.keyboard(String(index + 1))
    expect(screen.getByRole('status')).toHaveTextContent('Correct! ✨')
    expect(screen.getByRole('listitem', { name: 'Question 1: correct' })).toBeInTheDocument()
  })

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
    // 3 of 4 right the first time is below the pass mark (80 %: 4 of 4): no congratulation.
    expect(screen.queryByRole('dialog', { name: 'Congratulations' })).not.toBeInTheDocument()
    const dialog = screen.getByRole('dialog', { name: 'Not there yet' })
    expect(dialog).toHaveTextContent(
      'You got 3 of 4 right the first time. The pass mark is 4 of 4 (80%).',
    )
    expect(within(dialog).getByText('Total Correct').nextSibling).toHaveTextContent('4')
    expect(within(dialog).getByText('Time').nextSibling).toHaveTextContent(/^0:0\d$/)
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ correct: 4, attempts: 5, total: 4, firstTry: 3, mistakes: 1 }),
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

  it('can be failed: right the first time, mistakes, the words missed, and a Review of them', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    // Words of the vocabulary (Review finds them), with meanings of their own.
    const words = getLesson(1)
      .words.slice(0, 4)
      .map((w, i) => ({
        ...(SAMPLE_WORDS[i] as (typeof SAMPLE_WORDS)[number]),
        id: w.id,
        arabic: w.arabic,
      }))
    const meaning = (arabic: string) => words.find((w) => w.arabic === arabic)?.meaning ?? ''
    render(
      <KalimaTestProvider>
        <Test words={words} settings={{ messagesDuration: 500 }} />
      </KalimaTestProvider>,
    )
    const pick = async (right: boolean) => {
      const m = meaning(shownArabic())
      const option = options().find((b) => b.textContent?.includes(m) === right)
      await user.click(option as HTMLElement)
      await act(() => vi.advanceTimersByTimeAsync(500))
    }
    // The first two questions answered wrong twice and once, the others right at once.
    const missed = [shownArabic()]
    await pick(false)
    await pick(false)
    await pick(true)
    missed.push(shownArabic())
    await pick(false)
    await pick(true)
    await pick(true)
    await pick(true)
    // 2 of 4 right the first time: not passed, and said so (issue 45), with the figures.
    expect(screen.queryByRole('dialog', { name: 'Congratulations' })).not.toBeInTheDocument()
    const dialog = screen.getByRole('dialog', { name: 'Not there yet' })
    expect(dialog).toHaveTextContent('You got 2 of 4 right the first time.')
    expect(dialog).not.toHaveTextContent(/Congratulations|completed all/)
    expect(within(dialog).getByText('Right the first time').nextSibling).toHaveTextContent('2 of 4')
    expect(within(dialog).getByText('Mistakes').nextSibling).toHaveTextContent('3')
    const list = within(dialog).getByRole('list', { name: 'Words you missed' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.querySelector('[lang="ar"]')?.textContent)).toEqual(missed)
    expect(items[0]).toHaveTextContent(meaning(missed[0] as string))

    // Reviewing the words missed is the first action offered, before Try Again.
    const actionsBox = dialog.querySelector('.kalima-dialog-actions') as HTMLElement
    const actions = within(actionsBox).getAllByRole('button')
    expect(actions[0]).toHaveAccessibleName('Review these 2 words')
    expect(actions[1]).toHaveAccessibleName('Try Again')
    expect(actions[0]).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Review these 2 words' }))
    const review = await screen.findByRole('region', { name: 'Review' })
    expect(await within(review).findByText('2 left')).toBeInTheDocument()
    expect(review).toHaveTextContent(missed[0] as string)
    for (let i = 0; i < 2; i++) {
      await user.click(within(review).getByRole('button', { name: 'Show Meaning' }))
      await user.click(within(review).getByRole('button', { name: /^Good/ }))
    }
    expect(within(review).getByText('You reviewed 2 words.')).toBeInTheDocument()
    await user.click(within(review).getByRole('button', { name: 'Back to the test' }))
    expect(screen.getByText('1/4')).toBeInTheDocument()
    expect(screen.getByRole('timer')).toHaveTextContent('0:00')
  })

  it('a test without mistakes lists nothing and offers no Review', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <KalimaTestProvider>
        <Test words={SAMPLE_WORDS} settings={{ messagesDuration: 500 }} />
      </KalimaTestProvider>,
    )
    for (let i = 0; i < 4; i++) {
      const m = meaningOf(shownArabic())
      await user.click(options().find((b) => b.textContent?.includes(m)) as HTMLElement)
      await act(() => vi.advanceTimersByTimeAsync(500))
    }
    const dialog = screen.getByRole('dialog', { name: 'Congratulations' })
    expect(dialog).toHaveTextContent('You passed! You got 4 of 4 right the first time.')
    expect(within(dialog).getByText('Right the first time').nextSibling).toHaveTextContent('4 of 4')
    expect(within(dialog).getByText('Mistakes').nextSibling).toHaveTextContent('0')
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /^Review th/ })).not.toBeInTheDocument()
  })

  it('asks the words in another order when tried again (a shuffled order per session)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const orders = new Set<string>()
    for (let run = 0; run < 6; run++) {
      const { unmount } = render(
        <KalimaTestProvider seed={run * 7919 + 1}>
          <Test words={SAMPLE_WORDS} settings={{ messagesDuration: 500 }} />
        </KalimaTestProvider>,
      )
      const asked: string[] = []
      for (let i = 0; i < 4; i++) {
        asked.push(shownArabic())
        const m = meaningOf(shownArabic())
        await user.click(options().find((b) => b.textContent?.includes(m)) as HTMLElement)
        await act(() => vi.advanceTimersByTimeAsync(500))
      }
      expect([...asked].sort()).toEqual(SAMPLE_WORDS.map((w) => w.arabic).sort())
      orders.add(asked.join())
      unmount()
    }
    expect(orders.size).toBeGreaterThan(1)
  })
})
