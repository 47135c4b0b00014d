// The settings the server fills in for a client that does not send them (an app from before
// the setting, still cached by a service worker): core's defaults, bundled for the server's
// hooks (npm run build:pb → pocketbase/pb_hooks/lib/settings-rules.cjs), so the server and the
// app never disagree on a default.
import { DEFAULT_SETTINGS, type Settings } from '.'

/** A setting the server fills in with the core's default when a new record lacks it. */
export type ServerFilledSetting =
  | 'uiLanguage'
  | 'reminderHour'
  | 'desiredRetention'
  | 'newWordsPerDay'
  | 'reviewsPerDay'
  | 'newWordsFrom'

/**
 * The defaults a new settings record gets for the fields its client did not send: the
 * interface language (`auto`, what an app from before the setting showed), the reminder hour
 * (not 0, midnight) and Today's plan.
 */
export const SERVER_FILLED_SETTINGS: Readonly<Pick<Settings, ServerFilledSetting>> = Object.freeze({
  uiLanguage: DEFAULT_SETTINGS.uiLanguage,
  reminderHour: DEFAULT_SETTINGS.reminderHour,
  desiredRetention: DEFAULT_SETTINGS.desiredRetention,
  newWordsPerDay: DEFAULT_SETTINGS.newWordsPerDay,
  reviewsPerDay: DEFAULT_SETTINGS.reviewsPerDay,
  newWordsFrom: DEFAULT_SETTINGS.newWordsFrom,
})
