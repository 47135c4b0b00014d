import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { registerDictionary } from '../../i18n'
import { bn } from '../../i18n/bn'
import { bnAccount } from '../../i18n/bn.account'
import { enAccount } from '../../i18n/en.account'
import { createFakeBackend } from '../../testing/fakeBackend'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { AuthForm } from './AuthForm'
import { backendText, catalogueMessageIds } from './backendText'

const providers = [
  { name: 'google', displayName: 'Google' },
  { name: 'apple', displayName: 'Apple' },
]

describe('AuthForm', () => {
  it('shows a button per enabled provider and signs in with one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const onSignedIn = vi.fn()
    render(
      <KalimaTestProvider backend={createFakeBackend({ providers })}>
        <AuthForm onSignedIn={onSignedIn} />
      </KalimaTestProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Get Started' })).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'google@example.com' }),
    )
    expect(screen.getByText('Signed in as google.')).toBeInTheDocument()
    vi.useRealTimers()
  })

  it('reports a failed login, and Forgot Password without and with an email', async () => {
    const user = userEvent.setup()
    const backend = createFakeBackend({ accounts: { 'a@b.co': 'secret' } })
    render(
      <KalimaTestProvider backend={backend}>
        <AuthForm />
      </KalimaTestProvider>,
    )
    const form = screen.getByRole('form', { name: 'Sign In' })
    await user.click(within(form).getByRole('button', { name: 'Forgot Password' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter your email to reset password.',
    )
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    await user.type(within(form).getByLabelText('Email'), 'a@b.co')
    await user.type(within(form).getByLabelText('Password'), 'wrong')
    await user.click(within(form).getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is incorrect')

    await user.click(within(form).getByRole('button', { name: 'Forgot Password' }))
    expect(await screen.findByText('Password reset email sent!')).toBeInTheDocument()
    expect(backend.resets).toEqual(['a@b.co'])
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  })

  it("says the backend's messages in the learner's language: a failed sign-in, a reset sent", async () => {
    registerDictionary('bn', { ...bn, ...bnAccount })
    const user = userEvent.setup()
    const backend = createFakeBackend({ accounts: { 'a@b.co': 'secret', 'taken@b.co': 'x' } })
    render(
      <KalimaTestProvider backend={backend} uiLanguage="bn">
        <AuthForm />
      </KalimaTestProvider>,
    )
    const form = screen.getByRole('form', { name: bnAccount['auth.signInTab'] })
    await user.type(within(form).getByLabelText(bnAccount['auth.email']), 'a@b.co')
    await user.type(within(form).getByLabelText(bnAccount['auth.password']), 'wrong')
    await user.click(within(form).getByRole('button', { name: bnAccount['auth.signInTab'] }))
    expect(await screen.findByRole('alert')).toHaveTextContent(bnAccount['auth.loginFailed'])
    await user.click(within(form).getByRole('button', { name: bnAccount['auth.forgotPassword'] }))
    expect(await screen.findByText(bnAccount['auth.resetSent'])).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/incorrect|reset email sent/i)
  })

  it("translates every catalogue message a backend gives, and keeps a server's own words for English readers only", () => {
    const t = (id: string) => `«${id}»`
    for (const [english, id] of catalogueMessageIds()) {
      // The English dictionary says each in the catalogue's words.
      expect(enAccount[id as keyof typeof enAccount], id).toBe(english)
      expect(backendText(english, t, 'bn', 'contact.failure')).toBe(`«${id}»`)
      expect(backendText(new Error(english), t, 'en', 'contact.failure')).toBe(`«${id}»`)
    }
    const server = new Error('Failed to authenticate.')
    expect(backendText(server, t, 'en', 'auth.loginFailed')).toBe('Failed to authenticate.')
    expect(backendText(server, t, 'ur', 'auth.loginFailed')).toBe('«auth.loginFailed»')
    expect(backendText(undefined, t, 'en', 'auth.resetSent')).toBe('«auth.resetSent»')
  })

  it('signs up: passwords must match, an existing email is refused, success logs in', async () => {
    const user = userEvent.setup()
    const onSignedIn = vi.fn()
    render(
      <KalimaTestProvider backend={createFakeBackend({ accounts: { 'taken@b.co': 'x' } })}>
        <AuthForm defaultView="signUp" onSignedIn={onSignedIn} />
      </KalimaTestProvider>,
    )
    const form = screen.getByRole('form', { name: 'Sign Up' })
    await user.type(within(form).getByLabelText('Username'), 'Amina')
    await user.type(within(form).getByLabelText('Email'), 'taken@b.co')
    await user.type(within(form).getByLabelText('Password'), 'pass1234xy')
    await user.type(within(form).getByLabelText('Repeat password'), 'pass9999xy')
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match')
    await user.clear(within(form).getByLabelText('Repeat password'))
    await user.type(within(form).getByLabelText('Repeat password'), 'pass1234xy')
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('User already signed up!')
    await user.clear(within(form).getByLabelText('Email'))
    await user.type(within(form).getByLabelText('Email'), 'new@b.co')
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText('User created successfully')).toBeInTheDocument()
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled(), { timeout: 2000 })
  })

  it('refuses a password the policy does not accept, before any request', async () => {
    const user = userEvent.setup()
    const backend = createFakeBackend()
    render(
      <KalimaTestProvider backend={backend}>
        <AuthForm defaultView="signUp" />
      </KalimaTestProvider>,
    )
    const form = screen.getByRole('form', { name: 'Sign Up' })
    await user.type(within(form).getByLabelText('Username'), 'Amina')
    await user.type(within(form).getByLabelText('Email'), 'amina@b.co')
    await user.type(within(form).getByLabelText('Password'), 'short')
    await user.type(within(form).getByLabelText('Repeat password'), 'short')
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your password must be at least 10 characters long.',
    )
    await user.clear(within(form).getByLabelText('Password'))
    await user.clear(within(form).getByLabelText('Repeat password'))
    await user.type(within(form).getByLabelText('Password'), 'qwertyuiop')
    await user.type(within(form).getByLabelText('Repeat password'), 'qwertyuiop')
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }))
    expect(screen.getByRole('alert')).toHaveTextContent('This password is too easy to guess.')
    expect(backend.currentUser()).toBeNull()
  })

  it('says so when the site has no accounts', () => {
    render(
      <KalimaTestProvider>
        <AuthForm />
      </KalimaTestProvider>,
    )
    expect(screen.getByText(/Sign-in is not available on this site/)).toBeInTheDocument()
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
  })
})
