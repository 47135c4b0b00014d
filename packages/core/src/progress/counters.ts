// Per-device grow-only counters (a G-counter CRDT): each device increments only its own
// counter, a merge keeps the larger value per device, and a total is the sum. Pure and
// dependency-free: the server runs this file too (see scripts/build-pb-rules.mjs).
import { type DeviceCount, type DeviceCounts, type DeviceId, LEGACY_DEVICE } from './types'

/** Most devices one word or activity bucket counts separately (shared with the server). */
export const MAX_DEVICES = 32

const ownKey = Object.prototype.hasOwnProperty
/** Own-key test without Object.hasOwn (ES2022), which the server's ES2017 engine may lack. */
const has = (o: object, key: string): boolean => ownKey.call(o, key)

/** Sums the counters of all devices. */
export const sumCounts = (counts: DeviceCounts): DeviceCount => {
  let correct = 0
  let attempts = 0
  for (const id of Object.keys(counts)) {
    const c = counts[id] as DeviceCount
    correct += c.correct
    attempts += c.attempts
  }
  return { correct, attempts }
}

/**
 * Joins two sets of device counters: the larger count per device (a device's counter only
 * grows, so the larger one has seen every answer of the smaller). Keys come out sorted, so
 * equal states serialize equally.
 */
export const mergeDeviceCounts = (a: DeviceCounts, b: DeviceCounts): DeviceCounts => {
  const out: DeviceCounts = {}
  const ids = Object.keys(a)
  for (const id of Object.keys(b)) if (!has(a, id)) ids.push(id)
  ids.sort()
  for (const id of ids) {
    const x = has(a, id) ? a[id] : undefined
    const y = has(b, id) ? b[id] : undefined
    out[id] =
      x && y
        ? { correct: Math.max(x.correct, y.correct), attempts: Math.max(x.attempts, y.attempts) }
        : ({ ...(x ?? y) } as DeviceCount)
  }
  return out
}

/** Adds one answer to a device's counter. */
export const incrementDevice = (
  counts: DeviceCounts,
  deviceId: DeviceId,
  correct: boolean,
): DeviceCounts => {
  const own = has(counts, deviceId) ? counts[deviceId] : undefined
  return {
    ...counts,
    [deviceId]: {
      correct: (own?.correct ?? 0) + (correct ? 1 : 0),
      attempts: (own?.attempts ?? 0) + 1,
    },
  }
}

/** Whether another device's counter fits in `counts` (the own one may always grow). */
export const hasRoomFor = (counts: DeviceCounts, deviceId: DeviceId): boolean =>
  has(counts, deviceId) || Object.keys(counts).length < MAX_DEVICES

/** Counts from before per-device counters, as the legacy device's (none without attempts). */
export const legacyCounts = (correct: number, attempts: number): DeviceCounts =>
  attempts > 0 ? { [LEGACY_DEVICE]: { correct, attempts } } : {}
