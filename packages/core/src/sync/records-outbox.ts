// What the learner's answers send besides the progress record: each completed Test to its
// own collection (a server-timestamped result) and time spent on cards as analytics, kept in
// an outbox and sent again after a failure (offline, refused) with the next sync.
import type { Backend } from '../ports/backend'
import type { Progress } from '../progress/types'

/** The deck the learner opened last: analytics are filed under it. */
function lastAccessedDeck(decks: Progress['decks']): string | null {
  let best: string | null = null
  let at = -1
  for (const [id, deck] of Object.entries(decks)) {
    if (deck.lastAccessed > at) {
      best = id
      at = deck.lastAccessed
    }
  }
  return best
}

/** The outbox of a signed-in learner's test results and card analytics. */
export interface RecordsOutbox {
  /** Queues what changed from `previous` to `next` (new test results, more time on a card) and sends it. */
  note(next: Progress, previous: Progress): void
  /** Sends what is queued, in order; what fails stays for the next call. */
  send(): Promise<void>
}

/** The outbox that sends to `backend`. */
export function recordsOutbox(backend: Backend): RecordsOutbox {
  const outbox: (() => Promise<void>)[] = []
  let sending = false
  const send = async () => {
    if (sending || !backend.currentUser()) return
    sending = true
    try {
      while (outbox.length > 0) {
        const next = outbox[0]
        if (!next) break
        await next()
        outbox.shift()
      }
    } catch {
      // Offline or refused: kept in the outbox for the next sync.
    } finally {
      sending = false
    }
  }
  const note = (next: Progress, previous: Progress) => {
    if (!backend.currentUser()) return
    for (const [deck, tests] of Object.entries(next.tests)) {
      const latest = tests.latest
      if (latest && latest.completedAt !== previous.tests[deck]?.latest?.completedAt) {
        const { timeSeconds, correct, attempts, firstTry } = latest
        const result = {
          timeSeconds,
          correct,
          attempts,
          ...(firstTry === undefined ? {} : { firstTry }),
        }
        outbox.push(() => backend.saveTestResult(deck, result))
      }
    }
    const deck = lastAccessedDeck(next.decks)
    for (const [word, entry] of Object.entries(next.words)) {
      const before = previous.words[word]?.timeSpentMs ?? 0
      if (deck && entry.timeSpentMs > before) {
        const timeSpentMs = entry.timeSpentMs - before
        const lastViewedAt = entry.lastViewedAt
        outbox.push(() => backend.recordAnalytics({ deck, word, timeSpentMs, lastViewedAt }))
      }
    }
    void send()
  }
  return { note, send }
}
