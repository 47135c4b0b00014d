// Progress on PocketBase: the server's own route validates a pushed delta and merges it into
// the learner's stored entries (pocketbase/pb_hooks/progress.pb.js), and assembles the
// record when it is pulled.
import type { Backend, ProgressPushAnswer, ProgressPushOptions } from '../../ports/backend'
import type { Progress } from '../../progress/types'
import { toBackendError } from './errors'
import type { PocketBaseSession } from './session'

/** The server's progress route: POST a delta `{ delta }`, GET `{ progress }` (pocketbase/pb_hooks). */
const PROGRESS_ROUTE = '/api/kalima/progress'

/** The progress methods over `session`. */
export function progressMethods(
  session: PocketBaseSession,
): Pick<Backend, 'pullProgress' | 'pushProgress'> & Required<Pick<Backend, 'pushProgressDelta'>> {
  const { pb, requireUser } = session
  /**
   * Sends progress to the server's progress route, which validates it and merges it into
   * the learner's stored entries (pocketbase/pb_hooks/progress.pb.js); the answer is small.
   */
  const sendProgress = async (
    delta: Progress,
    options: ProgressPushOptions = {},
  ): Promise<ProgressPushAnswer | undefined> => {
    requireUser()
    let answer: { moved?: { from?: unknown; to?: unknown } } | null
    try {
      answer = await pb.send(PROGRESS_ROUTE, {
        method: 'POST',
        body: options.base === undefined ? { delta } : { delta, base: options.base },
      })
    } catch (error) {
      throw toBackendError(error)
    }
    const moved = answer?.moved
    return moved && Number.isInteger(moved.from) && Number.isInteger(moved.to)
      ? { moved: { from: moved.from as number, to: moved.to as number } }
      : undefined
  }
  /** The learner's whole stored record, assembled by the server from its entries. */
  const readProgress = async (): Promise<Progress | null> => {
    requireUser()
    try {
      const answer = await pb.send<{ progress: Progress | null }>(PROGRESS_ROUTE, {
        method: 'GET',
      })
      return answer.progress ?? null
    } catch (error) {
      throw toBackendError(error)
    }
  }
  return {
    pullProgress: readProgress,

    async pushProgress(progress) {
      // A whole record is a delta against nothing; the answer is the merged record.
      await sendProgress(progress)
      return (await readProgress()) as Progress
    },

    pushProgressDelta: sendProgress,
  }
}
