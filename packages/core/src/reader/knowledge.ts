// What a learner knows of the Quran's text (issue 18): each word's state for this learner and
// the shares of a surah and of the Quran the learner is learning or knows, and knows, by the
// coverage rule of docs/data.md. Pure rules over a progress record, a moment and the surah
// index, apart from the reader's loaders (reader.ts, whose lazy imports of ~1,000 data files
// must not ride into a page that only shows "you know N%").

import { isDue, isKnown, isLearningOrKnown, wordStatus } from '../progress/counts'
import type { Progress, WordId } from '../progress/types'
import { getWord } from '../vocabulary/vocabulary'
import type { SurahSummary } from './surahs'

/**
 * What a learner knows of a word of the text at a moment, most known first:
 * - `known`: known by core's one rule (`isKnown`: its card stable for 21 days, not due yet);
 * - `due`: studied and its Review card is due now (a known word that comes due fades to this);
 * - `learning`: answered, not known, not due (a word only seen is not learning);
 * - `new`: a word of a Kalima deck not studied yet;
 * - `outside`: not in any deck (a lemma outside the vocabulary, or a pronoun not taught yet).
 */
export type ReaderWordState = 'known' | 'due' | 'learning' | 'new' | 'outside'

/** Every state in legend order (most known first). */
export const READER_WORD_STATES: readonly ReaderWordState[] = Object.freeze([
  'known',
  'due',
  'learning',
  'new',
  'outside',
])

/**
 * What a learner knows of a text at a moment, its two figures: the words they are learning
 * or know (a ref answered right at least once, `isLearningOrKnown`) and the words they know
 * (`isKnown`), of all its words. known ≤ learning ≤ total.
 */
export interface Knowledge {
  /** Words known (one of its refs known). */
  known: number
  /** Words learning or known (one of its refs answered right at least once, or known). */
  learning: number
  total: number
  /** known / total in whole percent, rounded down (100 only when every word is known). */
  percent: number
  /** learning / total in whole percent, rounded down (100 only when every word is). */
  learningPercent: number
}

/** Whether a ref belongs to a Kalima deck: every vocabulary word does; pronouns not yet. */
export const inAnyDeck = (id: WordId): boolean => getWord(id) !== undefined

/**
 * The state of one vocabulary entry for a learner at `now`, from the progress record the
 * modes write. `inDeck` says which entries a deck teaches (default {@link inAnyDeck}).
 */
export function refState(
  progress: Progress,
  id: WordId,
  now: number,
  inDeck: (id: WordId) => boolean = inAnyDeck,
): ReaderWordState {
  // The one progress model (progress/counts.ts): new / learning / known at `now`, a word only
  // seen (a card opened) is new; 'due' when its Review card has come due (a word answered but
  // not yet reviewed, which Review also counts as due, keeps its learning colour; a known word
  // is never due, as its card is not due yet).
  const word = progress.words[id]
  if (word?.review && isDue(word, now)) return 'due'
  const status = wordStatus(word, now)
  if (status !== 'new') return status
  return inDeck(id) ? 'new' : 'outside'
}

/**
 * The state of a word of the text: its most known ref's state (a word of two lemmas, مِمَّا,
 * is known when either is, as the coverage rule counts it); `outside` without refs.
 */
export function readerWordState(
  progress: Progress,
  refs: readonly WordId[],
  now: number,
  inDeck: (id: WordId) => boolean = inAnyDeck,
): ReaderWordState {
  let best: ReaderWordState = 'outside'
  for (const id of refs) {
    const state = refState(progress, id, now, inDeck)
    if (READER_WORD_STATES.indexOf(state) < READER_WORD_STATES.indexOf(best)) best = state
  }
  return best
}

/**
 * Whether a learner knows a word of the text at `now`: by the coverage rule of docs/data.md, a
 * word is covered when one of its refs is known (`isKnown`; a pronoun counts once known).
 */
export const knowsWord = (progress: Progress, refs: readonly WordId[], now: number): boolean =>
  refs.some((id) => isKnown(progress.words[id], now))

/**
 * Whether a learner is learning or knows a word of the text at `now`: one of its refs answered
 * right at least once, or known (`isLearningOrKnown`), by the same coverage rule.
 */
export const learnsWord = (progress: Progress, refs: readonly WordId[], now: number): boolean =>
  refs.some((id) => isLearningOrKnown(progress.words[id], now))

const percentOf = (part: number, total: number) =>
  total === 0 ? 0 : Math.floor((part * 100) / total)

/** Words of a text known and learning (or known), of its `total` words. */
interface Counted {
  known: number
  learning: number
}

const knowledge = ({ known, learning }: Counted, total: number): Knowledge => ({
  known,
  learning,
  total,
  percent: percentOf(known, total),
  learningPercent: percentOf(learning, total),
})

function countIn(progress: Progress, summary: SurahSummary, now: number): Counted {
  const counted: Counted = { known: 0, learning: 0 }
  for (const [key, count] of Object.entries(summary.refCounts)) {
    const refs = key.split(',')
    // Known implies learning or known: a word not learned is not known either.
    if (!learnsWord(progress, refs, now)) continue
    counted.learning += count
    if (knowsWord(progress, refs, now)) counted.known += count
  }
  return counted
}

/**
 * "You are learning or know N% of this surah; you know M%": its words the learner is learning
 * or knows, and knows, at `now`, by the coverage rule.
 */
export const surahKnowledge = (progress: Progress, summary: SurahSummary, now: number): Knowledge =>
  knowledge(countIn(progress, summary, now), summary.words)

/** The same two figures of the Quran's words: the rule over all 114 surahs at `now`. */
export function quranKnowledge(
  progress: Progress,
  index: readonly SurahSummary[],
  now: number,
): Knowledge {
  const counted: Counted = { known: 0, learning: 0 }
  let total = 0
  for (const summary of index) {
    const { known, learning } = countIn(progress, summary, now)
    counted.known += known
    counted.learning += learning
    total += summary.words
  }
  return knowledge(counted, total)
}

/**
 * The surah closest to fully known at `now`: the highest share of known words among surahs not
 * yet fully known (ties: the shorter surah, then the lower number); undefined when the learner
 * knows no word yet or knows every surah.
 */
export function closestSurah(
  progress: Progress,
  index: readonly SurahSummary[],
  now: number,
): { summary: SurahSummary; knowledge: Knowledge } | undefined {
  let best: { summary: SurahSummary; knowledge: Knowledge; share: number } | undefined
  for (const summary of index) {
    const counted = countIn(progress, summary, now)
    const { known } = counted
    if (known === 0 || known === summary.words) continue
    const share = known / summary.words
    if (
      !best ||
      share > best.share ||
      (share === best.share && summary.words < best.summary.words)
    ) {
      best = { summary, knowledge: knowledge(counted, summary.words), share }
    }
  }
  return best && { summary: best.summary, knowledge: best.knowledge }
}
