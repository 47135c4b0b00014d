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

/**
 * A newcomer's first session: each of the day's new words of lesson 1 taught on its study card
 * (the word, its meaning, its verse), then asked (recognised).
 */
export const Newcomer: Story = {}

/** The study cards gone through ("Got it"): the first question, two cards after its word's. */
const throughStudyCards = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await canvas.findByText(t('today.study.title'))
  for (let card = 0; card < 3; card++) {
    const next = canvasElement.querySelector<HTMLButtonElement>(
      '.kalima-today-study [data-variant="primary"]',
    )
    if (next) await userEvent.click(next)
  }
}

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
    await throughStudyCards(canvasElement)
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
