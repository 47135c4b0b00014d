import { checkNewPassword } from '@kalima/core/accounts'
import { type FormEvent, useId, useState } from 'react'
import { useKalima } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import { SubmitButton } from '../../shared/FormParts'
import { defaultLink, type RenderLink } from '../../shared/navigation'
import './AuthForm.css'
import { AuthMessageBox, AuthPage, NewPasswordFields } from './AuthParts'
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
  | { kind: 'success'; text: string }

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
  const id = useId()
  const [fields, setFields] = useState({ password: '', repeat: '' })
  const { password, repeat } = fields
  const [status, setStatus] = useState<Status>({ kind: 'editing' })

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
      () => setStatus({ kind: 'success', text: t('reset.done') }),
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
    <AuthPage title={t('reset.title')} busy={busy} className={className} footer={signIn}>
      {status.kind !== 'success' && (
        <form className="kalima-auth-form" onSubmit={submit} aria-label={t('reset.title')}>
          <p className="kalima-notice">{t('reset.intro')}</p>
          <NewPasswordFields
            id={id}
            labels={{ password: t('reset.password'), repeat: t('reset.repeat') }}
            values={fields}
            onChange={(field, value) => setFields((f) => ({ ...f, [field]: value }))}
          />
          <SubmitButton busy={busy} className="kalima-button kalima-auth-submit">
            {t('reset.submit')}
          </SubmitButton>
        </form>
      )}
      {(status.kind === 'error' || status.kind === 'success') && (
        <AuthMessageBox message={status} focus />
      )}
    </AuthPage>
  )
}
