/**
 * The auth store: who is signed in, kept in step with a Backend. Vanilla
 * zustand, so React (`useStore`) and custom elements bind to the same store.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Backend, BackendUser } from '../ports/backend'

/** The learner as the UI shows them (original-app.md §3 "User"). */
export type AuthUser = BackendUser

/** Auth state: loading until the backend has answered, then signed in or out. */
export interface AuthState {
  status: 'loading' | 'signedIn' | 'signedOut'
  user: AuthUser | null
}

/** Creates the auth store and follows the backend's sign-ins and sign-outs. */
export function createAuthStore(backend?: Backend): StoreApi<AuthState> & { dispose(): void } {
  const store = createStore<AuthState>()(() => ({ status: 'loading', user: null }))
  const apply = (user: BackendUser | null) =>
    store.setState(
      user
        ? { status: 'signedIn', user: { ...user, displayName: user.displayName || 'User' } }
        : { status: 'signedOut', user: null },
    )
  let unsubscribe = () => {}
  let disposed = false
  if (backend) {
    unsubscribe = backend.onAuthChange(apply)
    // A lazily loaded backend: 'loading' until it knows who is signed in.
    if (backend.ready)
      void backend.ready.then(() => {
        if (!disposed) apply(backend.currentUser())
      })
    else apply(backend.currentUser())
  }
  return {
    ...store,
    dispose: () => {
      disposed = true
      unsubscribe()
    },
  }
}
