// <kalima-match>: the Match study mode as a custom element. Defining it is light; the widget's
// code is fetched when the first <kalima-match> is connected.
import { defineStudyElement } from '../element'

export const KalimaMatchElement = defineStudyElement('match', () => import('../widgets/match'))
