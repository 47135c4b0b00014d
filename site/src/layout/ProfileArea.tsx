import { useAuth } from '@kalima/react'
import { useContext, useState } from 'react'
import { Link } from 'react-router'
import { ConnectionContext } from './connection'

/** Sign In, or the learner's display name with Sign Out (which waits for pending changes). */
export function ProfileArea() {
  const auth = useAuth()
  const connection = useContext(ConnectionContext)
  const [message, setMessage] = useState<string | null>(null)
  if (auth.status !== 'signedIn' || !auth.user) {
    return (
      <Link className="button button--primary site-header__signin" to="/auth">
        Sign In
      </Link>
    )
  }
  const signOut = async () => {
    if (!connection) return
    setMessage(null)
    const result = await connection.engine.signOut()
    if (result.signedOut) return
    const discard = window.confirm(
      `${result.pendingChanges} answers have not reached the server yet (you seem to be offline). Sign out and discard them?`,
    )
    if (discard) await connection.engine.signOut({ discardPending: true })
    else setMessage('Still signed in: your answers will sync when you are back online.')
  }
  return (
    <div className="profile">
      <span className="profile__name" title={auth.user.email}>
        {auth.user.displayName}
      </span>
      <button type="button" className="button" onClick={signOut}>
        Sign Out
      </button>
      {message && (
        <p className="profile__message" role="status">
          {message}
        </p>
      )}
    </div>
  )
}
