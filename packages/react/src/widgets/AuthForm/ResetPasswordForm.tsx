import { checkNewPassword } from '@kalima/core/accounts'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useKalima, useLanguage, useSettings } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import { InputField, SubmitButton } from '../../shared/FormParts'
import { defaultLink, type RenderLink } from '../../shared/navigation'
import { WidgetRoot } from '../../shared/WidgetRoot'
import './AuthForm.css'
import { backendText } from './backendText'
import { PASSWORD_MESSAGES } from './passwordMessages'

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** The token of the reset e-mail's link (`/reset-password?token=…`); '' when missing. */
  token: string
  /** Where to sign in once the password is changed. */
  signInHref?: string
  /** Renders links with the host's router; `<a>` by default. */
  renderLink?: RenderLink
  className?: string
}

type Status =
  | { kind: 'editing' }
  | { kind: 'busy' }
  | { kind: 'error'; text: string }
  | { kind: 'done'; text: string }

/**
 * The page a password reset e-mail links to: a new password twice, checked by
 * @kalima/core's `checkNewPassword`, then the Backend's `confirmPasswordReset`; once
 * changed, a link to sign in. A missing, used or expired token says so.
 */
export const ResetPasswordForm = /* @__PURE__ */ withProvider(
  ResetPasswordView,
  'ResetPasswordForm',
  'account',
)

function ResetPasswordView({
  token,
  signInHref = '/auth',
  renderLink = defaultLink,
  className,
}: ResetPasswordFormProps) {
  const { t, backend, uiLanguage } = useKalima()
  const { settings } = useSettings()
  const [lang] = useLanguage()
  const id = useId()
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'editing' })
  const messageBox = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (status.kind === 'error' || status.kind === 'done') messageBox.current?.focus()
  }, [status])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!token.trim()) {
      setStatus({ kind: 'error', text: t('reset.invalidLink') })
      return
    }
    const problem = checkNewPassword(password, repeat)
    if (problem) {
      setStatus({ kind: 'error', text: t(PASSWORD_MESSAGES[problem]) })
      return
    }
    setStatus({ kind: 'busy' })
    backend.confirmPasswordReset(token, password, repeat).then(
      () => setStatus({ kind: 'done', text: t('reset.done') }),
      (error: unknown) =>
        setStatus({
          kind: 'error',
          text: backendText(error, t, uiLanguage, 'reset.failure'),
        }),
    )
  }

  const signIn = renderLink({ href: signInHref, children: t('reset.signIn') })
  const busy = status.kind === 'busy'
  return (
    <WidgetRoot
      name="auth"
      settings={settings}
      lang={lang}
      className={className}
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
    >
      <h2 id={`${id}-title`} className="kalima-auth-title">
        {t('reset.title')}
      </h2>
      {status.kind !== 'done' && (
        <form className="kalima-auth-form" onSubmit={submit} aria-label={t('reset.title')}>
          <p className="kalima-notice">{t('reset.intro')}</p>
          <InputField
            id={`${id}-password`}
            label={t('reset.password')}
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <InputField
            id={`${id}-repeat`}
            label={t('reset.repeat')}
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
          <SubmitButton busy={busy} className="kalima-button kalima-auth-submit">
            {t('reset.submit')}
          </SubmitButton>
        </form>
      )}
      {(status.kind === 'error' || status.kind === 'done') && (
        <div
          ref={messageBox}
          className="kalima-auth-message"
          data-kind={status.kind === 'done' ? 'success' : 'error'}
          role={status.kind === 'done' ? 'status' : 'alert'}
          tabIndex={-1}
        >
          <p>{status.text}</p>
        </div>
      )}
      <p className="kalima-auth-legal">{signIn}</p>
    </WidgetRoot>
  )
}
