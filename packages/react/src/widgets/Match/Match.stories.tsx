import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { t } from '../../i18n'
import { SAMPLE_WORDS } from '../../testing/fixtures'
import { inUrdu } from '../../testing/urduStory'
import { Match } from './Match'

const meta = {
  title: 'Modes/Match',
  component: Match,
  args: { deck: 1 },
} satisfies Meta<typeof Match>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).getByRole('button', { name: text })

/** Stage 1/5: 20 shuffled cards. */
export const Stage1: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('match.stage', { n: 1, total: 5 })),
    ).toBeVisible()
  },
}

/** One card selected; its partner is highlighted. */
export const Selected: Story = {
  args: { words: SAMPLE_WORDS, deck: undefined },
  parameters: { kalima: { language: 'en' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(card(canvasElement, 'ٱللَّه'))
  },
}

/** A wrong pair, cleared after 1 s. */
export const WrongPair: Story = {
  args: { words: SAMPLE_WORDS, deck: undefined },
  parameters: { kalima: { language: 'en' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(card(canvasElement, 'ٱللَّه'))
    await userEvent.click(card(canvasElement, 'Lord'))
  },
}

const matchAll = async (canvasElement: HTMLElement) => {
  for (const w of SAMPLE_WORDS) {
    await userEvent.click(card(canvasElement, w.arabic))
    await userEvent.click(card(canvasElement, w.meaning))
  }
}

/** The stage is done: 'Complete Category' on the last stage. */
export const StageComplete: Story = {
  args: { words: SAMPLE_WORDS, deck: undefined },
  parameters: { kalima: { language: 'en' } },
  play: async ({ canvasElement }) => {
    await matchAll(canvasElement)
    await expect(
      within(canvasElement).getByRole('button', { name: t('match.completeCategory') }),
    ).toBeVisible()
  },
}

/** The final dialog: time and Total Moves. */
export const Completed: Story = {
  args: { words: SAMPLE_WORDS, deck: undefined, homeHref: '#home' },
  parameters: { kalima: { language: 'en' } },
  play: async ({ canvasElement }) => {
    await matchAll(canvasElement)
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('match.completeCategory') }),
    )
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeVisible(),
    )
  },
}

export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }
export const Chinese: Story = { parameters: { kalima: { language: 'zh' } } }

/** Stage1 with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Stage1)
