// What every part of the PocketBase backend shares: the SDK client, the signed-in learner,
// and the learner's own record of a collection.
import type PocketBase from 'pocketbase'
import type { RecordModel, RecordService } from 'pocketbase'
import { MESSAGES } from '../../errors/messages'
import { BackendError, type BackendUser } from '../../ports/backend'
import { isNotFound } from './errors'

/** The SDK client and the learner, as the backend's parts use them. */
export interface PocketBaseSession {
  pb: PocketBase
  /** The users collection. */
  users: () => RecordService<RecordModel>
  /** A users record as the learner the UI shows, or null for any other record. */
  toUser: (record: RecordModel | null) => BackendUser | null
  /** The signed-in learner, or null. */
  me: () => BackendUser | null
  /** The signed-in learner; throws `unauthenticated` when there is none. */
  requireUser: () => BackendUser
  /** The learner's one record of a collection (with `extra` fields equal), or null. */
  findOwn: (collection: string, extra?: Record<string, string>) => Promise<RecordModel | null>
}

/** The session over `pb`. */
export function createSession(pb: PocketBase): PocketBaseSession {
  const toUser = (record: RecordModel | null): BackendUser | null => {
    if (record?.collectionName !== 'users') return null
    const avatar = typeof record.avatar === 'string' && record.avatar ? record.avatar : null
    return {
      id: record.id,
      email: String(record.email ?? ''),
      displayName: typeof record.name === 'string' && record.name.trim() ? record.name : 'User',
      avatar: avatar ? pb.files.getURL(record, avatar) : null,
    }
  }
  const me = (): BackendUser | null => (pb.authStore.isValid ? toUser(pb.authStore.record) : null)
  const requireUser = (): BackendUser => {
    const user = me()
    if (!user) throw new BackendError('unauthenticated', MESSAGES.notAuthenticated)
    return user
  }
  const ownFilter = (user: BackendUser, extra: Record<string, string> = {}) =>
    pb.filter(['user = {:user}', ...Object.keys(extra).map((k) => `${k} = {:${k}}`)].join(' && '), {
      user: user.id,
      ...extra,
    })
  const findOwn = async (collection: string, extra: Record<string, string> = {}) => {
    const user = requireUser()
    try {
      return await pb.collection(collection).getFirstListItem(ownFilter(user, extra))
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }
  return { pb, users: () => pb.collection('users'), toUser, me, requireUser, findOwn }
}
