// A page left right after a change: the provider's own stores keep it in localStorage as the
// page goes and the next provider takes it back; a host's own storage is left to the host.
import { createMemoryStorage } from '@kalima/core'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SettingsPanel } from '../widgets/SettingsPanel/SettingsPanel'
import { KalimaProvider } from './KalimaProvider'

const journalKeys = () =>
  Object.keys(localStorage).filter((key) => key.startsWith('kalima:v1:settings:'))

describe('KalimaProvider as the page is left', () => {
  beforeEach(() => localStorage.clear())

  it('keeps a setting changed just before the page went, for the next provider to load', async () => {
    const user = userEvent.setup()
    const first = render(
      <KalimaProvider uiLanguage="en">
        <SettingsPanel />
      </KalimaProvider>,
    )
    const dark = await screen.findByRole('switch', { name: 'Dark mode' })
    await waitFor(() => expect(first.container.querySelector('.kalima')).toBeTruthy())
    await user.click(dark)
    expect(dark).toHaveAttribute('aria-checked', 'true')
    // The page goes before the debounced write to IndexedDB (300 ms) has begun.
    act(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
    expect(journalKeys()).toHaveLength(1)
    first.unmount()

    render(
      <KalimaProvider uiLanguage="en">
        <SettingsPanel />
      </KalimaProvider>,
    )
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    )
    // Taken back once it is stored.
    await waitFor(() => expect(journalKeys()).toEqual([]))
  })

  it('writes nothing to localStorage for a host that gives its own storage', async () => {
    const user = userEvent.setup()
    render(
      <KalimaProvider uiLanguage="en" storage={createMemoryStorage()}>
        <SettingsPanel />
      </KalimaProvider>,
    )
    await user.click(await screen.findByRole('switch', { name: 'Dark mode' }))
    act(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
    expect(journalKeys()).toEqual([])
  })
})
