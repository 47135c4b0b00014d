// Leeches: words forgotten again and again after they were learned. Kept apart from the
// scheduler (no ts-fsrs), so a page that only shows them does not load it.
import type { Progress, ReviewCard, WordId } from '../progress/types'

/** Lapses (a word forgotten after it was learned) that make a word a leech. */
export const LEECH_LAPSES = 4

/**
 * Whether a word is a leech: forgotten again and again after being learned (its card has
 * {@link LEECH_LAPSES} lapses or more), so more of the same drill will not help.
 */
export const isLeech = (word: { review?: ReviewCard } | undefined): boolean =>
  (word?.review?.lapses ?? 0) >= LEECH_LAPSES

/** The leeches of a record, most lapses first (ties by word id). */
export const leechWords = (progress: Progress): WordId[] =>
  Object.entries(progress.words)
    .filter(([, w]) => isLeech(w))
    .sort(
      ([a, x], [b, y]) =>
        (y.review?.lapses ?? 0) - (x.review?.lapses ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
    )
    .map(([id]) => id)
