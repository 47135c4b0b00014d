// Figures shown on the site, all computed from the vocabulary data.
import {
  coverage,
  getLessonWords,
  getPronouns,
  LANGUAGES,
  LESSONS,
  SURAH_DECK_IDS,
} from '@kalima/core'

const cov = coverage()
const withPronouns = cov.withPronouns ?? { covered: cov.covered, percent: cov.percent }

/** Computed once: the numbers the hero, About and Blog pages show. */
export const figures = {
  words: getLessonWords().length,
  lessons: LESSONS.length,
  languages: LANGUAGES.filter((l) => l.enabled).length,
  surahDecks: SURAH_DECK_IDS.length,
  coveragePercent: Math.round(cov.percent),
  coverageExact: cov.percent,
  /** Coverage by the 600 words and the personal pronouns (the Pronouns deck), rounded. */
  coverageWithPronounsPercent: Math.round(withPronouns.percent),
  coverageWithPronounsExact: withPronouns.percent,
  coveredWithPronouns: withPronouns.covered,
  pronouns: getPronouns().length,
  quranWords: cov.totalWords,
  coveredWords: cov.covered,
  perLesson: cov.perLesson,
  top: getLessonWords()[0],
  last: getLessonWords().at(-1),
}
