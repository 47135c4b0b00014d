// <kalima-test>: the Test study mode as a custom element. Defining it is light; the widget's
// code is fetched when the first <kalima-test> is connected.
import { defineStudyElement } from '../element'

export const KalimaTestElement = defineStudyElement('test', () => import('../widgets/test'))
