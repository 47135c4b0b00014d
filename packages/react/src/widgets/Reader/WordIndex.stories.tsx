import { getWord } from '@kalima/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { STORY_NOW as NOW, sampleProgress } from './stories-progress'
import { WordIndex } from './WordIndex'

const meta = {
  title: 'Reader/WordIndex',
  component: WordIndex,
  args: { lessonHref: (n: number) => `/learn/${n}` },
  parameters: { kalima: { now: NOW, initialProgress: sampleProgress() } },
} satisfies Meta<typeof WordIndex>

export default meta
type Story = StoryObj<typeof meta>

/** Every word, in Bengali, the learner's states marked at each row's edge. */
export const EveryWord: Story = {}
/** Found by its Arabic without marks: الله. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('searchbox'), 'الله')
    const allah = getWord('-wll-sah')?.arabic ?? ''
    const rows = await canvas.findAllByRole('button', { name: new RegExp(`^${allah} `) })
    await expect(rows[0]).toBeVisible()
  },
}
export const Urdu: Story = { parameters: { kalima: { language: 'ur' } } }
export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }
