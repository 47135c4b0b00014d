import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { t } from '../../i18n'
import { dayDoneProgress, knownProgress, STORY_NOW, sampleProgress } from '../../testing/storyData'
import { inUrdu } from '../../testing/urduStory'
import { Today } from './Today'

const meta = {
  title: 'Modes/Today',
  component: Today,
  parameters: { kalima: { now: STORY_NOW } },
} satisfies Meta<typeof Today>

export default meta
type Story = StoryObj<typeof meta>

/** A newcomer's first session: the day's new words of lesson 1, recognised. */
export const Newcomer: Story = {}

/** A returning learner: reviews due first, asked the other way round (meaning → Arabic). */
export const Returning: Story = {
  parameters: { kalima: { initialProgress: sampleProgress(), now: STORY_NOW } },
}

/** Known words are recalled: typed (no Arabic voice here, so no Listen question). */
export const TypeIt: Story = {
  parameters: {
    kalima: { initialProgress: knownProgress(), now: STORY_NOW, arabicVoice: false },
  },
}

/** A wrong answer: the right one shown until Continue; the word comes back later. */
export const WrongAnswer: Story = {
  parameters: { kalima: { language: 'bn', now: STORY_NOW } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const options = within(await canvas.findByRole('group', { name: t('learn.options') }))
    // A newcomer's first word is lesson 1's first, مِن: "থেকে" in Bengali. Pick another.
    const wrong = options.getAllByRole('button').find((b) => !b.textContent?.includes('থেকে'))
    if (wrong) await userEvent.click(wrong)
  },
}

/** Opened for more (the card's "Learn more") after the day's goal: the next new words. */
export const More: Story = {
  args: { more: true },
  parameters: { kalima: { initialProgress: dayDoneProgress(), now: STORY_NOW } },
}

export const Dark: Story = {
  parameters: { kalima: { theme: 'dark', initialProgress: sampleProgress(), now: STORY_NOW } },
}

/** The interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Returning)
