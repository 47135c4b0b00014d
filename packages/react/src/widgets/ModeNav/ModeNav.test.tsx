import { deckIdOf } from '@kalima/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { CategoryBanner } from '../CategoryBanner/CategoryBanner'
import { ModeNav } from './ModeNav'

describe('ModeNav', () => {
  it('links every mode of the deck and marks the current one', () => {
    render(
      <KalimaTestProvider>
        <ModeNav deck={3} value="learn" hrefFor={(mode, deck) => `/${mode}/${deckIdOf(deck)}`} />
      </KalimaTestProvider>,
    )
    const nav = screen.getByRole('navigation', { name: 'Study modes' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual([
      'Words',
      'Cards',
      'Learn',
      'Test',
      'Match',
      'Review',
    ])
    expect(within(nav).getByRole('link', { name: 'Learn' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Cards' })).toHaveAttribute(
      'href',
      '/flashcards/3',
    )
  })

  it('uses the host router through renderLink, or buttons with onValueChange', async () => {
    const onValueChange = vi.fn()
    const { rerender } = render(
      <KalimaTestProvider>
        <ModeNav
          deck={2}
          hrefFor={(mode, deck) => `/${mode}/${deckIdOf(deck)}`}
          renderLink={({ href, children, ...rest }) => (
            <a href={`#${href}`} data-router="" {...rest}>
              {children}
            </a>
          )}
        />
      </KalimaTestProvider>,
    )
    expect(screen.getByRole('link', { name: 'Match' })).toHaveAttribute('href', '#/match/2')
    rerender(
      <KalimaTestProvider>
        <ModeNav deck={2} onValueChange={onValueChange} />
      </KalimaTestProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Test' }))
    expect(onValueChange).toHaveBeenCalledWith('test')
  })
})

describe('CategoryBanner', () => {
  it("reads '{category} - {Mode}'", () => {
    render(
      <KalimaTestProvider>
        <CategoryBanner deck={5} mode="match" />
      </KalimaTestProvider>,
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'Common Words I - Match' }),
    ).toBeInTheDocument()
  })

  it('falls back to lesson 1 for an unknown category', () => {
    render(
      <KalimaTestProvider>
        <CategoryBanner deck={0} mode="words" />
      </KalimaTestProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Base Words I - Words' })).toBeInTheDocument()
  })
})
