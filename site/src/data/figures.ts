// Figures shown on the site, all computed from the vocabulary data.
import { coverage, getLessonWords, LANGUAGES, LESSONS, SURAH_DECK_IDS } from '@kalima/core'

const cov = coverage()

/** Computed once: the numbers the hero, About and Blog pages show. */
export const figures = {
  words: getLessonWords().length,
  lessons: LESSONS.length,
  languages: LANGUAGES.filter((l) => l.enabled).length,
  surahDecks: SURAH_DECK_IDS.length,
  coveragePercent: Math.round(cov.percent),
  coverageExact: cov.percent,
  quranWords: cov.totalWords,
  coveredWords: cov.covered,
  perLesson: cov.perLesson,
  top: getLessonWords()[0],
  last: getLessonWords().at(-1),
}

/**
 * Formats a whole number with thousands separators (77,429), as toLocaleString('en-US')
 * does, without it: the first toLocaleString of a page loads the browser's locale data,
 * tens of milliseconds on the main thread while the home page first renders.
 */
export const formatCount = (n: number) =>
  String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
