/**
 * The PocketBase Backend (official `pocketbase` SDK). Collections and rules are
 * defined in pocketbase/pb_migrations; progress goes through the server's own route,
 * which validates and merges it into small per-entry rows.
 */
import PocketBase, { type BaseAuthStore, ClientResponseError, type RecordModel } from 'pocketbase'
import { checkNewPassword, normalizeEmail, type PasswordProblem } from '../accounts/rules'
import { SERVER_TIMEOUT_MS } from '../constants'
import { codeForHttpStatus } from '../errors/codes'
import { MESSAGES } from '../errors/messages'
import {
  type AuthProvider,
  type Backend,
  BackendError,
  type BackendUser,
  type CardAnalytics,
  type ContactMessage,
  type Feedback,
  type ProgressPushAnswer,
  type ProgressPushOptions,
  REMOTE_SETTINGS_DEFAULTS,
  type RemoteSettings,
  type SignOutResult,
  type SignUpInput,
  type SignUpResult,
  UNSUBSCRIBE_LINK_INVALID,
} from '../ports/backend'
import type { Progress, TestResult } from '../progress/types'
import { isRecordId, isUnsubscribeToken } from '../reminders/rules'

/** Options of {@link createPocketBaseBackend}. */
export interface PocketBaseBackendOptions {
  /** Base URL of the PocketBase server, e.g. https://api.kalima.app */
  url: string
  /** Where the session is kept; default: localStorage in browsers, memory elsewhere. */
  authStore?: BaseAuthStore
  /** Fetch implementation (tests, server-side rendering). */
  fetch?: typeof fetch
  /** Time-out of each call, ms. Default 70000 (the original's). */
  timeoutMs?: number
}

/** The server's progress route: POST a delta `{ delta }`, GET `{ progress }` (pocketbase/pb_hooks). */
const PROGRESS_ROUTE = '/api/kalima/progress'
/** The server's route that ends every session of the learner (pocketbase/pb_hooks/accounts.pb.js). */
const SIGN_OUT_EVERYWHERE_ROUTE = '/api/kalima/sign-out-everywhere'
/** pocketbase/pb_hooks/reminders.pb.js: an e-mail's one-click unsubscribe. */
const UNSUBSCRIBE_ROUTE = '/api/kalima/unsubscribe'

const SETTINGS_FIELDS = Object.keys(REMOTE_SETTINGS_DEFAULTS) as (keyof RemoteSettings)[]
/** A settings record's `changedAt` (a JSON field: null until a stamped write). */
const isStampMap = (v: unknown): v is Record<string, number> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The first field error PocketBase reported, as 'field: message'. */
const fieldDetail = (error: ClientResponseError): string | undefined => {
  const data = (error.response?.data ?? {}) as Record<string, { code?: string; message?: string }>
  const first = Object.entries(data)[0]
  return first ? `${first[0]}: ${first[1]?.message ?? 'invalid'}` : undefined
}

/** A thrown value as a BackendError with `message` shown to the learner. */
export const toBackendError = (error: unknown, message?: string): BackendError => {
  if (error instanceof BackendError) return error
  if (error instanceof ClientResponseError) {
    const status = error.isAbort ? 499 : error.status
    const code = codeForHttpStatus(status)
    const server = String(error.response?.message ?? error.message ?? '')
    const detail = [server, fieldDetail(error)].filter(Boolean).join(' — ')
    const fallback = status === 400 ? (fieldDetail(error) ?? server) : MESSAGES.contactFailure
    return new BackendError(code === 'ok' ? 'unknown' : code, message ?? fallback, status, detail)
  }
  const text = error instanceof Error ? error.message : String(error)
  return new BackendError('internal', message ?? MESSAGES.contactFailure, 0, text)
}

/** Whether a PocketBase error says the e-mail is already registered. */
const isEmailTaken = (error: unknown): boolean =>
  error instanceof ClientResponseError &&
  error.status === 400 &&
  (error.response?.data as Record<string, { code?: string }> | undefined)?.email?.code ===
    'validation_not_unique'

const isNotFound = (error: unknown): boolean =>
  error instanceof ClientResponseError && error.status === 404

const PASSWORD_PROBLEMS: readonly PasswordProblem[] = [
  'passwordTooShort',
  'passwordTooLong',
  'passwordTooCommon',
  'passwordsDoNotMatch',
]

/** The code PocketBase gave a 400's invalid `field`, if any. */
const fieldCode = (error: unknown, field: string): string | undefined =>
  error instanceof ClientResponseError && error.status === 400
    ? (error.response?.data as Record<string, { code?: string }> | undefined)?.[field]?.code
    : undefined

/** A password the server's policy refused (pb_hooks/accounts.pb.js answers the problem as the code). */
const passwordRefusal = (error: unknown): PasswordProblem | undefined => {
  const code = fieldCode(error, 'password')
  return PASSWORD_PROBLEMS.find((problem) => problem === code)
}

/** Refuses a new password the policy does not accept, before any request. */
const requireGoodPassword = (password: string, passwordRepeat: string) => {
  const problem = checkNewPassword(password, passwordRepeat)
  if (problem) throw new BackendError('invalid-argument', MESSAGES[problem])
}

/** Creates the PocketBase backend. The SDK instance is exposed as `client` for advanced use. */
export function createPocketBaseBackend(
  options: PocketBaseBackendOptions,
): Backend & Required<Pick<Backend, 'pushProgressDelta'>> & { readonly client: PocketBase } {
  const pb = new PocketBase(options.url, options.authStore)
  pb.autoCancellation(false)
  const timeoutMs = options.timeoutMs ?? SERVER_TIMEOUT_MS
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  // Every call gets a time-out and the chosen fetch.
  pb.beforeSend = (url, init) => {
    const signal = init.signal ?? AbortSignal.timeout(timeoutMs)
    return { url, options: { ...init, signal, fetch: baseFetch } as typeof init }
  }

  const users = () => pb.collection('users')
  let pendingChanges: () => number = () => 0
  let settingsId: string | null = null

  const toUser = (record: RecordModel | null): BackendUser | null => {
    if (record?.collectionName !== 'users') return null
    const avatar = typeof record.avatar === 'string' && record.avatar ? record.avatar : null
    return {
      id: record.id,
      email: String(record.email ?? ''),
      displayName: typeof record.name === 'string' && record.name.trim() ? record.name : 'User',
      avatar: avatar ? pb.files.getURL(record, avatar) : null,
    }
  }
  const me = (): BackendUser | null => (pb.authStore.isValid ? toUser(pb.authStore.record) : null)
  const requireUser = (): BackendUser => {
    const user = me()
    if (!user) throw new BackendError('unauthenticated', MESSAGES.notAuthenticated)
    return user
  }
  const ownFilter = (user: BackendUser, extra: Record<string, string> = {}) =>
    pb.filter(['user = {:user}', ...Object.keys(extra).map((k) => `${k} = {:${k}}`)].join(' && '), {
      user: user.id,
      ...extra,
    })
  /** The learner's one record of a collection, or null. */
  const findOwn = async (collection: string, extra: Record<string, string> = {}) => {
    const user = requireUser()
    try {
      return await pb.collection(collection).getFirstListItem(ownFilter(user, extra))
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }
  const writeSettingsNow = async (settings: Partial<RemoteSettings>): Promise<RemoteSettings> => {
    const user = requireUser()
    const changes: Record<string, unknown> = {}
    for (const key of SETTINGS_FIELDS) if (key in settings) changes[key] = settings[key]
    if (settings.changedAt) changes.changedAt = settings.changedAt
    try {
      if (!settingsId) settingsId = (await findOwn('settings'))?.id ?? null
      let record: RecordModel
      if (settingsId) {
        record = await pb.collection('settings').update(settingsId, changes)
      } else {
        try {
          record = await pb
            .collection('settings')
            .create({ ...REMOTE_SETTINGS_DEFAULTS, ...changes, user: user.id })
        } catch (error) {
          // Another write (another tab or device) created it first: update that one.
          const existing = await findOwn('settings')
          if (!existing) throw error
          record = await pb.collection('settings').update(existing.id, changes)
        }
        settingsId = record.id
      }
      const stored: RemoteSettings = { ...REMOTE_SETTINGS_DEFAULTS }
      for (const key of SETTINGS_FIELDS)
        (stored as unknown as Record<string, unknown>)[key] = record[key]
      if (isStampMap(record.changedAt)) stored.changedAt = record.changedAt
      return stored
    } catch (error) {
      throw toBackendError(error)
    }
  }
  let settingsWrites: Promise<unknown> = Promise.resolve()

  /**
   * Sends progress to the server's progress route, which validates it and merges it into
   * the learner's stored entries (pocketbase/pb_hooks/progress.pb.js); the answer is small.
   */
  const sendProgress = async (
    delta: Progress,
    options: ProgressPushOptions = {},
  ): Promise<ProgressPushAnswer | undefined> => {
    requireUser()
    let answer: { moved?: { from?: unknown; to?: unknown } } | null
    try {
      answer = await pb.send(PROGRESS_ROUTE, {
        method: 'POST',
        body: options.base === undefined ? { delta } : { delta, base: options.base },
      })
    } catch (error) {
      throw toBackendError(error)
    }
    const moved = answer?.moved
    return moved && Number.isInteger(moved.from) && Number.isInteger(moved.to)
      ? { moved: { from: moved.from as number, to: moved.to as number } }
      : undefined
  }
  /** The learner's whole stored record, assembled by the server from its entries. */
  const readProgress = async (): Promise<Progress | null> => {
    requireUser()
    try {
      const answer = await pb.send<{ progress: Progress | null }>(PROGRESS_ROUTE, {
        method: 'GET',
      })
      return answer.progress ?? null
    } catch (error) {
      throw toBackendError(error)
    }
  }
  // A sign-out or a different account forgets the cached record id.
  pb.authStore.onChange(() => {
    settingsId = null
  })

  return {
    kind: 'pocketbase',
    client: pb,
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

    async readSettings() {
      try {
        const record = await findOwn('settings')
        if (!record) return null
        settingsId = record.id
        const settings: Partial<RemoteSettings> = {}
        for (const key of SETTINGS_FIELDS) {
          if (key in record) (settings as Record<string, unknown>)[key] = record[key]
        }
        if (isStampMap(record.changedAt)) settings.changedAt = record.changedAt
        return settings
      } catch {
        return null
      }
    },

    writeSettings(settings) {
      // One write at a time: two overlapping first writes would both try to create the record.
      const write = settingsWrites.then(() => writeSettingsNow(settings))
      settingsWrites = write.catch(() => undefined)
      return write
    },

    pullProgress: readProgress,

    async pushProgress(progress) {
      // A whole record is a delta against nothing; the answer is the merged record.
      await sendProgress(progress)
      return (await readProgress()) as Progress
    },

    pushProgressDelta: sendProgress,

    async recordAnalytics(entry: CardAnalytics) {
      const user = requireUser()
      const lastViewed = new Date(entry.lastViewedAt).toISOString().replace('T', ' ')
      const ms = Math.max(0, Math.round(entry.timeSpentMs))
      try {
        const existing = await findOwn('analytics', { deck: entry.deck, word: entry.word })
        if (existing) {
          await pb.collection('analytics').update(existing.id, { 'timeSpentMs+': ms, lastViewed })
        } else {
          await pb.collection('analytics').create({
            user: user.id,
            deck: entry.deck,
            word: entry.word,
            timeSpentMs: ms,
            lastViewed,
          })
        }
      } catch (error) {
        throw toBackendError(error)
      }
    },

    async saveTestResult(deck: string, result: Omit<TestResult, 'completedAt'>) {
      const user = requireUser()
      const fields = {
        timeSeconds: result.timeSeconds,
        correct: result.correct,
        attempts: result.attempts,
        // null: a result from before first tries were counted (the server keeps it unknown).
        firstTry: result.firstTry ?? null,
      }
      try {
        const existing = await findOwn('test_results', { deck })
        if (existing) await pb.collection('test_results').update(existing.id, fields)
        else await pb.collection('test_results').create({ ...fields, user: user.id, deck })
      } catch (error) {
        throw toBackendError(error)
      }
    },

    async sendContactMessage(message: ContactMessage) {
      try {
        await pb.collection('contact_messages').create(
          {
            name: message.name,
            email: message.email,
            subject: message.subject,
            message: message.message,
          },
          { fields: 'id' },
        )
        return MESSAGES.contactSuccess
      } catch (error) {
        throw toBackendError(error, MESSAGES.contactFailure)
      }
    },

    async sendFeedback(feedback: Feedback) {
      try {
        await pb.collection('feedback').create(
          {
            rating: feedback.rating,
            comment: feedback.comment ?? '',
            email: feedback.email ?? '',
          },
          { fields: 'id' },
        )
      } catch (error) {
        throw toBackendError(error)
      }
    },

    async unsubscribeReminders(user, token) {
      if (!isRecordId(user) || !isUnsubscribeToken(token))
        throw new BackendError('invalid-argument', UNSUBSCRIBE_LINK_INVALID, 400)
      try {
        await pb.send(UNSUBSCRIBE_ROUTE, { method: 'POST', query: { u: user, t: token } })
      } catch (error) {
        const failed = toBackendError(error)
        throw failed.status === 400
          ? new BackendError('invalid-argument', UNSUBSCRIBE_LINK_INVALID, 400, failed.detail)
          : failed
      }
    },
  }
}
