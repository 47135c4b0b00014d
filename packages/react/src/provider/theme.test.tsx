// The provider's theme: light, dark, or the device's setting (`auto`), followed while the page
// is open, as a visitor switching their phone to dark mode at dusk sees it.

import { createMemoryStorage } from '@kalima/core'
import { act, render } from '@testing-library/react'
import { KalimaProvider } from './KalimaProvider'

/** A device whose colour scheme the test turns, as its system settings do. */
function deviceScheme(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return dark
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe('(prefers-color-scheme: dark)')
    return query
  })
  return {
    turn(next: boolean) {
      dark = next
      for (const listener of listeners) listener()
    },
    listeners,
  }
}

afterEach(() => vi.unstubAllGlobals())

const themeOf = (container: HTMLElement) =>
  container.querySelector('.kalima')?.getAttribute('data-theme')

describe('the provider’s theme', () => {
  it('auto follows the device while mounted, and stops listening once unmounted', () => {
    const device = deviceScheme(false)
    const { container, unmount } = render(
      <KalimaProvider storage={createMemoryStorage()} theme="auto">
        <p>word</p>
      </KalimaProvider>,
    )
    expect(themeOf(container)).toBe('light')
    act(() => device.turn(true))
    expect(themeOf(container)).toBe('dark')
    act(() => device.turn(false))
    expect(themeOf(container)).toBe('light')
    unmount()
    expect(device.listeners.size).toBe(0)
  })

  it('light and dark are what they say whatever the device, which is not listened to', () => {
    const device = deviceScheme(true)
    const { container, rerender } = render(
      <KalimaProvider storage={createMemoryStorage()} theme="light">
        <p>word</p>
      </KalimaProvider>,
    )
    expect(themeOf(container)).toBe('light')
    expect(device.listeners.size).toBe(0)
    rerender(
      <KalimaProvider storage={createMemoryStorage()} theme="dark">
        <p>word</p>
      </KalimaProvider>,
    )
    expect(themeOf(container)).toBe('dark')
  })
})
