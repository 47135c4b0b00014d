import { createMemoryStorage } from '@kalima/core'
import { STORAGE_KEYS } from '@kalima/core/testing'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { createSilentSound } from '../ports/sound'
import { createSilentSpeech } from '../ports/speech'
import { KalimaProvider } from '../provider/KalimaProvider'
import { SAMPLE_WORDS } from '../testing/fixtures'
import { Learn } from '../widgets/Learn/Learn'
import { Words } from '../widgets/Words/Words'
import { useLanguage, useProgress } from './useKalima'

function Attempts() {
  const n = useProgress((p) => Object.values(p.words).reduce((sum, w) => sum + w.attempts, 0))
  return <output aria-label="attempts">{n}</output>
}

describe('useMode', () => {
  it('runs machines under StrictMode: tones, records and timeouts fire once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const sound = createSilentSound()
    render(
      <StrictMode>
        <KalimaProvider
          storage={createMemoryStorage()}
          sound={sound}
          speech={createSilentSpeech()}
          seed={3}
          language="en"
        >
          <Learn words={SAMPLE_WORDS.slice(0, 1)} />
          <Attempts />
        </KalimaProvider>
      </StrictMode>,
    )
    await user.click(screen.getByRole('button', { name: /Allah/ }))
    expect(sound.played).toEqual(['correct'])
    expect(screen.getByRole('status', { name: 'attempts' })).toHaveTextContent('1')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    vi.useRealTimers()
  })

  it('plays no tone when sound effects are off', async () => {
    const user = userEvent.setup()
    const sound = createSilentSound()
    render(
      <KalimaProvider
        storage={createMemoryStorage()}
        sound={sound}
        speech={createSilentSpeech()}
        language="en"
        settings={{ soundEffects: false }}
      >
        <Learn words={SAMPLE_WORDS.slice(0, 1)} />
      </KalimaProvider>,
    )
    await user.click(screen.getByRole('button', { name: /Allah/ }))
    expect(sound.played).toEqual([])
  })

  it('marks the first word of Words mode visited once and saves progress to storage', async () => {
    const storage = createMemoryStorage()
    render(
      <KalimaProvider
        storage={storage}
        sound={createSilentSound()}
        speech={createSilentSpeech()}
        language="en"
      >
        <Words words={SAMPLE_WORDS} showVerse={false} />
      </KalimaProvider>,
    )
    await vi.waitFor(
      async () => {
        const saved = (await storage.get(STORAGE_KEYS.progress)) as
          | { words: Record<string, { viewedAt: number }> }
          | undefined
        expect(saved?.words.allah?.viewedAt).toBeGreaterThan(0)
      },
      { timeout: 2000 },
    )
  })

  it('works without a provider (local-only)', () => {
    render(<Words words={SAMPLE_WORDS} showVerse={false} />)
    expect(screen.getByText('1/4')).toBeInTheDocument()
  })

  it('keeps the saved language over a default language', async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.language]: 'tr' })
    function Lang() {
      const [lang] = useLanguage()
      return <p data-testid="lang">{lang}</p>
    }
    render(
      <KalimaProvider storage={storage} defaultLanguage="es">
        <Lang />
      </KalimaProvider>,
    )
    expect(screen.getByTestId('lang')).toHaveTextContent('es')
    await vi.waitFor(() => expect(screen.getByTestId('lang')).toHaveTextContent('tr'))
  })
})
