import { type LanguageCode, MESSAGES } from '@kalima/core'
import type { Translate, UiMessageId } from '../../i18n'

/**
 * Core's catalogue messages (English) that a backend answers with or throws, each by the UI
 * message that says it in every interface language (en.account.ts gives each the same text).
 */
const CATALOGUE_IDS: ReadonlyMap<string, UiMessageId> = new Map<string, UiMessageId>([
  [MESSAGES.loginFailed, 'auth.loginFailed'],
  [MESSAGES.emailInUse, 'auth.alreadySignedUp'],
  [MESSAGES.passwordsDoNotMatch, 'auth.passwordsDiffer'],
  [MESSAGES.resetEmailMissing, 'auth.resetNeedsEmail'],
  [MESSAGES.resetEmailSent, 'auth.resetSent'],
  [MESSAGES.resetEmailFailed, 'auth.resetFailed'],
  [MESSAGES.notAuthenticated, 'auth.notAuthenticated'],
  [MESSAGES.passwordTooShort, 'auth.passwordTooShort'],
  [MESSAGES.passwordTooLong, 'auth.passwordTooLong'],
  [MESSAGES.passwordTooCommon, 'auth.passwordTooCommon'],
  [MESSAGES.signUpSuccess, 'auth.userCreated'],
  [MESSAGES.profileUpdateFailed, 'auth.profileUpdateFailed'],
  [MESSAGES.signUpProfileUpdateFailed, 'auth.signedUpProfileFailed'],
  [MESSAGES.appleSignInNotImplemented, 'auth.appleNotImplemented'],
  [MESSAGES.passwordChanged, 'reset.done'],
  [MESSAGES.resetLinkInvalid, 'reset.invalidLink'],
  [MESSAGES.contactFailure, 'contact.failure'],
])

/** The UI message of each catalogue message {@link backendText} translates (for tests). */
export const catalogueMessageIds = (): ReadonlyMap<string, UiMessageId> => CATALOGUE_IDS

/**
 * What a backend said (a thrown error or an answer's text), in the interface language: one
 * of core's catalogue messages is given in the reader's language; any other text (a server's
 * own wording, which is English) only to English readers, `fallback` to everyone else.
 */
export function backendText(
  said: unknown,
  t: Translate,
  uiLanguage: LanguageCode,
  fallback: UiMessageId,
): string {
  const text = said instanceof Error ? said.message : typeof said === 'string' ? said : ''
  const id = CATALOGUE_IDS.get(text)
  if (id) return t(id)
  return uiLanguage === 'en' && text ? text : t(fallback)
}
