import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LONG_WORD } from '../../testing/fixtures'
import { Words } from './Words'

const meta = {
  title: 'Modes/Words',
  component: Words,
  args: { deck: 1 },
} satisfies Meta<typeof Words>

export default meta
type Story = StoryObj<typeof meta>

/** The first word with its example verse (word highlighted) and the verse in Bengali. */
export const FirstWord: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('figure')).toBeVisible()
  },
}

/** The last word: Next is disabled. */
export const LastWord: Story = { args: { defaultIndex: 49 } }

/** English meanings and verse translation. */
export const English: Story = { parameters: { kalima: { language: 'en' } } }
/** Interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = { parameters: { kalima: { language: 'ur' } }, globals: { locale: 'ur' } }
export const Indonesian: Story = { parameters: { kalima: { language: 'id' } } }
export const Turkish: Story = { parameters: { kalima: { language: 'tr' } } }
export const Chinese: Story = { parameters: { kalima: { language: 'zh' } } }
export const Spanish: Story = { parameters: { kalima: { language: 'es' } } }

/** Naskh font at 56 px: the verse follows at 48 px. */
export const Naskh56: Story = {
  args: { settings: { arabicFontFamily: 'naskh', arabicFontSize: 56 } },
}
/** Thuluth choice (Aref Ruqaa). */
export const Thuluth: Story = { args: { settings: { arabicFontFamily: 'thuluth' } } }
/** Amiri Quran (default choice). */
export const AmiriQuran: Story = { args: { settings: { arabicFontFamily: 'default' } } }

/** The longest word, without a verse. */
export const LongestWord: Story = {
  args: { words: [LONG_WORD], deck: undefined, showVerse: false },
  parameters: { kalima: { language: 'en' } },
}

export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }
