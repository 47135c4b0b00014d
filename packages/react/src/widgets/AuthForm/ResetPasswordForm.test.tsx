import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createFakeBackend } from '../../testing/fakeBackend'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { ResetPasswordForm } from './ResetPasswordForm'

const setUp = (token: string) => {
  const backend = createFakeBackend({
    accounts: { 'a@b.co': 'old-password-1' },
    resetTokens: { 'good-token': 'a@b.co' },
  })
  render(
    <KalimaTestProvider backend={backend}>
      <ResetPasswordForm token={token} signInHref="/auth" />
    </KalimaTestProvider>,
  )
  const form = screen.getByRole('form', { name: 'Choose a new password' })
  return { backend, form }
}

/** Replaces a field's text as a paste does (typing letter by letter is slow on a busy machine). */
const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

describe('ResetPasswordForm', () => {
  it('checks the new password, sets it, then offers to sign in', async () => {
    const user = userEvent.setup()
    const { backend, form } = setUp('good-token')
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument()
    const save = within(form).getByRole('button', { name: 'Save new password' })

    await fill(user, within(form).getByLabelText('New password'), 'aaaaaaaaaaaa')
    await fill(user, within(form).getByLabelText('Repeat new password'), 'aaaaaaaaaaaa')
    await user.click(save)
    expect(screen.getByRole('alert')).toHaveTextContent('This password is too easy to guess.')

    await fill(user, within(form).getByLabelText('New password'), 'a-new-long-password')
    await user.click(save)
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match')

    await fill(user, within(form).getByLabelText('Repeat new password'), 'a-new-long-password')
    await user.click(save)
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You can now sign in with it.',
    )
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth')
    await expect(backend.signIn('a@b.co', 'a-new-long-password')).resolves.toMatchObject({
      email: 'a@b.co',
    })
  })

  it('says when the link is invalid, used or expired', async () => {
    const user = userEvent.setup()
    const { form } = setUp('expired-token')
    await fill(user, within(form).getByLabelText('New password'), 'a-new-long-password')
    await fill(user, within(form).getByLabelText('Repeat new password'), 'a-new-long-password')
    await user.click(within(form).getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired. Please ask for a new one.',
    )
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument()
  })

  it('says so without a request when the link has no token', async () => {
    const user = userEvent.setup()
    const { form } = setUp('')
    await fill(user, within(form).getByLabelText('New password'), 'a-new-long-password')
    await fill(user, within(form).getByLabelText('Repeat new password'), 'a-new-long-password')
    await user.click(within(form).getByRole('button', { name: 'Save new password' }))
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is invalid')
  })
})
