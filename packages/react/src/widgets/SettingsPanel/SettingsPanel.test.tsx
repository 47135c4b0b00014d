import { emptyProgress } from '@kalima/core'
import { recordAttempt } from '@kalima/core/progress'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useProgress } from '../../hooks/useKalima'
import { createFakeBackend } from '../../testing/fakeBackend'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { SettingsPanel } from './SettingsPanel'

function Attempts() {
  const count = useProgress((p) => Object.values(p.words).reduce((n, w) => n + w.attempts, 0))
  return <p data-testid="attempts">{count}</p>
}

const withAttempts = () => {
  let p = emptyProgress()
  p = recordAttempt(p, 'min', true, { now: 1_000 }, 'test')
  p = recordAttempt(p, 'Ealima', true, { now: 1_000 }, 'test')
  return p
}

describe('SettingsPanel', () => {
  it("sets Today's goals and the desired retention, within their ranges, with a hint", () => {
    const onSettingsChange = vi.fn()
    render(
      <KalimaTestProvider language="bn">
        <SettingsPanel onSettingsChange={onSettingsChange} />
      </KalimaTestProvider>,
    )
    const plan = screen.getByRole('region', { name: 'Daily plan' })
    const retention = within(plan).getByRole('slider', { name: 'How well to remember' })
    expect(retention).toHaveAttribute('min', '80')
    expect(retention).toHaveAttribute('max', '97')
    expect(retention).toHaveValue('90')
    expect(retention).toHaveAccessibleDescription(/Higher means more reviews/)
    fireEvent.change(retention, { target: { value: '95' } })
    expect(onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ desiredRetention: 95 }),
    )
    expect(within(plan).getByText('95%')).toBeInTheDocument()
    const newWords = within(plan).getByRole('slider', { name: 'New words a day' })
    expect(newWords).toHaveValue('10')
    fireEvent.change(newWords, { target: { value: '20' } })
    expect(onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ newWordsPerDay: 20 }),
    )
    const reviews = within(plan).getByRole('slider', { name: 'Reviews a day, at most' })
    expect(reviews).toHaveValue('200')
    // New words from the lessons, or a surah the learner picks.
    const from = within(plan).getByRole('combobox', { name: 'New words from' })
    expect(within(from).getAllByRole('option')).toHaveLength(27)
    fireEvent.change(from, { target: { value: 'surah-112' } })
    expect(onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ newWordsFrom: 'surah-112' }),
    )
  })

  it('names each font option after the font it renders; meaning fonts only where several ship', () => {
    const { unmount } = render(
      <KalimaTestProvider language="bn">
        <SettingsPanel />
      </KalimaTestProvider>,
    )
    const names = (label: string) =>
      within(screen.getByRole('combobox', { name: label }))
        .getAllByRole('option')
        .map((o) => o.textContent)
    expect(names('Arabic font')).toEqual([
      'Noto Naskh Arabic',
      'Noto Kufi Arabic',
      'Aref Ruqaa',
      'Amiri Quran',
    ])
    expect(names('Meaning font')).toEqual([
      'Noto Serif Bengali',
      'Hind Siliguri',
      'Noto Sans Bengali',
    ])
    unmount()
    // English meanings are shown in one font: no Bengali fonts offered for them.
    render(
      <KalimaTestProvider language="en">
        <SettingsPanel />
      </KalimaTestProvider>,
    )
    expect(screen.queryByRole('combobox', { name: 'Meaning font' })).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Arabic font' })).toBeInTheDocument()
  })

  it('applies every change at once, within range', async () => {
    const user = userEvent.setup()
    const onSettingsChange = vi.fn()
    const { container } = render(
      <KalimaTestProvider>
        <SettingsPanel onSettingsChange={onSettingsChange} />
      </KalimaTestProvider>,
    )
    const dark = screen.getByRole('switch', { name: 'Dark mode' })
    expect(dark).toHaveAttribute('aria-checked', 'false')
    await user.click(dark)
    expect(dark).toHaveAttribute('aria-checked', 'true')
    expect(container.querySelector('.kalima')).toHaveAttribute('data-theme', 'dark')
    expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ darkMode: true }))

    const size = screen.getByRole('slider', { name: 'Arabic font size' })
    expect(size).toHaveAttribute('min', '32')
    expect(size).toHaveAttribute('max', '72')
    expect(screen.getByRole('slider', { name: 'Meaning font size' })).toHaveAttribute('max', '48')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Arabic font' }), 'naskh')
    expect(
      (container.querySelector('.kalima') as HTMLElement).style.getPropertyValue(
        '--kalima-font-arabic',
      ),
    ).toContain('Noto Naskh Arabic')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Timer position' }),
      'bottom-left',
    )
    expect(onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ timerPosition: 'bottom-left' }),
    )
    await user.click(screen.getByRole('button', { name: 'Restore default settings' }))
    expect(dark).toHaveAttribute('aria-checked', 'false')
  })

  it('resets all progress after the confirmation', async () => {
    const user = userEvent.setup()
    render(
      <KalimaTestProvider initialProgress={withAttempts()}>
        <SettingsPanel />
        <Attempts />
      </KalimaTestProvider>,
    )
    expect(screen.getByTestId('attempts')).toHaveTextContent('2')
    const resetButton = screen.getByRole('button', { name: 'Reset all progress' })
    await user.click(resetButton)
    const dialog = screen.getByRole('dialog', { name: 'Reset all progress' })
    expect(dialog).toHaveTextContent(
      'Are you sure you want to reset all progress? This cannot be undone.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByTestId('attempts')).toHaveTextContent('2')
    await user.click(resetButton)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }))
    expect(screen.getByTestId('attempts')).toHaveTextContent('0')
    expect(screen.getByText('Progress reset.')).toBeInTheDocument()
  })

  it('saves a copy of progress as a file named by the day', async () => {
    const user = userEvent.setup()
    const blobs: Blob[] = []
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return 'blob:copy'
    })
    // jsdom has no object URLs: the ones the download link gets are recorded instead.
    const { createObjectURL, revokeObjectURL } = URL
    URL.createObjectURL = create
    URL.revokeObjectURL = vi.fn()
    const clicks: HTMLAnchorElement[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this)
    })
    const now = Date.UTC(2026, 10, 29, 9)
    render(
      <KalimaTestProvider initialProgress={withAttempts()} now={now}>
        <SettingsPanel />
      </KalimaTestProvider>,
    )
    const progress = screen.getByRole('region', { name: 'Progress' })
    expect(progress).toHaveTextContent(/Your progress is kept in this browser/)
    await user.click(within(progress).getByRole('button', { name: 'Save a copy of my progress' }))
    expect(clicks[0]?.download).toBe('kalima-progress-2026-11-29.json')
    const copy = JSON.parse(await (blobs[0] as Blob).text())
    expect(copy).toMatchObject({ format: 'kalima-progress', version: 1, savedAt: now })
    expect(Object.keys(copy.progress.words).sort()).toEqual(['Ealima', 'min'])
    expect(within(progress).getAllByRole('status')[0]).toHaveTextContent(
      'Copy saved as kalima-progress-2026-11-29.json.',
    )
    click.mockRestore()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
  })

  it('restores a copy by adding its answers; a file that is not a copy changes nothing', async () => {
    const user = userEvent.setup()
    const now = Date.UTC(2026, 10, 29, 9)
    render(
      <KalimaTestProvider initialProgress={withAttempts()} now={now}>
        <SettingsPanel />
        <Attempts />
      </KalimaTestProvider>,
    )
    const progress = screen.getByRole('region', { name: 'Progress' })
    const input = within(progress).getByLabelText('Restore from a copy', { selector: 'input' })
    const file = (text: string) => new File([text], 'copy.json', { type: 'application/json' })
    await user.upload(input, file('{"not":"a copy"}'))
    const status = within(progress).getAllByRole('status')[0] as HTMLElement
    await vi.waitFor(() =>
      expect(status).toHaveTextContent(
        'This file is not a copy of Kalima progress. Nothing was changed.',
      ),
    )
    expect(screen.getByTestId('attempts')).toHaveTextContent('2')
    // A copy from another device: one more answer to min, and a word not studied here.
    let other = recordAttempt(emptyProgress(), 'min', false, { now: 2_000 }, 'laptop')
    other = recordAttempt(other, 'qaAla', true, { now: 2_000 }, 'laptop')
    const savedAt = Date.UTC(2026, 10, 20, 12)
    const copy = JSON.stringify({ format: 'kalima-progress', version: 1, savedAt, progress: other })
    await user.upload(input, file(copy))
    await vi.waitFor(() =>
      expect(status).toHaveTextContent(
        `Copy of ${new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(savedAt)} restored: 2 answers added. 1 word is new here.`,
      ),
    )
    expect(screen.getByTestId('attempts')).toHaveTextContent('4')
    // The same copy again adds nothing.
    await user.upload(input, file(copy))
    await vi.waitFor(() =>
      expect(status).toHaveTextContent(/restored: everything in it was already here/),
    )
    expect(screen.getByTestId('attempts')).toHaveTextContent('4')
  })

  it('says whether the browser may clear the progress when the device runs low on space', async () => {
    const kept = { value: false }
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { persisted: async () => kept.value },
    })
    try {
      const { unmount } = render(
        <KalimaTestProvider>
          <SettingsPanel />
        </KalimaTestProvider>,
      )
      const progress = screen.getByRole('region', { name: 'Progress' })
      expect(
        await within(progress).findByText(/This browser may clear your progress/),
      ).toHaveTextContent('Save a copy from time to time, or sign in to keep it on every device.')
      unmount()
      kept.value = true
      render(
        <KalimaTestProvider>
          <SettingsPanel />
        </KalimaTestProvider>,
      )
      expect(
        await screen.findByText(
          'This browser keeps your progress even when the device runs low on space.',
        ),
      ).toBeInTheDocument()
      expect(screen.queryByText(/may clear your progress/)).toBeNull()
    } finally {
      Reflect.deleteProperty(navigator, 'storage')
    }
  })

  it('resets one deck', async () => {
    const user = userEvent.setup()
    const onProgressReset = vi.fn()
    render(
      <KalimaTestProvider initialProgress={withAttempts()}>
        <SettingsPanel deck={1} onProgressReset={onProgressReset} />
        <Attempts />
      </KalimaTestProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Reset progress of Base Words I' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }))
    expect(onProgressReset).toHaveBeenCalledWith({ kind: 'lesson', id: 1 })
    expect(screen.getByTestId('attempts')).toHaveTextContent('0')
  })

  it('offers e-mail reminders to a signed-in learner only; opting in takes the device’s time zone', async () => {
    const user = userEvent.setup()
    const onSettingsChange = vi.fn()
    const backend = createFakeBackend({ accounts: { 'amina@kalima.test': 'secret' } })
    render(
      <KalimaTestProvider backend={backend}>
        <SettingsPanel onSettingsChange={onSettingsChange} />
      </KalimaTestProvider>,
    )
    expect(screen.queryByRole('heading', { name: 'Reminders' })).not.toBeInTheDocument()
    expect(
      screen.queryByRole('switch', { name: 'E-mail me on days with reviews due' }),
    ).not.toBeInTheDocument()
    await act(() => backend.signIn('amina@kalima.test', 'secret'))

    expect(screen.getByRole('heading', { name: 'Reminders' })).toBeInTheDocument()
    const reminders = screen.getByRole('switch', { name: 'E-mail me on days with reviews due' })
    expect(reminders).toHaveAttribute('aria-checked', 'false')
    expect(reminders).toHaveAccessibleDescription(/At most one e-mail a day/)
    // The hour and zone appear once the learner opts in.
    expect(screen.queryByRole('combobox', { name: 'Reminder time' })).not.toBeInTheDocument()
    await user.click(reminders)
    expect(reminders).toHaveAttribute('aria-checked', 'true')
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ reminderEmail: true, reminderHour: 19, timeZone: zone }),
    )
    const hour = screen.getByRole('combobox', { name: 'Reminder time' })
    expect(within(hour).getAllByRole('option')).toHaveLength(24)
    expect(hour).toHaveDisplayValue('19:00')
    await user.selectOptions(hour, '6')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Asia/Dhaka')
    expect(onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ reminderEmail: true, reminderHour: 6, timeZone: 'Asia/Dhaka' }),
    )
    // Turning off keeps the chosen hour and zone for the next opt-in.
    await user.click(reminders)
    expect(onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ reminderEmail: false, reminderHour: 6, timeZone: 'Asia/Dhaka' }),
    )
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument()
  })
})
