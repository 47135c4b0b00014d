/**
 * The Backend port: accounts and the learner's remote data. The site uses the
 * PocketBase adapter (`adapters/pocketbase-backend`); embeds and signed-out use
 * the local-only one (`adapters/local-backend`). Widgets never call a backend
 * directly; stores and the sync engine do.
 *
 * Failures are thrown as {@link BackendError} (a ServerError of ../errors), whose
 * `message` is the text the learner sees (MESSAGES, original-app.md §8).
 */
import { ServerError, type ServerErrorCode } from '../errors/codes'
import type { EpochMove } from '../progress/epochs'
import type { Progress, TestResult } from '../progress/types'
import { DEFAULT_SETTINGS, type Settings, type UiLanguageSetting } from '../settings'
import { type SettingsStamps, toRemoteStamps } from '../settings/sync'

/** A server error code other than 'ok' (original-app.md §8). */
export type BackendErrorCode = Exclude<ServerErrorCode, 'ok'>

/** Not in the original: the local-only backend has no accounts. */
export const ACCOUNTS_UNAVAILABLE =
  'Accounts are not available here: progress is kept on this device only.'

/** Not in the original: an e-mail's unsubscribe link that is not a learner's own. */
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid; nothing was changed.'

/** A failed backend call: `message` is for the learner (§8 texts), `detail` for logs. */
export class BackendError extends ServerError {
  declare readonly code: BackendErrorCode
  constructor(
    code: BackendErrorCode,
    message: string,
    /** HTTP status, 0 for a network failure, undefined when no request was made. */
    readonly status?: number,
    /** The server's own explanation (e.g. which field was invalid). */
    readonly detail?: string,
  ) {
    super(code, message, detail)
    this.name = 'BackendError'
  }
}

/** Options of a delta push (`Backend.pushProgressDelta`). */
export interface ProgressPushOptions {
  /**
   * The reset epoch (`resetAt`) of the record the server last acknowledged to this device:
   * a delta whose reset is above it carries a reset made since, which the server may move
   * (see `ProgressPushAnswer.moved`).
   */
  base?: number
}

/** What the server answers a delta push. */
export interface ProgressPushAnswer {
  /**
   * Set when the server moved the delta's reset to a new epoch (a reset made behind one
   * the server already had, see `placeReset`): the app moves its own record alike
   * (`moveEpoch`), so its next pushes and the server's record agree.
   */
  moved?: EpochMove
}

/** The signed-in learner (original-app.md §3 "User"). */
export interface BackendUser {
  id: string
  email: string
  /** Display name; 'User' when none was set. */
  displayName: string
  /** URL of the avatar image, or null. */
  avatar: string | null
}

/** An OAuth2 provider the server has enabled; the app shows one button per provider. */
export interface AuthProvider {
  /** PocketBase provider name, e.g. 'google', 'apple'. */
  name: string
  /** Human name, e.g. 'Google'. */
  displayName: string
}

/** What the sign-up form collects (original-app.md §3 "Sign-up inputs"). */
export interface SignUpInput {
  /** Becomes the display name. */
  username: string
  email: string
  password: string
  /** Must equal `password`, else 'Passwords do not match' (no request is made). */
  passwordRepeat: string
}

/** The account is created (and signed in); the display name may have failed to save. */
export interface SignUpResult {
  user: BackendUser
  /** False when the display name could not be set: show `MESSAGES.profileUpdateFailed`. */
  profileUpdated: boolean
}

/** Options of {@link Backend.signOut}. */
export interface SignOutOptions {
  /** Sign out even though changes are not synced yet (they are lost). */
  discardPending?: boolean
  /**
   * Also end every other session of the account (other devices, other browsers): the server
   * invalidates every token issued so far. Needs the network; fails without changing anything.
   */
  everywhere?: boolean
}

/** Sign-out either happened or was held back because changes are not synced yet. */
export type SignOutResult =
  | { signedOut: true }
  | {
      signedOut: false
      /** Unsynced changes; ask the learner, then call again with `discardPending: true`. */
      pendingChanges: number
    }

/** The settings stored remotely (original-app.md §3 "Settings"). */
export interface RemoteSettings {
  showRepetition: boolean
  /** 32–72 px. */
  arabicFontSize: number
  /** Second-language size, 16–48 px. */
  bengaliFontSize: number
  arabicColor: string
  bengaliColor: string
  showTransliteration: boolean
  showTransliterationToggle: boolean
  transliterationColor: string
  timerPosition: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'
  /** 500–5000 ms (SETTINGS_RANGES). */
  messagesDuration: number
  arabicFontFamily: 'naskh' | 'kufi' | 'thuluth' | 'default'
  bengaliFontFamily: 'solaimanlipi' | 'kalpurush' | 'default'
  soundEffects: boolean
  animationsEnabled: boolean
  darkMode: boolean
  /**
   * When each field was last changed, ms since epoch, by the same (server) names: the server
   * keeps, field by field, the newer of what it has and what is written (see
   * `mergeSettings`). Absent on records written before stamps were kept.
   */
  changedAt?: Record<string, number>
  /** Interface language: `auto` (the meaning language's) or a language code. */
  uiLanguage: UiLanguageSetting
  /** E-mail reminders on (opt-in); the server's cron job reads it (pb_hooks/reminders.pb.js). */
  reminderEmail: boolean
  /** Local hour of the reminder, 0–23. */
  reminderHour: number
  /** IANA time zone of the reminder hour; '' when not set. */
  timeZone: string
}

/**
 * Core settings → the server's field names (the original app's `bengali*`), with the
 * fields' change stamps when given.
 */
export function toRemoteSettings(settings: Settings, changedAt?: SettingsStamps): RemoteSettings {
  const { meaningFontSize, meaningColor, meaningFontFamily, ...rest } = settings
  return {
    ...rest,
    bengaliFontSize: meaningFontSize,
    bengaliColor: meaningColor,
    bengaliFontFamily: meaningFontFamily,
    ...(changedAt ? { changedAt: toRemoteStamps(changedAt) } : {}),
  }
}

/** Default settings (original-app.md §9) in the server's names, for the first remote record. */
export const REMOTE_SETTINGS_DEFAULTS: RemoteSettings = toRemoteSettings(DEFAULT_SETTINGS)

/** Time spent on one card, recorded when the learner leaves it. */
export interface CardAnalytics {
  deck: string
  word: string
  /** Time spent on this visit, ms; added to the stored total. */
  timeSpentMs: number
  /** When the card was left, ms since epoch. */
  lastViewedAt: number
}

/** A contact form submission; every field is required. */
export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

/** A feedback form submission. */
export interface Feedback {
  /** 1–5, default 5. */
  rating: number
  comment?: string
  /** Optional, to be answered. */
  email?: string
}

/** Accounts and the learner's remote data. */
export interface Backend {
  /** 'local' never talks to a server. */
  readonly kind: 'pocketbase' | 'local'
  /**
   * Resolves once {@link currentUser} is final: a backend that loads its client lazily
   * (`createLazyBackend`) answers null until then. Absent: known from the start.
   */
  readonly ready?: Promise<void>
  /** The signed-in learner, or null. */
  currentUser(): BackendUser | null
  /** Calls `listener` whenever the learner signs in or out; returns an unsubscribe function. */
  onAuthChange(listener: (user: BackendUser | null) => void): () => void

  /** OAuth2 providers the server has enabled (none → no provider buttons). */
  listAuthProviders(): Promise<AuthProvider[]>
  /** Email and password sign-in; fails with 'Username or password is incorrect'. */
  signIn(email: string, password: string): Promise<BackendUser>
  /** Creates the account, signs in, then sets the display name. */
  signUp(input: SignUpInput): Promise<SignUpResult>
  /** Sign-in with an enabled OAuth2 provider (browser popup). */
  signInWithProvider(provider: string): Promise<BackendUser>
  /**
   * Sends a password reset e-mail; resolves with 'Password reset email sent!', fails with
   * 'Error sending password reset email.' when the server could not send it.
   */
  requestPasswordReset(email: string): Promise<string>
  /**
   * Sets a new password with the token of a reset e-mail (the site's /reset-password page).
   * The password is checked by `checkNewPassword` first (no request when it fails); resolves
   * with `MESSAGES.passwordChanged`, fails with `MESSAGES.resetLinkInvalid` for a bad or
   * expired token.
   */
  confirmPasswordReset(token: string, password: string, passwordRepeat: string): Promise<string>
  /**
   * Signs out, unless changes are still waiting to sync and `discardPending` is not set:
   * then nothing happens and the result says how many are pending.
   */
  signOut(options?: SignOutOptions): Promise<SignOutResult>
  /** Tells the backend how to count unsynced changes (the sync engine registers itself). */
  setPendingChanges(count: () => number): void

  /** The learner's remote settings, or null when missing, signed out or on error. */
  readSettings(): Promise<Partial<RemoteSettings> | null>
  /** Merge-writes settings (only the given fields change); returns the stored settings. */
  writeSettings(settings: Partial<RemoteSettings>): Promise<RemoteSettings>

  /** The remote progress record, or null when there is none yet. */
  pullProgress(): Promise<Progress | null>
  /** Sends progress; the server merges it with what it has and returns the merged record. */
  pushProgress(progress: Progress): Promise<Progress>
  /**
   * Sends a delta (`progressDelta`: only the entries that changed since the server last
   * acknowledged a record); the server merges it with what it has and answers with nothing
   * but the record id, so a push costs O(delta) on the wire. The sync engine uses it when
   * present and otherwise falls back to `pushProgress`.
   */
  pushProgressDelta?(
    delta: Progress,
    options?: ProgressPushOptions,
  ): Promise<ProgressPushAnswer | undefined>

  /** Adds time spent on a card and moves its last view forward. */
  recordAnalytics(entry: CardAnalytics): Promise<void>
  /** Stores the latest completed Test of a deck (completion time is the server's). */
  saveTestResult(deck: string, result: Omit<TestResult, 'completedAt'>): Promise<void>

  /** Sends a contact message; resolves with the success text of §8. */
  sendContactMessage(message: ContactMessage): Promise<string>
  /** Stores feedback. */
  sendFeedback(feedback: Feedback): Promise<void>

  /**
   * Turns off the e-mail reminders of the learner a reminder's unsubscribe link names (its
   * `u`, the learner's id, and `t`, their token), signed in or not (the site's /unsubscribe
   * page). Fails with 'invalid-argument' (status 400, {@link UNSUBSCRIBE_LINK_INVALID}) for a
   * link that is not valid, nothing changed; with status 0 when the server cannot be reached.
   */
  unsubscribeReminders(user: string, token: string): Promise<void>
}
