// Accounts on PocketBase: sign-in (password or a provider), sign-up, password reset and
// sign-out, refused with the learner's message.
import { normalizeEmail } from '../../accounts/rules'
import { MESSAGES } from '../../errors/messages'
import {
  type AuthProvider,
  type Backend,
  BackendError,
  type BackendUser,
  type SignOutResult,
  type SignUpInput,
  type SignUpResult,
} from '../../ports/backend'
import {
  fieldCode,
  isEmailTaken,
  passwordRefusal,
  requireGoodPassword,
  toBackendError,
} from './errors'
import type { PocketBaseSession } from './session'

/** The server's route that ends every session of the learner (pocketbase/pb_hooks/accounts.pb.js). */
const SIGN_OUT_EVERYWHERE_ROUTE = '/api/kalima/sign-out-everywhere'

/** The Backend's account methods. */
export type AuthMethods = Pick<
  Backend,
  | 'currentUser'
  | 'onAuthChange'
  | 'listAuthProviders'
  | 'signIn'
  | 'signUp'
  | 'signInWithProvider'
  | 'requestPasswordReset'
  | 'confirmPasswordReset'
  | 'signOut'
  | 'setPendingChanges'
>

/** The account methods over `session`. */
export function authMethods(session: PocketBaseSession): AuthMethods {
  const { pb, users, toUser, me } = session
  let pendingChanges: () => number = () => 0
  return {
    currentUser: me,
    onAuthChange(listener) {
      return pb.authStore.onChange(() => listener(me()))
    },

    async listAuthProviders(): Promise<AuthProvider[]> {
      try {
        const methods = await users().listAuthMethods()
        if (!methods.oauth2?.enabled) return []
        return methods.oauth2.providers.map((p) => ({ name: p.name, displayName: p.displayName }))
      } catch (error) {
        throw toBackendError(error)
      }
    },

    async signIn(email, password) {
      try {
        const auth = await users().authWithPassword(normalizeEmail(email), password)
        return toUser(auth.record) as BackendUser
      } catch (error) {
        const e = toBackendError(error)
        if (e.status !== undefined && e.status >= 400 && e.status < 500 && e.status !== 429) {
          throw new BackendError(e.code, MESSAGES.loginFailed, e.status, e.detail)
        }
        throw e
      }
    },

    async signUp(input: SignUpInput): Promise<SignUpResult> {
      requireGoodPassword(input.password, input.passwordRepeat)
      const email = normalizeEmail(input.email)
      try {
        await users().create({
          email,
          password: input.password,
          passwordConfirm: input.passwordRepeat,
        })
      } catch (error) {
        if (isEmailTaken(error)) {
          throw new BackendError('already-exists', MESSAGES.emailInUse, 400)
        }
        const refused = passwordRefusal(error)
        if (refused) throw toBackendError(error, MESSAGES[refused])
        throw toBackendError(error)
      }
      let user: BackendUser
      try {
        const auth = await users().authWithPassword(email, input.password)
        user = toUser(auth.record) as BackendUser
      } catch (error) {
        throw toBackendError(error)
      }
      try {
        const updated = await users().update(user.id, { name: input.username.trim() })
        // Refresh the stored record so currentUser() has the display name.
        pb.authStore.save(pb.authStore.token, updated)
        return { user: toUser(updated) as BackendUser, profileUpdated: true }
      } catch {
        return { user, profileUpdated: false }
      }
    },

    async signInWithProvider(provider) {
      try {
        const auth = await users().authWithOAuth2({ provider })
        return toUser(auth.record) as BackendUser
      } catch (error) {
        throw toBackendError(error, MESSAGES.loginFailed)
      }
    },

    async requestPasswordReset(email) {
      if (!email.trim()) throw new BackendError('invalid-argument', MESSAGES.resetEmailMissing)
      try {
        await users().requestPasswordReset(normalizeEmail(email))
        return MESSAGES.resetEmailSent
      } catch (error) {
        throw toBackendError(error, MESSAGES.resetEmailFailed)
      }
    },

    async confirmPasswordReset(token, password, passwordRepeat) {
      if (!token.trim()) throw new BackendError('invalid-argument', MESSAGES.resetLinkInvalid)
      requireGoodPassword(password, passwordRepeat)
      try {
        await users().confirmPasswordReset(token.trim(), password, passwordRepeat)
        return MESSAGES.passwordChanged
      } catch (error) {
        const refused = passwordRefusal(error)
        if (refused) throw toBackendError(error, MESSAGES[refused])
        if (fieldCode(error, 'token')) throw toBackendError(error, MESSAGES.resetLinkInvalid)
        throw toBackendError(error, MESSAGES.contactFailure)
      }
    },

    async signOut(opts = {}): Promise<SignOutResult> {
      const pending = pendingChanges()
      if (pending > 0 && !opts.discardPending) return { signedOut: false, pendingChanges: pending }
      if (opts.everywhere && me()) {
        try {
          await pb.send(SIGN_OUT_EVERYWHERE_ROUTE, { method: 'POST' })
        } catch (error) {
          throw toBackendError(error)
        }
      }
      // Nothing of the session is left in this client: realtime subscriptions (and their
      // connection) end, then the stored token and record are cleared.
      await pb.realtime.unsubscribe().catch(() => undefined)
      pb.authStore.clear()
      return { signedOut: true }
    },

    setPendingChanges(count) {
      pendingChanges = count
    },
  }
}
