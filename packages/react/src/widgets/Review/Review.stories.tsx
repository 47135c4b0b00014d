import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { t } from '../../i18n'
import { STORY_NOW, sampleProgress } from '../../testing/storyData'
import { inUrdu } from '../../testing/urduStory'
import { Review } from './Review'

const meta = {
  title: 'Modes/Review',
  component: Review,
  args: { limit: 10 },
  parameters: { kalima: { initialProgress: sampleProgress(), now: STORY_NOW } },
} satisfies Meta<typeof Review>

export default meta
type Story = StoryObj<typeof meta>

/** Words due for review: the Arabic side first. */
export const Due: Story = {}

/** The meaning revealed, with the four grades and when each brings the word back. */
export const Revealed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: t('review.showMeaning') }),
    )
  },
}

/** Only words of lesson 2. */
export const OneDeck: Story = { args: { deck: 2 } }

/** Nothing studied yet, so nothing is due: the host's daily session is offered. */
export const NothingDue: Story = {
  args: { todayHref: '#today' },
  parameters: { kalima: { initialProgress: undefined } },
}

export const Dark: Story = {
  parameters: { kalima: { theme: 'dark', initialProgress: sampleProgress(), now: STORY_NOW } },
}

/** Due with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Due)
