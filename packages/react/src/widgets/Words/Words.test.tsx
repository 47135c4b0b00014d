import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { registerDictionary } from '../../i18n'
import { ur } from '../../i18n/ur'
import { SAMPLE_WORDS } from '../../testing/fixtures'
import { stroke } from '../../testing/gestures'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { VerseWithWord, Words } from './Words'

describe('Words', () => {
  it('moves with Previous and Next, disabled at the ends', async () => {
    const user = userEvent.setup()
    const onIndexChange = vi.fn()
    render(
      <KalimaTestProvider>
        <Words words={SAMPLE_WORDS} onIndexChange={onIndexChange} showVerse={false} />
      </KalimaTestProvider>,
    )
    expect(screen.getByRole('heading', { name: 'ٱللَّه' })).toHaveAttribute('lang', 'ar')
    // The card is named by its word, with no role description in one language.
    const card = screen.getByRole('article', { name: 'ٱللَّه' })
    expect(card).not.toHaveAttribute('aria-roledescription')
    expect(screen.getByText('Allah')).toBeInTheDocument()
    expect(screen.getByText('1/4')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('4/4')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(onIndexChange).toHaveBeenLastCalledWith(3)
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByText('3/4')).toBeInTheDocument()
  })

  it('turns words by swiping over the card, next towards the reading start: leftward in Urdu', () => {
    registerDictionary('ur', ur)
    render(
      <KalimaTestProvider language="ur" uiLanguage="ur">
        <Words words={SAMPLE_WORDS} showVerse={false} />
      </KalimaTestProvider>,
    )
    const card = () => screen.getByRole('article')
    stroke(card(), 120)
    expect(screen.getByRole('heading', { name: 'رَبّ' })).toBeInTheDocument()
    stroke(card(), 120)
    stroke(card(), -120)
    expect(screen.getByRole('heading', { name: 'رَبّ' })).toBeInTheDocument()
    // Nothing before the first word.
    stroke(card(), -120)
    stroke(card(), -120)
    expect(screen.getByRole('heading', { name: 'ٱللَّه' })).toBeInTheDocument()
  })

  it('highlights the word in its verse', () => {
    render(<VerseWithWord arabic="بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ" position={2} />)
    expect(screen.getByText('ٱللَّهِ').tagName).toBe('MARK')
  })

  it('shows the example verse with its translation in the current language', async () => {
    render(
      <KalimaTestProvider language="en">
        <Words deck={1} />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText('1/50')).toBeInTheDocument()
    const figure = await screen.findByRole('figure')
    expect(figure.querySelector('mark')).not.toBeNull()
    expect(figure.querySelector('blockquote')?.textContent?.length).toBeGreaterThan(10)
  })

  it('labels a translation that covers several verses with their range', async () => {
    // quran-json's Turkish translates 102:1–2 as one paragraph; the first word of
    // At-Takathur's deck only occurs in 102:1.
    render(
      <KalimaTestProvider language="tr">
        <Words deck={102} />
      </KalimaTestProvider>,
    )
    const figure = await screen.findByRole('figure')
    expect(figure.querySelector('figcaption')?.textContent).toContain(
      'Translation of verses 102:1–2 together',
    )
  })

  it('shows, in a surah deck, the form the word has in that surah and its verse there', async () => {
    render(
      <KalimaTestProvider language="en">
        <Words deck={114} />
      </KalimaTestProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'قَالَ' })).toBeInTheDocument()
    // The form is read from the verse's text, so it shows once the verse has loaded.
    const form = await screen.findByText('In this surah:')
    expect(form.querySelector('[lang="ar"]')?.textContent).toBe('قُلْ')
    const figure = await screen.findByRole('figure')
    expect(figure.querySelector('mark')?.textContent).toBe('قُلْ')
    expect(figure.querySelector('figcaption')?.textContent).toContain('Surah 114, verse 1')
  })

  it('gives no range for a verse translated alone', async () => {
    render(
      <KalimaTestProvider language="en">
        <Words deck={102} />
      </KalimaTestProvider>,
    )
    const figure = await screen.findByRole('figure')
    expect(figure.querySelector('figcaption')?.textContent).not.toContain('Translation of verses')
  })

  it('follows a controlled index', () => {
    const { rerender } = render(
      <KalimaTestProvider>
        <Words words={SAMPLE_WORDS} index={2} showVerse={false} />
      </KalimaTestProvider>,
    )
    expect(screen.getByText('3/4')).toBeInTheDocument()
    rerender(
      <KalimaTestProvider>
        <Words words={SAMPLE_WORDS} index={0} showVerse={false} />
      </KalimaTestProvider>,
    )
    expect(screen.getByText('1/4')).toBeInTheDocument()
  })
})
