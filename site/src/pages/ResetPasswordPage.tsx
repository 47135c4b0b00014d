import { ResetPasswordForm, useKalima } from '@kalima/react'
import { useSearchParams } from 'wouter'
import { renderLink } from '../layout/routerLink'
import { usePageTitle } from '../layout/usePageTitle'

/**
 * The page a password reset e-mail links to (`/reset-password?token=…`, the server's
 * default link: pocketbase/pb_hooks/accounts.pb.js): the site's own form, in its look and
 * language, then a link to sign in.
 */
export function ResetPasswordPage() {
  const { t } = useKalima()
  usePageTitle(t('reset.title'))
  const [params] = useSearchParams()
  return (
    <div className="page page--narrow">
      <ResetPasswordForm
        token={params.get('token') ?? ''}
        signInHref="/auth"
        renderLink={renderLink}
      />
    </div>
  )
}
