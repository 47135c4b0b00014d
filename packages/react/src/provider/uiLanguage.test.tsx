// The interface language: widgets read Urdu or Bengali from their dictionaries, mirror for
// Urdu, and follow the learner's setting (by default the meaning language).
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DICTIONARY_PARTS, prepareDictionary } from '../i18n'
import { SAMPLE_WORDS } from '../testing/fixtures'
import { KalimaTestProvider } from '../testing/KalimaTestProvider'
import { Flashcards } from '../widgets/Flashcards/Flashcards'
import { Learn } from '../widgets/Learn/Learn'
import { SettingsPanel } from '../widgets/SettingsPanel/SettingsPanel'

// The dictionaries' chunks are loaded once before the tests, as an app does before its first
// render, so no assertion waits on a module import (loadDictionary has its own tests).
beforeAll(async () => {
  await Promise.all(
    (['ur', 'bn', 'tr'] as const).map((lang) => prepareDictionary(lang, DICTIONARY_PARTS)),
  )
})

describe('interface language', () => {
  it('shows Flashcards in Urdu, right to left, with Next towards the left arrow key', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <KalimaTestProvider language="ur" uiLanguage="ur">
        <Flashcards words={SAMPLE_WORDS} />
      </KalimaTestProvider>,
    )
    const next = await screen.findByRole('button', { name: 'اگلا' })
    expect(screen.getByRole('button', { name: 'پچھلا' })).toBeDisabled()
    const root = container.querySelector('.kalima')
    expect(root).toHaveAttribute('lang', 'ur')
    expect(root).toHaveAttribute('dir', 'rtl')
    // The Arabic word stays Arabic inside the Urdu page.
    expect(
      screen.getByRole('button', { name: /ٱللَّه/ }).querySelector('[lang="ar"]'),
    ).toHaveAttribute('dir', 'rtl')
    await user.click(next)
    expect(screen.getByText('2/4')).toBeInTheDocument()
    // In a right-to-left interface the left arrow key moves forward, as the buttons mirror.
    screen.getByRole('button', { name: /رَبّ/ }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByText('3/4')).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByText('2/4')).toBeInTheDocument()
  })

  it('shows Learn in Bengali with Bengali digits, left to right', async () => {
    const { container } = render(
      <KalimaTestProvider language="bn" uiLanguage="bn">
        <Learn words={SAMPLE_WORDS} />
      </KalimaTestProvider>,
    )
    expect(await screen.findByRole('button', { name: 'উত্তর দেখুন' })).toBeInTheDocument()
    expect(screen.getByText('এই শব্দের অর্থ কী?')).toBeInTheDocument()
    expect(screen.getByText(/সঠিক ০\/৪/)).toBeInTheDocument()
    expect(container.querySelector('.kalima')).toHaveAttribute('dir', 'ltr')
  })

  it('follows the meaning language by default, and can be chosen apart in Settings', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <KalimaTestProvider language="bn" uiLanguage="auto">
        <SettingsPanel showProgressReset={false} />
      </KalimaTestProvider>,
    )
    const panel = await screen.findByRole('region', { name: 'সেটিংস' })
    const choice = within(panel).getByRole('combobox', { name: 'ইন্টারফেসের ভাষা' })
    expect(choice).toHaveValue('auto')
    await user.selectOptions(choice, 'English')
    expect(await screen.findByRole('region', { name: 'Settings' })).toBeInTheDocument()
    // Meanings stay Bengali: only the interface changed.
    expect(screen.getByRole('combobox', { name: 'Meaning language' })).toHaveValue('bn')
    expect(container.querySelector('.kalima')).toHaveAttribute('lang', 'en')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Interface language' }), 'اردو')
    await waitFor(() => expect(container.querySelector('.kalima')).toHaveAttribute('dir', 'rtl'))
    expect(screen.getByRole('region', { name: 'ترتیبات' })).toBeInTheDocument()
  })
})

describe('names from the vocabulary in the interface language', () => {
  it('titles lessons and surahs as readers of the language know them', async () => {
    const { DeckGrid } = await import('../widgets/DeckGrid/DeckGrid')
    render(
      <KalimaTestProvider uiLanguage="tr">
        <DeckGrid decks="surahs" label="Sûreler" />
        <DeckGrid decks="lessons" label="Dersler" />
      </KalimaTestProvider>,
    )
    const surahs = await screen.findByRole('list', { name: 'Sûreler' })
    expect(await within(surahs).findByRole('heading', { name: 'Fecr' })).toBeInTheDocument()
    expect(within(surahs).getByRole('heading', { name: 'İhlâs' })).toBeInTheDocument()
    const lessons = screen.getByRole('list', { name: 'Dersler' })
    expect(within(lessons).getByRole('heading', { name: 'Temel Kelimeler II' })).toBeInTheDocument()
  })
})
