// Accounts: the rules of e-mail addresses, passwords and single-line text (shared with the server).
export {
  COMMON_PASSWORDS,
  checkNewPassword,
  checkPassword,
  isSingleLine,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
  passwordProblemMessage,
  SINGLE_LINE_MESSAGE,
} from './rules'
