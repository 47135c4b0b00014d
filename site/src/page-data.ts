// The app's second stage (main.tsx imports it in a task of its own, after the stores and
// before the widgets): core's vocabulary, and the data the page's first render needs.
import { studyPageOf } from '@kalima/core'
import { loadStudyPage } from '@kalima/core/reader'
import { stores, storesLoaded } from './kalima'

/**
 * Starts loading what the first render of the page at `path` (without its language) shows
 * beyond its code: a surah's verses in the reader, a study page's deck (the meanings, a surah
 * deck's forms, a deck from the reader's surah: core's loadStudyPage), in the learner's meaning
 * language read from storage first (a returning learner's may not be the prerender's), so the
 * first render shows what the prerendered page shows, in that language, rather than the
 * default and then again. Failures are left to the page (its own retry); never rejects.
 */
export function loadPageData(path: string): Promise<unknown>[] {
  const meaning = () => stores.language.getState().language
  const loading: Promise<unknown>[] = []
  if (/^\/read\/\d/.test(path)) {
    loading.push(
      Promise.all([import('./pages/ReadPage'), storesLoaded])
        .then(([page]) => page.prefetchReading(path, meaning()))
        .catch(() => undefined),
    )
  }
  const study = studyPageOf(path)
  if (study) {
    loading.push(
      storesLoaded.then(() => loadStudyPage(study.deck, meaning())).catch(() => undefined),
    )
  }
  return loading
}
