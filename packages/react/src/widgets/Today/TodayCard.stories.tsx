import type { Meta, StoryObj } from '@storybook/react-vite'
import { dayDoneProgress, STORY_NOW, sampleProgress } from '../../testing/storyData'
import { inUrdu } from '../../testing/urduStory'
import { TodayCard } from './TodayCard'

const meta = {
  title: 'Home/TodayCard',
  component: TodayCard,
  args: { href: '#today' },
  parameters: { kalima: { now: STORY_NOW } },
} satisfies Meta<typeof TodayCard>

export default meta
type Story = StoryObj<typeof meta>

/** A newcomer: the day's first new words, nothing due. */
export const Newcomer: Story = {}

/** A returning learner: reviews due and new words, with the ring of what is done today. */
export const Returning: Story = {
  parameters: { kalima: { initialProgress: sampleProgress(), now: STORY_NOW } },
}

/** The day's goal met: all done for now, and more new words for a learner who wants them. */
export const DayDone: Story = {
  args: { moreHref: '#today-more' },
  parameters: { kalima: { initialProgress: dayDoneProgress(), now: STORY_NOW } },
}

export const Dark: Story = {
  parameters: { kalima: { theme: 'dark', initialProgress: sampleProgress(), now: STORY_NOW } },
}

/** In Urdu: right to left (the ring fills the other way). */
export const Urdu: Story = inUrdu(Returning)
