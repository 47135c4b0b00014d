import { AuthForm } from '@kalima/react'
import { useNavigate } from 'react-router'
import { renderLink } from '../layout/routerLink'
import { usePageTitle } from '../layout/usePageTitle'

/** Sign in and sign up. The form waits the spec's delays before `onSignedIn`. */
export function AuthPage() {
  usePageTitle('Get Started')
  const navigate = useNavigate()
  return (
    <div className="page page--narrow">
      <AuthForm
        headingLevel={1}
        onSignedIn={() => navigate('/flash')}
        termsHref="/terms"
        privacyHref="/privacy"
        renderLink={renderLink}
      />
      <p>Sign in to keep your progress on every device. You can also study without an account.</p>
    </div>
  )
}
