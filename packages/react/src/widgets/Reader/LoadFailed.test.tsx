// A reader whose data cannot be loaded (offline before the service worker has it) says so
// and offers to try again; the second attempt, once the connection is back, shows the list.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { SurahList } from './SurahList'

const failures = vi.hoisted(() => ({ left: 1 }))
vi.mock('@kalima/core/reader', async (original) => {
  const reader = await original<typeof import('@kalima/core/reader')>()
  return {
    ...reader,
    loadReaderIndex: () =>
      failures.left-- > 0 ? Promise.reject(new Error('offline')) : reader.loadReaderIndex(),
  }
})

describe('a reader whose data fails to load', () => {
  it('says so, and a retry loads it', async () => {
    render(
      <KalimaTestProvider>
        <SurahList surahHref={(n) => `/read/${n}`} />
      </KalimaTestProvider>,
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This surah could not be loaded')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('list', { name: 'The 114 surahs' }, { timeout: 20_000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  }, 30_000)
})
