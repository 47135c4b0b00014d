// <kalima-flashcards>: the Flashcards study mode as a custom element. Defining it is light; the widget's
// code is fetched when the first <kalima-flashcards> is connected.
import { defineStudyElement } from '../element'

export const KalimaFlashcardsElement = defineStudyElement(
  'flashcards',
  () => import('../widgets/flashcards'),
)
