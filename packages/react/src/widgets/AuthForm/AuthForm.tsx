import type { BackendUser } from '@kalima/core'
import {
  AUTO_LOGIN_DELAY_MS,
  type AuthProvider,
  checkNewPassword,
  SIGN_IN_REDIRECT_MS,
} from '@kalima/core/accounts'
import { type FormEvent, useEffect, useId, useReducer, useRef } from 'react'
import { useAuth, useKalima } from '../../hooks/useKalima'
import type { UiMessageId } from '../../i18n'
import { withProvider } from '../../provider/KalimaProvider'
import { InputField, SubmitButton } from '../../shared/FormParts'
import { defaultLink, type RenderLink } from '../../shared/navigation'
import './AuthForm.css'
import { AuthMessageBox, AuthPage, NewPasswordFields } from './AuthParts'
import { type AuthMessage, authFormReducer, initialAuthForm } from './authFormState'
import { backendText } from './backendText'
import { PASSWORD_MESSAGES } from './passwordMessages'

/** Props of {@link AuthForm}. */
export interface AuthFormProps {
  /** Which form shows first. */
  defaultView?: 'signIn' | 'signUp'
  /** Called after a sign-in (500 ms later, as the original) or a sign-up (1 s later). */
  onSignedIn?: (user: BackendUser) => void
  /** Links of the terms and the privacy policy. */
  termsHref?: string
  privacyHref?: string
  /** Renders links with the host's router; `<a>` by default. */
  renderLink?: RenderLink
  /** Heading level of the title ('Get Started'); 2 by default (1 when it is the page's own heading). */
  headingLevel?: 1 | 2 | 3
  className?: string
}

/** Sign in and sign up: OAuth2 providers, e-mail and password, Forgot Password, a message box. */
export const AuthForm = /* @__PURE__ */ withProvider(AuthFormView, 'AuthForm', 'account')

function AuthFormView({
  defaultView = 'signIn',
  onSignedIn,
  termsHref = '/terms',
  privacyHref = '/privacy',
  renderLink,
  headingLevel = 2,
  className,
}: AuthFormProps) {
  const { t, backend, uiLanguage } = useKalima()
  /** What the backend said, in the interface language (`fallback` when it cannot be). */
  const said = (what: unknown, fallback: UiMessageId) => backendText(what, t, uiLanguage, fallback)
  const auth = useAuth()
  const id = useId()
  const [state, dispatch] = useReducer(authFormReducer, defaultView, initialAuthForm)
  const { view, providers, busy, message } = state
  const { email, password } = state.signIn
  const { username, email: signUpEmail, password: signUpPassword, repeat } = state.signUp
  const setMessage = (next: AuthMessage | null) => dispatch({ type: 'message', message: next })
  const setView = (next: typeof view) => dispatch({ type: 'view', view: next })
  const signInField = (field: keyof typeof state.signIn) => (e: { target: { value: string } }) =>
    dispatch({ type: 'signInField', field, value: e.target.value })
  const signUpField = (field: keyof typeof state.signUp) => (e: { target: { value: string } }) =>
    dispatch({ type: 'signUpField', field, value: e.target.value })
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    let live = true
    backend
      .listAuthProviders()
      .then((list) => live && dispatch({ type: 'providers', providers: list }))
      .catch(() => live && dispatch({ type: 'providers', providers: [] }))
    return () => {
      live = false
    }
  }, [backend])
  useEffect(() => () => clearTimeout(timer.current), [])

  const later = (user: BackendUser, ms: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onSignedIn?.(user), ms)
  }
  const run = async (task: () => Promise<void>) => {
    dispatch({ type: 'start' })
    try {
      await task()
    } finally {
      dispatch({ type: 'finish' })
    }
  }

  const signInWith = (p: AuthProvider) =>
    run(async () => {
      try {
        later(await backend.signInWithProvider(p.name), SIGN_IN_REDIRECT_MS)
      } catch (e) {
        setMessage({ kind: 'error', text: said(e, 'auth.loginFailed') })
      }
    })
  const signIn = (e: FormEvent) => {
    e.preventDefault()
    void run(async () => {
      try {
        later(await backend.signIn(email.trim(), password), SIGN_IN_REDIRECT_MS)
      } catch (error) {
        setMessage({ kind: 'error', text: said(error, 'auth.loginFailed') })
      }
    })
  }
  const forgot = () => {
    if (!email.trim()) {
      setMessage({ kind: 'error', text: t('auth.resetNeedsEmail') })
      return
    }
    void run(async () => {
      try {
        setMessage({
          kind: 'success',
          text: said(await backend.requestPasswordReset(email.trim()), 'auth.resetSent'),
        })
      } catch (error) {
        setMessage({ kind: 'error', text: said(error, 'auth.resetFailed') })
      }
    })
  }
  const signUp = (e: FormEvent) => {
    e.preventDefault()
    const problem = checkNewPassword(signUpPassword, repeat)
    if (problem) {
      setMessage({ kind: 'error', text: t(PASSWORD_MESSAGES[problem]) })
      return
    }
    void run(async () => {
      try {
        const result = await backend.signUp({
          username: username.trim(),
          email: signUpEmail.trim(),
          password: signUpPassword,
          passwordRepeat: repeat,
        })
        setMessage(
          result.profileUpdated
            ? { kind: 'success', text: t('auth.userCreated') }
            : { kind: 'error', text: t('auth.profileUpdateFailed') },
        )
        later(result.user, AUTO_LOGIN_DELAY_MS)
      } catch (error) {
        setMessage({ kind: 'error', text: said(error, 'contact.failure') })
      }
    })
  }

  const link = (href: string, children: string) => (renderLink ?? defaultLink)({ href, children })
  const local = backend.kind === 'local'
  return (
    <AuthPage
      title={t('auth.title')}
      headingLevel={headingLevel}
      busy={busy}
      className={className}
      footer={
        <>
          {link(termsHref, t('auth.terms'))} · {link(privacyHref, t('auth.privacy'))}
        </>
      }
    >
      {auth.status === 'signedIn' && auth.user && (
        <p className="kalima-notice" role="status">
          {t('auth.signedIn', { name: auth.user.displayName })}
        </p>
      )}
      {local ? (
        <p className="kalima-notice">{t('auth.unavailable')}</p>
      ) : (
        <>
          {providers.length > 0 && (
            <div className="kalima-auth-providers">
              {providers.map((p) => (
                <button
                  key={p.name}
                  type="button"
                  className="kalima-button"
                  data-provider={p.name}
                  disabled={busy}
                  onClick={() => void signInWith(p)}
                >
                  {t('auth.continueWith', { provider: p.displayName })}
                </button>
              ))}
              <p className="kalima-auth-or">
                <span>{t('auth.or')}</span>
              </p>
            </div>
          )}
          <div className="kalima-auth-switch">
            <button
              type="button"
              className="kalima-button"
              data-variant={view === 'signIn' ? 'primary' : 'ghost'}
              aria-pressed={view === 'signIn'}
              onClick={() => setView('signIn')}
            >
              {t('auth.signInTab')}
            </button>
            <button
              type="button"
              className="kalima-button"
              data-variant={view === 'signUp' ? 'primary' : 'ghost'}
              aria-pressed={view === 'signUp'}
              onClick={() => setView('signUp')}
            >
              {t('auth.signUpTab')}
            </button>
          </div>
          {view === 'signIn' ? (
            <form className="kalima-auth-form" onSubmit={signIn} aria-label={t('auth.signIn')}>
              <InputField
                id={`${id}-email`}
                label={t('auth.email')}
                type="email"
                autoComplete="email"
                value={email}
                onChange={signInField('email')}
              />
              <InputField
                id={`${id}-password`}
                label={t('auth.password')}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={signInField('password')}
              />
              <div className="kalima-auth-row">
                <button
                  type="button"
                  className="kalima-button"
                  data-variant="ghost"
                  onClick={forgot}
                  disabled={busy}
                >
                  {t('auth.forgotPassword')}
                </button>
                <SubmitButton busy={busy}>{t('auth.signIn')}</SubmitButton>
              </div>
            </form>
          ) : (
            <form className="kalima-auth-form" onSubmit={signUp} aria-label={t('auth.signUp')}>
              <InputField
                id={`${id}-username`}
                label={t('auth.username')}
                autoComplete="username"
                required
                value={username}
                onChange={signUpField('username')}
              />
              <InputField
                id={`${id}-su-email`}
                label={t('auth.email')}
                type="email"
                autoComplete="email"
                required
                value={signUpEmail}
                onChange={signUpField('email')}
              />
              <NewPasswordFields
                id={`${id}-su`}
                labels={{ password: t('auth.password'), repeat: t('auth.repeatPassword') }}
                values={{ password: signUpPassword, repeat }}
                onChange={(field, value) => dispatch({ type: 'signUpField', field, value })}
              />
              <SubmitButton busy={busy} className="kalima-button kalima-auth-submit">
                {t('auth.signUp')}
              </SubmitButton>
            </form>
          )}
        </>
      )}
      {message && (
        <AuthMessageBox message={message} focus>
          <button type="button" className="kalima-button" onClick={() => setMessage(null)}>
            {t('common.close')}
          </button>
        </AuthMessageBox>
      )}
    </AuthPage>
  )
}
