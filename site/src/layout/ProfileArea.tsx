import { useAuth, useKalima } from '@kalima/react'
import { useContext, useState } from 'react'
import { Link } from 'wouter'
import { ConnectionContext } from './connection'

/** Sign In, or the learner's display name with Sign Out (which waits for pending changes). */
export function ProfileArea() {
  const auth = useAuth()
  const { t } = useKalima()
  const connection = useContext(ConnectionContext)
  const [message, setMessage] = useState<string | null>(null)
  if (auth.status !== 'signedIn' || !auth.user) {
    return (
      <Link className="button button--primary site-header__signin" to="/auth">
        {t('auth.signIn')}
      </Link>
    )
  }
  const signOut = async () => {
    if (!connection) return
    setMessage(null)
    const result = await connection.engine.signOut()
    if (result.signedOut) return
    const discard = window.confirm(t('site.signOutPending', { n: result.pendingChanges }))
    if (discard) await connection.engine.signOut({ discardPending: true })
    else setMessage(t('site.stillSignedIn'))
  }
  return (
    <div className="profile">
      <span className="profile__name" title={auth.user.email}>
        {auth.user.displayName}
      </span>
      <button type="button" className="button" onClick={signOut}>
        {t('site.signOut')}
      </button>
      {message && (
        <p className="profile__message" role="status">
          {message}
        </p>
      )}
    </div>
  )
}
