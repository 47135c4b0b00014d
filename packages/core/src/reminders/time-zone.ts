// Time zones in the app, through Intl (the server asks Go's zone database instead:
// pocketbase/pb_hooks/lib/reminders.js).
import { isTimeZoneName, type ZoneOffset } from './rules'

const formats = new Map<string, Intl.DateTimeFormat>()

const formatOf = (timeZone: string): Intl.DateTimeFormat | undefined => {
  let format = formats.get(timeZone)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      })
    } catch {
      return undefined
    }
    formats.set(timeZone, format)
  }
  return format
}

/**
 * The platform's own spelling of a time zone it knows ('asia/dhaka' → 'Asia/Dhaka'), or
 * undefined ('Mars/Base'). Intl ignores case; Go's zone database on the server does not, so
 * settings keep this spelling.
 */
export const canonicalTimeZone = (name: unknown): string | undefined => {
  if (!isTimeZoneName(name)) return undefined
  const zone = formatOf(name)?.resolvedOptions().timeZone
  return isTimeZoneName(zone) ? zone : undefined
}

/** Whether `name` is a time zone this platform knows, spelt as it spells it. */
export const isTimeZone = (name: unknown): name is string =>
  isTimeZoneName(name) && canonicalTimeZone(name) === name

/** The zone's UTC offset at a moment, in minutes (+360 for Asia/Dhaka), by Intl. */
export const intlZoneOffset: ZoneOffset = (timeZone, at) => {
  const format = isTimeZoneName(timeZone) ? formatOf(timeZone) : undefined
  if (!format || !Number.isFinite(at)) return undefined
  const part: Record<string, number> = {}
  for (const p of format.formatToParts(new Date(at))) part[p.type] = Number(p.value)
  const local = Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
  )
  const utc = at - (((at % 60_000) + 60_000) % 60_000)
  return Math.round((local - utc) / 60_000)
}

/** The browser's (or Node's) own time zone, '' when it cannot tell. */
export const deviceTimeZone = (): string => {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    return isTimeZone(zone) ? zone : ''
  } catch {
    return ''
  }
}

/** Every time zone the platform lists (for a picker), or [] when it lists none. */
export const listTimeZones = (): string[] => {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] }
  try {
    return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone').filter(isTimeZoneName) : []
  } catch {
    return []
  }
}

/**
 * The settings change of turning e-mail reminders on or off: turning them on with no time
 * zone set takes the device's own (`deviceZone`, e.g. `deviceTimeZone()`), so the hour means
 * the learner's local time; a zone already chosen is kept, and turning off changes nothing else.
 */
export const reminderToggle = (
  current: { timeZone: string },
  on: boolean,
  deviceZone: string,
): { reminderEmail: boolean; timeZone?: string } =>
  on && current.timeZone === '' && isTimeZone(deviceZone)
    ? { reminderEmail: true, timeZone: deviceZone }
    : { reminderEmail: on }

/** The zones a picker offers: the platform's list, with the learner's own first if missing. */
export const timeZoneChoices = (current: string): string[] => {
  const zones = listTimeZones()
  if (!zones.includes('UTC')) zones.push('UTC')
  return current && !zones.includes(current) ? [current, ...zones] : zones
}
