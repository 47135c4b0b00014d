/** Every message of the original app's error catalogue (§8), keyed by id. English text. */
export const MESSAGES = {
  correct: 'Correct! ✨',
  tryAgain: 'Try again!',
  imageCopied: 'Image copied to clipboard!',
  instagramUnsupported:
    'Instagram sharing is not supported directly. Please download the image and share manually.',
  appleSignInNotImplemented: 'Apple sign-in not implemented',
  signUpSuccess: 'User created successfully',
  profileUpdateFailed:
    'Account created but profile update failed. Please try updating your profile later.',
  emailInUse: 'User already signed up!',
  passwordsDoNotMatch: 'Passwords do not match',
  loginFailed: 'Username or password is incorrect',
  resetEmailMissing: 'Please enter your email to reset password.',
  resetEmailSent: 'Password reset email sent!',
  resetEmailFailed: 'Error sending password reset email.',
  contactSuccess: 'Thank you for your message! We will get back to you soon.',
  contactFailure: 'Sorry, something went wrong. Please try again later.',
  notAuthenticated: 'User not authenticated',
  contentComingSoon: 'Content coming soon...',
  signUpProfileUpdateFailed: 'User signed up successfully but profile update failed',
  responseNotJsonObject: 'Response is not valid JSON object.',
  responseMissingData: 'Response is missing data field.',
  resetProgressConfirm: 'Are you sure you want to reset all progress? This cannot be undone.',
  // Not in the original: Kalima's account rules (packages/core/src/accounts).
  passwordTooShort: 'Your password must be at least 10 characters long.',
  passwordTooLong: 'Your password must be at most 71 characters long.',
  passwordTooCommon: 'This password is too easy to guess. Please choose a less common one.',
  singleLineText: 'Please use a single line without control characters.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. You can now sign in with it.',
} as const

/** Id of a catalogue message. */
export type MessageId = keyof typeof MESSAGES

/** The text of a catalogue message. */
export const message = (id: MessageId): string => MESSAGES[id]
