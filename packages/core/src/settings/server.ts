// The server's settings rules, bundled for its hooks (npm run build:pb →
// pocketbase/pb_hooks/lib/settings-rules.cjs), so the server and the app never disagree: the
// defaults it fills in for a client that does not send a setting (an app from before the
// setting, still cached by a service worker), and how a write merges into the stored record
// (the core's own `mergeSettings`, so ties break on the server exactly as on devices).
import { DEFAULT_SETTINGS, LEGACY_SETTING_NAMES, type Settings } from '.'
import {
  isStamp,
  mergeSettings,
  SETTING_NAMES,
  type SettingName,
  type StampedSettings,
  toRemoteStamps,
  validateStamps,
} from './sync'

/** A setting the server fills in with the core's default when a new record lacks it. */
export type ServerFilledSetting =
  | 'uiLanguage'
  | 'reminderHour'
  | 'desiredRetention'
  | 'newWordsPerDay'
  | 'reviewsPerDay'
  | 'newWordsFrom'
  | 'showStreak'

/**
 * The defaults a new settings record gets for the fields its client did not send: the
 * interface language (`auto`, what an app from before the setting showed), the reminder hour
 * (not 0, midnight), Today's plan, and the day streak (shown by default: a bool field the
 * client did not send would otherwise read false).
 */
export const SERVER_FILLED_SETTINGS: Readonly<Pick<Settings, ServerFilledSetting>> = Object.freeze({
  uiLanguage: DEFAULT_SETTINGS.uiLanguage,
  reminderHour: DEFAULT_SETTINGS.reminderHour,
  desiredRetention: DEFAULT_SETTINGS.desiredRetention,
  newWordsPerDay: DEFAULT_SETTINGS.newWordsPerDay,
  reviewsPerDay: DEFAULT_SETTINGS.reviewsPerDay,
  newWordsFrom: DEFAULT_SETTINGS.newWordsFrom,
  showStreak: DEFAULT_SETTINGS.showStreak,
})

/** The server's field name of each setting: the original app's 'bengali*' for the meaning fields. */
const REMOTE_NAME: Readonly<Record<SettingName, string>> = (() => {
  const out = {} as Record<SettingName, string>
  for (const name of SETTING_NAMES) out[name] = name
  for (const [legacy, name] of Object.entries(LEGACY_SETTING_NAMES)) out[name] = legacy
  return out
})()

/**
 * The server's field of every setting, in the core's order: the names a settings record
 * stores them under (the original app's 'bengali*' for the meaning fields).
 */
export const REMOTE_SETTING_FIELDS: readonly string[] = Object.freeze(
  SETTING_NAMES.map((name) => REMOTE_NAME[name]),
)

/** Every name a stamp of a known setting may have: the core's and the server's. */
const KNOWN_STAMP_NAMES: readonly string[] = [
  ...SETTING_NAMES,
  ...Object.keys(LEGACY_SETTING_NAMES),
]

/**
 * A settings record as the server stores it: each setting under its server field
 * (`REMOTE_SETTING_FIELDS`), and `changedAt`, the change stamps by the same names.
 */
export type RemoteSettingsRecord = Readonly<Record<string, unknown>>

/** What the server stores after a write: every setting's value and the record's stamps. */
export interface SettingsToStore {
  /** Every setting's value, by the server's field names. */
  values: Record<string, unknown>
  /** When each field was last changed (ms since epoch), by the server's field names. */
  changedAt: Record<string, number>
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The settings of a record as they are, not validated (the server's fields accept what
 * `validateSettings` keeps: scripts' parity test), so the server stores back exactly what it
 * holds; a field the record lacks counts as its default.
 */
const settingsOf = (record: RemoteSettingsRecord): Settings => {
  const out: Record<string, unknown> = {}
  for (const name of SETTING_NAMES) {
    const value = record[REMOTE_NAME[name]]
    out[name] = value === undefined || value === null ? DEFAULT_SETTINGS[name] : value
  }
  return out as unknown as Settings
}

/**
 * The valid stamps of a `changedAt` under names the core does not know: kept as they are,
 * so what the record holds beyond the core's settings is not lost.
 */
const otherStamps = (stamps: unknown): Record<string, number> => {
  const out: Record<string, number> = {}
  if (!isObject(stamps)) return out
  for (const key of Object.keys(stamps)) {
    const value = stamps[key]
    if (!KNOWN_STAMP_NAMES.includes(key) && isStamp(value)) out[key] = value
  }
  return out
}

/**
 * A write without stamps (an app from before they were kept): it changes what it writes, as
 * before stamps were kept, except the fields another device changed with a stamp, which
 * keep their stored value and stamp. Stamps are unchanged.
 */
const unstampedWrite = (stored: StampedSettings, written: Settings): StampedSettings => {
  const settings: Record<string, unknown> = {}
  for (const name of SETTING_NAMES)
    settings[name] = stored.changedAt[name] === undefined ? written[name] : stored.settings[name]
  return { settings: settings as unknown as Settings, changedAt: { ...stored.changedAt } }
}

/**
 * What the server stores when a settings record `stored` is written as `written` (the stored
 * record with the request's fields on it, both by the server's names).
 *
 * A write with stamps (`written.changedAt` an object, empty included: every app since stamps)
 * is merged by the core's `mergeSettings`, as every device merges: field by field the later
 * stamp wins, and a tie goes to a value the learner set over the default, then to the larger
 * JSON text. Commutative and idempotent, so the server stores what the devices will agree on.
 *
 * A write without stamps (`written.changedAt` absent, null or not an object: an app from
 * before stamps were kept) changes what it writes, as before stamps were kept, except the
 * fields another device changed with a stamp: those keep their stored value and stamp.
 *
 * Values are not validated here (the collection's fields check what is stored) nor changed:
 * the result holds each setting's value from one of the two records. Stamps of names the core
 * does not know are kept (the later of the two); invalid stamps are dropped, as devices drop
 * them (`validateStamps`).
 */
export const mergeSettingsWrite = (
  stored: RemoteSettingsRecord,
  written: RemoteSettingsRecord,
): SettingsToStore => {
  const before: StampedSettings = {
    settings: settingsOf(stored),
    changedAt: validateStamps(stored.changedAt),
  }
  const stamped = isObject(written.changedAt)
  const after = stamped
    ? mergeSettings(before, {
        settings: settingsOf(written),
        changedAt: validateStamps(written.changedAt),
      })
    : unstampedWrite(before, settingsOf(written))
  const values: Record<string, unknown> = {}
  for (const name of SETTING_NAMES) values[REMOTE_NAME[name]] = after.settings[name]
  const changedAt = otherStamps(stored.changedAt)
  if (stamped) {
    const incoming = otherStamps(written.changedAt)
    for (const key of Object.keys(incoming))
      changedAt[key] = Math.max(changedAt[key] ?? 0, incoming[key] as number)
  }
  return { values, changedAt: { ...changedAt, ...toRemoteStamps(after.changedAt) } }
}
