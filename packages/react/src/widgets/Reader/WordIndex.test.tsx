import { emptyProgress, getWord } from '@kalima/core'
import { recordAttempt, setReviewCard } from '@kalima/core/progress'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { knownCard } from '../../testing/fixtures'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { WordIndex } from './WordIndex'

const LOAD = { timeout: 20_000 }
const T = Date.UTC(2026, 0, 1)

describe('WordIndex', () => {
  it('finds a word by its Arabic without marks, narrows to what the learner knows, and opens it', async () => {
    const user = userEvent.setup()
    let progress = emptyProgress()
    // مِن known (its card stable for a month); قَالَ answered right three times, learning.
    for (let i = 0; i < 3; i++) {
      progress = recordAttempt(progress, 'min', true, { now: i }, 'd')
      progress = recordAttempt(progress, 'qaAla', true, { now: i }, 'd')
    }
    progress = setReviewCard(progress, 'min', knownCard(T))
    render(
      <KalimaTestProvider now={T} initialProgress={progress}>
        <WordIndex lessonHref={(n) => `/learn/${n}`} />
      </KalimaTestProvider>,
    )
    const search = await screen.findByRole('searchbox', { name: 'Find a word' }, LOAD)
    // Before a search: every word, the first 50 shown.
    expect(await screen.findByRole('status', {}, LOAD)).toHaveTextContent('878 words')
    const list = screen.getByRole('list', { name: 'Words found' })
    expect(within(list).getAllByRole('button')).toHaveLength(50)
    await user.click(screen.getByRole('button', { name: 'Show 100 more' }))
    expect(within(list).getAllByRole('button')).toHaveLength(150)

    await user.type(search, 'الله')
    const allah = getWord('-wll-sah')
    const first = within(screen.getByRole('list', { name: 'Words found' })).getAllByRole(
      'button',
    )[0]
    // Named by what it shows: the Arabic, the transliteration, the meaning and the state.
    expect(first).toHaveAccessibleName(`${allah?.arabic} Allāh Allah Not studied yet`)

    // Narrowed to the words known ("Mastered"): مِن alone, whatever the search.
    await user.clear(search)
    await user.click(screen.getByRole('radio', { name: 'Mastered (1)' }))
    expect(screen.getByRole('status')).toHaveTextContent('1 word')
    const only = within(screen.getByRole('list', { name: 'Words found' })).getByRole('button')
    expect(only).toHaveAccessibleName(`${getWord('min')?.arabic} min from, of Mastered`)
    await user.click(only)
    const dialog = await screen.findByRole('dialog', {}, LOAD)
    expect(within(dialog).getByText('Mastered')).toBeInTheDocument()
    expect(
      await within(dialog).findByRole('link', { name: 'Open its lesson' }, LOAD),
    ).toHaveAttribute('href', '/learn/1')
  }, 30_000)

  it('opens the best match with Enter in the search box', async () => {
    const user = userEvent.setup()
    render(
      <KalimaTestProvider>
        <WordIndex />
      </KalimaTestProvider>,
    )
    const search = await screen.findByRole('searchbox', {}, LOAD)
    await screen.findByRole('status', {}, LOAD)
    await user.type(search, 'qala{Enter}')
    const dialog = await screen.findByRole('dialog', {}, LOAD)
    expect(within(dialog).getAllByText(getWord('qaAla')?.arabic ?? '-')[0]).toBeInTheDocument()
  }, 30_000)

  it('says when nothing matches, in the words the learner typed', async () => {
    const user = userEvent.setup()
    render(
      <KalimaTestProvider>
        <WordIndex />
      </KalimaTestProvider>,
    )
    await user.type(await screen.findByRole('searchbox', {}, LOAD), 'zzqx')
    expect(screen.getByRole('status')).toHaveTextContent('No word matches “zzqx”.')
    expect(screen.queryByRole('list', { name: 'Words found' })).toBeNull()
    expect(screen.getByRole('radio', { name: 'All (0)' })).toBeChecked()
  }, 30_000)
})
