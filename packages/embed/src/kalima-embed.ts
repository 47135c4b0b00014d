// One script for every element: <script type="module" src="…/kalima-embed.js"></script>
// It defines the seven elements (the six modes and the reader; light shells, one shared chunk); each mode's widget, the
// renderer and the vocabulary are fetched only when an element of that mode is connected.
// The one-mode scripts (elements/*.ts) define the same classes: whichever runs first wins.
import { defineStudyElement } from './element'

export const KalimaFlashcardsElement = defineStudyElement(
  'flashcards',
  () => import('./widgets/flashcards'),
)
export const KalimaLearnElement = defineStudyElement('learn', () => import('./widgets/learn'))
export const KalimaMatchElement = defineStudyElement('match', () => import('./widgets/match'))
export const KalimaReviewElement = defineStudyElement('review', () => import('./widgets/review'))
export const KalimaTestElement = defineStudyElement('test', () => import('./widgets/test'))
export const KalimaWordsElement = defineStudyElement('words', () => import('./widgets/words'))
export const KalimaReaderElement = defineStudyElement(
  'reader',
  () => import('./widgets/reader'),
  // Its meaning language's texts loader, fetched with the widget (here, so that no other
  // element's script reaches it).
  (element) =>
    void import('./reader-texts').then(
      ({ prefetchReaderTextsOf }) => prefetchReaderTextsOf(element),
      () => undefined,
    ),
)
