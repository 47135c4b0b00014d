import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { t } from '../../i18n'
import { LONG_WORD, SAMPLE_WORDS } from '../../testing/fixtures'
import { Flashcards } from './Flashcards'

const meta = {
  title: 'Modes/Flashcards',
  component: Flashcards,
  args: { deck: 1 },
} satisfies Meta<typeof Flashcards>

export default meta
type Story = StoryObj<typeof meta>

/** The first card of lesson 1, meanings in Bengali (the default). */
export const FirstCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(t('common.counter', { n: 1, total: 50 }))).toBeVisible()
  },
}

/** Space, Enter or a click flips the card to its meaning. */
export const Flipped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(t('common.counter', { n: 1, total: 50 }))
    const card = canvasElement.querySelector('.kalima-flipcard') as HTMLElement
    await userEvent.click(card)
    await expect(card).toHaveAttribute('data-state', 'revealed')
  },
}

/**
 * Each card turned, then graded (a card is graded only once turned): Not yet and I knew it;
 * the last grade opens the summary.
 */
export const Summary: Story = {
  args: { words: SAMPLE_WORDS, deck: undefined },
  parameters: { kalima: { language: 'en' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const grade of [
      'flashcards.notYet',
      'flashcards.knew',
      'flashcards.knew',
      'flashcards.notYet',
    ] as const) {
      const card = canvasElement.querySelector<HTMLElement>('.kalima-flipcard')
      if (card) await userEvent.click(card)
      await userEvent.click(canvas.getByRole('button', { name: t(grade) }))
    }
    await expect(canvas.getByRole('heading', { name: t('flashcards.summaryTitle') })).toBeVisible()
    await expect(canvas.getByRole('list', { name: t('flashcards.notYetWords') })).toBeVisible()
  },
}

/** Next moves on; the counter reads n/total. */
export const ThirdCard: Story = { args: { defaultIndex: 2 } }

/** The 'Repetition' badge hidden by settings. */
export const WithoutRepetition: Story = { args: { settings: { showRepetition: false } } }

/** Without the transliteration toggle and transliteration. */
export const WithoutTransliteration: Story = {
  args: { settings: { showTransliteration: false, showTransliterationToggle: false } },
}

/** A browser with no Arabic voice: the learner is told why nothing is heard. */
export const NoArabicVoice: Story = { parameters: { kalima: { arabicVoice: false } } }

/** The longest word with many marks, at the largest Arabic size. */
export const LongestWord: Story = {
  args: { words: [LONG_WORD], settings: { arabicFontSize: 72 } },
  parameters: { kalima: { language: 'en' } },
}

/** An explicit word list with English meanings. */
export const WordList: Story = {
  args: { words: SAMPLE_WORDS, deck: undefined },
  parameters: { kalima: { language: 'en' } },
}

/** A surah deck (Al-Ikhlas). */
export const SurahDeck: Story = { args: { deck: 112 } }

/** Dark mode. */
export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }

/** On a 390 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

export const Indonesian: Story = { parameters: { kalima: { language: 'id' } } }
/** Interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = { parameters: { kalima: { language: 'ur' } }, globals: { locale: 'ur' } }
export const Turkish: Story = { parameters: { kalima: { language: 'tr' } } }
export const Chinese: Story = { parameters: { kalima: { language: 'zh' } } }
export const Spanish: Story = { parameters: { kalima: { language: 'es' } } }
export const English: Story = { parameters: { kalima: { language: 'en' } } }
