import { render, screen, within } from '@testing-library/react'
import { emptyProgress, getLesson, recordAttempt } from '../../core'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { StudyAssistant } from './StudyAssistant'

const NOW = Date.UTC(2025, 2, 10, 19, 0)

describe('StudyAssistant', () => {
  it('says there is no data yet, and invents nothing', () => {
    render(
      <KalimaTestProvider now={NOW}>
        <StudyAssistant />
      </KalimaTestProvider>,
    )
    expect(screen.getAllByText(/No study history yet/).length).toBeGreaterThan(0)
    expect(
      within(screen.getByText('Day streak').parentElement as HTMLElement).getByText('—'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('computes the figures from the history, with mastery bars and a heatmap', () => {
    const words = getLesson(1).words.slice(0, 3)
    let progress = emptyProgress()
    for (let day = 0; day < 3; day++) {
      for (const w of words)
        progress = recordAttempt(progress, w.id, true, { now: NOW - day * 86_400_000 }, 'test')
    }
    render(
      <KalimaTestProvider now={NOW} initialProgress={progress}>
        <StudyAssistant />
      </KalimaTestProvider>,
    )
    expect(
      within(screen.getByText('Day streak').parentElement as HTMLElement).getByText('3 days'),
    ).toBeInTheDocument()
    expect(
      within(screen.getByText('Accuracy').parentElement as HTMLElement).getByText('100%'),
    ).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Base Words I' })).toHaveAttribute(
      'aria-valuenow',
      '6',
    )
    const table = screen.getByRole('table', { name: 'Activity, last 12 weeks' })
    expect(within(table).getAllByText(/: 3 answers$/)).toHaveLength(3)
    expect(screen.getByText(/Review the 3 words that are due/)).toBeInTheDocument()
  })
})
