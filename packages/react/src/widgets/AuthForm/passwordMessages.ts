import type { PasswordProblem } from '../../core'
import type { MessageId } from '../../i18n'

/** The UI message of each problem `checkNewPassword` (@kalima/core) reports. */
export const PASSWORD_MESSAGES: Record<PasswordProblem, MessageId> = {
  passwordsDoNotMatch: 'auth.passwordsDiffer',
  passwordTooShort: 'auth.passwordTooShort',
  passwordTooLong: 'auth.passwordTooLong',
  passwordTooCommon: 'auth.passwordTooCommon',
}
