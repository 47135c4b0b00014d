import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { t } from '../../i18n'
import { createFakeBackend } from '../../testing/fakeBackend'
import { inUrdu } from '../../testing/urduStory'
import { ContactForm } from './ContactForm'

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  parameters: { kalima: { backend: createFakeBackend({ delayMs: 300 }) } },
} satisfies Meta<typeof ContactForm>

export default meta
type Story = StoryObj<typeof meta>

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.type(canvas.getByLabelText(t('contact.name')), 'Amina')
  await userEvent.type(canvas.getByLabelText(t('contact.email')), 'amina@example.com')
  await userEvent.type(canvas.getByLabelText(t('contact.subject')), 'Thanks')
  await userEvent.type(canvas.getByLabelText(t('contact.message')), 'Kalima helps me every day.')
  await userEvent.click(canvas.getByRole('button', { name: t('contact.send') }))
}

/** Name, email, subject and a 6-row message. */
export const Empty: Story = {}

/** Sent: the thank-you text, the form cleared. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement)
    await expect(await within(canvasElement).findByText(t('contact.success'))).toBeVisible()
  },
}

/** The server failed. */
export const Failed: Story = {
  parameters: { kalima: { backend: createFakeBackend({ failSending: true }) } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement)
    await within(canvasElement).findByText(t('contact.failure'))
  },
}

export const Dark: Story = {
  parameters: { kalima: { theme: 'dark', backend: createFakeBackend() } },
}

/** Empty with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Empty)
