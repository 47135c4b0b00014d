// What a learner sends besides progress and settings: time on a card (analytics), a Test's
// result, the contact and feedback forms, and an e-mail's unsubscribe link.
import { MESSAGES } from '../../errors/messages'
import {
  type Backend,
  BackendError,
  type CardAnalytics,
  type ContactMessage,
  type Feedback,
  UNSUBSCRIBE_LINK_INVALID,
} from '../../ports/backend'
import type { TestResult } from '../../progress/types'
import { isRecordId, isUnsubscribeToken } from '../../reminders/rules'
import { toBackendError } from './errors'
import type { PocketBaseSession } from './session'

/** pocketbase/pb_hooks/reminders.pb.js: an e-mail's one-click unsubscribe. */
const UNSUBSCRIBE_ROUTE = '/api/kalima/unsubscribe'

/** The records' and forms' methods over `session`. */
export function recordMethods(
  session: PocketBaseSession,
): Pick<
  Backend,
  | 'recordAnalytics'
  | 'saveTestResult'
  | 'sendContactMessage'
  | 'sendFeedback'
  | 'unsubscribeReminders'
> {
  const { pb, requireUser, findOwn } = session
  return {
    async recordAnalytics(entry: CardAnalytics) {
      const user = requireUser()
      const lastViewed = new Date(entry.lastViewedAt).toISOString().replace('T', ' ')
      const ms = Math.max(0, Math.round(entry.timeSpentMs))
      try {
        const existing = await findOwn('analytics', { deck: entry.deck, word: entry.word })
        if (existing) {
          await pb.collection('analytics').update(existing.id, { 'timeSpentMs+': ms, lastViewed })
        } else {
          await pb.collection('analytics').create({
            user: user.id,
            deck: entry.deck,
            word: entry.word,
            timeSpentMs: ms,
            lastViewed,
          })
        }
      } catch (error) {
        throw toBackendError(error)
      }
    },

    async saveTestResult(deck: string, result: Omit<TestResult, 'completedAt'>) {
      const user = requireUser()
      const fields = {
        timeSeconds: result.timeSeconds,
        correct: result.correct,
        attempts: result.attempts,
        // null: a result from before first tries were counted (the server keeps it unknown).
        firstTry: result.firstTry ?? null,
      }
      try {
        const existing = await findOwn('test_results', { deck })
        if (existing) await pb.collection('test_results').update(existing.id, fields)
        else await pb.collection('test_results').create({ ...fields, user: user.id, deck })
      } catch (error) {
        throw toBackendError(error)
      }
    },

    async sendContactMessage(message: ContactMessage) {
      try {
        await pb.collection('contact_messages').create(
          {
            name: message.name,
            email: message.email,
            subject: message.subject,
            message: message.message,
          },
          { fields: 'id' },
        )
        return MESSAGES.contactSuccess
      } catch (error) {
        throw toBackendError(error, MESSAGES.contactFailure)
      }
    },

    async sendFeedback(feedback: Feedback) {
      try {
        await pb.collection('feedback').create(
          {
            rating: feedback.rating,
            comment: feedback.comment ?? '',
            email: feedback.email ?? '',
          },
          { fields: 'id' },
        )
      } catch (error) {
        throw toBackendError(error)
      }
    },

    async unsubscribeReminders(user, token) {
      if (!isRecordId(user) || !isUnsubscribeToken(token))
        throw new BackendError('invalid-argument', UNSUBSCRIBE_LINK_INVALID, 400)
      try {
        await pb.send(UNSUBSCRIBE_ROUTE, { method: 'POST', query: { u: user, t: token } })
      } catch (error) {
        const failed = toBackendError(error)
        throw failed.status === 400
          ? new BackendError('invalid-argument', UNSUBSCRIBE_LINK_INVALID, 400, failed.detail)
          : failed
      }
    },
  }
}
