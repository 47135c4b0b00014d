import { deckIdOf } from '@kalima/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleProgress } from '../../testing/storyData'
import { inUrdu } from '../../testing/urduStory'
import { DeckGrid } from './DeckGrid'

const meta = {
  title: 'Home/DeckGrid',
  component: DeckGrid,
  args: { deckHref: (deck) => `#/flashcards/${deckIdOf(deck)}` },
  parameters: { kalima: { initialProgress: sampleProgress() } },
} satisfies Meta<typeof DeckGrid>

export default meta
type Story = StoryObj<typeof meta>

/** The 12 lessons with the learner's mastery. */
export const Lessons: Story = {}
/** The 26 surah decks, 114 down to 89. */
export const Surahs: Story = { args: { decks: 'surahs' } }
/** Nothing studied yet. */
export const Fresh: Story = { parameters: { kalima: { initialProgress: undefined } } }
export const Dark: Story = {
  parameters: { kalima: { theme: 'dark', initialProgress: sampleProgress() } },
}
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

/** Lessons with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Lessons)
