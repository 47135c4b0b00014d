// Account rules shared by the app and the server: e-mail normalisation, the password policy
// and the single-line text check. scripts/build-pb-rules.mjs bundles this file into
// pocketbase/pb_hooks/lib/account-rules.cjs for PocketBase's JS hooks (pb_hooks/accounts.pb.js,
// contact.pb.js), so both sides apply the very same rules. Keep its imports free of anything
// but ../errors/messages (no npm packages, no platform APIs).
import { MESSAGES } from '../errors/messages'

/** Shortest password accepted (in characters). */
export const PASSWORD_MIN_LENGTH = 10
/** Longest password accepted (in characters): bcrypt, which PocketBase uses, reads at most 72 bytes. */
export const PASSWORD_MAX_LENGTH = 71

/**
 * A short list of the most common passwords that are at least {@link PASSWORD_MIN_LENGTH}
 * characters long (shorter ones are refused anyway), from the public lists of breached
 * passwords (e.g. the UK NCSC's "100,000 most common"). Compared case-insensitively.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '0123456789',
  '0987654321',
  '1234567890',
  '12345678910',
  '123456789a',
  'a123456789',
  '1234567890a',
  '123123123123',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'asdfghjkl1',
  'zxcvbnm123',
  'abcdefghij',
  'abcd123456',
  'abc1234567',
  'password12',
  'password123',
  'password1234',
  'password12345',
  'passw0rd123',
  'iloveyou12',
  'iloveyou123',
  'letmein123',
  'welcome123',
  'football123',
  'baseball123',
  'sunshine123',
  'princess123',
  'superman123',
  'trustno1234',
  'kalima1234',
  'kalimakalima',
]

const COMMON = new Set(COMMON_PASSWORDS)

/** Why a new password is refused: the id of its message in MESSAGES. */
export type PasswordProblem =
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordTooCommon'
  | 'passwordsDoNotMatch'

/**
 * The password policy (docs/security.md): at least 10 and at most 71 characters, not one
 * character repeated, not one of {@link COMMON_PASSWORDS}. Returns the problem, or null
 * when the password is acceptable. The server applies the same function (accounts.pb.js).
 */
export function checkPassword(password: string): PasswordProblem | null {
  const chars = Array.from(password)
  if (chars.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort'
  if (chars.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong'
  if (chars.every((c) => c === chars[0])) return 'passwordTooCommon'
  if (COMMON.has(password.toLowerCase())) return 'passwordTooCommon'
  return null
}

/**
 * A new password and its confirmation, as a sign-up or reset form sends them: the policy
 * first ({@link checkPassword}), then that both are equal. Null when both are fine.
 */
export function checkNewPassword(password: string, confirm: string): PasswordProblem | null {
  return checkPassword(password) ?? (password === confirm ? null : 'passwordsDoNotMatch')
}

/** The learner-facing text of a password problem (English; UIs translate by the id). */
export const passwordProblemMessage = (problem: PasswordProblem): string => MESSAGES[problem]

/**
 * An e-mail address as Kalima stores and looks it up: trimmed and lower-cased, so
 * `ALICE@x.com` and `alice@x.com` are one account (the server's index is case-insensitive).
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** C0 and C1 control characters (CR, LF, tab, NUL…), DEL and the Unicode line/paragraph separators. */
const isControl = (code: number): boolean =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029

/** The message of a single-line field that holds a line break or control character. */
export const SINGLE_LINE_MESSAGE: string = MESSAGES.singleLineText

/**
 * Whether `text` fits a single-line field (a name, a subject, an e-mail address): no line
 * break or other control character, which could forge lines in a plain-text e-mail.
 */
export function isSingleLine(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return false
  return true
}
