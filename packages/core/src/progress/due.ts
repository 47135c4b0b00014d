// When a word is answered and when it is due: the two rules the study counts (./counts) and
// the server's e-mail reminders (../reminders/rules, bundled for the hooks) share. Kept free
// of the vocabulary so the server's bundle stays small.
import type { Progress, WordId, WordProgress } from './types'

/** Whether a word has been answered at least once (seeing a card is not an answer). */
export const isAnswered = (word: WordProgress | undefined): boolean => (word?.attempts ?? 0) > 0

/**
 * Whether a word is due for review at `now`: with a review card (an answer graded it, or the
 * learner added it to Review from the reader), when the card is due; without one, as soon
 * as it has been answered. A word only seen is never due.
 */
export const isDue = (word: WordProgress | undefined, now: number): boolean =>
  word?.review !== undefined ? word.review.due <= now : isAnswered(word)

/**
 * The words of a record due at `now` (`isDue`), most overdue first: by the card's due time,
 * a word answered but never scheduled counting as due `now`; ties by word id, so the order
 * is stable.
 */
export const dueWordIds = (progress: Progress, now: number): WordId[] => {
  const due: { id: WordId; at: number }[] = []
  for (const [id, word] of Object.entries(progress.words))
    if (isDue(word, now)) due.push({ id, at: word.review?.due ?? now })
  due.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return due.map((d) => d.id)
}
