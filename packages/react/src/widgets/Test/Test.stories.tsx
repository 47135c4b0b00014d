import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { t } from '../../i18n'
import { SAMPLE_WORDS } from '../../testing/fixtures'
import { inUrdu } from '../../testing/urduStory'
import { Test } from './Test'

const meta = {
  title: 'Modes/Test',
  component: Test,
  args: { deck: 1 },
} satisfies Meta<typeof Test>

export default meta
type Story = StoryObj<typeof meta>

const option = (canvasElement: HTMLElement, right: boolean) => {
  const arabic = canvasElement.querySelector('.kalima-test-arabic')?.textContent
  const meaning = SAMPLE_WORDS.find((w) => w.arabic === arabic)?.meaning ?? ''
  const options = [...canvasElement.querySelectorAll<HTMLElement>('.kalima-option')]
  return options.find((b) => (b.textContent?.includes(meaning) ?? false) === right) as HTMLElement
}

/** Step 1: the timer at 0:00, the counter 1/50 and 50 progress circles. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('common.counter', { n: 1, total: 50 })),
    ).toBeVisible()
  },
}

/** A wrong answer marks the circle red. */
export const WrongAnswer: Story = {
  args: { words: SAMPLE_WORDS, deck: undefined },
  parameters: { kalima: { language: 'en' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(option(canvasElement, false))
    await expect(within(canvasElement).getByText(t('common.tryAgain'))).toBeVisible()
  },
}

/** The timer placed bottom-left by settings. */
export const TimerBottomLeft: Story = { args: { settings: { timerPosition: 'bottom-left' } } }
/** The timer placed top-left by settings. */
export const TimerTopLeft: Story = { args: { settings: { timerPosition: 'top-left' } } }

/** The completion dialog with the time and Next Category. */
export const Completed: Story = {
  args: {
    words: SAMPLE_WORDS.slice(0, 1),
    deck: undefined,
    settings: { messagesDuration: 500 },
    homeHref: '#home',
  },
  parameters: { kalima: { language: 'en' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(option(canvasElement, true))
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible())
  },
}

/** A mistake on the way: the result counts it and lists the word missed. */
export const CompletedWithMistake: Story = {
  args: {
    words: SAMPLE_WORDS.slice(0, 2),
    deck: undefined,
    settings: { messagesDuration: 300 },
    homeHref: '#home',
  },
  parameters: { kalima: { language: 'en' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(option(canvasElement, false))
    await waitFor(() => expect(option(canvasElement, true)).toBeEnabled())
    for (let i = 0; i < 2; i++) {
      await waitFor(() =>
        expect(canvasElement.querySelector('[data-kalima-widget="test"]')).toHaveAttribute(
          'data-state',
          'answering',
        ),
      )
      await userEvent.click(option(canvasElement, true))
    }
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.getByRole('list', { name: t('test.missed') })).toBeVisible())
  },
}

export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

/** Start with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Start)
