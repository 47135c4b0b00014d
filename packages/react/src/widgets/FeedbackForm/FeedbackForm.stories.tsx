import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { t } from '../../i18n'
import { createFakeBackend } from '../../testing/fakeBackend'
import { inUrdu } from '../../testing/urduStory'
import { FeedbackForm } from './FeedbackForm'

const meta = {
  title: 'Forms/FeedbackForm',
  component: FeedbackForm,
  parameters: { kalima: { backend: createFakeBackend() } },
} satisfies Meta<typeof FeedbackForm>

export default meta
type Story = StoryObj<typeof meta>

/** Rating 5 by default, a comment and an optional e-mail. */
export const Default: Story = {}

/** Sent with 4 stars. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: t('feedback.star', { n: 4 }) }))
    await userEvent.type(canvas.getByLabelText(t('feedback.comment')), 'Very useful')
    await userEvent.click(canvas.getByRole('button', { name: t('feedback.send') }))
    await canvas.findByText(t('feedback.success'))
  },
}

export const Dark: Story = {
  parameters: { kalima: { theme: 'dark', backend: createFakeBackend() } },
}

/** Default with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Default)
