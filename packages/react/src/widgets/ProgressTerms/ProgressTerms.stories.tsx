import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProgressTerms } from './ProgressTerms'

const meta = {
  title: 'Home/ProgressTerms',
  component: ProgressTerms,
} satisfies Meta<typeof ProgressTerms>

export default meta
type Story = StoryObj<typeof meta>

/** Collapsed, as on the home page, the dashboard and /review. */
export const Collapsed: Story = {}
/** Opened: what mastered, learning, due and the daily target mean. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector('details')?.setAttribute('open', '')
  },
}
export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }
