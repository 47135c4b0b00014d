/**
 * Settings across devices: the newest change of each field wins. Every device keeps, beside
 * its settings, when each field was last changed there (`SettingsStamps`, ms since epoch);
 * the server keeps the stamps of what it stores. A merge takes, field by field, the value
 * with the later stamp, so a change made on a phone while signed out survives signing in to
 * an account whose server copy is older, and an old value written late never overwrites a
 * newer one.
 */
import { DEFAULT_SETTINGS, LEGACY_SETTING_NAMES, type Settings, validateSettings } from '.'

/** A setting's name. */
export type SettingName = keyof Settings

/** When each setting was last changed, ms since epoch; absent when never changed (0). */
export type SettingsStamps = Partial<Record<SettingName, number>>

/** Settings with the time each field was last changed. */
export interface StampedSettings {
  settings: Settings
  changedAt: SettingsStamps
}

/** Every setting's name, in a fixed order. */
export const SETTING_NAMES = Object.keys(DEFAULT_SETTINGS) as SettingName[]

/** Latest stamp accepted (year 2200), as for progress times. */
const MAX_STAMP = 7_258_118_400_000

/** Whether `v` is a change stamp: a whole number of ms since epoch, above 0, up to year 2200. */
export const isStamp = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_STAMP

/** Keeps the valid stamps of known settings (legacy 'bengali*' names mapped); never throws. */
export const validateStamps = (input: unknown): SettingsStamps => {
  const out: SettingsStamps = {}
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return out
  for (const [key, value] of Object.entries(input)) {
    const name = (SETTING_NAMES as string[]).includes(key)
      ? (key as SettingName)
      : LEGACY_SETTING_NAMES[key]
    if (name && isStamp(value)) out[name] = Math.max(out[name] ?? 0, value)
  }
  return out
}

/**
 * The stamps after a change from `before` to `after` at `now`: every field whose value
 * changed is stamped `now`, or just above its previous stamp if the clock went back, so a
 * device's own later change always wins over its earlier one.
 */
export const stampChanges = (
  before: Settings,
  after: Settings,
  changedAt: SettingsStamps,
  now: number,
): SettingsStamps => {
  const out = { ...changedAt }
  for (const name of SETTING_NAMES) {
    if (before[name] !== after[name]) out[name] = Math.max(Math.round(now), (out[name] ?? 0) + 1)
  }
  return out
}

/**
 * Order of two values of a field with the same stamp, so a merge is the same whichever side
 * it starts from: a value set by the learner wins over the default, then the larger JSON text.
 */
const rank = (name: SettingName, value: unknown): [number, string] => [
  value === DEFAULT_SETTINGS[name] ? 0 : 1,
  JSON.stringify(value),
]

const wins = (name: SettingName, a: StampedSettings, b: StampedSettings): boolean => {
  const ta = a.changedAt[name] ?? 0
  const tb = b.changedAt[name] ?? 0
  if (ta !== tb) return ta > tb
  const [da, ja] = rank(name, a.settings[name])
  const [db, jb] = rank(name, b.settings[name])
  return da !== db ? da > db : ja >= jb
}

/**
 * Field by field, the value changed last wins (ties: see `rank`). Commutative, associative
 * and idempotent, so devices and the server agree whatever order they merge in.
 */
export const mergeSettings = (a: StampedSettings, b: StampedSettings): StampedSettings => {
  const settings = { ...a.settings } as Record<SettingName, unknown>
  const changedAt: SettingsStamps = {}
  for (const name of SETTING_NAMES) {
    const from = wins(name, a, b) ? a : b
    settings[name] = from.settings[name]
    const stamp = from.changedAt[name]
    if (stamp !== undefined) changedAt[name] = stamp
  }
  return { settings: settings as unknown as Settings, changedAt }
}

/** Whether two stamped settings hold the same values and stamps. */
export const sameStampedSettings = (a: StampedSettings, b: StampedSettings): boolean =>
  SETTING_NAMES.every(
    (n) => a.settings[n] === b.settings[n] && (a.changedAt[n] ?? 0) === (b.changedAt[n] ?? 0),
  )

/**
 * Settings as the server stores them (original 'bengali*' names, stamps under `changedAt`
 * by the same names) → stamped core settings, validated.
 */
export const fromRemoteSettings = (remote: Record<string, unknown>): StampedSettings => {
  const { changedAt, ...values } = remote
  return { settings: validateSettings(values).settings, changedAt: validateStamps(changedAt) }
}

/** Core stamps → the server's names (the original app's 'bengali*' for the meaning fields). */
export const toRemoteStamps = (stamps: SettingsStamps): Record<string, number> => {
  const remoteName: Record<string, string> = {}
  for (const [legacy, name] of Object.entries(LEGACY_SETTING_NAMES)) remoteName[name] = legacy
  const out: Record<string, number> = {}
  for (const [name, stamp] of Object.entries(stamps)) {
    if (stamp !== undefined) out[remoteName[name] ?? name] = stamp
  }
  return out
}
