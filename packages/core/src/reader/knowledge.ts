// What a learner knows of the Quran's text (issue 18): each word's state for this learner and
// "you know N%" by the coverage rule of docs/data.md. Pure rules over a progress record and
// the surah index, apart from the reader's loaders (reader.ts, whose lazy imports of ~1,000
// data files must not ride into a page that only shows "you understand N%").

import { isDue, isMastered, wordStatus } from '../progress/counts'
import type { Progress, WordId } from '../progress/types'
import { getWord } from '../vocabulary/vocabulary'
import type { SurahSummary } from './surahs'

/**
 * What a learner knows of a word of the text, most known first:
 * - `mastered`: answered correctly at least 3 times (`isMastered`, as the modes count it);
 * - `due`: studied and its Review card is due now;
 * - `learning`: answered, not mastered, not due (a word only seen is not learning);
 * - `new`: a word of a Kalima deck not studied yet;
 * - `outside`: not in any deck (a lemma outside the vocabulary, or a pronoun not taught yet).
 */
export type ReaderWordState = 'mastered' | 'due' | 'learning' | 'new' | 'outside'

/** Every state in legend order (most known first). */
export const READER_WORD_STATES: readonly ReaderWordState[] = Object.freeze([
  'mastered',
  'due',
  'learning',
  'new',
  'outside',
])

/** What a learner knows of a text: known words of all its words. */
export interface Knowledge {
  known: number
  total: number
  /** known / total in whole percent, rounded down (100 only when every word is known). */
  percent: number
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
  // The one progress model (progress/counts.ts): new / learning / mastered, a word only seen
  // (a card opened) is new; 'due' when its Review card has come due (a word answered but not
  // yet reviewed, which Review also counts as due, keeps its learning or mastered colour).
  const word = progress.words[id]
  if (word?.review && isDue(word, now)) return 'due'
  const status = wordStatus(word)
  if (status !== 'new') return status
  return inDeck(id) ? 'new' : 'outside'
}

/**
 * The state of a word of the text: its most known ref's state (a word of two lemmas, مِمَّا,
 * is mastered when either is, as the coverage rule counts it); `outside` without refs.
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
 * Whether a learner knows a word of the text: by the coverage rule of docs/data.md, a word is
 * covered when one of its refs is mastered (a pronoun counts once it is mastered).
 */
export const knowsWord = (progress: Progress, refs: readonly WordId[]): boolean =>
  refs.some((id) => isMastered(progress.words[id]))

const knowledge = (known: number, total: number): Knowledge => ({
  known,
  total,
  percent: total === 0 ? 0 : Math.floor((known * 100) / total),
})

function knownIn(progress: Progress, summary: SurahSummary): number {
  let known = 0
  for (const [key, count] of Object.entries(summary.refCounts)) {
    if (knowsWord(progress, key.split(','))) known += count
  }
  return known
}

/** "You know N% of this surah": its words the learner knows, by the coverage rule. */
export const surahKnowledge = (progress: Progress, summary: SurahSummary): Knowledge =>
  knowledge(knownIn(progress, summary), summary.words)

/** "You understand N% of the Quran's words": the same rule over all 114 surahs. */
export function quranKnowledge(progress: Progress, index: readonly SurahSummary[]): Knowledge {
  let known = 0
  let total = 0
  for (const summary of index) {
    known += knownIn(progress, summary)
    total += summary.words
  }
  return knowledge(known, total)
}

/**
 * The surah closest to fully known: the highest share of known words among surahs not yet
 * fully known (ties: the shorter surah, then the lower number); undefined when the learner
 * knows no word yet or knows every surah.
 */
export function closestSurah(
  progress: Progress,
  index: readonly SurahSummary[],
): { summary: SurahSummary; knowledge: Knowledge } | undefined {
  let best: { summary: SurahSummary; knowledge: Knowledge; share: number } | undefined
  for (const summary of index) {
    const known = knownIn(progress, summary)
    if (known === 0 || known === summary.words) continue
    const share = known / summary.words
    if (
      !best ||
      share > best.share ||
      (share === best.share && summary.words < best.summary.words)
    ) {
      best = { summary, knowledge: knowledge(known, summary.words), share }
    }
  }
  return best && { summary: best.summary, knowledge: best.knowledge }
}
