// @kalima/core/accounts — what account, contact, feedback and reminder forms need: the
// password policy, the delays around sign-in, the feedback rating's range, the reminders'
// hours and time zones, and the Backend port's types those forms send. For shells with
// accounts (@kalima/react's AuthForm, ContactForm, FeedbackForm and SettingsPanel).

export { checkNewPassword, type PasswordProblem } from '../accounts/rules'
export {
  AUTO_LOGIN_DELAY_MS,
  FEEDBACK_RATING_DEFAULT,
  FEEDBACK_RATING_RANGE,
  SIGN_IN_REDIRECT_MS,
} from '../constants'
export {
  type AuthProvider,
  type ContactMessage,
  type Feedback,
  UNSUBSCRIBE_LINK_INVALID,
} from '../ports/backend'
export { REMINDER_HOUR_RANGE } from '../reminders/rules'
export { deviceTimeZone, reminderToggle, timeZoneChoices } from '../reminders/time-zone'
