// English UI strings of sign-in, sign-up, password reset, unsubscribe, contact and feedback forms, and the e-mails the server sends: the dictionary's
// 'account' part, loaded with what uses it (en.ts is the part every page loads).
// A new id here must be added to every language's <lang>.account.ts: `npm run i18n:check`.
import { MESSAGES } from '@kalima/core'

export const enAccount = {
  'unsubscribe.title': 'E-mail reminders',
  'unsubscribe.working': 'Turning your reminders off…',
  'unsubscribe.done':
    'You are unsubscribed: Kalima will send you no more reminders. You can turn them on again in Settings.',
  'unsubscribe.invalid':
    'This unsubscribe link is not valid, so nothing was changed. Open the whole link from the e-mail, or turn reminders off in Settings.',
  'unsubscribe.failed':
    'The server could not be reached, so nothing was changed yet. Please open the link again later.',
  // every e-mail to a learner opens with this
  'email.greeting': 'Hello {name},',
  // the review reminder e-mail
  'email.reminder.subject': 'Your Kalima reviews are due',
  'email.reminder.body':
    'Words due for review today: {count}. A few minutes now keeps them in your memory.',
  'email.reminder.action': 'Review now',
  'email.reminder.why':
    'You receive this because you turned on e-mail reminders in Kalima: at most one a day, only on days with reviews due.',
  'email.reminder.unsubscribe': 'Unsubscribe',
  // the password reset e-mail (its link opens the reset page)
  'email.reset.subject': 'Reset your Kalima password',
  'email.reset.body': 'Click the link below to choose a new Kalima password.',
  'email.reset.action': 'Reset password',
  'email.reset.link': 'Or open this address: {link}',
  'email.reset.ignore': "If you didn't ask to reset your password, you can ignore this e-mail.",
  // the e-mail sent when the account is signed in to from a new location
  'email.alert.subject': 'New sign-in to your Kalima account',
  'email.alert.body': 'We noticed a sign-in to your Kalima account from a new location:',
  'email.alert.notYou':
    "If this wasn't you, reset your Kalima password at once: that signs your account out on every other device.",
  'email.alert.you': 'If this was you, you can ignore this e-mail.',
  // a contact message as e-mailed to the team (in KALIMA_CONTACT_LANGUAGE)
  'email.contact.subject': '[Kalima contact] {subject}',
  'email.contact.from': 'From:',
  'email.contact.subjectLabel': 'Subject:',
  // auth
  'auth.title': 'Get Started',
  'auth.continueWith': 'Continue with {provider}',
  'auth.or': 'or',
  'auth.signUp': 'Sign Up',
  'auth.signInTab': 'Sign in',
  'auth.signUpTab': 'Create account',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.repeatPassword': 'Repeat password',
  'auth.username': 'Username',
  'auth.forgotPassword': 'Forgot Password',
  'auth.terms': 'Terms of Service',
  'auth.privacy': 'Privacy Policy',
  'auth.legal': 'By continuing you agree to our {terms} and {privacy}.',
  'auth.messages': 'Messages',
  'auth.signedIn': 'Signed in as {name}.',
  'auth.unavailable':
    'Sign-in is not available on this site. Your progress is kept on this device.',
  'auth.appleNotImplemented': MESSAGES.appleSignInNotImplemented,
  'auth.userCreated': MESSAGES.signUpSuccess,
  'auth.profileUpdateFailed': MESSAGES.profileUpdateFailed,
  'auth.alreadySignedUp': MESSAGES.emailInUse,
  'auth.passwordsDiffer': MESSAGES.passwordsDoNotMatch,
  'auth.loginFailed': MESSAGES.loginFailed,
  'auth.resetNeedsEmail': MESSAGES.resetEmailMissing,
  'auth.resetSent': MESSAGES.resetEmailSent,
  'auth.resetFailed': MESSAGES.resetEmailFailed,
  'auth.signedUpProfileFailed': MESSAGES.signUpProfileUpdateFailed,
  'auth.notAuthenticated': MESSAGES.notAuthenticated,
  'auth.passwordTooShort': MESSAGES.passwordTooShort,
  'auth.passwordTooLong': MESSAGES.passwordTooLong,
  'auth.passwordTooCommon': MESSAGES.passwordTooCommon,
  // password reset page (the link of the reset e-mail)
  'reset.title': 'Choose a new password',
  'reset.intro': 'At least 10 characters. Avoid common passwords and single repeated letters.',
  'reset.password': 'New password',
  'reset.repeat': 'Repeat new password',
  'reset.submit': 'Save new password',
  'reset.done': MESSAGES.passwordChanged,
  'reset.invalidLink': MESSAGES.resetLinkInvalid,
  'reset.failure': MESSAGES.contactFailure,
  'reset.signIn': 'Go to sign in',
  // contact
  'contact.title': 'Contact us',
  'contact.name': 'Name',
  'contact.email': 'Email',
  'contact.subject': 'Subject',
  'contact.message': 'Message',
  'contact.send': 'Send Message',
  'contact.sending': 'Sending…',
  'contact.success': MESSAGES.contactSuccess,
  'contact.failure': MESSAGES.contactFailure,
  // feedback
  'feedback.title': 'Your Feedback Matters',
  'feedback.rating': 'Rating',
  'feedback.star': '{n} of 5 stars',
  'feedback.comment': 'Comment',
  'feedback.email': 'Email (optional)',
  'feedback.send': 'Send Feedback',
  'feedback.success': 'Thank you for your feedback!',
  'feedback.failure': MESSAGES.contactFailure,
} as const
