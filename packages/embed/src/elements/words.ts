// <kalima-words>: the Words study mode as a custom element. Defining it is light; the widget's
// code is fetched when the first <kalima-words> is connected.
import { defineStudyElement } from '../element'

export const KalimaWordsElement = defineStudyElement('words', () => import('../widgets/words'))
