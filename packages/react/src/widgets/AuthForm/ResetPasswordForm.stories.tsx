import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { t } from '../../i18n'
import { createFakeBackend } from '../../testing/fakeBackend'
import { inUrdu } from '../../testing/urduStory'
import { ResetPasswordForm } from './ResetPasswordForm'

const meta = {
  title: 'Account/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { token: 'good-token' },
  parameters: {
    kalima: {
      backend: createFakeBackend({
        accounts: { 'amina@example.com': 'old-password-1' },
        resetTokens: { 'good-token': 'amina@example.com' },
      }),
    },
  },
} satisfies Meta<typeof ResetPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

/** The page a reset e-mail links to: a new password twice. */
export const Default: Story = {}

/** A password the policy refuses: the message says why. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(t('reset.password')), 'qwertyuiop')
    await userEvent.type(canvas.getByLabelText(t('reset.repeat')), 'qwertyuiop')
    await userEvent.click(canvas.getByRole('button', { name: t('reset.submit') }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('auth.passwordTooCommon'))
  },
}

export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }

/** Default with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Default)
