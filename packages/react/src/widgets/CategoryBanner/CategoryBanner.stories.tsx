import type { Meta, StoryObj } from '@storybook/react-vite'
import { inUrdu } from '../../testing/urduStory'
import { CategoryBanner } from './CategoryBanner'

const meta = {
  title: 'Navigation/CategoryBanner',
  component: CategoryBanner,
  args: { deck: 5, mode: 'match' },
} satisfies Meta<typeof CategoryBanner>

export default meta
type Story = StoryObj<typeof meta>

/** '{category} - Match'. */
export const Lesson: Story = {}
/** A surah deck with its Arabic name. */
export const Surah: Story = { args: { deck: 114, mode: 'words' } }
export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }

/** Lesson with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Lesson)
