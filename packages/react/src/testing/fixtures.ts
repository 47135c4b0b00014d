import type { LocalizedWord, ReviewCard } from '@kalima/core'
import { KNOWN_STABILITY_DAYS, newReviewCard } from '@kalima/core/progress'

const word = (
  id: string,
  arabic: string,
  transliteration: string,
  meaning: string,
  frequency: number,
  n: number,
): LocalizedWord => ({
  id,
  rank: n,
  lemma: id,
  arabic,
  transliteration,
  frequency,
  pos: 'Noun',
  root: null,
  verse: { surah: 1, ayah: 1, position: 1 },
  meaning,
  lang: 'en',
})

/** Four short words with English meanings: small, fixed data for tests and stories. */
export const SAMPLE_WORDS: readonly LocalizedWord[] = [
  word('allah', 'ٱللَّه', 'Allāh', 'Allah', 2699, 1),
  word('rabb', 'رَبّ', 'rabb', 'Lord', 975, 2),
  word('qala', 'قَالَ', 'qāla', 'said', 1618, 3),
  word('yawm', 'يَوْم', 'yawm', 'day', 405, 4),
]

/** The longest-looking word with many marks, for layout stories. */
export const LONG_WORD: LocalizedWord = word(
  'fa-asqaynakumuhu',
  'فَأَسْقَيْنَٰكُمُوهُ',
  'fa-asqaynākumūhu',
  'and We gave it to you to drink',
  1,
  600,
)

const DAY = 86_400_000

/**
 * A review card that makes its word known at `now` (core's `isKnown`): last reviewed a day
 * before, stable for a month (over KNOWN_STABILITY_DAYS), due `dueInDays` days after `now`,
 * when the word fades back to learning.
 */
export function knownCard(now: number, dueInDays = 30): ReviewCard {
  return {
    ...newReviewCard(now - DAY),
    state: 2,
    reps: 3,
    difficulty: 5,
    stability: KNOWN_STABILITY_DAYS + 9,
    lastReview: now - DAY,
    due: now + dueInDays * DAY,
  }
}
