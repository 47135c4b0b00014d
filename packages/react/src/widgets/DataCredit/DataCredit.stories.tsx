import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DataCredit } from './DataCredit'

const meta = {
  title: 'Credits/DataCredit',
  component: DataCredit,
} satisfies Meta<typeof DataCredit>

export default meta
type Story = StoryObj<typeof meta>

/** The sources of the words, each linked, with its licence: the site's footer and every embedded element show it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Quranic Arabic Corpus' })
    await expect(link).toHaveAttribute('href', 'https://corpus.quran.com/')
  },
}
export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }
