// The Pronouns deck and the surah form in every mode, as a learner sees them.
import { emptyProgress, getPronouns, getSurahDeck, loadMeanings } from '@kalima/core'
import { recordAttempt } from '@kalima/core/progress'
import { loadDeckForms } from '@kalima/core/reader'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { KalimaTestProvider } from '../testing/KalimaTestProvider'
import { Flashcards } from '../widgets/Flashcards/Flashcards'
import { Learn } from '../widgets/Learn/Learn'
import { Match } from '../widgets/Match/Match'
import { Review } from '../widgets/Review/Review'
import { Test } from '../widgets/Test/Test'
import { Words } from '../widgets/Words/Words'

const PRONOUN_ARABIC = new Set(getPronouns().map((p) => p.arabic))
const pronounMeanings = async () => {
  const en = await loadMeanings('en')
  return new Set(getPronouns().map((p) => en[p.id]))
}
const options = () =>
  within(screen.getByRole('group', { name: 'Answer options' })).getAllByRole('button')
const shown = (selector: string) => document.querySelector(selector)?.textContent ?? ''

describe('the Pronouns deck in every mode', () => {
  it('Words: a pronoun with its meaning, part of speech and example verse', async () => {
    render(
      <KalimaTestProvider>
        <Words deck="pronouns" />
      </KalimaTestProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'أَنَا' })).toBeInTheDocument()
    expect(screen.getByText('I')).toBeInTheDocument()
    expect(screen.getByText('Personal pronoun')).toBeInTheDocument()
    const figure = await screen.findByRole('figure')
    expect(figure.querySelector('mark')?.textContent).toBeTruthy()
    expect(screen.getByText('1/22')).toBeInTheDocument()
  })

  it('Cards: an attached pronoun shows as a suffix, and flips to its meaning', async () => {
    const user = userEvent.setup()
    render(
      <KalimaTestProvider>
        <Flashcards deck={{ kind: 'pronouns' }} defaultIndex={19} />
      </KalimaTestProvider>,
    )
    const card = await screen.findByRole('button', { name: /ـهُمَا/ })
    await user.click(card)
    expect(within(card).getByText('their, them, two')).toBeInTheDocument()
  })

  it('Learn: every answer offered is a pronoun’s meaning, and the right one is accepted', async () => {
    const user = userEvent.setup()
    const meanings = await pronounMeanings()
    render(
      <KalimaTestProvider>
        <Learn deck="pronouns" />
      </KalimaTestProvider>,
    )
    await screen.findByRole('group', { name: 'Answer options' })
    const arabic = shown('.kalima-learn-arabic')
    expect(PRONOUN_ARABIC.has(arabic)).toBe(true)
    for (const o of options()) expect(meanings.has(o.textContent?.replace(/^\d\s*/, ''))).toBe(true)
    const en = await loadMeanings('en')
    const right = en[getPronouns().find((p) => p.arabic === arabic)?.id ?? ''] ?? ''
    await user.click(options().find((o) => o.textContent?.endsWith(right)) as HTMLElement)
    expect(await screen.findByText('Correct 1/22')).toBeInTheDocument()
  })

  it('Test: asks pronouns with pronoun meanings as answers', async () => {
    const meanings = await pronounMeanings()
    render(
      <KalimaTestProvider>
        <Test deck="pronouns" />
      </KalimaTestProvider>,
    )
    await screen.findByRole('group', { name: 'Answer options' })
    expect(PRONOUN_ARABIC.has(shown('.kalima-test-arabic'))).toBe(true)
    for (const o of options()) expect(meanings.has(o.textContent?.replace(/^\d\s*/, ''))).toBe(true)
  })

  it('Match: pairs pronouns with their meanings', async () => {
    render(
      <KalimaTestProvider>
        <Match deck="pronouns" />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText('Stage 1/3')).toBeInTheDocument()
    const tiles = [...document.querySelectorAll('[data-card="arabic"]')]
    expect(tiles).toHaveLength(10)
    for (const tile of tiles) expect(PRONOUN_ARABIC.has(tile.textContent ?? '')).toBe(true)
  })

  it('Review: a studied pronoun comes back in a Pronouns review', async () => {
    const user = userEvent.setup()
    const progress = recordAttempt(emptyProgress(), 'suf-hum', true, { now: 1000 }, 'test')
    render(
      <KalimaTestProvider initialProgress={progress}>
        <Review deck="pronouns" />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText('ـهُمْ، ـهِمْ')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show Meaning' }))
    expect(screen.getByText('their, them')).toBeInTheDocument()
  })
})

describe('a surah deck shows each word’s form there, in every mode', () => {
  const annas = getSurahDeck(114)?.words ?? []
  const qala = annas.find((w) => w.lemma === 'qaAla')
  /** The form core gives the word whose headword is on screen, and what the screen shows. */
  const expectFormOf = async (arabic: string) => {
    const forms = await loadDeckForms({ kind: 'surah', id: 114 })
    const word = annas.find((w) => w.arabic === arabic)
    expect(word, arabic).toBeDefined()
    const form = forms[word?.id ?? '']
    expect(form, `${arabic} has a form in An-Nas`).toBeTruthy()
    const label = await screen.findByText('In this surah:')
    expect(label.querySelector('[lang="ar"]')?.textContent).toBe(form)
  }

  it('Cards: قَالَ with قُلْ', async () => {
    render(
      <KalimaTestProvider>
        <Flashcards deck={114} />
      </KalimaTestProvider>,
    )
    await screen.findByRole('button', { name: /قَالَ/ })
    await expectFormOf('قَالَ')
  })

  it('Learn: the asked word with its form', async () => {
    render(
      <KalimaTestProvider>
        <Learn deck={114} />
      </KalimaTestProvider>,
    )
    await screen.findByRole('group', { name: 'Answer options' })
    await expectFormOf(shown('.kalima-learn-arabic'))
  })

  it('Test: the asked word with its form', async () => {
    render(
      <KalimaTestProvider>
        <Test deck={114} />
      </KalimaTestProvider>,
    )
    await screen.findByRole('group', { name: 'Answer options' })
    await expectFormOf(shown('.kalima-test-arabic'))
  })

  it('Match: each Arabic tile with its form where it has one', async () => {
    render(
      <KalimaTestProvider>
        <Match deck={114} />
      </KalimaTestProvider>,
    )
    await screen.findByText('Stage 1/2')
    const forms = await loadDeckForms({ kind: 'surah', id: 114 })
    const tiles = [...document.querySelectorAll('[data-card="arabic"]')]
    expect(tiles.length).toBeGreaterThan(0)
    let withForm = 0
    for (const tile of tiles) {
      const headword = tile.querySelector('[lang="ar"]')?.textContent ?? ''
      const word = annas.find((w) => w.arabic === headword)
      const form = forms[word?.id ?? '']
      const shownForm = tile.querySelector('.kalima-deck-form [lang="ar"]')?.textContent
      expect(shownForm, headword).toBe(form)
      if (form) withForm++
    }
    expect(withForm).toBeGreaterThan(0)
  })

  it('Review of the surah deck: the word with its form there', async () => {
    const progress = recordAttempt(emptyProgress(), qala?.id ?? '', true, { now: 1000 }, 'test')
    render(
      <KalimaTestProvider initialProgress={progress}>
        <Review deck={114} />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText('قَالَ')).toBeInTheDocument()
    await expectFormOf('قَالَ')
  })

  it('Review of every word: the headword alone (no deck, no surah form)', async () => {
    const progress = recordAttempt(emptyProgress(), qala?.id ?? '', true, { now: 1000 }, 'test')
    render(
      <KalimaTestProvider initialProgress={progress}>
        <Review />
      </KalimaTestProvider>,
    )
    expect(await screen.findByText('قَالَ')).toBeInTheDocument()
    expect(screen.queryByText('In this surah:')).toBeNull()
  })
})
