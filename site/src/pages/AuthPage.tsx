import { AuthForm, useKalima } from '@kalima/react'
import { useLocation } from 'wouter'
import { renderLink } from '../layout/routerLink'
import { usePageTitle } from '../layout/usePageTitle'

/** Sign in and sign up. The form waits the spec's delays before `onSignedIn`. */
export function AuthPage() {
  const { t } = useKalima()
  usePageTitle(t('auth.title'))
  const [, navigate] = useLocation()
  return (
    <div className="page page--narrow">
      <AuthForm
        headingLevel={1}
        onSignedIn={() => navigate('/flash')}
        termsHref="/terms"
        privacyHref="/privacy"
        renderLink={renderLink}
      />
      <p>{t('site.auth.intro')}</p>
    </div>
  )
}
