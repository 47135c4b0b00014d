import type { DeviceId } from './types'

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz'

/**
 * A new random device id: 12 base-36 characters (about 62 bits) from the platform's
 * cryptographic random source, e.g. 'k3v9q0x1m2ab'. Short, because every counted word
 * carries it.
 */
export const newDeviceId = (): DeviceId => {
  const bytes = new Uint8Array(12)
  globalThis.crypto.getRandomValues(bytes)
  let id = ''
  for (const b of bytes) id += ALPHABET[b % 36]
  return id
}

const DEVICE_ID = /^[a-z0-9]{8,32}$/

/** Whether a stored value can be this device's id (not the shared legacy device). */
export const isDeviceId = (value: unknown): value is DeviceId =>
  typeof value === 'string' && DEVICE_ID.test(value)
