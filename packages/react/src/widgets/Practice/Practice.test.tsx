import { getDeck, loadMeanings } from '@kalima/core'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { Practice } from './Practice'

const options = () =>
  within(screen.getByRole('group', { name: 'Answer options' })).getAllByRole('button')
const deck = getDeck({ kind: 'surah', id: 112 })?.words ?? []

describe('Practice', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('reverse: each meaning of the deck, its Arabic among 4, to the end', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const meanings = await loadMeanings('en')
    const onComplete = vi.fn()
    render(
      <KalimaTestProvider>
        <Practice deck={112} kind="reverse" onComplete={onComplete} />
      </KalimaTestProvider>,
    )
    await screen.findByText('Which word means this?')
    for (let i = 0; i < deck.length; i++) {
      const meaning = document.querySelector('.kalima-today-meaning')?.textContent ?? ''
      const word = deck.find((w) => meanings[w.id] === meaning)
      const index = options().findIndex((b) => b.textContent?.includes(word?.arabic ?? '@'))
      expect(index).toBeGreaterThanOrEqual(0)
      await user.keyboard(String(index + 1))
      await act(() => vi.advanceTimersByTimeAsync(1000))
    }
    expect(await screen.findByText('Well done: every word answered right.')).toBeInTheDocument()
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ total: deck.length, firstTry: deck.length, mistakes: 0 }),
    )
    await user.click(screen.getByRole('button', { name: 'Practise again' }))
    expect(await screen.findByText('Which word means this?')).toBeInTheDocument()
  })

  it('listen where nothing can play the word: says so and asks it as recognise', async () => {
    render(
      <KalimaTestProvider arabicVoice={false}>
        <Practice deck={112} kind="listen" />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText('What does this word mean?')).toBeInTheDocument()
    expect(document.querySelector('[data-kalima-part="no-voice"]')).toHaveAttribute(
      'role',
      'status',
    )
    expect(document.querySelector('[data-kalima-part="no-voice"]')).toHaveTextContent(
      /no Arabic voice/,
    )
  })

  it('listen with a word-audio source: plays each word from it', async () => {
    const played: string[] = []
    render(
      <KalimaTestProvider
        arabicVoice={false}
        wordAudio="/w/{surah3}/{verse3}/{word3}.wav"
        audio={{ play: async (url) => void played.push(url) }}
      >
        <Practice deck={112} kind="listen" />
      </KalimaTestProvider>,
    )
    await screen.findByText('Listen. What does this word mean?')
    await vi.waitFor(() => expect(played).toHaveLength(1))
    expect(played[0]).toMatch(/^\/w\/\d{3}\/\d{3}\/\d{3}\.wav$/)
    // The surah's forms arrive and the session restarts on the same words: no second play.
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(played).toHaveLength(1)
  })
})
