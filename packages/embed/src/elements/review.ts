// <kalima-review>: the Review study mode as a custom element. Defining it is light; the widget's
// code is fetched when the first <kalima-review> is connected.
import { defineStudyElement } from '../element'

export const KalimaReviewElement = defineStudyElement('review', () => import('../widgets/review'))
