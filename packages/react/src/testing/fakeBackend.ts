import { type Backend, BackendError, type BackendUser, MESSAGES } from '@kalima/core'
import {
  type AuthProvider,
  type ContactMessage,
  checkNewPassword,
  type Feedback,
  UNSUBSCRIBE_LINK_INVALID,
} from '@kalima/core/accounts'
import { REMOTE_SETTINGS_DEFAULTS } from '@kalima/core/sync'

/** Options of {@link createFakeBackend}. */
export interface FakeBackendOptions {
  providers?: AuthProvider[]
  /** Accounts that exist: email → password. */
  accounts?: Record<string, string>
  /** Make contact and feedback calls fail. */
  failSending?: boolean
  /** Make setting the display name after sign-up fail. */
  failProfileUpdate?: boolean
  /** Delay of every call, ms. */
  delayMs?: number
  /**
   * Every call also waits for this promise: a test holds a call in flight (its pending state
   * on screen) for as long as it needs, whatever the machine's speed.
   */
  hold?: Promise<unknown>
  /** Password reset tokens that work: token → e-mail of the account it resets. */
  resetTokens?: Record<string, string>
  /** Unsubscribe links that work: learner id → token (any other pair is refused, status 400). */
  unsubscribeTokens?: Record<string, string>
  /** Start signed in as this learner (e-mail), e.g. for stories of signed-in screens. */
  signedInAs?: string
}

/** An in-memory Backend for tests and stories: real messages of §8, no network. */
export function createFakeBackend(options: FakeBackendOptions = {}): Backend & {
  contacts: ContactMessage[]
  feedback: Feedback[]
  resets: string[]
  /** Learner ids whose reminders were turned off through a link. */
  unsubscribed: string[]
} {
  const accounts = new Map(Object.entries(options.accounts ?? {}))
  const listeners = new Set<(u: BackendUser | null) => void>()
  let user: BackendUser | null = options.signedInAs
    ? {
        id: `u-${options.signedInAs}`,
        email: options.signedInAs,
        displayName: 'User',
        avatar: null,
      }
    : null
  const contacts: ContactMessage[] = []
  const feedback: Feedback[] = []
  const resets: string[] = []
  const unsubscribed: string[] = []
  const wait = async () => {
    await new Promise((r) => setTimeout(r, options.delayMs ?? 0))
    await options.hold
  }
  const signInAs = (email: string, displayName = 'User') => {
    user = { id: `u-${email}`, email, displayName, avatar: null }
    for (const l of listeners) l(user)
    return user
  }
  return {
    kind: 'pocketbase',
    contacts,
    feedback,
    resets,
    unsubscribed,
    currentUser: () => user,
    onAuthChange: (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    listAuthProviders: async () => options.providers ?? [],
    signIn: async (email, password) => {
      await wait()
      if (accounts.get(email) !== password)
        throw new BackendError('unauthenticated', MESSAGES.loginFailed, 400)
      return signInAs(email)
    },
    signUp: async (input) => {
      await wait()
      const problem = checkNewPassword(input.password, input.passwordRepeat)
      if (problem) throw new BackendError('invalid-argument', MESSAGES[problem])
      if (accounts.has(input.email))
        throw new BackendError('already-exists', MESSAGES.emailInUse, 400)
      accounts.set(input.email, input.password)
      return {
        user: signInAs(input.email, input.username),
        profileUpdated: !options.failProfileUpdate,
      }
    },
    signInWithProvider: async (name) => {
      await wait()
      return signInAs(`${name}@example.com`, name)
    },
    requestPasswordReset: async (email) => {
      await wait()
      resets.push(email)
      return MESSAGES.resetEmailSent
    },
    confirmPasswordReset: async (token, password, passwordRepeat) => {
      await wait()
      const problem = checkNewPassword(password, passwordRepeat)
      if (problem) throw new BackendError('invalid-argument', MESSAGES[problem])
      const email = options.resetTokens?.[token]
      if (!email) throw new BackendError('invalid-argument', MESSAGES.resetLinkInvalid, 400)
      accounts.set(email, password)
      delete options.resetTokens?.[token]
      return MESSAGES.passwordChanged
    },
    signOut: async () => {
      user = null
      for (const l of listeners) l(null)
      return { signedOut: true }
    },
    setPendingChanges: () => {},
    readSettings: async () => null,
    writeSettings: async (s) => ({ ...REMOTE_SETTINGS_DEFAULTS, ...s }),
    pullProgress: async () => null,
    pushProgress: async (p) => p,
    recordAnalytics: async () => {},
    saveTestResult: async () => {},
    sendContactMessage: async (m) => {
      await wait()
      if (options.failSending) throw new BackendError('internal', MESSAGES.contactFailure, 500)
      contacts.push(m)
      return MESSAGES.contactSuccess
    },
    sendFeedback: async (f) => {
      await wait()
      if (options.failSending) throw new BackendError('internal', MESSAGES.contactFailure, 500)
      feedback.push(f)
    },
    unsubscribeReminders: async (id, token) => {
      await wait()
      if (options.failSending) throw new BackendError('internal', MESSAGES.contactFailure, 0)
      if (!token || options.unsubscribeTokens?.[id] !== token)
        throw new BackendError('invalid-argument', UNSUBSCRIBE_LINK_INVALID, 400)
      if (!unsubscribed.includes(id)) unsubscribed.push(id)
    },
  }
}
