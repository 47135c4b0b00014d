/**
 * A Backend whose adapter (and the SDK under it) is loaded when it is first needed rather
 * than with the page: a signed-out visitor never downloads the PocketBase SDK unless they
 * open an account or contact form, and a signed-in learner's page becomes interactive
 * before it arrives. `currentUser()` answers null until the adapter is loaded; `ready`
 * says when that answer is final.
 */
import { MESSAGES } from '../errors/messages'
import { type Backend, BackendError, type BackendUser } from '../ports/backend'
import type { PocketBaseBackendOptions } from './pocketbase-backend'

/** Options of {@link createLazyBackend}. */
export interface LazyBackendOptions {
  /** Whether the backend is local or a server's (known before it loads). */
  kind: Backend['kind']
  /**
   * Whether a session may be stored on this device. When true the adapter loads at once
   * (a signed-in learner's sync starts as soon as it arrives); when false it loads on the
   * first call that needs it (a sign-in, a form sent).
   */
  sessionStored: () => boolean
}

/** What `load` gives: a backend with delta pushes (the wrapper always offers them). */
export type LoadedBackend = Backend & Required<Pick<Backend, 'pushProgressDelta'>>

/** The calls that wait for the adapter, then run on it. */
type AsyncCall = Exclude<
  keyof Backend,
  'kind' | 'currentUser' | 'onAuthChange' | 'setPendingChanges' | 'ready'
>

/** Every such call, listed once: a call added to the port fails the type-check until added. */
const CALLS = {
  listAuthProviders: true,
  signIn: true,
  signUp: true,
  signInWithProvider: true,
  requestPasswordReset: true,
  confirmPasswordReset: true,
  signOut: true,
  readSettings: true,
  writeSettings: true,
  pullProgress: true,
  pushProgress: true,
  pushProgressDelta: true,
  recordAnalytics: true,
  saveTestResult: true,
  sendContactMessage: true,
  sendFeedback: true,
  unsubscribeReminders: true,
} as const satisfies Record<AsyncCall, true>

/**
 * Wraps a backend that `load` creates on first need. Listeners registered before it loads
 * are moved onto it, and hear the stored session's learner when it has one (they were told
 * nobody until then). A failed load rejects that call with an 'unavailable' BackendError
 * (status 0, as a network failure) and the next call tries again.
 */
export function createLazyBackend(
  load: () => Promise<LoadedBackend>,
  options: LazyBackendOptions,
): Backend & { readonly ready: Promise<void> } {
  let loaded: LoadedBackend | null = null
  let loading: Promise<LoadedBackend> | null = null
  const listeners = new Set<(user: BackendUser | null) => void>()
  let pendingChanges: () => number = () => 0

  const backend = (): Promise<LoadedBackend> => {
    if (loaded) return Promise.resolve(loaded)
    loading ??= load().then(
      (real) => {
        loaded = real
        real.setPendingChanges(() => pendingChanges())
        real.onAuthChange((user) => {
          for (const listener of [...listeners]) listener(user)
        })
        const user = real.currentUser()
        if (user) for (const listener of [...listeners]) listener(user)
        return real
      },
      (error: unknown) => {
        loading = null
        throw new BackendError(
          'unavailable',
          MESSAGES.contactFailure,
          0,
          error instanceof Error ? error.message : String(error),
        )
      },
    )
    return loading
  }

  const ready = options.sessionStored()
    ? backend().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve()

  const calls = Object.fromEntries(
    Object.keys(CALLS).map((name) => [
      name,
      async (...args: unknown[]) => {
        const real = await backend()
        return (real[name as AsyncCall] as (...a: unknown[]) => unknown).apply(real, args)
      },
    ]),
  ) as Pick<Backend, AsyncCall>

  return {
    ...calls,
    kind: options.kind,
    ready,
    currentUser: () => loaded?.currentUser() ?? null,
    onAuthChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setPendingChanges(count) {
      pendingChanges = count
    },
  }
}

/** Where the PocketBase SDK keeps a session in the browser (its LocalAuthStore's key). */
const POCKETBASE_SESSION_KEY = 'pocketbase_auth'

/**
 * The PocketBase backend ({@link createPocketBaseBackend}), with the SDK loaded on first
 * need: at once when the browser holds a PocketBase session, else at the first account,
 * contact or feedback call. For a site's first load; the eager adapter suits tests and
 * servers.
 */
export function createLazyPocketBaseBackend(
  options: Omit<PocketBaseBackendOptions, 'authStore'>,
): Backend & { readonly ready: Promise<void> } {
  return createLazyBackend(
    async () => (await import('./pocketbase-backend')).createPocketBaseBackend(options),
    {
      kind: 'pocketbase',
      sessionStored: () => {
        try {
          return Boolean(globalThis.localStorage?.getItem(POCKETBASE_SESSION_KEY))
        } catch {
          // Storage blocked (privacy settings): the SDK cannot have kept a session either.
          return false
        }
      },
    },
  )
}
