import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { WordPanel } from './WordPanel'

const meta = {
  title: 'Reader/WordPanel',
  component: WordPanel,
  // 67:1, its third word بِيَدِهِ: bi "with" + yad "hand" + hu "his".
  args: {
    surah: 67,
    verse: 1,
    position: 3,
    open: true,
    onClose: () => {},
    lessonHref: (n: number) => `/learn/${n}`,
  },
  // The dialog opens at once (no fade-in), so what is checked is what stays on screen.
  parameters: { kalima: { settings: { animationsEnabled: false } } },
} satisfies Meta<typeof WordPanel>

export default meta
type Story = StoryObj<typeof meta>

/** A word of three parts, in Bengali (the default meanings). */
export const ThreeParts: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog')
    await expect(await within(dialog).findByRole('region', { name: /./ })).toBeVisible()
  },
}
/** وَٱلْحَيَوٰةَ (67:2, word 4): "and" + "the" + the noun. */
export const TwoPrefixes: Story = { args: { verse: 2, position: 4 } }
/** A word of one part (كُلِّ, 67:1, word 6): its card alone. */
export const OnePart: Story = { args: { position: 6 } }
/** In Urdu, right to left. */
export const Urdu: Story = { parameters: { kalima: { language: 'ur' } } }
/** Dark. */
export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }
