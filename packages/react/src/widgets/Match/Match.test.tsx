import type { LocalizedWord } from '@kalima/core'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { registerDictionary } from '../../i18n'
import { bn } from '../../i18n/bn'
import { SAMPLE_WORDS } from '../../testing/fixtures'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { Match } from './Match'

const grid = () => screen.getByRole('group', { name: /Match the Arabic words/ })
const card = (text: string) => within(grid()).getByRole('button', { name: text })

// 12 words: two stages (10 + 2).
const TWELVE: LocalizedWord[] = Array.from({ length: 12 }, (_, i) => {
  const base = SAMPLE_WORDS[i % 4] as LocalizedWord
  return {
    ...base,
    id: `${base.id}-${i}`,
    arabic: `${base.arabic}${'ـ'.repeat(Math.floor(i / 4))}`,
    meaning: `${base.meaning} ${i}`,
  }
})

describe('Match', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('matches pairs, clears a wrong pair after 1 s, and completes all stages', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const onComplete = vi.fn()
    const onGoHome = vi.fn()
    render(
      <KalimaTestProvider>
        <Match words={TWELVE} onComplete={onComplete} onGoHome={onGoHome} />
      </KalimaTestProvider>,
    )
    expect(screen.getByText('Stage 1/2')).toBeInTheDocument()
    // The shared timer: m:ss, read as one timer with its full name.
    expect(screen.getByRole('timer', { name: 'Time 0:00' })).toHaveTextContent('0:00')
    expect(within(grid()).getAllByRole('button')).toHaveLength(20)

    // A wrong pair.
    const [first, second] = TWELVE as [LocalizedWord, LocalizedWord]
    await user.click(card(first.arabic))
    expect(card(first.arabic)).toHaveAttribute('data-state', 'selected')
    // The partner is highlighted.
    expect(card(first.meaning)).toHaveAttribute('data-hint')
    await user.click(card(second.meaning))
    expect(card(second.meaning)).toHaveAttribute('data-state', 'wrong')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(card(second.meaning)).toHaveAttribute('data-state', 'idle')

    for (const w of TWELVE.slice(0, 10)) {
      await user.click(card(w.arabic))
      await user.click(card(w.meaning))
    }
    expect(screen.getByRole('status')).toHaveTextContent('Stage complete!')
    await user.click(screen.getByRole('button', { name: 'Next Stage' }))
    expect(screen.getByText('Stage 2/2')).toBeInTheDocument()
    for (const w of TWELVE.slice(10)) {
      await user.click(card(w.arabic))
      await user.click(card(w.meaning))
    }
    await user.click(screen.getByRole('button', { name: 'Complete Category' }))
    const dialog = screen.getByRole('dialog', { name: 'Category Completed!' })
    expect(dialog).toHaveTextContent("You've successfully completed all stages!")
    expect(within(dialog).getByText('Total Moves').nextSibling).toHaveTextContent('13')
    expect(within(dialog).getByText('Time').nextSibling).toHaveTextContent(/^\d+:\d\d$/)
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ totalMoves: 13, stages: 2 }))
    await user.click(within(dialog).getByRole('button', { name: 'Go to Home' }))
    expect(onGoHome).toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Start Again' }))
    expect(screen.getByText('Stage 1/2')).toBeInTheDocument()
  }, 20_000)

  it('plays with arrow keys and Enter', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <KalimaTestProvider>
        <Match words={SAMPLE_WORDS} />
      </KalimaTestProvider>,
    )
    const cards = within(grid()).getAllByRole('button')
    cards[0]?.focus()
    await user.keyboard('{ArrowRight}')
    expect(cards[1]).toHaveFocus()
    await user.keyboard('{End}')
    expect(cards[7]).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(cards[7]).toHaveAttribute('data-state', 'selected')
  })

  it('offers Next Category after a lesson', async () => {
    const onNextCategory = vi.fn()
    render(
      <KalimaTestProvider>
        <Match deck={12} onNextCategory={onNextCategory} />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText('Stage 1/5')).toBeInTheDocument()
  })

  it("keeps time in the learner's digits: Bengali's own in Bengali", async () => {
    // Only the time advanced here: the real time a loaded machine takes must not add a second.
    vi.useRealTimers()
    vi.useFakeTimers()
    registerDictionary('bn', bn)
    render(
      <KalimaTestProvider language="bn" uiLanguage="bn">
        <Match words={TWELVE} />
      </KalimaTestProvider>,
    )
    const timer = screen.getByRole('timer', { name: bn['test.timer'].replace('{time}', '০:০০') })
    expect(timer).toHaveTextContent('০:০০')
    await act(() => vi.advanceTimersByTimeAsync(65_000))
    expect(timer).toHaveTextContent('১:০৫')
  })
})
