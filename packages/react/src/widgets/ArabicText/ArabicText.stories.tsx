import type { Meta, StoryObj } from '@storybook/react-vite'
import { inUrdu } from '../../testing/urduStory'
import { ArabicText } from './ArabicText'

const meta = {
  title: 'Primitives/ArabicText',
  component: ArabicText,
  args: { children: 'ٱللَّه' },
} satisfies Meta<typeof ArabicText>

export default meta
type Story = StoryObj<typeof meta>

/** The most frequent noun of the Quran. */
export const Default: Story = {}

/** A long word with many marks, to check shaping and diacritics. */
export const LongWord: Story = { args: { children: 'فَأَسْقَيْنَٰكُمُوهُ', as: 'p' } }

/** Default with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Default)
