// PocketBase's errors as the Backend port's: a thrown value as a BackendError with the
// message a learner reads, and the password and e-mail refusals the server answers with.
import { ClientResponseError } from 'pocketbase'
import { checkNewPassword, type PasswordProblem } from '../../accounts/rules'
import { codeForHttpStatus } from '../../errors/codes'
import { MESSAGES } from '../../errors/messages'
import { BackendError } from '../../ports/backend'

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
export const isEmailTaken = (error: unknown): boolean =>
  error instanceof ClientResponseError &&
  error.status === 400 &&
  (error.response?.data as Record<string, { code?: string }> | undefined)?.email?.code ===
    'validation_not_unique'

export const isNotFound = (error: unknown): boolean =>
  error instanceof ClientResponseError && error.status === 404

const PASSWORD_PROBLEMS: readonly PasswordProblem[] = [
  'passwordTooShort',
  'passwordTooLong',
  'passwordTooCommon',
  'passwordsDoNotMatch',
]

/** The code PocketBase gave a 400's invalid `field`, if any. */
export const fieldCode = (error: unknown, field: string): string | undefined =>
  error instanceof ClientResponseError && error.status === 400
    ? (error.response?.data as Record<string, { code?: string }> | undefined)?.[field]?.code
    : undefined

/** A password the server's policy refused (pb_hooks/accounts.pb.js answers the problem as the code). */
export const passwordRefusal = (error: unknown): PasswordProblem | undefined => {
  const code = fieldCode(error, 'password')
  return PASSWORD_PROBLEMS.find((problem) => problem === code)
}

/** Refuses a new password the policy does not accept, before any request. */
export const requireGoodPassword = (password: string, passwordRepeat: string) => {
  const problem = checkNewPassword(password, passwordRepeat)
  if (problem) throw new BackendError('invalid-argument', MESSAGES[problem])
}
