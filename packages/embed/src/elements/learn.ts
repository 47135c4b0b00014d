// <kalima-learn>: the Learn study mode as a custom element. Defining it is light; the widget's
// code is fetched when the first <kalima-learn> is connected.
import { defineStudyElement } from '../element'

export const KalimaLearnElement = defineStudyElement('learn', () => import('../widgets/learn'))
