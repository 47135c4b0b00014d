// When a word is answered and when it is due: the two rules the study counts (./counts) and
// the server's e-mail reminders (../reminders/rules, bundled for the hooks) share. Kept free
// of the vocabulary so the server's bundle stays small.
import type { WordProgress } from './types'

/** Whether a word has been answered at least once (seeing a card is not an answer). */
export const isAnswered = (word: WordProgress | undefined): boolean => (word?.attempts ?? 0) > 0

/**
 * Whether a word is due for review at `now`: with a review card, when the card is due;
 * without one, as soon as it has been answered. A word only seen is never due.
 */
export const isDue = (word: WordProgress | undefined, now: number): boolean =>
  isAnswered(word) && (word?.review === undefined || word.review.due <= now)
