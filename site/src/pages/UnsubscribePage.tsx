import { UnsubscribeNotice, useKalima } from '@kalima/react'
import { useSearchParams } from 'wouter'
import { renderLink } from '../layout/routerLink'
import { usePageTitle } from '../layout/usePageTitle'

/**
 * The page a reminder e-mail's unsubscribe link opens (`/unsubscribe?u=…&t=…`, made by
 * pocketbase/pb_hooks/lib/reminders.js in the learner's interface language): the reminders
 * are turned off at once, signed in or not, and the page says what happened.
 */
export function UnsubscribePage() {
  const { t } = useKalima()
  usePageTitle(t('unsubscribe.title'))
  const [params] = useSearchParams()
  return (
    <div className="page page--narrow">
      <UnsubscribeNotice
        user={params.get('u') ?? ''}
        token={params.get('t') ?? ''}
        homeHref="/"
        renderLink={renderLink}
      />
    </div>
  )
}
