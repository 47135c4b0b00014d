import { createMemoryStorage } from '@kalima/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useKalima } from '../../hooks/useKalima'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { StorageWarning } from './StorageWarning'

/** A button that answers a word, as a study widget would. */
function Answer() {
  const { progress } = useKalima()
  return (
    <button type="button" onClick={() => progress.getState().recordAttempt('min', true)}>
      Answer
    </button>
  )
}

describe('StorageWarning', () => {
  it('shows nothing while the progress is saved', async () => {
    const { container } = render(
      <KalimaTestProvider>
        <StorageWarning />
        <Answer />
      </KalimaTestProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Answer' }))
    await new Promise((r) => setTimeout(r, 350))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(container.querySelector('[data-kalima-widget="storage-warning"]')).toBeNull()
  })

  it('says the progress is not being saved, offers a copy, and goes when saving works again', async () => {
    const user = userEvent.setup()
    const storage = createMemoryStorage()
    const get = storage.get
    storage.get = () => Promise.reject(new Error('storage unavailable'))
    const create = vi.fn((_blob: Blob) => 'blob:copy')
    const { createObjectURL, revokeObjectURL } = URL
    URL.createObjectURL = create
    URL.revokeObjectURL = vi.fn()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    try {
      render(
        <KalimaTestProvider storage={storage} now={Date.UTC(2026, 10, 29, 9)}>
          <StorageWarning />
          <Answer />
        </KalimaTestProvider>,
      )
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('Your progress is not being saved.')
      // Why, on demand: the explanation is folded.
      const why = screen.getByText(/This browser is not saving your progress/)
      expect(why).not.toBeVisible()
      await user.click(screen.getByText('Why?'))
      expect(why).toBeVisible()
      await user.click(screen.getByRole('button', { name: 'Answer' }))
      await user.click(screen.getByRole('button', { name: 'Save a copy' }))
      expect(alert).toHaveTextContent('Copy saved as kalima-progress-2026-11-29.json.')
      const blob = create.mock.calls[0]?.[0]
      if (!blob) throw new Error('no copy was made')
      const copy = JSON.parse(await blob.text())
      expect(copy.progress.words.min).toMatchObject({ attempts: 1, correct: 1 })
      // The storage works again: the next answer is saved with the first, and the warning goes.
      storage.get = get
      await user.click(screen.getByRole('button', { name: 'Answer' }))
      await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    } finally {
      click.mockRestore()
      Object.assign(URL, { createObjectURL, revokeObjectURL })
    }
  })

  it('on another site (embedded), says the copy restores in the Kalima app', async () => {
    const storage = createMemoryStorage()
    storage.get = () => Promise.reject(new Error('storage unavailable'))
    render(
      <KalimaTestProvider storage={storage}>
        <StorageWarning embedded />
      </KalimaTestProvider>,
    )
    await screen.findByRole('alert')
    expect(screen.getByText(/restore it later in the Kalima app, from Settings/)).toBeTruthy()
    expect(screen.queryByText(/restore it later from Settings/)).toBeNull()
  })
})
