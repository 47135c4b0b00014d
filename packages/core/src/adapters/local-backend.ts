/**
 * The local-only Backend: signed-out use and embeds. No network at all:
 * account calls reject with a clear message, remote reads return null, and
 * there is never anything pending to sync.
 */
import {
  ACCOUNTS_UNAVAILABLE,
  type Backend,
  BackendError,
  REMOTE_SETTINGS_DEFAULTS,
} from '../ports/backend'

const noAccounts = (): Promise<never> =>
  Promise.reject(new BackendError('unimplemented', ACCOUNTS_UNAVAILABLE))

/** Creates a backend that keeps everything on this device (progress lives in the Storage port). */
export function createLocalBackend(): Backend {
  return {
    kind: 'local',
    currentUser: () => null,
    onAuthChange: () => () => {},
    listAuthProviders: async () => [],
    signIn: noAccounts,
    signUp: noAccounts,
    signInWithProvider: noAccounts,
    requestPasswordReset: noAccounts,
    confirmPasswordReset: noAccounts,
    signOut: async () => ({ signedOut: true }),
    setPendingChanges: () => {},
    readSettings: async () => null,
    writeSettings: async (settings) => ({ ...REMOTE_SETTINGS_DEFAULTS, ...settings }),
    pullProgress: async () => null,
    // Nothing to merge with: the local record is the whole truth.
    pushProgress: async (progress) => progress,
    pushProgressDelta: async () => undefined,
    recordAnalytics: async () => {},
    saveTestResult: async () => {},
    sendContactMessage: noAccounts,
    sendFeedback: noAccounts,
    unsubscribeReminders: noAccounts,
  }
}
