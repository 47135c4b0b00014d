import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { t } from '../../i18n'
import { createFakeBackend } from '../../testing/fakeBackend'
import { inUrdu } from '../../testing/urduStory'
import { AuthForm } from './AuthForm'

const providers = [
  { name: 'google', displayName: 'Google' },
  { name: 'apple', displayName: 'Apple' },
]

const meta = {
  title: 'Account/AuthForm',
  component: AuthForm,
  parameters: {
    kalima: {
      backend: createFakeBackend({ providers, accounts: { 'amina@example.com': 'secret' } }),
    },
  },
} satisfies Meta<typeof AuthForm>

export default meta
type Story = StoryObj<typeof meta>

/** Sign in: a button per provider the server enables, e-mail and password, Forgot Password. */
export const SignIn: Story = {}

/** The sign-up form. */
export const SignUp: Story = { args: { defaultView: 'signUp' } }

/** Forgot Password without an e-mail: the message box with Close. */
export const MessageBox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('auth.forgotPassword') }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('auth.resetNeedsEmail'))
  },
}

/** A site without a server: no accounts. */
export const LocalOnly: Story = { parameters: { kalima: { backend: undefined } } }

export const Dark: Story = {
  parameters: { kalima: { theme: 'dark', backend: createFakeBackend({ providers }) } },
}
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

/** SignIn with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(SignIn)
