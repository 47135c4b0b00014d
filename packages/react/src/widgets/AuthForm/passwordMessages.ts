import type { PasswordProblem } from '@kalima/core/accounts'
import type { UiMessageId } from '../../i18n'

/** The UI message of each problem `checkNewPassword` (@kalima/core) reports. */
export const PASSWORD_MESSAGES: Record<PasswordProblem, UiMessageId> = {
  passwordsDoNotMatch: 'auth.passwordsDiffer',
  passwordTooShort: 'auth.passwordTooShort',
  passwordTooLong: 'auth.passwordTooLong',
  passwordTooCommon: 'auth.passwordTooCommon',
}
