import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { t } from '../../i18n'
import { SAMPLE_WORDS } from '../../testing/fixtures'
import { Learn } from './Learn'

const meta = {
  title: 'Modes/Learn',
  component: Learn,
  args: { deck: 1 },
} satisfies Meta<typeof Learn>

export default meta
type Story = StoryObj<typeof meta>

const answerOf = (canvasElement: HTMLElement, right: boolean) => {
  const arabic = canvasElement.querySelector('.kalima-learn-arabic')?.textContent
  const meaning = SAMPLE_WORDS.find((w) => w.arabic === arabic)?.meaning ?? ''
  const options = within(canvasElement)
    .getAllByRole('button')
    .filter((b) => b.classList.contains('kalima-option'))
  return options.find((b) => (b.textContent?.includes(meaning) ?? false) === right) as HTMLElement
}

/** A word and 4 meanings; 'Correct 0/50'. */
export const FirstQuestion: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('learn.correctCounter', { n: 0, total: 50 })),
    ).toBeVisible()
  },
}

/** A wrong answer shows 'Try again!' for a second. */
export const WrongAnswer: Story = {
  args: { words: SAMPLE_WORDS, deck: undefined },
  parameters: { kalima: { language: 'en' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(answerOf(canvasElement, false))
    await expect(within(canvasElement).getByText(t('common.tryAgain'))).toBeVisible()
  },
}

/** A right answer shows 'Correct! ✨'. */
export const CorrectAnswer: Story = {
  args: { words: SAMPLE_WORDS, deck: undefined },
  parameters: { kalima: { language: 'en' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(answerOf(canvasElement, true))
    await expect(within(canvasElement).getByText(t('common.correct'))).toBeVisible()
  },
}

/** Show Answer reveals the meaning for 1.5 s. */
export const ShowAnswer: Story = {
  args: { words: SAMPLE_WORDS, deck: undefined },
  parameters: { kalima: { language: 'en' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('learn.showAnswer') }),
    )
  },
}

/** The completion dialog after the last word. */
export const Completed: Story = {
  args: { words: SAMPLE_WORDS.slice(0, 1), deck: undefined, homeHref: '#home' },
  parameters: { kalima: { language: 'en' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(answerOf(canvasElement, true))
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible(), { timeout: 3000 })
  },
}

export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }
/** Interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = { parameters: { kalima: { language: 'ur' } }, globals: { locale: 'ur' } }
