// Decks from the reader and what a study page needs before its first render. The surah data
// they need (the loaders of 114 surahs' word files, reader/surah-data.ts) is imported in a
// chunk of its own on first need: a lesson's page, and an embedded element on a lesson, do
// not carry it. What has arrived is read at once (the peek functions), so a page that awaited
// it (the site's main.tsx awaits `loadStudyPage`) asks its first question in its first render.

import type { Progress } from '../progress/types'
import type { DeckRef, LanguageCode, Word } from '../vocabulary/types'
import { type Deck, getStudyWords, loadDeckForms, loadMeanings } from '../vocabulary/vocabulary'

type SurahData = typeof import('./surah-data')

/** The surah data module once it has loaded (the peek functions read it). */
let loaded: SurahData | undefined

const surahData = (): Promise<SurahData> =>
  import('./surah-data').then((data) => {
    loaded = data
    return data
  })

/**
 * Every vocabulary word of `surah` (`surahWords`): what Review of the deck from the reader
 * of that surah reviews when due. From the surah's own words file (which the reader has
 * usually loaded already), not the index of all 114. Rejects a number that names no surah.
 */
export async function loadSurahStudyWords(surah: number): Promise<readonly Word[]> {
  const data = await surahData()
  return data.studyWordsOf(await data.loadSurahSummary(surah))
}

/**
 * The words a Review of `deck` draws its due words from: for a deck from the reader, every
 * word of its surah ({@link loadSurahStudyWords}); for any other deck its words, and without
 * a deck every word of every deck (`getStudyWords`). Rejects a surah that does not exist.
 */
export function loadReviewWords(deck?: DeckRef): Promise<readonly Word[]> {
  return deck?.kind === 'reading'
    ? loadSurahStudyWords(deck.id)
    : Promise.resolve(getStudyWords(deck))
}

/**
 * {@link loadReviewWords} if they have loaded (at once but for a deck from the reader), the
 * same list each time.
 */
export function peekReviewWords(deck?: DeckRef): readonly Word[] | undefined {
  if (deck?.kind !== 'reading') return getStudyWords(deck)
  const summary = loaded?.peekSurahSummary(deck.id)
  return summary && loaded ? loaded.studyWordsOf(summary) : undefined
}

/**
 * The deck from the reader of `surah` for a learner, made at `now` from their progress (the
 * words of the surah they do not know yet, `readingDeckWords`): a session keeps the words it
 * started with, and the next opening leaves out the words known meanwhile (and takes back
 * those that have faded). Rejects a number that names no surah.
 */
export async function loadReadingDeck(
  surah: number,
  progress: Progress,
  now: number,
): Promise<Deck> {
  const data = await surahData()
  return data.readingDeckOf(await data.loadSurahSummary(surah), progress, now)
}

/**
 * The deck from the reader of `surah` ({@link loadReadingDeck}) if the surah's words have
 * loaded, else undefined: a page that awaited them ({@link loadStudyPage}) shows its first
 * question in its first render.
 */
export function peekReadingDeck(surah: number, progress: Progress, now: number): Deck | undefined {
  const summary = loaded?.peekSurahSummary(surah)
  return summary && loaded ? loaded.readingDeckOf(summary, progress, now) : undefined
}

/**
 * Loads what a study page's first render needs for `deck` with meanings in `lang`: the
 * meanings, a surah deck's forms (`loadDeckForms`) and a deck from the reader's surah. The
 * site awaits it before a study page's first render (as `loadReaderPage` for a reader
 * page), so the first question is the one the prerendered page shows.
 */
export async function loadStudyPage(deck: DeckRef, lang: LanguageCode): Promise<void> {
  await Promise.all([
    loadMeanings(lang),
    loadDeckForms(deck),
    deck.kind === 'reading'
      ? surahData().then((data) => data.loadSurahSummary(deck.id))
      : undefined,
  ])
}
