import { BackendError } from '@kalima/core'
import { useEffect, useState } from 'react'
import { useKalima } from '../../hooks/useKalima'
import type { UiMessageId } from '../../i18n'
import { withProvider } from '../../provider/KalimaProvider'
import { defaultLink, type RenderLink } from '../../shared/navigation'
import './AuthForm.css'
import { AuthMessageBox, AuthPage } from './AuthParts'

/** Props of {@link UnsubscribeNotice}. */
export interface UnsubscribeNoticeProps {
  /** The link's learner id (`u` of `/unsubscribe?u=…&t=…`); '' when missing. */
  user: string
  /** The link's token (`t`); '' when missing. */
  token: string
  /** Where the "home" link goes. */
  homeHref?: string
  /** Renders links with the host's router; `<a>` by default. */
  renderLink?: RenderLink
  className?: string
}

type Status = 'working' | 'done' | 'invalid' | 'failed'

const TEXT: Record<Status, UiMessageId> = {
  working: 'unsubscribe.working',
  done: 'unsubscribe.done',
  invalid: 'unsubscribe.invalid',
  failed: 'unsubscribe.failed',
}

/**
 * The page a reminder e-mail's unsubscribe link opens: it turns the learner's reminders off
 * at once (one click, signed in or not) through the Backend's `unsubscribeReminders`, and
 * says what happened: done; a link that is not valid (nothing changed); or the server out of
 * reach (nothing changed yet, open the link again later).
 */
export const UnsubscribeNotice = /* @__PURE__ */ withProvider(
  UnsubscribeView,
  'UnsubscribeNotice',
  'account',
)

function UnsubscribeView({
  user,
  token,
  homeHref = '/',
  renderLink = defaultLink,
  className,
}: UnsubscribeNoticeProps) {
  const { t, backend } = useKalima()
  const [status, setStatus] = useState<Status>('working')
  useEffect(() => {
    let live = true
    backend.unsubscribeReminders(user, token).then(
      () => live && setStatus('done'),
      (error: unknown) =>
        live &&
        setStatus(error instanceof BackendError && error.status === 400 ? 'invalid' : 'failed'),
    )
    return () => {
      live = false
    }
  }, [backend, user, token])

  return (
    <AuthPage
      title={t('unsubscribe.title')}
      busy={status === 'working'}
      className={className}
      footer={renderLink({ href: homeHref, children: t('common.goHome') })}
    >
      <AuthMessageBox
        message={{
          kind: status === 'done' ? 'success' : status === 'working' ? 'info' : 'error',
          text: t(TEXT[status]),
        }}
      />
    </AuthPage>
  )
}
