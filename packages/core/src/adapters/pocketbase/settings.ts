// Settings on PocketBase: the learner's one settings record, read and written (its
// per-field stamps with it); the server keeps the newest change of each field.

import type { RecordModel } from 'pocketbase'
import { type Backend, REMOTE_SETTINGS_DEFAULTS, type RemoteSettings } from '../../ports/backend'
import { toBackendError } from './errors'
import type { PocketBaseSession } from './session'

const SETTINGS_FIELDS = Object.keys(REMOTE_SETTINGS_DEFAULTS) as (keyof RemoteSettings)[]
/** A settings record's `changedAt` (a JSON field: null until a stamped write). */
const isStampMap = (v: unknown): v is Record<string, number> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The settings record's methods over `session`. */
export function settingsMethods(
  session: PocketBaseSession,
): Pick<Backend, 'readSettings' | 'writeSettings'> {
  const { pb, requireUser, findOwn } = session
  let settingsId: string | null = null
  // A sign-out or a different account forgets the cached record id.
  pb.authStore.onChange(() => {
    settingsId = null
  })
  const writeSettingsNow = async (settings: Partial<RemoteSettings>): Promise<RemoteSettings> => {
    const user = requireUser()
    const changes: Record<string, unknown> = {}
    for (const key of SETTINGS_FIELDS) if (key in settings) changes[key] = settings[key]
    if (settings.changedAt) changes.changedAt = settings.changedAt
    try {
      if (!settingsId) settingsId = (await findOwn('settings'))?.id ?? null
      let record: RecordModel
      if (settingsId) {
        record = await pb.collection('settings').update(settingsId, changes)
      } else {
        try {
          record = await pb
            .collection('settings')
            .create({ ...REMOTE_SETTINGS_DEFAULTS, ...changes, user: user.id })
        } catch (error) {
          // Another write (another tab or device) created it first: update that one.
          const existing = await findOwn('settings')
          if (!existing) throw error
          record = await pb.collection('settings').update(existing.id, changes)
        }
        settingsId = record.id
      }
      const stored: RemoteSettings = { ...REMOTE_SETTINGS_DEFAULTS }
      for (const key of SETTINGS_FIELDS)
        (stored as unknown as Record<string, unknown>)[key] = record[key]
      if (isStampMap(record.changedAt)) stored.changedAt = record.changedAt
      return stored
    } catch (error) {
      throw toBackendError(error)
    }
  }
  let settingsWrites: Promise<unknown> = Promise.resolve()

  return {
    async readSettings() {
      try {
        const record = await findOwn('settings')
        if (!record) return null
        settingsId = record.id
        const settings: Partial<RemoteSettings> = {}
        for (const key of SETTINGS_FIELDS) {
          if (key in record) (settings as Record<string, unknown>)[key] = record[key]
        }
        if (isStampMap(record.changedAt)) settings.changedAt = record.changedAt
        return settings
      } catch {
        return null
      }
    },

    writeSettings(settings) {
      // One write at a time: two overlapping first writes would both try to create the record.
      const write = settingsWrites.then(() => writeSettingsNow(settings))
      settingsWrites = write.catch(() => undefined)
      return write
    },
  }
}
