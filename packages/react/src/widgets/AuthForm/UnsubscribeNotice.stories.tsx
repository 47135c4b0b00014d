import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { t } from '../../i18n'
import { createFakeBackend } from '../../testing/fakeBackend'
import { inUrdu } from '../../testing/urduStory'
import { UnsubscribeNotice } from './UnsubscribeNotice'

const TOKEN = 'T'.repeat(40)

const meta = {
  title: 'Account/UnsubscribeNotice',
  component: UnsubscribeNotice,
  args: { user: 'amina', token: TOKEN },
  parameters: {
    kalima: { backend: createFakeBackend({ unsubscribeTokens: { amina: TOKEN } }) },
  },
} satisfies Meta<typeof UnsubscribeNotice>

export default meta
type Story = StoryObj<typeof meta>

/** A reminder e-mail's unsubscribe link opened: reminders are off. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('unsubscribe.done'))).toBeVisible()
  },
}

/** A link with a wrong token: nothing changed. */
export const InvalidLink: Story = {
  args: { token: 'F'.repeat(40) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      t('unsubscribe.invalid'),
    )
  },
}

export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }

/** Default with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Default)
